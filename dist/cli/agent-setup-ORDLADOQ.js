import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);
import {
  agentSetup
} from "./chunk-OVPDRGYH.js";
import "./chunk-JXAAIWWL.js";
import "./chunk-C4JTJNGQ.js";
import "./chunk-SEXQFPUJ.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-GHHUJ7JE.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-OFVEBJHN.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DTED7B3O.js";
import "./chunk-TIJ2CQYA.js";
import "./chunk-JZL7SQM4.js";
export {
  agentSetup
};
