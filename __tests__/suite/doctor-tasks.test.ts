/*
 * `desktest doctor <tasks>`: what the given tasks need of this machine (the suite's runner preflight,
 * the images as they are, memory and disk for the desktops at once, writable folders, the API key),
 * each failing line with its fix; exit 0 or 1. A key is said to be there, never shown.
 */
import type Docker from "dockerode";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { SuiteTask } from "../../src/report/suite-run.ts";
import { LABEL } from "../../src/session/labels.ts";
import type { AppConfig, Task } from "../../src/task/model.ts";
import { TASK_DEFAULTS } from "../../src/task/model.ts";
import { apiKeyCheck, diagnoseTasks, type DoctorProbe, type TaskRunPlan } from "../../src/suite/doctor.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { suiteTaskOf } from "./fake-run-task.ts";

const GIB = 1024 ** 3;

function task(id: string, app: AppConfig): SuiteTask {
  const model: Task = {
    schema_version: "1.0",
    id,
    instruction: "Open it",
    app,
    config: [],
    evaluator: { mode: "llm", metrics: [], conjunction: "and", eval_timeout_secs: 120 },
    timeout: TASK_DEFAULTS.timeout,
    max_steps: TASK_DEFAULTS.max_steps,
    max_a11y_nodes: TASK_DEFAULTS.max_a11y_nodes,
    secrets: {},
  };
  return suiteTaskOf(model, `${id}.json`);
}

/** A Docker engine with these images (name → its desktest hash label, or "" for none). */
function dockerWith(images: Record<string, string>): Docker {
  return {
    version: async () => ({ Version: "27.0", Os: "linux", Arch: "amd64" }),
    info: async () => ({ DockerRootDir: "/var/lib/docker" }),
    getImage: (name: string) => ({
      inspect: async () => {
        if (!(name in images)) throw Object.assign(new Error(`no such image: ${name}`), { statusCode: 404 });
        return { Config: { Labels: images[name] ? { [LABEL.imageHash]: images[name] } : {} } };
      },
    }),
  } as unknown as Docker;
}

function probe(options: {
  docker?: Docker;
  freeMemory?: number;
  freeDisk?: number;
  writable?: boolean;
  tools?: string[];
}): DoctorProbe {
  return {
    platform: "linux",
    arch: "x64",
    which: async (name) => (options.tools?.includes(name) ? `/usr/bin/${name}` : undefined),
    readWrite: async () => true,
    connectDocker: async () => {
      if (!options.docker) throw new Error("connect EACCES /var/run/docker.sock");
      return options.docker;
    },
    version: async () => undefined,
    env: { DESKTEST_VM_CACHE: "/cache/desktest/vm" },
    freeBytes: () => options.freeMemory ?? 16 * GIB,
    freeDiskBytes: async () => options.freeDisk ?? 100 * GIB,
    writable: async () => options.writable ?? true,
  };
}

const plan = (changes: Partial<TaskRunPlan> = {}): TaskRunPlan => ({
  artifactsDir: "/work/desktest_artifacts",
  outputDir: "/work/test-results",
  llm: { provider: "anthropic", env: { ANTHROPIC_API_KEY: "sk-ant-test-secret" } },
  concurrency: 2,
  ...changes,
});

const byName = (checks: Awaited<ReturnType<typeof diagnoseTasks>>) => new Map(checks.map((c) => [c.name, c]));
const folderApp: AppConfig = { type: "folder", dir: "/work/app", entrypoint: "run.sh", electron: false };

