/**
 * `npm run lint:workflows`: actionlint on the repository's workflows (.github/workflows/) and on every
 * example workflow (examples/workflows/), with the self-hosted runners' custom labels of
 * .github/actionlint.yaml.
 *
 * actionlint is a Go program: `npm run lint:workflows -- --install` installs the pinned version through
 * the Go module proxy (`go install`, into Go's bin folder) when it is not there yet.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const ACTIONLINT_MODULE = "github.com/rhysd/actionlint/cmd/actionlint";
export const ACTIONLINT_VERSION = "v1.7.7";

const root = path.resolve(import.meta.dirname, "..");

/** The workflow files actionlint checks, relative to the repository. */
export function workflowFiles(): string[] {
  return [".github/workflows", "examples/workflows"].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => `${dir}/${name}`),
  );
}

/** Go's bin folder (GOBIN, else GOPATH/bin), or undefined without Go. */
function goBin(): string | undefined {
  try {
    const [gobin = "", gopath = ""] = execFileSync("go", ["env", "GOBIN", "GOPATH"], {
      encoding: "utf8",
    }).split("\n");
    return gobin.trim() || path.join(gopath.trim(), "bin");
  } catch {
    return undefined;
  }
}

/** actionlint: $ACTIONLINT, else the one in Go's bin folder, else the first on the PATH. */
function findActionlint(): string | undefined {
  if (process.env.ACTIONLINT) return process.env.ACTIONLINT;
  const bin = goBin();
  if (bin && existsSync(path.join(bin, "actionlint"))) return path.join(bin, "actionlint");
  const onPath = spawnSync("actionlint", ["-version"], { stdio: "ignore" });
  return onPath.status === 0 ? "actionlint" : undefined;
}

function main(): number {
  let actionlint = findActionlint();
  if (!actionlint && process.argv.includes("--install")) {
    execFileSync("go", ["install", `${ACTIONLINT_MODULE}@${ACTIONLINT_VERSION}`], {
      stdio: "inherit",
      cwd: root,
    });
    actionlint = findActionlint();
  }
  if (!actionlint) {
    process.stderr.write(
      `actionlint is not installed: run 'npm run lint:workflows -- --install' (go install ${ACTIONLINT_MODULE}@${ACTIONLINT_VERSION}; needs Go)\n`,
    );
    return 2;
  }
  const files = workflowFiles();
  const result = spawnSync(actionlint, ["-config-file", ".github/actionlint.yaml", ...files], {
    stdio: "inherit",
    cwd: root,
  });
  if (result.status === 0) process.stdout.write(`actionlint: ${files.length} workflow files pass\n`);
  return result.status ?? 1;
}

process.exitCode = main();
