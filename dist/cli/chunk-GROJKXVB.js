import {
  loadValidTask
} from "./chunk-G7CQGW6M.js";

// src/run/task-to-run.ts
import path from "node:path";
async function loadTaskToRun(file, options = {}) {
  try {
    return { loaded: await loadValidTask(file, options) };
  } catch (error) {
    return { unloadable: { testId: path.basename(file).replace(/\.json$/, ""), error } };
  }
}

export {
  loadTaskToRun
};