describe("desktest doctor for tasks", () => {
  it("says Docker cannot be reached, naming the tasks that need it and how to fix it", async () => {
    const checks = byName(
      await diagnoseTasks([task("a", folderApp), task("b", folderApp)], plan(), probe({})),
    );
    expect(checks.get("Docker engine")).toMatchObject({
      ok: false,
      detail: "not reachable: connect EACCES /var/run/docker.sock",
      fix: expect.stringContaining("sudo usermod -aG docker") as string,
      tasks: "a, b",
    });
  });

  it("inspects the images without building or pulling: a missing base image and a task's own image fail with their fix", async () => {
    const docker = dockerWith({ "desktest-desktop:latest": "an-older-hash" });
    const checks = await diagnoseTasks(
      [task("a", folderApp), task("own", { type: "docker_image", image: "my-app:2", needs_fuse: false })],
      plan(),
      probe({ docker }),
    );
    const named = byName(checks);
    expect(named.get("Desktop image")).toMatchObject({
      ok: false,
      detail:
        "desktest-desktop:latest was built from another docker/ folder, and the base image it is built from (debian:bookworm-slim) is missing",
      fix: expect.stringContaining("docker/scripts/bootstrap-base-image.sh") as string,
    });
    expect(named.get("Image my-app:2")).toMatchObject({
      ok: false,
      detail: "not on this machine",
      fix: expect.stringContaining("docker pull my-app:2") as string,
      tasks: "own",
    });

    const withBase = byName(
      await diagnoseTasks(
        [task("a", folderApp)],
        plan(),
        probe({ docker: dockerWith({ "debian:bookworm-slim": "" }) }),
      ),
    );
    expect(withBase.get("Desktop image")).toMatchObject({
      ok: true,
      detail: expect.stringContaining(
        "desktest-desktop:latest is not built yet: the first run builds it",
      ) as string,
    });
    // Building it is counted in the disk Docker needs.
    expect(withBase.get("Disk for Docker")!.detail).toBe(
      "100.0 GiB free in /var/lib/docker; 1 desktop(s) at once and building the desktop image take about 3.5 GiB",
    );
  });

  it("checks memory for the desktops at once, with the concurrency that fits", async () => {
    const tasks = ["a", "b", "c", "d"].map((id) => task(id, folderApp));
    const tight = byName(
      await diagnoseTasks(tasks, plan({ concurrency: 4 }), probe({ freeMemory: 4 * GIB })),
    );
    expect(tight.get("Memory")).toEqual({
      ok: false,
      name: "Memory",
      detail:
        "4 desktop(s) at once need about 7.0 GiB free: 4 × 1.5 GiB (Docker) + 1.0 GiB for the host; 4.0 GiB free now",
      fix: "Run fewer at once: --concurrency 2 fits the free memory now; or free memory (close other programs, stop other containers and VMs)",
    });
    const roomy = byName(
      await diagnoseTasks(tasks, plan({ concurrency: 2 }), probe({ freeMemory: 4 * GIB })),
    );
    expect(roomy.get("Memory")!.ok).toBe(true);
  });

  it("counts a Windows VM's memory and disk, and checks QEMU and the base image", async () => {
    const windows = task("win", { type: "windows_vm", base_image: "/images/missing.qcow2" });
    const checks = byName(
      await diagnoseTasks([windows], plan(), probe({ freeDisk: 1 * GIB, tools: ["qemu-img"] })),
    );
    expect(checks.get("Memory")!.detail).toContain("1 × 2.5 GiB (Windows VM)");
    expect(checks.get("qemu-system-x86_64")).toMatchObject({
      ok: false,
      fix: expect.stringContaining("qemu-system-x86") as string,
    });
    expect(checks.get("qemu-img")!.ok).toBe(true);
    expect(checks.get("base image missing.qcow2")).toMatchObject({ ok: false, tasks: "win" });
    expect(checks.get("Disk for VMs")).toMatchObject({
      ok: false,
      detail: "1.0 GiB free in /cache/desktest/vm; 1 VM(s) at once take about 2.0 GiB",
      fix: expect.stringContaining("DESKTEST_VM_CACHE") as string,
    });
  });

  it("says which folder the run cannot write", async () => {
    const checks = byName(await diagnoseTasks([task("a", folderApp)], plan(), probe({ writable: false })));
    expect(checks.get("Artifacts folder")).toMatchObject({
      ok: false,
      detail: "/work/desktest_artifacts cannot be written by this user",
      fix: expect.stringContaining("chown") as string,
    });
  });

  it("says where the API key comes from, never the key; a missing one fails only when the agent runs", () => {
    const found = apiKeyCheck(
      { provider: "openai", env: { OPENAI_API_KEY: "sk-openai-secret" } },
      { needed: true },
    );
    expect(found).toEqual({
      ok: true,
      name: "API key (OpenAI)",
      detail: "present, from OPENAI_API_KEY; provider openai, model gpt-4.1",
    });
    const fromConfig = apiKeyCheck(
      { provider: "anthropic", configKey: "sk-config", env: { ANTHROPIC_API_KEY: "sk-env" } },
      { needed: true },
    );
    expect(fromConfig.detail).toBe(
      "present, from the config file's api_key; provider anthropic, model claude-sonnet-4-5-20250929",
    );
    const fallback = apiKeyCheck({ provider: "gemini", env: { LLM_API_KEY: "sk-any" } }, { needed: true });
    expect(fallback.detail).toContain("present, from LLM_API_KEY");

    const missing = apiKeyCheck({ provider: "anthropic", env: {} }, { needed: true });
    expect(missing).toMatchObject({
      ok: false,
      detail:
        "none found (looked in ANTHROPIC_API_KEY, LLM_API_KEY, the config file's api_key); the agent needs one",
      fix: expect.stringContaining("export ANTHROPIC_API_KEY=…") as string,
    });
    expect(apiKeyCheck({ provider: "anthropic", env: {} }, { needed: false }).ok).toBe(true);
    expect(apiKeyCheck({ provider: "antropic", env: {} }, { needed: true })).toMatchObject({
      ok: false,
      name: "LLM provider",
      fix: expect.stringContaining("anthropic, openai") as string,
    });
  });
});

