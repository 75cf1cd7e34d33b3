import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);

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
