import {
  printVerdict,
  runCommand,
  taskRunOptions
} from "./chunk-XK6LBMKD.js";
import "./chunk-2FHY3H56.js";
import "./chunk-3SKQRBJH.js";
import "./chunk-6NU7KDLH.js";
import "./chunk-TBSIB6HG.js";
import "./chunk-MOSF2VQT.js";
import "./chunk-DWAUCJJN.js";
import "./chunk-NSIMHMLM.js";
import "./chunk-K7O3SCI7.js";
import "./chunk-37J7LEXA.js";
import "./chunk-MJLUAWTC.js";
import "./chunk-7CA7NATE.js";
import "./chunk-SEXQFPUJ.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-DYKM4U3O.js";
import "./chunk-SGIE7J3T.js";
import "./chunk-SYPVD6RD.js";
import "./chunk-AYY5CDIN.js";
import "./chunk-QAJ4F4NX.js";
import "./chunk-BMQF4RL5.js";
import "./chunk-L7C5Y6IO.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-LRKYU2RE.js";
import "./chunk-OS5CVY5P.js";
import "./chunk-BZWWO3MY.js";
import "./chunk-Z6IRGGUK.js";
import "./chunk-27USZ4AS.js";
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
