import {
  codifyCommand
} from "./chunk-QRY6IJEW.js";
import "./chunk-L2OCIZ6N.js";
import "./chunk-HTZXMPQI.js";
import "./chunk-Z7VFUUUW.js";
import "./chunk-MRE4K7FB.js";
import "./chunk-HZHHSFHV.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-JZL7SQM4.js";
export {
  codifyCommand
};
