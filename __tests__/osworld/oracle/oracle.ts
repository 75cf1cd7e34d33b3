import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/**
 * OSWorld's own evaluators as a test oracle: a test-only virtual environment with `desktop-env` (installed
 * without its dependencies) and exactly the libraries the compared metric modules import
 * (requirements.txt), and harness.py answering calls in one long-lived Python process.
 *
 * The environment is created when missing, under ~/.cache/desktest/osworld-oracle/<hash of
 * requirements.txt> (or $XDG_CACHE_HOME), from PyPI; concurrent creators build in private folders and the
 * first rename wins.
 */

const HERE = path.dirname(new URL(import.meta.url).pathname);
const REQUIREMENTS = path.join(HERE, "requirements.txt");
const HARNESS = path.join(HERE, "harness.py");

export function oracleVenvDir(): string {
  const hash = createHash("sha256").update(readFileSync(REQUIREMENTS)).digest("hex").slice(0, 16);
  const cache = process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  return path.join(cache, "desktest", "osworld-oracle", hash);
}

function run(argv: string[], what: string): void {
  const result = spawnSync(argv[0]!, argv.slice(1), { encoding: "utf8", timeout: 900_000 });
  if (result.status !== 0)
    throw new Error(
      `${what} failed (${result.error?.message ?? `exit ${result.status}`}): ${(result.stderr || result.stdout).slice(-2000)}\n` +
        "The OSWorld oracle needs python3 with the venv module (Debian: python3-venv) and PyPI.",
    );
}

/** The oracle's Python interpreter, creating its environment first when missing. */
export function ensureOracleVenv(): string {
  const dir = oracleVenvDir();
  const python = path.join(dir, "bin", "python");
  if (existsSync(path.join(dir, "ready"))) return python;
  mkdirSync(path.dirname(dir), { recursive: true });
  const building = mkdtempSync(`${dir}.building-`);
  try {
    run(["python3", "-m", "venv", building], "creating the oracle's virtual environment");
    run(
      [
        path.join(building, "bin", "python"),
        "-m",
        "pip",
        "install",
        "--quiet",
        "--disable-pip-version-check",
        "--no-input",
        "--no-deps",
        "--only-binary=:all:",
        // fastdtw publishes only an sdist; built without numpy in its build environment, it installs its
        // pure-Python implementation (what `pip install desktop-env` gives OSWorld's users too)
        "--no-binary=fastdtw",
        // odfpy publishes only an sdist (pure Python)
        "--no-binary=odfpy",
        "-r",
        REQUIREMENTS,
      ],
      "installing the oracle's packages from PyPI",
    );
    writeFileSync(path.join(building, "ready"), new Date().toISOString());
    try {
      renameSync(building, dir);
    } catch (error) {
      if (!existsSync(path.join(dir, "ready"))) throw error; // someone else's finished copy is as good
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return python;
}

/** What the harness answers: a value (JSON with tags for floats, big ints, tuples, NaN) or an exception. */
export type OracleAnswer = { ok: true; value: unknown } | { ok: false; error: string; message: string };

export type OracleRequest =
  | {
      kind: "metric";
      module: string;
      func: string;
      args: unknown[];
      kwargs: Record<string, unknown>;
      now?: string;
    }
  | {
      kind: "getter";
      module: string;
      func: string;
      config: Record<string, unknown>;
      files?: Record<string, string | { $base64: string } | null>;
      accessibility_tree?: string | null;
      cache_dir?: string;
      result_file?: boolean;
    }
  | {
      kind: "setup";
      module: string;
      func: string;
      parameters: Record<string, unknown>;
      cache_dir: string;
      cache_files: Record<string, { $base64: string }>;
      now?: string;
    }
  | { kind: "soup"; parser: "lxml" | "html.parser"; path: string };

/** One harness process answering batches of requests in order. */
export class Oracle {
  private next = 1;
  private readonly waiting = new Map<number, (answer: OracleAnswer) => void>();
  private stderr = "";

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    createInterface({ input: child.stdout }).on("line", (line) => {
      const answer = JSON.parse(line) as OracleAnswer & { id: number };
      this.waiting.get(answer.id)?.(answer);
      this.waiting.delete(answer.id);
    });
    child.stderr.on("data", (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-4000)));
    child.on("exit", (code) => {
      for (const resolve of this.waiting.values())
        resolve({ ok: false, error: "HarnessExited", message: `exit ${code}: ${this.stderr}` });
      this.waiting.clear();
    });
  }

  static start(): Oracle {
    const python = ensureOracleVenv();
    const cwd = mkdtempSync(path.join(tmpdir(), "desktest-oracle-"));
    return new Oracle(
      spawn(python, [HARNESS], { cwd, stdio: "pipe", env: { ...process.env, PYTHONHASHSEED: "0" } }),
    );
  }

  /** Answers for the requests, in order (written all at once, so one process serves the batch). */
  ask(requests: readonly OracleRequest[]): Promise<OracleAnswer[]> {
    const answers = requests.map(
      (request) =>
        new Promise<OracleAnswer>((resolve) => {
          const id = this.next++;
          this.waiting.set(id, resolve);
          this.child.stdin.write(`${JSON.stringify({ id, ...request }, encodeValue)}\n`);
        }),
    );
    return Promise.all(answers);
  }

  stop(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}

/** JSON.stringify replacer: what JSON cannot say (NaN, infinities) in the harness's tags. */
function encodeValue(_key: string, value: unknown): unknown {
  if (typeof value === "number" && !Number.isFinite(value))
    return Number.isNaN(value) ? { $nan: true } : { $inf: value > 0 ? 1 : -1 };
  if (typeof value === "bigint") return { $int: value.toString() };
  return value;
}

/** A harness value as a JavaScript value: floats and ints as numbers (big ints as bigint), tuples as arrays. */
export function decodeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 1) {
      const [key, inner] = entries[0]!;
      if (key === "$float") return Number(inner);
      if (key === "$int") return BigInt(inner as string);
      if (key === "$tuple") return (inner as unknown[]).map(decodeValue);
      if (key === "$nan") return NaN;
      if (key === "$inf") return (inner as number) > 0 ? Infinity : -Infinity;
      if (key === "$repr") return { repr: inner };
      if (key === "$bytes") return new Uint8Array(Buffer.from(inner as string, "base64"));
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, decodeValue(v)]));
  }
  return value;
}
