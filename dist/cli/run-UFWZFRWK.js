import {
  printVerdict,
  runCommand,
  taskRunOptions
} from "./chunk-FMDOJX77.js";
import "./chunk-KXSG3TAX.js";
import "./chunk-6VSMUWYA.js";
import "./chunk-HB5RYR5X.js";
import "./chunk-KOL2FO7R.js";
import "./chunk-Z6IRGGUK.js";
import "./chunk-6PX46N3Z.js";
import "./chunk-NWJETBOO.js";
import "./chunk-ZMB2CJ43.js";
import "./chunk-VZVJHDU2.js";
import "./chunk-RHMFKDP2.js";
import "./chunk-SDOZEACB.js";
import "./chunk-CFEGDFAA.js";
import "./chunk-U5LQHTBT.js";
import "./chunk-3JDBR4UL.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-IOCNGKJK.js";
import "./chunk-DGFUUUG6.js";
import "./chunk-Y4O7Y4ZV.js";
import "./chunk-ZYEZAGLC.js";
import "./chunk-SCJ7IS3I.js";
import "./chunk-OJEUBACU.js";
import "./chunk-E6CQEI6B.js";
import "./chunk-A4AUWSAN.js";
import "./chunk-N7FCGLNT.js";
import "./chunk-EUFZGFSS.js";
import "./chunk-WTBBGLZZ.js";
import "./chunk-XVM663KR.js";
import "./chunk-IRBSSJWK.js";
import "./chunk-HZHHSFHV.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-L7PK2PAX.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-3325JBMH.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-JZL7SQM4.js";
export {
  printVerdict,
  runCommand,
  taskRunOptions
};
