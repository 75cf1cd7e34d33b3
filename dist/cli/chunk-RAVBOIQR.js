import {
  wideUnicodeEncoding
} from "./chunk-G7CQGW6M.js";

// src/task/find-task-files.ts
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
async function findTaskFiles(inputs, options) {
  const files = [];
  const unmatched = [];
  const skipped = [];
  const texts = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  const add = (file) => {
    const key = path.resolve(options.cwd, file);
    if (!seen.has(key)) {
      seen.add(key);
      files.push(file);
    }
  };
  for (const input of inputs) {
    const info = statOrUndefined(path.resolve(options.cwd, input));
    if (info?.isFile()) {
      add(input);
    } else if (info?.isDirectory()) {
      const found = jsonFilesIn(input, options.cwd, options.recursive ?? false);
      for (const file of found) {
        const absolute = path.resolve(options.cwd, file);
        const bytes = readOrUndefined(absolute);
        if (bytes === void 0) {
          add(file);
        } else if (looksLikeTask(bytes)) {
          add(file);
          if (!wideUnicodeEncoding(bytes)) texts.set(absolute, bytes.toString("utf8"));
        } else {
          skipped.push(file);
        }
      }
      if (found.length === 0) unmatched.push(input);
    } else {
      const { glob, isDynamicPattern } = await import("./dist-HHXU5KRV.js");
      const matches = isDynamicPattern(input) ? (await glob(input, { cwd: options.cwd, onlyFiles: true })).sort() : [];
      matches.forEach(add);
      if (matches.length === 0) unmatched.push(input);
    }
  }
  return { files, unmatched, skipped, texts };
}
function statOrUndefined(file) {
  try {
    return statSync(file);
  } catch {
    return void 0;
  }
}
function jsonFilesIn(dir, cwd, recursive) {
  const absolute = path.resolve(cwd, dir);
  const entries = readdirSync(absolute, { withFileTypes: true, recursive });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".json")).map((e) => path.join(dir, path.relative(absolute, e.parentPath), e.name)).sort();
}
function readOrUndefined(file) {
  try {
    return readFileSync(file);
  } catch {
    return void 0;
  }
}
function looksLikeTask(bytes) {
  const text = wideUnicodeEncoding(bytes) ? Buffer.from(bytes.filter((b) => b !== 0)).toString("latin1") : bytes.toString("utf8");
  return /"(schema_version|instruction)"\s*:/.test(text);
}

export {
  findTaskFiles
};
