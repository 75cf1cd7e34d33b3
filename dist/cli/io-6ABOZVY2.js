import "./chunk-JZL7SQM4.js";

// src/cli/io.ts
function processIO() {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
    color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    // Looked at when a command asks: opening stdin loads its stream, which no other command needs.
    get terminal() {
      return process.stdin.isTTY && process.stderr.isTTY ? { input: process.stdin, output: process.stderr } : void 0;
    }
  };
}
export {
  processIO
};
