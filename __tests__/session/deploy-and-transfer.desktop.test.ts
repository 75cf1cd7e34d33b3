import { chmodSync, readFileSync, symlinkSync, utimesSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { InfraError } from "../../src/errors/desktest-error.ts";
import { deployApp, launchApp } from "../../src/session/app-launch.ts";
import { runSetupSteps } from "../../src/session/setup-steps.ts";
import { tempTree } from "../helpers/cli.ts";
import { LABEL } from "../../src/session/labels.ts";
import { desktops, docker } from "../helpers/desktop.ts";

const desktop = desktops();

describe("app deployment", () => {
  it("deploys a folder app into the home folder and waits for its window", async () => {
    const session = await desktop();
    const host = tempTree({
      "calc-app/run.sh": '#!/bin/sh\ncd "$(dirname "$0")"\necho started > started.txt\nexec galculator\n',
    });
    const launch = await deployApp(session, {
      type: "folder",
      dir: path.join(host, "calc-app"),
      entrypoint: "run.sh",
      electron: false,
    });
    expect(launch).toEqual({ command: ["/home/tester/calc-app/run.sh"], cwd: "/home/tester/calc-app" });
    const app = await launchApp(session, launch!);
    expect(app.window.class.toLowerCase()).toContain("galculator");
    expect((await session.exec("cat /home/tester/calc-app/started.txt")).stdout).toBe("started\n");
  });

  it("deploys an AppImage-style executable and starts it with the AppImage flags", async () => {
    const session = await desktop();
    const host = tempTree({ "Notes.AppImage": '#!/bin/sh\necho "$@" > /tmp/appimage-args\nexec gedit\n' });
    const launch = await deployApp(session, {
      type: "appimage",
      path: path.join(host, "Notes.AppImage"),
      electron: false,
    });
    expect(launch?.command).toEqual([
      "/home/tester/Notes.AppImage",
      "--appimage-extract-and-run",
      "--no-sandbox",
    ]);
    await launchApp(session, launch!);
    expect((await session.exec("cat /tmp/appimage-args")).stdout).toBe(
      "--appimage-extract-and-run --no-sandbox\n",
    );
    expect((await session.exec(["test", "-x", "/home/tester/Notes.AppImage"])).exitCode).toBe(0);
  });

  it("makes the entrypoint executable by everyone, as chmod +x does, whatever its host mode", async () => {
    const session = await desktop();
    const host = tempTree({ "own/run.sh": "#!/bin/sh\n", "all/run.sh": "#!/bin/sh\n" });
    chmodSync(path.join(host, "own/run.sh"), 0o700);
    chmodSync(path.join(host, "all/run.sh"), 0o755);
    const modes: string[] = [];
    for (const dir of ["own", "all"]) {
      await deployApp(session, {
        type: "folder",
        dir: path.join(host, dir),
        entrypoint: "run.sh",
        electron: false,
      });
      modes.push((await session.exec(["stat", "-c", "%a", `/home/tester/${dir}/run.sh`])).stdout.trim());
    }
    expect(modes).toEqual(["711", "755"]);
  });

  it("fails fast with the app's log when the app exits without a window", async () => {
    const session = await desktop();
    const host = tempTree({
      "broken/run.sh": "#!/bin/sh\necho 'cannot open display: missing library libfoo.so' >&2\nexit 1\n",
    });
    const launch = await deployApp(session, {
      type: "folder",
      dir: path.join(host, "broken"),
      entrypoint: "run.sh",
      electron: false,
    });
    const failure = launchApp(session, launch!, 20_000);
    await expect(failure).rejects.toThrow(InfraError);
    await expect(failure).rejects.toThrow(/exited before showing a window[\s\S]*missing library libfoo\.so/);
  });
});

describe("setup steps and commands", () => {
  it("names the failing setup step, its command and output, as an infrastructure error", async () => {
    const session = await desktop();
    const run = runSetupSteps(session, [
      { type: "execute", command: "true" },
      { type: "execute", command: "echo 'no such fixture' >&2; exit 7" },
      { type: "execute", command: "touch /tmp/never" },
    ]);
    await expect(run).rejects.toBeInstanceOf(InfraError);
    await expect(run).rejects.toThrow(
      "Setup step 1 (execute) failed: Command exited with code 7: echo 'no such fixture' >&2; exit 7\nno such fixture",
    );
    expect((await session.exec(["test", "-e", "/tmp/never"])).exitCode).toBe(1);
  });

  it("kills a command that outlives its timeout, with everything it started", async () => {
    const session = await desktop();
    const start = Date.now();
    const result = await session.exec("sleep 300 & sleep 301; echo unreachable", { timeoutMs: 1_000 });
    expect(result.timedOut).toBe(true);
    expect(result.stdout).not.toContain("unreachable");
    expect(Date.now() - start).toBeLessThan(30_000);
    const left = await session.exec(["pgrep", "-f", "sleep 30[01]"]);
    expect(left.exitCode).toBe(1);
  });

  it("returns exit codes, stdout and stderr separately, with env and stdin", async () => {
    const session = await desktop();
    const result = await session.exec('read line; echo "$line $GREETING"; echo oops >&2; exit 4', {
      env: { GREETING: "world" },
      stdin: "hello\n",
    });
    expect(result).toMatchObject({ exitCode: 4, stdout: "hello world\n", stderr: "oops\n", timedOut: false });
  });

  it("copies a file and a folder into the desktop and back out unchanged", async () => {
    const session = await desktop();
    const host = tempTree({
      "single.txt": "one file\n",
      "tree/a.txt": "alpha\n",
      "tree/sub/b.bin": "\u0000\u0001binary\u00ff",
    });
    await runSetupSteps(session, [
      { type: "copy", src: path.join(host, "single.txt"), dest: "/home/tester" },
      { type: "copy", src: path.join(host, "tree"), dest: "/tmp" },
    ]);
    expect(
      (await session.exec("cat /home/tester/single.txt; stat -c %U /home/tester/single.txt")).stdout,
    ).toBe("one file\ntester\n");

    const out = tempTree({});
    await session.copyOut("/home/tester/single.txt", path.join(out, "back.txt"));
    await session.copyOut("/tmp/tree", path.join(out, "tree-back"));
    expect(readFileSync(path.join(out, "back.txt"), "utf8")).toBe("one file\n");
    expect(readFileSync(path.join(out, "tree-back/a.txt"), "utf8")).toBe("alpha\n");
    expect(readFileSync(path.join(out, "tree-back/sub/b.bin"))).toEqual(
      readFileSync(path.join(host, "tree/sub/b.bin")),
    );
  });

  it("copies into the home (through the desktop's own tar) exactly as elsewhere (through Docker)", async () => {
    const session = await desktop();
    const host = tempTree({ "app/run.sh": "#!/bin/sh\necho hi\n", "app/data/notes.txt": "notes\n" });
    chmodSync(path.join(host, "app/run.sh"), 0o750);
    chmodSync(path.join(host, "app/data/notes.txt"), 0o604);
    utimesSync(path.join(host, "app/data/notes.txt"), 1_600_000_000, 1_600_000_000);
    symlinkSync("data/notes.txt", path.join(host, "app/notes-link"));
    await session.copyIn(path.join(host, "app"), "/home/tester");
    await session.copyIn(path.join(host, "app"), "/tmp");
    const listing = async (root: string) =>
      (await session.exec(["sh", "-c", `cd ${root} && find . -printf '%p %m %u %y %l %Ts\\n' | sort`]))
        .stdout;
    const inHome = await listing("/home/tester/app");
    expect(inHome).toContain("./data/notes.txt 604 tester f  1600000000");
    expect(inHome).toContain("./notes-link 777 tester l data/notes.txt");
    expect(inHome).toContain("./run.sh 750 tester f");
    expect(inHome).toBe(await listing("/tmp/app"));
    await expect(session.copyIn(path.join(host, "app"), "/home/tester/no/such")).rejects.toThrow(
      "the folder '/home/tester/no/such' does not exist there",
    );
  });

  it("refuses copies into a missing folder and guest paths that climb out", async () => {
    const session = await desktop();
    const host = tempTree({ "f.txt": "x" });
    await expect(session.copyIn(path.join(host, "f.txt"), "/no/such/dir")).rejects.toThrow(
      "the folder '/no/such/dir' does not exist there",
    );
    await expect(session.copyIn(path.join(host, "f.txt"), "/home/tester/../../etc")).rejects.toThrow(
      "must not contain '..'",
    );
    await expect(session.copyOut("relative/path", host)).rejects.toThrow("must be an absolute path");
    await expect(session.copyIn(path.join(host, "missing.txt"), "/tmp")).rejects.toThrow(
      "no such file or folder on the host",
    );
  });
});

describe("a desktop that dies under the run", () => {
  it("says why when its container exits before the desktop is ready (the start script's own words), and removes it", async () => {
    const runId = `exits-early-${process.pid}-${Date.now()}`;
    await expect(desktop({ runId, env: { DESKTOP_WM: "nope" } })).rejects.toThrow(
      /starting the desktop failed[\s\S]*unknown DESKTOP_WM=nope/,
    );
    const left = await docker.listContainers({ all: true, filters: { label: [`${LABEL.runId}=${runId}`] } });
    expect(left).toEqual([]);
  });

  it("says what every process was doing when the X server is not ready in time (a start on a loaded machine)", async () => {
    // A bound of 0 s gives up at once, while Xvfb is still starting: the message must show Xvfb's own
    // process with its state and what it waits on, not only that it was late.
    const runId = `xvfb-late-${process.pid}-${Date.now()}`;
    const error = await desktop({ runId, env: { DESKTOP_READY_TIMEOUT_S: "0" } }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(InfraError);
    expect(error!.message).toMatch(/Xvfb not ready after 0 s; the container's processes:/);
    expect(error!.message).toMatch(
      /^\s+\d+\s+[RSDZTI] \([a-z ]+\)\s+\S+\s+cpu\s+\d+ ticks\s+Xvfb :\d+ -screen 0 /m,
    );
    expect(error!.message).toMatch(/load: \d+\.\d+ /);
    const left = await docker.listContainers({ all: true, filters: { label: [`${LABEL.runId}=${runId}`] } });
    expect(left).toEqual([]);
  });

  it("says the container was killed from outside, with its exit code, not that a stream closed", async () => {
    const session = await desktop();
    await session.container.kill({ signal: "SIGKILL" });
    const error = await session.observe().then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(InfraError);
    expect(error!.message).toMatch(/the desktop's container exited with code 137: killed \(SIGKILL/);
  });
});
