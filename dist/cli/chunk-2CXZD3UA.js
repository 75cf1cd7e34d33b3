
// src/task/find-task-files.ts
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
async function findTaskFiles(inputs, options) {
  const files = [];
  const unmatched = [];
  const skipped = [];
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
        if (looksLikeTask(path.resolve(options.cwd, file))) add(file);
        else skipped.push(file);
      }
      if (found.length === 0) unmatched.push(input);
    } else {
      const { glob, isDynamicPattern } = await import("./dist-HHXU5KRV.js");
      const matches = isDynamicPattern(input) ? (await glob(input, { cwd: options.cwd, onlyFiles: true })).sort() : [];
      matches.forEach(add);
      if (matches.length === 0) unmatched.push(input);
    }
  }
  return { files, unmatched, skipped };
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
function looksLikeTask(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return true;
  }
  return /"(schema_version|instruction)"\s*:/.test(text);
}

export {
  findTaskFiles
};
