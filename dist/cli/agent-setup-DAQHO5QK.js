import {
  agentSetup
} from "./chunk-U4ANQ6HP.js";
import "./chunk-YZYDAXCD.js";
import "./chunk-CFEGDFAA.js";
import "./chunk-U5LQHTBT.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-H24IWSV6.js";
import "./chunk-OG6UG52F.js";
import "./chunk-E6CQEI6B.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-JZL7SQM4.js";
export {
  agentSetup
};
