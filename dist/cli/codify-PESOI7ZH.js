import {
  codifyCommand
} from "./chunk-KBQV2RHK.js";
import "./chunk-R2ICSR35.js";
import "./chunk-NUUGUVM6.js";
import "./chunk-Z7VFUUUW.js";
import "./chunk-MRE4K7FB.js";
import "./chunk-HZHHSFHV.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-JZL7SQM4.js";
export {
  codifyCommand
};
