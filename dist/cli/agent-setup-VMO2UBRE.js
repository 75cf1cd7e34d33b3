import {
  agentSetup
} from "./chunk-3SKQRBJH.js";
import "./chunk-7CA7NATE.js";
import "./chunk-SEXQFPUJ.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-DYKM4U3O.js";
import "./chunk-SGIE7J3T.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DTED7B3O.js";
import "./chunk-TIJ2CQYA.js";
import "./chunk-JZL7SQM4.js";
export {
  agentSetup
};
