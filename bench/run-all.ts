/**
 * `npm run bench [name…]`: runs every benchmark in bench/ (or the named ones), prints its tables, then a
 * summary of the headline figures beside their in-run baselines, their targets and the change since the
 * previous run; writes them to bench/results.json (figures of benches not run are kept from before).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  loadNow,
  mergeResults,
  printSummary,
  readResults,
  writeResults,
  type Figure,
  type ResultsFile,
} from "./figures.ts";

const dir = import.meta.dirname;
const resultsFile = path.join(dir, "results.json");
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.bench\.ts$/, "")))
  .sort();

const previous = readResults(resultsFile);
const figures: Figure[] = [];
const load: ResultsFile["load"] = {};
for (const file of benches) {
  const name = file.replace(/\.bench\.ts$/, "");
  console.log(`\n### ${name}`);
  const before = loadNow();
  const module = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    run: () => Promise<Figure[] | void>;
  };
  figures.push(...((await module.run()) ?? []));
  load[name] = { before, after: loadNow() };
  console.log(`(load average: ${before} before, ${load[name].after} after)`);
}
printSummary(figures, previous);
if (figures.length > 0) {
  writeResults(resultsFile, mergeResults(previous, figures, { ...previous?.load, ...load }));
  console.log(`\nwrote ${path.relative(process.cwd(), resultsFile)}`);
}
