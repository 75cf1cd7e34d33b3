import {
  codifyCommand
} from "./chunk-Q4EC5QDH.js";
import "./chunk-PXHBCNMG.js";
import "./chunk-RWPZZMTL.js";
import "./chunk-Z7VFUUUW.js";
import "./chunk-MRE4K7FB.js";
import "./chunk-HZHHSFHV.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-JZL7SQM4.js";
export {
  codifyCommand
};
