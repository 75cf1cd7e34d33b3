import {
  printVerdict,
  runCommand,
  taskRunOptions
} from "./chunk-EFFOV7UG.js";
import "./chunk-BRMIKF74.js";
import "./chunk-ZIKYNTVV.js";
import "./chunk-PYZUU65T.js";
import "./chunk-ATYYWGWY.js";
import "./chunk-5YONDQAV.js";
import "./chunk-547ETIWZ.js";
import "./chunk-7GIYB3UD.js";
import "./chunk-AOOWJNFN.js";
import "./chunk-2U2YG7HT.js";
import "./chunk-IOCNGKJK.js";
import "./chunk-3K5Q42DJ.js";
import "./chunk-OS3B5X46.js";
import "./chunk-SCOG4QA4.js";
import "./chunk-UQ3NRSO2.js";
import "./chunk-3MU6DY7E.js";
import "./chunk-S7HBBWRP.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-NAMW5AND.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-COHLW4OI.js";
import "./chunk-EMXUN43X.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-DOR33GRF.js";
import "./chunk-5ZLCHZZB.js";
import "./chunk-JXZI6H6U.js";
import "./chunk-Z6IRGGUK.js";
import "./chunk-XVM663KR.js";
import "./chunk-GBSJIDY5.js";
import "./chunk-IRBSSJWK.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-3325JBMH.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-52A5ZOSE.js";
import "./chunk-3XO4NBGJ.js";
import "./chunk-JZL7SQM4.js";
export {
  printVerdict,
  runCommand,
  taskRunOptions
};
