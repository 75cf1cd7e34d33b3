import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);
import {
  printVerdict,
  runCommand,
  taskRunOptions
} from "./chunk-US3NB4LC.js";
import "./chunk-K766WJC4.js";
import "./chunk-CQUU7DLG.js";
import "./chunk-EMKCYVYP.js";
import "./chunk-TBSIB6HG.js";
import "./chunk-FXHRBCUR.js";
import "./chunk-LXXX2JJZ.js";
import "./chunk-4RVMRLBN.js";
import "./chunk-6VRNCCPF.js";
import "./chunk-PBGKJAQT.js";
import "./chunk-MJLUAWTC.js";
import "./chunk-CKMSPRM3.js";
import "./chunk-SEXQFPUJ.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-DYKM4U3O.js";
import "./chunk-SGIE7J3T.js";
import "./chunk-XK6DLX3B.js";
import "./chunk-AYY5CDIN.js";
import "./chunk-QAJ4F4NX.js";
import "./chunk-BMQF4RL5.js";
import "./chunk-L7C5Y6IO.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-LRKYU2RE.js";
import "./chunk-OS5CVY5P.js";
import "./chunk-436W5JBA.js";
import "./chunk-Z6IRGGUK.js";
import "./chunk-TUGP2VI7.js";
import "./chunk-XVM663KR.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DTED7B3O.js";
import "./chunk-52YBPIGC.js";
import "./chunk-TIJ2CQYA.js";
import "./chunk-JZL7SQM4.js";
export {
  printVerdict,
  runCommand,
  taskRunOptions
};
