import {
  agentSetup
} from "./chunk-DMYJI6XQ.js";
import "./chunk-SGIE7J3T.js";
import "./chunk-OCG5WBJB.js";
import "./chunk-SEXQFPUJ.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-DYKM4U3O.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DTED7B3O.js";
import "./chunk-TIJ2CQYA.js";
import "./chunk-JZL7SQM4.js";
export {
  agentSetup
};
