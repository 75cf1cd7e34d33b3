
// src/task/path-policy-names.ts
var PATH_POLICIES = ["any", "repository"];

export {
  PATH_POLICIES
};
