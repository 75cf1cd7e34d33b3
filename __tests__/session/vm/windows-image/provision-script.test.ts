/**
 * provision.ps1: every value is a PowerShell single-quoted literal that reads back as the value (quotes,
 * typographic quotes, spaces and `$` included), the script's brackets balance outside its strings, and
 * it does what the image needs (Python for all users, the wheels offline, the agent, vioserial, the
 * logon task, the comfort settings, the report on COM1, the shutdown).
 */
import { describe, expect, it } from "vitest";
import {
  PROVISION_FAILED,
  PROVISION_OK,
  PROVISION_PREFIX,
  provisionScript,
  type ProvisionOptions,
} from "../../../../src/session/vm/windows-image/provision-script.ts";
import { powershellQuote } from "../../../../src/session/guest/guest-os.ts";
import { readProvisionReport } from "../../../../src/session/vm/windows-image/guest-console.ts";

const options: ProvisionOptions = {
  user: "tester",
  password: "desktest",
  pythonInstaller: "python-3.12.8-amd64.exe",
  pythonFolder: "Python312",
  requirements: "requirements-windows.txt",
  agentPort: "desktest.agent",
  agentDir: "C:\\desktest\\guest",
  taskName: "DesktestAgent",
};

const QUOTES = new Set(["'", "\u2018", "\u2019", "\u201a", "\u201b"]);

/** Read a single-quoted literal at the start of `text` as PowerShell does; the rest after it. */
function readLiteral(text: string): { value: string; rest: string } {
  if (!QUOTES.has(text[0]!)) throw new Error(`not a single-quoted literal: ${text}`);
  let value = "";
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (QUOTES.has(c)) {
      if (QUOTES.has(text[i + 1] ?? "")) {
        value += c;
        i++;
        continue;
      }
      return { value, rest: text.slice(i + 1) };
    }
    value += c;
  }
  throw new Error(`unterminated literal: ${text}`);
}

/** The code outside single-quoted literals and comments (what PowerShell parses as syntax). */
function code(script: string): string {
  let out = "";
  for (let i = 0; i < script.length; i++) {
    const c = script[i]!;
    if (QUOTES.has(c)) {
      const { rest } = readLiteral(script.slice(i));
      i = script.length - rest.length - 1;
      out += "''";
    } else if (c === "#") {
      while (i < script.length && script[i] !== "\n") i++;
      out += "\n";
    } else out += c;
  }
  return out;
}

/** The value assigned to `$name` by its line in the script. */
function assigned(script: string, name: string): string {
  const line = script.split("\r\n").find((l) => l.startsWith(`$${name} = `));
  if (!line) throw new Error(`no $${name}`);
  const { value, rest } = readLiteral(line.slice(`$${name} = `.length));
  expect(rest, `nothing follows $${name}'s literal`).toBe("");
  return value;
}

describe("PowerShell literals", () => {
  it.each([
    ["plain", "desktest"],
    ["a quote", "it's"],
    ["quotes only", "''''"],
    ["spaces", "two  words and more"],
    ["dollars and backticks", "$env:PATH `n $(Remove-Item C:\\) ${x}"],
    ["typographic quotes", "it\u2019s \u2018quoted\u2019 \u201alow\u201b"],
    ["double quotes", 'say "hi"'],
    ["a newline", "line1\nline2"],
    ["empty", ""],
  ])("read back %s unchanged", (_, value) => {
    const literal = powershellQuote(value);
    expect(readLiteral(literal)).toEqual({ value, rest: "" });
  });

  it("double each quote and nothing else", () => {
    expect(powershellQuote("it's $x")).toBe("'it''s $x'");
    expect(powershellQuote("a\u2019b")).toBe("'a\u2019\u2019b'");
  });
});

