import {
  loadOsworldDocument,
  osworldStandIn
} from "./chunk-GXREAHUT.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-4VNERU5G.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZLH7AXKL.js";
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