describe("desktest doctor <tasks> from the command line", () => {
  const windowsNative = JSON.stringify({
    schema_version: "1.0",
    id: "notepad",
    instruction: "Type hello",
    app: { type: "windows_native", launch_cmd: "notepad.exe" },
  });

  it("fails (exit 1) for what the tasks need, with the fix, and shows no key", async () => {
    const root = tempTree({ "tasks/notepad.json": windowsNative });
    const result = await cli(["doctor", "tasks"], root, { ANTHROPIC_API_KEY: "sk-ant-very-secret" });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("For 1 task(s): notepad");
    expect(result.stdout).toContain(
      "✗ Where the task runs: app type 'windows_native' runs on the desktop of a Windows runner; this machine runs Linux [notepad]",
    );
    expect(result.stdout).toMatch(
      / {4}fix: run it on a Windows runner \(runs-on: \[self-hosted, Windows\]\)/,
    );
    expect(result.stdout).toContain("✓ API key (Anthropic): present, from ANTHROPIC_API_KEY");
    expect(result.stdout).not.toContain("sk-ant-very-secret");
  });

  it("--json: the machine's checks and the tasks' checks, ok only when the tasks' pass", async () => {
    const root = tempTree({ "notepad.json": windowsNative });
    writeFileSync(path.join(root, "broken.json"), '{"schema_version": "1.0", "id": "x"}');
    const result = await cli(["doctor", ".", "--json", "--replay"], root, {});
    const report = JSON.parse(result.stdout) as {
      ok: boolean;
      checks: { name: string }[];
      tasks: { ids: string[]; checks: { name: string; ok: boolean; detail: string; fix?: string }[] };
    };
    expect(result.code).toBe(1);
    expect(report.ok).toBe(false);
    expect(report.tasks.ids).toEqual(["notepad"]);
    expect(report.tasks.checks.find((c) => c.name === "Task files")).toMatchObject({
      ok: false,
      detail: expect.stringContaining("broken.json") as string,
      fix: "desktest validate broken.json shows every problem with its line",
    });
    // --replay: no key is needed.
    expect(report.tasks.checks.find((c) => c.name === "API key (Anthropic)")).toMatchObject({ ok: true });
    expect(report.checks.map((c) => c.name)).toContain("Docker engine");
  });

  it("says when the paths name no task file (exit 2)", async () => {
    const root = tempTree({});
    const result = await cli(["doctor", "nothing-here"], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("'nothing-here' is not a task file");
  });
});
