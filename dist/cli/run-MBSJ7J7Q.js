import {
  printVerdict,
  runCommand,
  taskRunOptions
} from "./chunk-SZYGDYTU.js";
import "./chunk-GROJKXVB.js";
import "./chunk-EFCKBHON.js";
import "./chunk-RWPZZMTL.js";
import "./chunk-HZJSPTDX.js";
import "./chunk-Z6IRGGUK.js";
import "./chunk-JDX6FQYF.js";
import "./chunk-2NDPPYT5.js";
import "./chunk-ZMB2CJ43.js";
import "./chunk-72RJ5X22.js";
import "./chunk-GE4P3RMG.js";
import "./chunk-SJ5DPWVZ.js";
import "./chunk-CDUV3ADU.js";
import "./chunk-MRE4K7FB.js";
import "./chunk-GXREAHUT.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-P5SWGXFT.js";
import "./chunk-DGFUUUG6.js";
import "./chunk-K4SW2CIC.js";
import "./chunk-TNAK6AIY.js";
import "./chunk-MQ3JPTXI.js";
import "./chunk-E6CQEI6B.js";
import "./chunk-7H2JGXCH.js";
import "./chunk-G7CQGW6M.js";
import "./chunk-7LVQLD6I.js";
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