describe("provision.ps1", () => {
  const hostile = { ...options, password: "it's a $secret `n with \u2019 and (\"{ brackets" };
  const script = provisionScript(hostile);

  it("is UTF-8 with a byte order mark and CRLF lines (Windows PowerShell 5.1 reads it right)", () => {
    expect(script.startsWith("\uFEFF# desktest provisioning")).toBe(true);
    expect(script.split("\r\n").length).toBeGreaterThan(100);
    expect(script.replaceAll("\r\n", "")).not.toContain("\n");
  });

  it("gives every value as a literal that reads back exactly", () => {
    expect(assigned(script, "Password")).toBe(hostile.password);
    expect(assigned(script, "User")).toBe("tester");
    expect(assigned(script, "AgentDir")).toBe("C:\\desktest\\guest");
    expect(assigned(script, "Device")).toBe("\\\\.\\Global\\desktest.agent");
    expect(assigned(script, "TaskName")).toBe("DesktestAgent");
    expect(script).toContain("$Installer = Join-Path $Source 'python-3.12.8-amd64.exe'");
    expect(script).toContain("$PythonDir = Join-Path $env:ProgramFiles 'Python312'");
  });

  it("balances its braces and parentheses outside strings, and has no expanding (double-quoted) strings", () => {
    const syntax = code(script.slice(1));
    const count = (c: string) => syntax.split(c).length - 1;
    expect(count("{")).toBe(count("}"));
    expect(count("(")).toBe(count(")"));
    expect(count("{")).toBeGreaterThan(30);
    expect(syntax).not.toContain('"');
    expect(syntax).not.toContain("secret"); // the password is only ever inside a literal
  });

  it("installs Python for all users silently, the wheels offline, the agent, and the virtio-serial driver", () => {
    expect(script).toContain(
      "Start-Process -FilePath $Installer -ArgumentList '/quiet', 'InstallAllUsers=1', 'PrependPath=1', 'Include_test=0' -Wait -PassThru",
    );
    expect(script).toContain(
      "& $Python -m pip install --disable-pip-version-check --no-index --find-links $Wheels -r $Requirements",
    );
    expect(script).toContain("$Requirements = Join-Path $Source 'requirements-windows.txt'");
    expect(script).toContain(
      "Copy-Item -Path (Join-Path $Source 'guest\\*') -Destination $AgentDir -Recurse -Force",
    );
    expect(script).toContain("Add-VirtioDriver 'vioserial'");
    expect(script).toContain("& pnputil.exe /add-driver (Join-Path $dir '*.inf') /install");
  });

  it("registers DesktestAgent: pythonw -m desktest_guest on the port, at tester's logon, highest privileges, no time limit", () => {
    expect(script).toContain(
      "New-ScheduledTaskAction -Execute $Pythonw -Argument ('-m desktest_guest --device ' + $Device) -WorkingDirectory $AgentDir",
    );
    expect(script).toContain("New-ScheduledTaskTrigger -AtLogOn -User $User");
    expect(script).toContain(
      "New-ScheduledTaskPrincipal -UserId $User -LogonType Interactive -RunLevel Highest",
    );
    expect(script).toContain("-ExecutionTimeLimit ([TimeSpan]::Zero)");
    expect(script).toContain("Register-ScheduledTask -TaskName $TaskName");
  });

  it("keeps UAC on (packaged apps need it) without its prompts, and turns off the screensaver, the lock screen, sleep, Windows Update and Defender's real-time scan", () => {
    expect(script).not.toContain("'EnableLUA' 0");
    for (const expected of [
      "'EnableLUA' 1 'DWord'",
      "'ConsentPromptBehaviorAdmin' 0 'DWord'",
      "'PromptOnSecureDesktop' 0 'DWord'",
      "'ScreenSaveActive' '0' 'String'",
      "'NoLockScreen' 1 'DWord'",
      "'standby-timeout-ac'",
      "& powercfg.exe /hibernate off",
      "'NoAutoUpdate' 1 'DWord'",
      "Set-Service -Name wuauserv -StartupType Disabled",
      "Set-MpPreference -DisableRealtimeMonitoring $true",
      "Set-Value $key 'DefaultPassword' $Password 'String'",
    ])
      expect(script).toContain(expected);
  });

  it("reports on COM1, success or the failure, and shuts Windows down either way", () => {
    expect(script).toContain(`$port.WriteLine('${PROVISION_PREFIX}' + $Text)`);
    expect(script).toContain(`Send-Host '${PROVISION_OK}'`);
    expect(script).toContain(`Send-Host ('${PROVISION_FAILED} ' + $_.Exception.Message)`);
    const lines = script.split("\r\n");
    expect(lines.at(-2)).toBe("& shutdown.exe /s /t 10 /f /d p:4:1");
    expect(lines.indexOf("} catch {")).toBeLessThan(lines.indexOf("& shutdown.exe /s /t 10 /f /d p:4:1"));
  });
});

describe("the provisioning report on COM1", () => {
  it("finds the script's lines among the firmware's output, and its outcome", () => {
    const log = [
      "\x1b[2J\x1b[01;01HBdsDxe: loading Boot0001",
      `${PROVISION_PREFIX}step: install Python\r`,
      "noise",
      `\x1b[0m${PROVISION_PREFIX}warning: turn UAC off: access denied`,
      `${PROVISION_PREFIX}${PROVISION_OK}`,
    ].join("\r\n");
    expect(readProvisionReport(log)).toEqual({
      lines: ["step: install Python", "warning: turn UAC off: access denied", PROVISION_OK],
      outcome: { ok: true },
    });
    const failed = readProvisionReport(
      `${PROVISION_PREFIX}step: pip\n${PROVISION_PREFIX}${PROVISION_FAILED} pip install exited with 1\n`,
    );
    expect(failed.outcome).toEqual({ ok: false, error: "pip install exited with 1" });
    expect(readProvisionReport("BdsDxe only").outcome).toBeUndefined();
  });
});
