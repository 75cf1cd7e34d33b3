/**
 * The examples in QEMU VM desktops (`--backend vm`), replayed: the same pipeline, deployment, setup,
 * launch, replay and metrics as in Docker, through the same guest agent over virtio-serial. Under TCG
 * on these machines.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RunTaskOptions } from "../../src/run/run-task.ts";
import { SELFTEST_OPERATIONS } from "../../src/session/selftest/selftest-row.ts";
import { cli } from "../helpers/cli.ts";
import { examplesCopy, runReplay } from "../helpers/run-examples.ts";

/** Replayed in a VM without a network. */
const run = (dir: string, taskFile: string, extra: Partial<RunTaskOptions> = {}) =>
  runReplay(dir, taskFile, { backend: "vm", noNetwork: true, ...extra });

describe("desktest selftest in a VM desktop", () => {
  it("passes every guest operation over virtio-serial (one boot)", async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), "desktest-selftest-vm-"));
    const result = await cli(
      ["selftest", "--backend", "vm", "--no-network", "--resolution", "1280x800", "--json", "-q"],
      cwd,
      { ...process.env },
    );
    const report = JSON.parse(result.stdout) as {
      backend: string;
      operations: { ok: boolean; operation: string }[];
    };
    expect(
      report.operations.filter((row) => !row.ok),
      result.stdout,
    ).toEqual([]);
    expect(report.operations.map((row) => row.operation)).toEqual([...SELFTEST_OPERATIONS]);
    expect([result.code, report.backend]).toEqual([0, "linux-vm"]);
  }, 600_000);
});

describe("the examples in VM desktops", () => {
  it("gedit-save passes (its line typed from a {{secret}}), and fails against a sabotaged setup naming the metric with expected and actual", async () => {
    const dir = examplesCopy();
    // The replay types the line from a secret: the VM's guest agent started before the task, so the value
    // reaches the replay's own process.
    const withSecret = JSON.parse(readFileSync(path.join(dir, "gedit-save.json"), "utf8")) as Record<
      string,
      unknown
    >;
    withSecret.secrets = { line: { env: "DESKTEST_TEST_VM_LINE" } };
    withSecret.replay_script = "gedit-secret.replay.py";
    writeFileSync(path.join(dir, "gedit-secret.json"), JSON.stringify(withSecret, null, 2));
    writeFileSync(
      path.join(dir, "gedit-secret.replay.py"),
      readFileSync(path.join(dir, "gedit-save.replay.py"), "utf8")
        .replace("import save_screen, type_text", "import save_screen, type_text_with_secrets as type_text")
        .replace("type_text('Hello from desktest')", "type_text('{{line}}')"),
    );
    const task = JSON.parse(readFileSync(path.join(dir, "gedit-save.json"), "utf8")) as Record<
      string,
      unknown
    >;
    task.config = [
      {
        type: "execute",
        command: "printf 'Shopping list\\n' > /home/tester/notes.txt && chmod 444 /home/tester/notes.txt",
      },
    ];
    writeFileSync(path.join(dir, "gedit-save.json"), JSON.stringify(task, null, 2));
    // The two runs at once, each in its own VM (restored from the same ready snapshot): each mostly waits
    // on its own emulated core.
    const [secretRun, { results, exitCode }] = await Promise.all([
      run(dir, "gedit-secret.json", { env: { DESKTEST_TEST_VM_LINE: "Hello from desktest" } }),
      run(dir, "gedit-save.json", { outputDir: "out2", artifactsDir: "artifacts2" }),
    ]);
    expect(secretRun.results.error_detail ?? "").toBe("");
    expect(secretRun.results.status).toBe("pass");
    expect(exitCode).toBe(1);
    expect(results.metric_results.find((m) => m.metric === "command_output")).toMatchObject({
      passed: false,
      expected: "Hello from desktest (Equals)",
      actual: "Shopping list",
    });
  }, 900_000);

  it("galculator-add passes, replayed in a VM, on a machine that had no VM image (made with its ready snapshot before the task's clock starts, as images are); with a network, the VM gets an address by DHCP and the app reaches the host", async () => {
    // A machine that has neither yet: the VM cache starts empty, so this run builds the disk and boots
    // once for the snapshot (about a minute under TCG) while the task itself may take 50 s.
    const cache = mkdtempSync(path.join(tmpdir(), "desktest-vm-cache-"));
    const before = process.env.DESKTEST_VM_CACHE;
    process.env.DESKTEST_VM_CACHE = cache;
    const server = createServer((_request, response) => response.end("hello from the host"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const dir = examplesCopy();
      const task = JSON.parse(readFileSync(path.join(dir, "galculator-add.json"), "utf8")) as {
        timeout: number;
        evaluator: { metrics: object[] };
      };
      task.timeout = 50;
      // (QEMU's user network: the host's loopback is 10.0.2.2 from inside the VM)
      const fetch = `import urllib.request; print(urllib.request.urlopen('http://10.0.2.2:${port}/', timeout=20).read().decode())`;
      task.evaluator.metrics.push({
        type: "command_output",
        command: `python3 -c "${fetch}"`,
        expected: "hello from the host",
      });
      writeFileSync(path.join(dir, "galculator-add.json"), JSON.stringify(task, null, 2));
      const { results, exitCode } = await runReplay(dir, "galculator-add.json", { backend: "vm" });
      expect(results.error_detail ?? "").toBe("");
      expect(exitCode).toBe(0);
      expect(results.status).toBe("pass");
      expect(results.metric_results.map((m) => [m.metric, m.passed])).toEqual([
        ["script_replay", true],
        ["command_output", true],
        ["command_output", true],
      ]);
      expect(results.metric_results.slice(1).map((m) => m.actual)).toEqual(["100", "hello from the host"]);
      expect(
        readFileSync(path.join(dir, "artifacts", "final.png"))
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
    } finally {
      server.close();
      if (before === undefined) delete process.env.DESKTEST_VM_CACHE;
      else process.env.DESKTEST_VM_CACHE = before;
      rmSync(cache, { recursive: true, force: true });
    }
  }, 900_000);
});
