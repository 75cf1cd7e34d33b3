import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The desktop image's start script waits for Xvfb and openbox to say they are ready by writing a line
 * into a FIFO (`wait_told`). These run that very function, cut out of docker/desktop/start-desktop, in
 * bash: with real FIFOs, and with bash's `read` made to time out after it consumed the whole line, which
 * a loaded machine does now and then (the start then said "Xvfb not ready" beside an Xvfb that had
 * written its display number and sat idle in its event loop).
 */
const script = readFileSync(path.join(import.meta.dirname, "../../docker/desktop/start-desktop"), "utf8");

function functionText(name: string): string {
  const start = script.indexOf(`\n${name}() {`);
  const end = script.indexOf("\n}\n", start);
  if (start < 0 || end < 0) throw new Error(`${name}() not found in docker/desktop/start-desktop`);
  return script.slice(start + 1, end + 2);
}

const prelude = `set -u
now_us() { echo "\${EPOCHREALTIME//[!0-9]/}"; }
${functionText("wait_told")}
`;

/** Runs `body` after the script's wait_told; prints what body echoes. */
function bash(body: string): string {
  return execFileSync("bash", ["-c", prelude + body], { encoding: "utf8", timeout: 20_000 }).trim();
}

const withFifo = (body: string) => `f=$(mktemp -u); mkfifo "$f"; exec {fd}<>"$f"; rm -f "$f"
${body}`;

describe("start-desktop's wait for a process to say it is ready", () => {
  // An hour's bound: a wait that did not end when told would outlast bash's 20 s and fail the test.
  it("is told by a line written into the FIFO, at once", () => {
    const out = bash(
      withFifo(`(sleep 0.1; echo 99 >&$fd) &
if wait_told "$fd" 3600 true; then echo told; else echo not; fi`),
    );
    expect(out).toBe("told");
  });

  it("counts a line its read consumed whole even when that read reports a time-out", () => {
    // bash's read keeps the input of a timed-out read in the variable; here it consumed "99\n" and timed out.
    const out = bash(`read() { printf -v "\${!#}" '%s' 99; return 142; }
if wait_told 0 2 true; then echo told; else echo not; fi`);
    expect(out).toBe("told");
  });

  it("counts part of a line as told: the writer has written", () => {
    const out = bash(
      withFifo(`printf 9 >&$fd
if wait_told "$fd" 2 true; then echo told; else echo not; fi`),
    );
    expect(out).toBe("told");
  });

  it("gives up as soon as the process that was to tell has exited", () => {
    const out = bash(withFifo(`if wait_told "$fd" 3600 false; then echo told; else echo not; fi`));
    expect(out).toBe("not");
  });

  it("gives up after its seconds when nothing is told", () => {
    const out = bash(withFifo(`if wait_told "$fd" 1 true; then echo told; else echo not; fi`));
    expect(out).toBe("not");
  });
});
