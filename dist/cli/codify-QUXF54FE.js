import {
  codifyCommand
} from "./chunk-OLDRHBQ2.js";
import "./chunk-YJP3C5ZE.js";
import "./chunk-DYKM4U3O.js";
import "./chunk-DTED7B3O.js";
import "./chunk-52YBPIGC.js";
import "./chunk-TIJ2CQYA.js";
import "./chunk-JZL7SQM4.js";
export {
  codifyCommand
};
