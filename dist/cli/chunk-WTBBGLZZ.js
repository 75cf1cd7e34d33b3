
// src/version.ts
var VERSION = "0.1.0";

export {
  VERSION
};
