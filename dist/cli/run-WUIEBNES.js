import {
  printVerdict,
  runCommand,
  taskRunOptions
} from "./chunk-HP4Q3JXV.js";
import "./chunk-GROJKXVB.js";
import "./chunk-JLZNNTII.js";
import "./chunk-NUUGUVM6.js";
import "./chunk-SIRIBTGU.js";
import "./chunk-Z6IRGGUK.js";
import "./chunk-JDX6FQYF.js";
import "./chunk-FPWLQQUV.js";
import "./chunk-ZMB2CJ43.js";
import "./chunk-ICES2GVM.js";
import "./chunk-PQLUDHUO.js";
import "./chunk-TTDFSGVK.js";
import "./chunk-7F4V7Y75.js";
import "./chunk-EW24UJ75.js";
import "./chunk-MRE4K7FB.js";
import "./chunk-GXREAHUT.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-P5SWGXFT.js";
import "./chunk-DGFUUUG6.js";
import "./chunk-Y4O7Y4ZV.js";
import "./chunk-ZYEZAGLC.js";
import "./chunk-LWPC27BG.js";
import "./chunk-MQ3JPTXI.js";
import "./chunk-E6CQEI6B.js";
import "./chunk-OZCSJC55.js";
import "./chunk-G7CQGW6M.js";
import "./chunk-3WWH7RLZ.js";
import "./chunk-WTBBGLZZ.js";
import "./chunk-XVM663KR.js";
import "./chunk-75D4R6GW.js";
import "./chunk-OF73272Y.js";
import "./chunk-IRBSSJWK.js";
import "./chunk-HZHHSFHV.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-L7PK2PAX.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-4VNERU5G.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZLH7AXKL.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-JZL7SQM4.js";
export {
  printVerdict,
  runCommand,
  taskRunOptions
};
