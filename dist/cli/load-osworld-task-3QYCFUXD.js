import {
  loadOsworldDocument,
  osworldStandIn
} from "./chunk-3JDBR4UL.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-3325JBMH.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-JZL7SQM4.js";

// src/run/load-osworld-task.ts
function loadOsworldTask(document, file, options) {
  const { task: osworld, diagnostics } = loadOsworldDocument(document, file, options);
  return { diagnostics, ...osworld ? { osworld, task: osworldStandIn(osworld) } : {} };
}
export {
  loadOsworldTask
};
