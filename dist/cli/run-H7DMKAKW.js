import {
  printVerdict,
  runCommand,
  taskRunOptions
} from "./chunk-SIQQ3SER.js";
import "./chunk-I5EIDGCI.js";
import "./chunk-DMYJI6XQ.js";
import "./chunk-SGIE7J3T.js";
import "./chunk-RTRX34TX.js";
import "./chunk-NFHNEXTB.js";
import "./chunk-TBSIB6HG.js";
import "./chunk-Q2OLTTXR.js";
import "./chunk-MOSF2VQT.js";
import "./chunk-TYFWTNWZ.js";
import "./chunk-QAJ4F4NX.js";
import "./chunk-YRK6TVXL.js";
import "./chunk-BMQF4RL5.js";
import "./chunk-4BXDOOKI.js";
import "./chunk-H7XRAMYE.js";
import "./chunk-L7C5Y6IO.js";
import "./chunk-MJLUAWTC.js";
import "./chunk-OCG5WBJB.js";
import "./chunk-SEXQFPUJ.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-DYKM4U3O.js";
import "./chunk-X2CFVV5Y.js";
import "./chunk-EMXUN43X.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-LRKYU2RE.js";
import "./chunk-OS5CVY5P.js";
import "./chunk-73EVPTNB.js";
import "./chunk-Z6IRGGUK.js";
import "./chunk-QGBDAZ6B.js";
import "./chunk-XVM663KR.js";
import "./chunk-3325JBMH.js";
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
