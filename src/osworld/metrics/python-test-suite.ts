import { ANSWER_PRELUDE } from "./answer-prelude.ts";
import { randomUUID } from "node:crypto";
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import type { Session } from "../../session/session.ts";
import { PythonError, pyTruthy, pyTypeName } from "../python-semantics.ts";
import { dictGet } from "./python-access.ts";

/**
 * OSWorld's check_python_file_by_test_suite (metrics/vscode.py of desktop-env 1.0.2): the task's test file
 * (fetched into the task cache, next to the files the result getter fetched from the desktop) is imported
 * from its own folder (the working folder, and first on sys.path) and its test function called; a bool,
 * a number (clamped to [0, 1]) or any value's truth is the score, and whatever goes wrong in loading or
 * calling it scores 0.
 *
 * OSWorld does that in its own process on the host. desktest never runs task code on the host: the test
 * file's folder is copied into a fresh folder of the task's desktop and a small harness runs OSWorld's steps
 * there with the desktop's python3, as the desktop user, for at most TEST_SUITE_TIMEOUT_MS (desktop-env
 * 1.0.2 waits without limit; OSWorld's current source gives the suite 120 s and scores 0 past that, as
 * desktest does). What the suite prints is dropped; the harness answers on a descriptor of its own.
 */

export const TEST_SUITE_TIMEOUT_MS = 120_000;
/** The most desktest copies into the desktop: the test file's folder, in files and in bytes. */
export const TEST_SUITE_MAX_FILES = 1_000;
export const TEST_SUITE_MAX_BYTES = 64 << 20;

/** Runs Python in the task's desktop on a copy of a host folder (the folder is its working folder). */
export interface DesktopPython {
  run(
    hostDir: string,
    argv: string[],
    timeoutMs: number,
  ): Promise<{ stdout: string; exitCode: number; timedOut: boolean }>;
}

/** What a metric that runs task code in the desktop gets from the evaluator. */
export interface MetricContext {
  /** The task cache folder: the only place a test file may come from. */
  hostCacheDir: string;
  python: DesktopPython;
  log: (line: string) => void;
}

/**
 * `python3 -c TEST_SUITE_HARNESS <test file> <function name as JSON>`, run in the test file's folder: OSWorld's
 * steps from the module's name on, answering one JSON line on the descriptor that was stdout when it started:
 * `{"score": "<repr of the float>"}`, or `{"raises": "<class>", "message": "..."}` for what OSWorld's
 * `except Exception` clauses let through (SystemExit, KeyboardInterrupt, ...).
 */
export const TEST_SUITE_HARNESS = `${ANSWER_PRELUDE}import importlib.util, uuid
from pathlib import Path

test_file = Path(sys.argv[1]).resolve()
function_name = json.loads(sys.argv[2])

def score():
    module_name = "dynamic_test_module_" + uuid.uuid4().hex[:8]
    test_dir = test_file.parent
    os.chdir(test_dir)
    if str(test_dir) not in sys.path:
        sys.path.insert(0, str(test_dir))
    try:
        spec = importlib.util.spec_from_file_location(module_name, test_file)
        if spec is None or spec.loader is None:
            return 0.0
        module = importlib.util.module_from_spec(spec)
        if module is None:
            return 0.0
        sys.modules[module_name] = module
        spec.loader.exec_module(module)
    except Exception:
        return 0.0
    try:
        if not hasattr(module, function_name):
            return 0.0
        function = getattr(module, function_name)
        if not callable(function):
            return 0.0
    except Exception:
        return 0.0
    try:
        result = function()
        if isinstance(result, bool):
            return 1.0 if result else 0.0
        if isinstance(result, (int, float)):
            return max(0.0, min(1.0, float(result)))
        return 1.0 if bool(result) else 0.0
    except Exception:
        return 0.0

try:
    value = score()
except BaseException as error:
    answer(raises=type(error).__name__, message=str(error)[:500])
answer(score=repr(value))
`;

