import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The run's final screen: `final.png`, the screen the checks saw after the last step, as the review page
 * and the report show it; a run that ended before it was taken gives its last step's screen
 * (the highest-numbered `step_NNN.png`), and one that reached no desktop gives none.
 */
export async function finalScreen(artifactsDir: string): Promise<Buffer | undefined> {
  const final = await readFile(path.join(artifactsDir, "final.png")).catch(() => undefined);
  if (final) return final;
  const names = (await readdir(artifactsDir).catch(() => [])).filter((n) => /^step_\d+\.png$/.test(n)).sort();
  const last = names.at(-1);
  return last ? readFile(path.join(artifactsDir, last)) : undefined;
}
