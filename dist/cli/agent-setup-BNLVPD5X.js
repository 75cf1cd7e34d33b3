import {
  agentSetup
} from "./chunk-RHMFKDP2.js";
import "./chunk-SDOZEACB.js";
import "./chunk-CFEGDFAA.js";
import "./chunk-U5LQHTBT.js";
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
