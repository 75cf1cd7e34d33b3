import {
  codifyCommand
} from "./chunk-FY67DUFV.js";
import "./chunk-7CHEF5E7.js";
import "./chunk-NAMW5AND.js";
import "./chunk-DZFXMRMN.js";
import "./chunk-52A5ZOSE.js";
import "./chunk-3XO4NBGJ.js";
import "./chunk-JZL7SQM4.js";
export {
  codifyCommand
};
