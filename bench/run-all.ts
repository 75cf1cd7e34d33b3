/** `npm run bench [name…]`: runs every benchmark in bench/ (or the named ones) and prints its tables. */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.bench\.ts$/, "")))
  .sort();

for (const file of benches) {
  console.log(`\n### ${file.replace(/\.bench\.ts$/, "")}`);
  const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => Promise<void> };
  await module.run();
}
