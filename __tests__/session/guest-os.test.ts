import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deployApp } from "../../src/session/app-launch.ts";
import { guestOs, guestPlatformOf, powershellQuote } from "../../src/session/guest/guest-os.ts";
import type { Session } from "../../src/session/session.ts";
import type { ExecResult } from "../../src/session/exec-result.ts";

const windows = guestOs("windows");
const linux = guestOs("linux");

describe("the guest's operating system as the host sees it", () => {
  it("takes the platform from the agent's hello, and refuses one it does not know", () => {
    expect(guestPlatformOf("windows")).toBe("windows");
    expect(() => guestPlatformOf("plan9")).toThrow(/'plan9'/);
  });

  it("runs the guest's Python programs (replays) on the agent's own interpreter, as its hello names it", () => {
    // A Mac where init-macos set the agent up on Homebrew's 3.11 while a non-login PATH starts the
    // Command Line Tools' 3.9: a replay on `python3` would run on the wrong one.
    expect(guestOs("macos", "/opt/homebrew/bin/python3.11").python).toBe("/opt/homebrew/bin/python3.11");
    expect(guestOs("macos").python).toBe("python3");
    // An agent started windowless runs replays on the console interpreter beside it (their output is read).
    expect(guestOs("windows", "C:\\Python312\\pythonw.exe").python).toBe("C:\\Python312\\python.exe");
    expect(guestOs("windows", "C:\\Python312\\python.exe").python).toBe("C:\\Python312\\python.exe");
    expect(guestOs("linux", "/tmp/venv/bin/python3").python).toBe("/tmp/venv/bin/python3");
  });

  it("quotes PowerShell literals so nothing inside is expanded", () => {
    expect(powershellQuote("C:\\Program Files\\It's $HOME `n")).toBe("'C:\\Program Files\\It''s $HOME `n'");
    expect(powershellQuote("")).toBe("''");
    expect(powershellQuote("don\u2019t")).toBe("'don\u2019\u2019t'");
  });

  it("judges paths in the guest's own form: absolute, no '..'", () => {
    expect(windows.checkPath("C:\\Users\\tester\\out.txt", "copy source")).toBe("C:\\Users\\tester\\out.txt");
    expect(windows.checkPath("D:/data/out.txt", "copy source")).toBe("D:/data/out.txt");
    expect(() => windows.checkPath("/home/tester", "copy source")).toThrow(
      /absolute path inside the desktop/,
    );
    expect(() => windows.checkPath("C:\\Users\\..\\Windows", "copy source")).toThrow(/'\.\.'/);
    expect(() => linux.checkPath("/home/tester/../root", "copy destination")).toThrow(/'\.\.'/);
    expect(() => linux.checkPath("C:\\Users", "copy destination")).toThrow(/absolute/);
  });

  it("joins and splits paths with the guest's separator", () => {
    expect(windows.join("C:\\Users\\tester\\", "app", "bin/run.exe")).toBe(
      "C:\\Users\\tester\\app\\bin\\run.exe",
    );
    expect(windows.basename("C:\\Users\\tester\\Setup.msi")).toBe("Setup.msi");
    expect(linux.join("/home/tester/", "app", "run.sh")).toBe("/home/tester/app/run.sh");
    expect(linux.basename("/home/tester/app/")).toBe("app");
  });

  it("writes commands for the guest's shell: PowerShell on Windows, bash elsewhere", () => {
    expect(windows.mkdirCommand(["C:\\a b", "C:\\it's"])).toBe(
      "New-Item -ItemType Directory -Force -Path 'C:\\a b','C:\\it''s' | Out-Null",
    );
    expect(windows.openCommand("C:\\doc.txt")).toBe("Start-Process -FilePath 'C:\\doc.txt'");
    expect(windows.openCommand("C:\\doc.txt", "notepad.exe")).toBe(
      "Start-Process -FilePath 'notepad.exe' -ArgumentList 'C:\\doc.txt'",
    );
    expect(windows.startCommand("C:\\Users\\tester\\App.exe")).toBe("& 'C:\\Users\\tester\\App.exe'");
    expect(windows.tailCommand("C:\\Temp\\app.log", 20)).toContain(
      "Get-Content -LiteralPath 'C:\\Temp\\app.log' -Tail 20",
    );
    expect(linux.mkdirCommand(["/home/tester/a b"])).toBe("mkdir -p -- '/home/tester/a b'");
    expect(linux.openCommand("/home/tester/it's.txt")).toBe("xdg-open '/home/tester/it'\\''s.txt'");
    expect(guestOs("macos").openCommand("/tmp/a.txt", "TextEdit")).toBe("open -a TextEdit /tmp/a.txt");
  });
});

