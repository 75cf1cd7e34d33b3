import {
  agentSetup
} from "./chunk-PQLUDHUO.js";
import "./chunk-TTDFSGVK.js";
import "./chunk-7F4V7Y75.js";
import "./chunk-EW24UJ75.js";
import "./chunk-MRE4K7FB.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-Y4O7Y4ZV.js";
import "./chunk-ZYEZAGLC.js";
import "./chunk-E6CQEI6B.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-L7PK2PAX.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-JZL7SQM4.js";
export {
  agentSetup
};
