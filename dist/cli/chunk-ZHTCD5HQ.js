
// src/task/model.ts
var TASK_DEFAULTS = {
  timeout: 300,
  max_steps: 15,
  max_a11y_nodes: 1e4,
  check_every: 1,
  compare_mode: "exact",
  match_mode: "contains",
  conjunction: "and",
  eval_timeout_secs: 120
};

export {
  TASK_DEFAULTS
};
