import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);
import "./chunk-JZL7SQM4.js";

// src/cli/io.ts
function processIO() {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
    color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    ...process.stdin.isTTY && process.stderr.isTTY ? { terminal: { input: process.stdin, output: process.stderr } } : {}
  };
}
export {
  processIO
};
