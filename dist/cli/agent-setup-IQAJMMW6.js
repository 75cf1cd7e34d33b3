import {
  agentSetup
} from "./chunk-GE4P3RMG.js";
import "./chunk-SJ5DPWVZ.js";
import "./chunk-CDUV3ADU.js";
import "./chunk-MRE4K7FB.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-K4SW2CIC.js";
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
