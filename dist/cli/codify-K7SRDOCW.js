import {
  codifyCommand
} from "./chunk-EWNUT4LD.js";
import "./chunk-Z7VFUUUW.js";
import "./chunk-U5LQHTBT.js";
import "./chunk-HZHHSFHV.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-JZL7SQM4.js";
export {
  codifyCommand
};
