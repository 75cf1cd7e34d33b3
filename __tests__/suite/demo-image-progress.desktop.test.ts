import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_IMAGE } from "../../src/session/docker/desktop-image.ts";
import { LABEL } from "../../src/session/labels.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";

const repo = path.resolve(import.meta.dirname, "../..");

/**
 * `npm run demo` on a machine whose desktop image is stale: the first thing it does is rebuild the image,
 * and it says what it is doing while it does. The image is this test's own tag (DESKTEST_DESKTOP_IMAGE),
 * first pointed at the base image (built from no docker/ folder, so stale), so the desktop image the
 * other tests share is never touched.
 */
describe("npm run demo with a stale desktop image", () => {
  const tag = `desktest-progress-test:${process.pid}`;
  const out = tempTree({});
  let result: { code: number | null; stdout: string; stderr: string };

  beforeAll(async () => {
    const [repository, version] = tag.split(":") as [string, string];
    await docker.getImage(BASE_IMAGE).tag({ repo: repository, tag: version });
    const child = spawn(
      "npm",
      [
        "run",
        "demo",
        "--",
        "--filter",
        "galculator-add",
        "--progress",
        "plain",
        "--output",
        path.join(out, "results"),
        "--artifacts-dir",
        path.join(out, "artifacts"),
      ],
      {
        cwd: repo,
        env: { ...process.env, DESKTEST_DESKTOP_IMAGE: tag, CI: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", resolve);
    });
    result = { code, stdout, stderr };
  }, 900_000);

  afterAll(async () => {
    await docker
      .getImage(tag)
      .remove()
      .catch(() => undefined);
    rmSync(out, { recursive: true, force: true });
  });

  it("says it rebuilds the stale image, each Dockerfile step with its counter and the time so far, and the total", () => {
    const lines = result.stderr.split("\n").filter((line) => line.startsWith("[image] "));
    expect(lines[0]).toMatch(new RegExp(`^\\[image\\] rebuilding stale ${tag} from .*docker$`));
    const steps = lines
      .map((line) =>
        new RegExp(`^\\[image\\] ${tag} \\[(\\d+)/(\\d+)\\] (.+) \\(([^,]+) so far\\)$`).exec(line),
      )
      .filter((match) => match !== null);
    const count = Number(steps[0]![2]);
    expect(count).toBeGreaterThan(5);
    expect(steps.map((s) => Number(s[1]))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(steps[0]![3]).toBe(`FROM ${BASE_IMAGE}`);
    expect(steps.every((s) => /^(\d+ms|\d+\.\ds|\d+m \d\ds)$/.test(s[4]!))).toBe(true);
    const built = lines.findIndex((line) => line.startsWith(`[image] ${tag}: built in`));
    expect(lines[built]).toMatch(
      new RegExp(`^\\[image\\] ${tag}: built in \\S+( \\S+)? \\(${count} steps\\)$`),
    );
    expect(built).toBeGreaterThan(lines.indexOf(steps.at(-1)![0]));
    // The builder's own chatter (apt's, layer ids) is not in the progress.
    expect(lines.some((line) => line.includes("--->"))).toBe(false);
  });

  it("then runs the demo on the image it built", async () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/\[1\/1\] PASS galculator-add/);
    const info = await docker.getImage(tag).inspect();
    expect(info.Config?.Labels?.[LABEL.imageHash]).toMatch(/^[0-9a-f]{64}$/);
  });
});
