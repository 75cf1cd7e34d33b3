import {
  agentSetup
} from "./chunk-ZIKYNTVV.js";
import "./chunk-PYZUU65T.js";
import "./chunk-ATYYWGWY.js";
import "./chunk-5YONDQAV.js";
import "./chunk-3MU6DY7E.js";
import "./chunk-S7HBBWRP.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-NAMW5AND.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-3XO4NBGJ.js";
import "./chunk-JZL7SQM4.js";
export {
  agentSetup
};
