import { ConfigError } from "../errors/desktest-error.ts";

/**
 * Parse a step list such as `1,3,5-8` (items trimmed; `N` or inclusive `N-M` with N ≤ M), the grammar
 * `codify --steps` and `logs --steps` share. Returns the steps in the order given, without duplicates.
 */
export function parseStepList(text: string): number[] {
  const steps: number[] = [];
  const add = (n: number) => {
    if (!steps.includes(n)) steps.push(n);
  };
  for (const rawPart of text.split(",")) {
    const part = rawPart.trim();
    if (part.includes("-")) {
      const [startText = "", endText = ""] = part.split("-", 2).map((s) => s.trim());
      if (startText === "" || endText === "" || part.split("-").length > 2) {
        throw new ConfigError(`Invalid step range '${part}': expected format N-M`);
      }
      const start = parseStep(startText);
      const end = parseStep(endText);
      if (start > end)
        throw new ConfigError(`Invalid step range '${part}': start (${start}) is greater than end (${end})`);
      for (let n = start; n <= end; n++) add(n);
    } else {
      add(parseStep(part));
    }
  }
  return steps;
}

function parseStep(text: string): number {
  if (!/^\d+$/.test(text)) throw new ConfigError(`Invalid step number '${text}': expected a whole number`);
  return Number(text);
}
