/**
 * The whole `windows_vm` path, except the Windows adapter of the agent (which cannot run here): a task
 * whose `base_image` is a disk the VM boots by UEFI firmware from its own EFI system partition, with
 * `app_path`, `installer_cmd` and `launch_cmd`. The disk here is the project's Linux test image, so the
 * guest's operating system (from the agent's hello) is Linux and its shell is bash; with a Windows base
 * image the same path runs PowerShell. Under TCG on these machines.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureLinuxVmImage } from "../../src/session/vm/linux-vm-image.ts";
import { docker } from "../helpers/desktop.ts";
import { examplesCopy, runReplay } from "../helpers/run-examples.ts";

let linuxImage = "";
/** The base image's sidecar: booted by UEFI firmware, with a software TPM. */
const GOLDEN = { firmware: "uefi", tpm: true };

beforeAll(async () => {
  linuxImage = (await ensureLinuxVmImage(docker)).disk;
}, 900_000);

/** galculator-add as a windows_vm task in `dir`, its base image a thin overlay of the Linux test image. */
function windowsVmTask(
  dir: string,
  app: Record<string, unknown>,
  sidecar?: object,
  metrics: object[] = [],
): void {
  const base = path.join(dir, "golden.qcow2");
  execFileSync("qemu-img", ["create", "-q", "-f", "qcow2", "-b", linuxImage, "-F", "qcow2", base]);
  if (sidecar) writeFileSync(`${base}.json`, JSON.stringify(sidecar));
  const file = path.join(dir, "galculator-add.json");
  const task = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  task.app = { type: "windows_vm", base_image: "golden.qcow2", ...app };
  // The VM runs under software emulation here, on two cores shared with the other tests.
  task.timeout = 600;
  task.evaluator = {
    mode: "hybrid",
    metrics: [
      ...(task.evaluator as { metrics: unknown[] }).metrics,
      {
        type: "command_output",
        command: "cat /home/tester/installed.txt",
        expected: "installed from galculator-app",
        match_mode: "equals",
      },
      ...metrics,
    ],
  };
  writeFileSync(file, JSON.stringify(task, null, 2));
}

describe("a windows_vm task on a base image booted by UEFI", () => {
  it("deploys app_path from the host, runs installer_cmd and launch_cmd in the guest's shell, and passes", async () => {
    const dir = examplesCopy();
    windowsVmTask(
      dir,
      {
        app_path: "galculator-app",
        installer_cmd:
          'test -x /home/tester/galculator-app/run.sh && echo "installed from $(basename /home/tester/galculator-app)" > /home/tester/installed.txt',
        launch_cmd: "cd /home/tester/galculator-app && exec ./run.sh",
      },
      // A software TPM, as Windows 11 images are made with; migrated with the ready snapshot.
      GOLDEN,
      [
        { type: "command_output", command: "ls /sys/class/tpm", expected: "tpm0", match_mode: "equals" },
        // Booted by the firmware (systemd-boot's entry), not by a kernel QEMU was given.
        {
          type: "command_output",
          command: "test -d /sys/firmware/efi && echo uefi",
          expected: "uefi",
          match_mode: "equals",
        },
      ],
    );
    const { results, exitCode } = await runReplay(dir, "galculator-add.json", { noNetwork: true });
    expect(results.error_detail ?? "").toBe("");
    expect(results.metric_results.map((m) => [m.metric, m.passed])).toEqual([
      ["script_replay", true],
      ["command_output", true],
      ["command_output", true],
      ["command_output", true],
      ["command_output", true],
    ]);
    expect(exitCode).toBe(0);
    expect(results.status).toBe("pass");
  }, 900_000);

  it("fails the run naming installer_cmd, its exit code and output, when the installer fails", async () => {
    const dir = examplesCopy();
    // The same base image as above (content and sidecar), so this run restores the ready snapshot made there.
    windowsVmTask(
      dir,
      {
        app_path: "galculator-app",
        installer_cmd: "echo 'the installer found no licence' >&2; exit 3",
        launch_cmd: "cd /home/tester/galculator-app && exec ./run.sh",
      },
      GOLDEN,
    );
    const { results, exitCode } = await runReplay(dir, "galculator-add.json", { noNetwork: true });
    expect(exitCode).toBe(1);
    expect(results.error_detail).toContain("installer_cmd");
    expect(results.error_detail).toContain("exited with code 3");
    expect(results.error_detail).toContain("the installer found no licence");
  }, 900_000);
});