/** A Windows desktop that records what it is asked to do. */
function fakeWindowsSession(exitCode = 0): { session: Session; calls: string[] } {
  const calls: string[] = [];
  const result = (stdout = ""): ExecResult =>
    ({
      exitCode,
      stdout,
      stderr: exitCode ? "error 1603: fatal error during installation" : "",
      timedOut: false,
    }) as ExecResult;
  const session = {
    home: "C:\\Users\\tester",
    os: windows,
    guest: { stat: async (p: string) => ({ exists: p.startsWith("C:\\Program Files"), path: p }) },
    copyIn: async (host: string, dest: string) => void calls.push(`copyIn ${path.basename(host)} -> ${dest}`),
    exec: async (command: string | string[]) => {
      calls.push(`exec ${typeof command === "string" ? command : JSON.stringify(command)}`);
      return result();
    },
  } as unknown as Session;
  return { session, calls };
}

describe("a windows_vm app deployed into a Windows guest", () => {
  const hostDir = mkdtempSync(path.join(tmpdir(), "windows-app-"));
  const installer = path.join(hostDir, "Setup.exe");
  writeFileSync(installer, "MZ");

  it("copies app_path into the user's home, runs installer_cmd in PowerShell and starts the program", async () => {
    const { session, calls } = fakeWindowsSession();
    const launch = await deployApp(session, {
      type: "windows_vm",
      base_image: "/images/win11.qcow2",
      app_path: installer,
      installer_cmd: "Start-Process -Wait C:\\Users\\tester\\Setup.exe -ArgumentList '/S'",
    });
    expect(calls).toEqual([
      "copyIn Setup.exe -> C:\\Users\\tester",
      "exec Start-Process -Wait C:\\Users\\tester\\Setup.exe -ArgumentList '/S'",
    ]);
    expect(launch).toEqual({ command: "& 'C:\\Users\\tester\\Setup.exe'" });
  });

  it("takes an app_path that is not a host file as a path in the guest, and prefers launch_cmd", async () => {
    const { session, calls } = fakeWindowsSession();
    const launch = await deployApp(session, {
      type: "windows_vm",
      base_image: "/images/win11.qcow2",
      app_path: "C:\\Program Files\\App\\app.exe",
      launch_cmd: "Start-Process notepad.exe",
    });
    expect(calls).toEqual([]);
    expect(launch).toEqual({ command: "Start-Process notepad.exe" });
    await expect(
      deployApp(session, {
        type: "windows_vm",
        base_image: "/images/win11.qcow2",
        app_path: "D:\\missing.exe",
      }),
    ).rejects.toThrow(/neither a file on this machine nor a path in the desktop/);
  });

  it("fails the run when the installer exits non-zero, with its output", async () => {
    const { session } = fakeWindowsSession(1603);
    const failure = deployApp(session, {
      type: "windows_vm",
      base_image: "/images/win11.qcow2",
      app_path: installer,
      installer_cmd: "msiexec /i app.msi /qn",
    });
    await expect(failure).rejects.toMatchObject({ category: "test_failure" });
    await expect(failure).rejects.toThrow(
      /installer_cmd\) exited with code 1603: msiexec \/i app.msi \/qn\nerror 1603/,
    );
  });
});