/** The harness's answer as the metric's outcome: the score, or the exception OSWorld would raise. */
export function testSuiteOutcome(
  run: { stdout: string; exitCode: number; timedOut: boolean },
  log: (line: string) => void,
): number {
  if (run.timedOut) {
    log(
      `check_python_file_by_test_suite: the test suite did not finish within ${TEST_SUITE_TIMEOUT_MS / 1000} s; it scores 0`,
    );
    return 0;
  }
  const line = run.stdout.trim().split("\n").at(-1) ?? "";
  let answer: { score?: unknown; raises?: unknown; message?: unknown };
  try {
    answer = JSON.parse(line) as typeof answer;
  } catch {
    throw new PythonError(
      "SystemExit",
      `the test suite ended its Python process (exit ${run.exitCode}) before it gave a score`,
    );
  }
  if (typeof answer.raises === "string")
    throw new PythonError(answer.raises, typeof answer.message === "string" ? answer.message : "");
  const score = Number(answer.score);
  if (typeof answer.score !== "string" || !Number.isFinite(score))
    throw new PythonError("ValueError", `the test suite harness answered ${line.slice(0, 200)}`);
  return score;
}

/** The regular files and folders below `dir`, within the bounds (symbolic links are copied as links). */
function checkBounds(dir: string): void {
  let files = 0;
  let bytes = 0;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const entry = path.join(folder, name);
      const info = lstatSync(entry);
      if (++files > TEST_SUITE_MAX_FILES)
        throw new PythonError(
          "NotSupported",
          `the test file's folder has more than ${TEST_SUITE_MAX_FILES} entries, more than desktest copies into the desktop`,
        );
      if (info.isDirectory()) walk(entry);
      else if (info.isFile() && (bytes += info.size) > TEST_SUITE_MAX_BYTES)
        throw new PythonError(
          "NotSupported",
          `the test file's folder holds more than ${TEST_SUITE_MAX_BYTES >> 20} MiB, more than desktest copies into the desktop`,
        );
    }
  };
  walk(dir);
}

export async function check_python_file_by_test_suite(
  _actualFiles: unknown,
  testFile: unknown,
  options: Record<string, unknown> = {},
  context?: MetricContext,
): Promise<number> {
  const functionName = dictGet(options, "test_function_name", "test");
  if (!pyTruthy(testFile)) return 0;
  if (typeof testFile !== "string")
    throw new PythonError(
      "TypeError",
      `expected str, bytes or os.PathLike object, not ${pyTypeName(testFile)}`,
    );
  const file = path.resolve(testFile);
  if (!existsSync(file) || !statSync(file).isFile()) return 0;
  if (!context)
    throw new Error("check_python_file_by_test_suite runs in the task's desktop, and has none here");
  const real = realpathSync(file);
  const cache = realpathSync(context.hostCacheDir);
  if (!real.startsWith(cache + path.sep))
    throw new PythonError(
      "NotSupported",
      `the test file ${testFile} is not in the task cache: desktest runs only a test file a getter fetched there`,
    );
  const dir = path.dirname(real);
  checkBounds(dir);
  const run = await context.python.run(
    dir,
    ["python3", "-c", TEST_SUITE_HARNESS, path.basename(real), JSON.stringify(functionName)],
    TEST_SUITE_TIMEOUT_MS,
  );
  return testSuiteOutcome(run, context.log);
}

/** DesktopPython over a desktop session: a fresh folder under /tmp, the host folder copied in, python3 there. */
export function desktopPython(session: Session): DesktopPython {
  return {
    async run(hostDir, argv, timeoutMs) {
      const stage = `/tmp/desktest-osworld/test-suite-${randomUUID()}`;
      await session.exec(["mkdir", "-p", stage], { timeoutMs: 10_000 });
      try {
        await session.copyIn(hostDir, stage);
        return await session.exec(argv, { cwd: `${stage}/${path.basename(hostDir)}`, timeoutMs });
      } finally {
        await session.exec(["rm", "-rf", stage], { timeoutMs: 30_000 });
      }
    },
  };
}
