import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);
import {
  codifyCommand
} from "./chunk-OLDRHBQ2.js";
import "./chunk-YJP3C5ZE.js";
import "./chunk-DYKM4U3O.js";
import "./chunk-DTED7B3O.js";
import "./chunk-52YBPIGC.js";
import "./chunk-TIJ2CQYA.js";
import "./chunk-JZL7SQM4.js";
export {
  codifyCommand
};
