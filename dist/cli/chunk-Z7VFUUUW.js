import {
  ConfigError
} from "./chunk-DWPD5B2R.js";

// src/artifacts/step-list.ts
function parseStepList(text) {
  const steps = [];
  const add = (n) => {
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
function parseStep(text) {
  if (!/^\d+$/.test(text)) throw new ConfigError(`Invalid step number '${text}': expected a whole number`);
  return Number(text);
}

export {
  parseStepList
};
