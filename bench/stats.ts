/** Percentile of a list of numbers (nearest-rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Time `fn` `runs` times (after `warmup` untimed runs) and return the durations in milliseconds. */
export async function timeRuns(runs: number, fn: () => unknown, warmup = 3): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

export interface Row {
  name: string;
  times: number[];
}

/** A table of p50/p95 per row, with each row's p50 as a ratio of the baseline row's. */
export function printTable(title: string, rows: Row[], baseline: string): void {
  const base = percentile(rows.find((r) => r.name === baseline)?.times ?? [], 50);
  const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(3));
  console.log(`\n${title}`);
  console.log(
    `${"".padEnd(44)}${"runs".padStart(6)}${"p50 ms".padStart(10)}${"p95 ms".padStart(10)}${"× baseline".padStart(12)}`,
  );
  for (const row of rows) {
    const p50 = percentile(row.times, 50);
    const ratio = row.name === baseline ? "baseline" : `${(p50 / base).toFixed(2)}×`;
    console.log(
      `${row.name.padEnd(44)}${String(row.times.length).padStart(6)}${fmt(p50).padStart(10)}${fmt(percentile(row.times, 95)).padStart(10)}${ratio.padStart(12)}`,
    );
  }
}

/**
 * Time two ways of doing the same thing alternately (a, b, a, b, … after `warmup` untimed rounds), so
 * that a change in the machine's load during the measurement weighs on both alike.
 */
export async function timeAlternately(
  runs: number,
  a: () => unknown,
  b: () => unknown,
  warmup = 3,
): Promise<[number[], number[]]> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of [a, b].entries()) {
      const start = performance.now();
      await fn();
      times[k]!.push(performance.now() - start);
    }
  }
  return times;
}
