import {
  buildWheelhouse
} from "./chunk-AX4WAEZL.js";
import {
  VERSION
} from "./chunk-WTBBGLZZ.js";
import {
  exitCleanlyOnInterrupt
} from "./chunk-BRMIKF74.js";
import {
  AGENT_PORT,
  QmpClient,
  chooseAccelerator,
  connectGuestSocket,
  findUefiFirmware,
  probeTargetIn,
  qemuArgs,
  vmCacheDir
} from "./chunk-OS3B5X46.js";
import {
  GuestAgent,
  findDockerDir,
  guestAgentFiles,
  powershellQuote,
  registerOpen,
  unregisterOpen
} from "./chunk-UQ3NRSO2.js";
import {
  parseResolution
} from "./chunk-3MU6DY7E.js";
import "./chunk-6OU4HTP4.js";
import {
  formatDuration
} from "./chunk-AGDU3G6C.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import {
  ExitCode
} from "./chunk-52A5ZOSE.js";
import {
  ConfigError,
  InfraError,
  isDesktestError
} from "./chunk-3XO4NBGJ.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/init-windows.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import path7 from "node:path";

// src/session/vm/windows-image/build-windows-image.ts
import { execFile as execFile3 } from "node:child_process";
import { copyFile as copyFile3, mkdir as mkdir3, mkdtemp, rm as rm2 } from "node:fs/promises";
import { tmpdir } from "node:os";
import path6 from "node:path";
import { promisify as promisify3 } from "node:util";

// src/session/vm/windows-image/answer-file.ts
var SETUP_DRIVERS = ["viostor", "vioscsi", "NetKVM"];
var DRIVER_OS = ["w11", "w10"];
var DRIVE_LETTERS = "DEFGHIJKLMNOPQRSTUVWXYZ".split("");
var LABCONFIG_BYPASSES = [
  "BypassTPMCheck",
  "BypassSecureBootCheck",
  "BypassRAMCheck",
  "BypassStorageCheck",
  "BypassCPUCheck"
];
function xmlEscape(text) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&apos;");
}
function el(name, content, attributes = {}) {
  return {
    name,
    attributes,
    content: typeof content === "string" || Array.isArray(content) ? content : [content]
  };
}
function serialize(node, depth = 0) {
  const indent = "  ".repeat(depth);
  const attrs = Object.entries(node.attributes).map(([key, value]) => ` ${key}="${xmlEscape(value)}"`).join("");
  if (typeof node.content === "string")
    return `${indent}<${node.name}${attrs}>${xmlEscape(node.content)}</${node.name}>`;
  const children = node.content.map((child) => serialize(child, depth + 1)).join("\n");
  return `${indent}<${node.name}${attrs}>
${children}
${indent}</${node.name}>`;
}
var ADD = { "wcm:action": "add" };
function component(name, children) {
  return el("component", children, {
    name,
    processorArchitecture: "amd64",
    publicKeyToken: "31bf3856ad364e35",
    language: "neutral",
    versionScope: "nonSxS"
  });
}
function settings(pass, components) {
  return el("settings", components, { pass });
}
var password = (value) => el("Password", [el("Value", value), el("PlainText", "true")]);
function regDword(key, name, value) {
  return `reg.exe add "${key}" /v ${name} /t REG_DWORD /d ${value} /f`;
}
function firstLogonCommand(provisionScript2) {
  const script = `%d:\\${provisionScript2}`;
  return `cmd.exe /c for %d in (${DRIVE_LETTERS.join(" ")}) do @if exist ${script} powershell.exe -NoProfile -ExecutionPolicy Bypass -File ${script}`;
}
function autounattendXml(options) {
  const locales = [
    el("InputLocale", options.locale),
    el("SystemLocale", options.locale),
    el("UILanguage", options.locale),
    el("UserLocale", options.locale)
  ];
  let key = 1;
  const driverPaths = DRIVER_OS.flatMap(
    (os) => SETUP_DRIVERS.flatMap(
      (driver) => DRIVE_LETTERS.map(
        (letter) => el("PathAndCredentials", el("Path", `${letter}:\\${driver}\\${os}\\amd64`), {
          ...ADD,
          "wcm:keyValue": String(key++)
        })
      )
    )
  );
  const partition = (order, type, size) => el(
    "CreatePartition",
    [
      el("Order", String(order)),
      el("Type", type),
      size === void 0 ? el("Extend", "true") : el("Size", String(size))
    ],
    ADD
  );
  const format = (order, children) => el("ModifyPartition", [el("Order", String(order)), el("PartitionID", String(order)), ...children], ADD);
  const runSynchronous = (element, commands) => el(
    "RunSynchronous",
    commands.map((command, i) => el(element, [el("Order", String(i + 1)), el("Path", command)], ADD))
  );
  const edition = "index" in options.edition ? { key: "/IMAGE/INDEX", value: String(options.edition.index) } : { key: "/IMAGE/NAME", value: options.edition.name };
  const windowsPE = settings("windowsPE", [
    component("Microsoft-Windows-International-Core-WinPE", [
      el("SetupUILanguage", el("UILanguage", options.locale)),
      ...locales
    ]),
    component("Microsoft-Windows-PnpCustomizationsWinPE", [el("DriverPaths", driverPaths)]),
    component("Microsoft-Windows-Setup", [
      el(
        "DiskConfiguration",
        el(
          "Disk",
          [
            el("DiskID", "0"),
            el("WillWipeDisk", "true"),
            el("CreatePartitions", [
              partition(1, "EFI", 300),
              partition(2, "MSR", 16),
              partition(3, "Primary")
            ]),
            el("ModifyPartitions", [
              format(1, [el("Format", "FAT32"), el("Label", "System")]),
              format(2, []),
              format(3, [el("Format", "NTFS"), el("Label", "Windows"), el("Letter", "C")])
            ])
          ],
          ADD
        )
      ),
      el(
        "ImageInstall",
        el("OSImage", [
          el("InstallTo", [el("DiskID", "0"), el("PartitionID", "3")]),
          el("InstallFrom", el("MetaData", [el("Key", edition.key), el("Value", edition.value)], ADD)),
          el("WillShowUI", "OnError")
        ])
      ),
      // (no ProductKey without a key: Windows Setup refuses an empty <Key>, and media without a PID.txt
      // installs the edition chosen by index, unactivated)
      el("UserData", [
        el("AcceptEula", "true"),
        ...options.productKey ? [el("ProductKey", [el("Key", options.productKey), el("WillShowUI", "OnError")])] : []
      ]),
      runSynchronous(
        "RunSynchronousCommand",
        LABCONFIG_BYPASSES.map((name) => regDword("HKLM\\SYSTEM\\Setup\\LabConfig", name, 1))
      )
    ])
  ]);
  const specialize = settings("specialize", [
    component("Microsoft-Windows-Shell-Setup", [
      el("ComputerName", options.computerName),
      el("TimeZone", "UTC")
    ]),
    component("Microsoft-Windows-Security-SPP-UX", [el("SkipAutoActivation", "true")]),
    component("Microsoft-Windows-Deployment", [
      runSynchronous("RunSynchronousCommand", [
        // No BitLocker device encryption: the image must boot with any fresh TPM.
        regDword("HKLM\\SYSTEM\\CurrentControlSet\\Control\\BitLocker", "PreventDeviceEncryption", 1),
        regDword("HKLM\\SOFTWARE\\Policies\\Microsoft\\Windows\\OOBE", "DisablePrivacyExperience", 1),
        regDword("HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\OOBE", "BypassNRO", 1)
      ])
    ])
  ]);
  const oobeSystem = settings("oobeSystem", [
    component("Microsoft-Windows-International-Core", locales),
    component("Microsoft-Windows-Shell-Setup", [
      el("OOBE", [
        el("HideEULAPage", "true"),
        el("HideOEMRegistrationScreen", "true"),
        el("HideOnlineAccountScreens", "true"),
        el("HideWirelessSetupInOOBE", "true"),
        el("HideLocalAccountScreen", "true"),
        el("ProtectYourPC", "3")
      ]),
      el(
        "UserAccounts",
        el(
          "LocalAccounts",
          el(
            "LocalAccount",
            [
              el("Name", options.user),
              el("DisplayName", options.user),
              el("Group", "Administrators"),
              password(options.password)
            ],
            ADD
          )
        )
      ),
      el("AutoLogon", [
        el("Enabled", "true"),
        el("Username", options.user),
        password(options.password),
        el("LogonCount", "9999999")
      ]),
      el(
        "FirstLogonCommands",
        el(
          "SynchronousCommand",
          [
            el("Order", "1"),
            el("CommandLine", firstLogonCommand(options.provisionScript)),
            el("Description", "desktest provisioning"),
            el("RequiresUserInput", "false")
          ],
          ADD
        )
      )
    ])
  ]);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<!-- Generated by desktest init-windows. -->",
    serialize(
      el("unattend", [windowsPE, specialize, oobeSystem], {
        xmlns: "urn:schemas-microsoft-com:unattend",
        "xmlns:wcm": "http://schemas.microsoft.com/WMIConfig/2002/State"
      })
    ),
    ""
  ].join("\n");
}

// src/session/vm/windows-image/provision-script.ts
var PROVISION_PREFIX = "desktest-provision: ";
var PROVISION_OK = "DESKTEST-PROVISION-OK";
var PROVISION_FAILED = "DESKTEST-PROVISION-FAILED:";
var PROVISION_LOG = "C:\\desktest\\provision.log";
function provisionScript(options) {
  const q = powershellQuote;
  const lines = [
    "# desktest provisioning: generated by `desktest init-windows`, run once at the first logon of the",
    "# test user (Autounattend.xml's FirstLogonCommands) from the DESKTEST disc. Each step is reported on",
    `# COM1 (the host prints it) and in ${PROVISION_LOG}; Windows shuts down at the end.`,
    "$ErrorActionPreference = 'Stop'",
    "$ProgressPreference = 'SilentlyContinue'",
    "$Source = $PSScriptRoot",
    `$User = ${q(options.user)}`,
    `$Password = ${q(options.password)}`,
    `$Installer = Join-Path $Source ${q(options.pythonInstaller)}`,
    `$PythonDir = Join-Path $env:ProgramFiles ${q(options.pythonFolder)}`,
    `$Requirements = Join-Path $Source ${q(options.requirements)}`,
    "$Wheels = Join-Path $Source 'wheels'",
    `$AgentDir = ${q(options.agentDir)}`,
    `$Device = ${q(`\\\\.\\Global\\${options.agentPort}`)}`,
    `$TaskName = ${q(options.taskName)}`,
    "",
    "New-Item -ItemType Directory -Force -Path 'C:\\desktest', 'C:\\Temp' | Out-Null",
    `Start-Transcript -Path ${q(PROVISION_LOG)} -Append | Out-Null`,
    "",
    "function Send-Host([string]$Text) {",
    "  Write-Output $Text",
    "  try {",
    "    $port = New-Object System.IO.Ports.SerialPort 'COM1', 115200",
    "    $port.Open()",
    `    $port.WriteLine(${q(PROVISION_PREFIX)} + $Text)`,
    "    $port.Close()",
    "  } catch { }",
    "}",
    "",
    "function Invoke-Step([string]$Name, [scriptblock]$Body) {",
    "  Send-Host ('step: ' + $Name)",
    "  & $Body",
    "}",
    "",
    "function Invoke-BestEffort([string]$Name, [scriptblock]$Body) {",
    "  Send-Host ('step: ' + $Name)",
    "  try { & $Body } catch { Send-Host ('warning: ' + $Name + ': ' + $_.Exception.Message) }",
    "}",
    "",
    "function Assert-Exit([string]$What, [int[]]$Ok = @(0)) {",
    "  if ($Ok -notcontains $LASTEXITCODE) { throw ($What + ' exited with ' + $LASTEXITCODE) }",
    "}",
    "",
    "function Set-Value([string]$Key, [string]$Name, $Value, [string]$Type) {",
    "  if (-not (Test-Path -LiteralPath $Key)) { New-Item -Path $Key -Force | Out-Null }",
    "  New-ItemProperty -LiteralPath $Key -Name $Name -Value $Value -PropertyType $Type -Force | Out-Null",
    "}",
    "",
    "function Add-VirtioDriver([string]$Name) {",
    "  $os = if ([Environment]::OSVersion.Version.Build -ge 22000) { 'w11' } else { 'w10' }",
    "  $disc = Get-PSDrive -PSProvider FileSystem | Where-Object { Test-Path -LiteralPath (Join-Path $_.Root 'vioserial') } | Select-Object -First 1",
    "  if (-not $disc) { throw 'no virtio-win disc (a drive with a vioserial folder) is attached' }",
    "  $dir = Join-Path $disc.Root ($Name + '\\' + $os + '\\amd64')",
    "  if (-not (Test-Path -LiteralPath $dir)) { throw ('the virtio-win disc has no driver ' + $dir) }",
    "  & pnputil.exe /add-driver (Join-Path $dir '*.inf') /install | Out-Host",
    "  Assert-Exit ('pnputil /add-driver ' + $Name) @(0, 259, 3010)",
    "}",
    "",
    "try {",
    `  Invoke-Step ${q(`install Python (${options.pythonInstaller}) for all users`)} {`,
    "    $p = Start-Process -FilePath $Installer -ArgumentList '/quiet', 'InstallAllUsers=1', 'PrependPath=1', 'Include_test=0' -Wait -PassThru",
    "    if ($p.ExitCode -ne 0) { throw ('the Python installer exited with ' + $p.ExitCode + ' (its logs: ' + $env:TEMP + '\\Python*.log)') }",
    "  }",
    "  $Python = Join-Path $PythonDir 'python.exe'",
    "  $Pythonw = Join-Path $PythonDir 'pythonw.exe'",
    "  if (-not (Test-Path -LiteralPath $Pythonw)) { throw ('Python is not in ' + $PythonDir + ' after its installer ran') }",
    "",
    "  Invoke-Step 'install the packages of the guest agent from the wheels on the disc' {",
    "    & $Python -m pip install --disable-pip-version-check --no-index --find-links $Wheels -r $Requirements | Out-Host",
    "    Assert-Exit 'pip install'",
    "  }",
    "  Invoke-Step ('copy the guest agent to ' + $AgentDir) {",
    "    New-Item -ItemType Directory -Force -Path $AgentDir | Out-Null",
    "    Copy-Item -Path (Join-Path $Source 'guest\\*') -Destination $AgentDir -Recurse -Force",
    "  }",
    "  Invoke-Step 'install the virtio-serial driver (the agent port)' { Add-VirtioDriver 'vioserial' }",
    "  Invoke-BestEffort 'install the virtio network, input and balloon drivers' {",
    "    foreach ($driver in 'NetKVM', 'vioinput', 'Balloon') { Add-VirtioDriver $driver }",
    "  }",
    "  Invoke-Step ('start the guest agent at each logon of ' + $User + ' (scheduled task ' + $TaskName + ')') {",
    "    $action = New-ScheduledTaskAction -Execute $Pythonw -Argument ('-m desktest_guest --device ' + $Device) -WorkingDirectory $AgentDir",
    "    $trigger = New-ScheduledTaskTrigger -AtLogOn -User $User",
    "    $principal = New-ScheduledTaskPrincipal -UserId $User -LogonType Interactive -RunLevel Highest",
    "    $settings = New-ScheduledTaskSettingsSet -ExecutionTimeLimit ([TimeSpan]::Zero) -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries -MultipleInstances IgnoreNew -RestartCount 999 -RestartInterval (New-TimeSpan -Minutes 1)",
    "    Register-ScheduledTask -TaskName $TaskName -Action $action -Trigger $trigger -Principal $principal -Settings $settings -Force | Out-Null",
    "  }",
    // (UAC stays on: with EnableLUA 0 packaged apps, Notepad and Calculator on Windows 11, do not start)
    "  Invoke-BestEffort 'UAC elevates administrators without a prompt' {",
    "    $key = 'HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System'",
    "    Set-Value $key 'EnableLUA' 1 'DWord'",
    "    Set-Value $key 'ConsentPromptBehaviorAdmin' 0 'DWord'",
    "    Set-Value $key 'PromptOnSecureDesktop' 0 'DWord'",
    "  }",
    "  Invoke-BestEffort ('log ' + $User + ' on automatically at every boot') {",
    "    $key = 'HKLM:\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon'",
    "    Set-Value $key 'AutoAdminLogon' '1' 'String'",
    "    Set-Value $key 'DefaultUserName' $User 'String'",
    "    Set-Value $key 'DefaultPassword' $Password 'String'",
    "    Set-Value $key 'DefaultDomainName' $env:COMPUTERNAME 'String'",
    "    Remove-ItemProperty -LiteralPath $key -Name 'AutoLogonCount' -ErrorAction SilentlyContinue",
    "  }",
    "  Invoke-BestEffort 'no screensaver, lock screen, sleep or hibernation' {",
    "    Set-Value 'HKCU:\\Control Panel\\Desktop' 'ScreenSaveActive' '0' 'String'",
    "    Set-Value 'HKCU:\\Control Panel\\Desktop' 'ScreenSaverIsSecure' '0' 'String'",
    "    Set-Value 'HKLM:\\SOFTWARE\\Policies\\Microsoft\\Windows\\Personalization' 'NoLockScreen' 1 'DWord'",
    "    Set-Value 'HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System' 'InactivityTimeoutSecs' 0 'DWord'",
    "    foreach ($setting in 'monitor-timeout-ac', 'standby-timeout-ac', 'hibernate-timeout-ac', 'disk-timeout-ac') { & powercfg.exe /change $setting 0 }",
    "    & powercfg.exe /hibernate off",
    "    & powercfg.exe /setacvalueindex SCHEME_CURRENT SUB_NONE CONSOLELOCK 0",
    "    & powercfg.exe /setacvalueindex SCHEME_CURRENT SUB_BUTTONS PBUTTONACTION 3",
    "    & powercfg.exe /setactive SCHEME_CURRENT",
    "  }",
    "  Invoke-BestEffort 'turn Windows Update off' {",
    "    Set-Value 'HKLM:\\SOFTWARE\\Policies\\Microsoft\\Windows\\WindowsUpdate\\AU' 'NoAutoUpdate' 1 'DWord'",
    "    Stop-Service -Name wuauserv -Force -ErrorAction SilentlyContinue",
    "    Set-Service -Name wuauserv -StartupType Disabled",
    "  }",
    "  Invoke-BestEffort 'turn Defender real-time protection off' {",
    "    Set-Value 'HKLM:\\SOFTWARE\\Policies\\Microsoft\\Windows Defender\\Real-Time Protection' 'DisableRealtimeMonitoring' 1 'DWord'",
    "    Add-MpPreference -ExclusionPath 'C:\\desktest', 'C:\\Temp'",
    "    Set-MpPreference -DisableRealtimeMonitoring $true",
    "  }",
    "  Invoke-BestEffort 'make sure BitLocker is off (the image boots with any fresh TPM)' {",
    "    $volume = Get-BitLockerVolume -MountPoint 'C:' -ErrorAction SilentlyContinue",
    "    if ($volume -and $volume.VolumeStatus -ne 'FullyDecrypted') { Disable-BitLocker -MountPoint 'C:' | Out-Null }",
    "  }",
    `  Send-Host ${q(PROVISION_OK)}`,
    "} catch {",
    `  Send-Host (${q(`${PROVISION_FAILED} `)} + $_.Exception.Message)`,
    "}",
    "try { Stop-Transcript | Out-Null } catch { }",
    "& shutdown.exe /s /t 10 /f /d p:4:1",
    ""
  ];
  return "\uFEFF" + lines.join("\r\n");
}

// src/session/vm/windows-image/windows-vm-process.ts
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";

// src/session/vm/windows-image/windows-qemu-args.ts
function windowsQemuArgs(spec) {
  const args = qemuArgs({
    name: spec.name,
    accelerator: spec.accelerator,
    memoryMb: spec.memoryMb,
    cpus: spec.cpus,
    firmware: spec.firmware,
    tpmSocket: spec.tpmSocket,
    agentSocket: spec.agentSocket,
    qmpSocket: spec.qmpSocket,
    network: false,
    pidFile: spec.pidFile
  });
  args.push(
    "-global",
    `VGA.xres=${spec.screen.width}`,
    "-global",
    `VGA.yres=${spec.screen.height}`,
    "-global",
    `VGA.vgamem_mb=${vgaMemoryMb(spec.screen)}`,
    "-drive",
    `if=none,id=disk0,file=${optionValue(spec.disk)},format=qcow2,cache=unsafe,discard=unmap`,
    "-device",
    "virtio-blk-pci,drive=disk0,bootindex=0"
  );
  spec.cdroms.forEach((iso, i) => {
    args.push(
      "-drive",
      `if=none,id=cd${i},media=cdrom,readonly=on,file=${optionValue(iso)}`,
      "-device",
      `ide-cd,drive=cd${i},bus=ide.${i}${i === 0 ? ",bootindex=1" : ""}`
    );
  });
  args.push(
    "-netdev",
    "user,id=net0,restrict=on",
    "-device",
    "virtio-net-pci,netdev=net0,romfile=",
    "-serial",
    `file:${spec.serialLog}`
  );
  return args;
}
function optionValue(text) {
  return text.replaceAll(",", ",,");
}
function vgaMemoryMb(screen) {
  const needed = Math.ceil(screen.width * screen.height * 4 / (1024 * 1024));
  let mb = 16;
  while (mb < needed) mb *= 2;
  return mb;
}
function swtpmArgs(spec) {
  return [
    "socket",
    "--tpm2",
    "--tpmstate",
    `dir=${spec.stateDir}`,
    "--ctrl",
    `type=unixio,path=${spec.socket}`,
    "--pid",
    `file=${spec.pidFile}`,
    "--terminate"
  ];
}

// src/session/vm/windows-image/windows-vm-process.ts
async function startWindowsVm(spec, tpm) {
  await mkdir(tpm.stateDir, { recursive: true, mode: 448 });
  const swtpm = spawn(
    "swtpm",
    swtpmArgs({ stateDir: tpm.stateDir, socket: spec.tpmSocket, pidFile: tpm.pidFile }),
    {
      stdio: ["ignore", "ignore", "pipe"]
    }
  );
  const swtpmErr = collect(swtpm);
  const swtpmEnd = ended(swtpm);
  const killSwtpm = async () => {
    if (swtpm.exitCode === null && swtpm.signalCode === null) swtpm.kill("SIGKILL");
    await swtpmEnd;
  };
  const deadline = Date.now() + 1e4;
  while (!existsSync(spec.tpmSocket)) {
    if (swtpm.exitCode !== null || swtpm.signalCode !== null || Date.now() > deadline) {
      await killSwtpm();
      throw new InfraError(
        `swtpm (the VM's TPM) did not start: ${swtpmErr().trim() || "no socket within 10 s"}`,
        {
          hint: "check `swtpm socket --tpm2` runs for this user (apt-get install swtpm)"
        }
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const qemu = spawn("qemu-system-x86_64", windowsQemuArgs(spec), { stdio: ["ignore", "ignore", "pipe"] });
  const stderr = collect(qemu);
  const exited = ended(qemu);
  const kill = async () => {
    if (qemu.exitCode === null && qemu.signalCode === null) qemu.kill("SIGKILL");
    await exited;
    await killSwtpm();
  };
  const failed = exited.then((end) => {
    throw new InfraError(`QEMU exited (${end.signal ?? end.code}) while starting: ${stderr().trim()}`);
  });
  failed.catch(() => void 0);
  try {
    const qmp = await Promise.race([QmpClient.connect(spec.qmpSocket, { timeoutMs: 3e4 }), failed]);
    return {
      qmp,
      exited,
      stderr,
      running: () => qemu.exitCode === null && qemu.signalCode === null,
      kill: async () => {
        qmp.close();
        await kill();
      }
    };
  } catch (error) {
    await kill();
    throw error;
  }
}
function collect(child) {
  let text = "";
  child.stderr?.on("data", (chunk) => text = (text + chunk.toString()).slice(-8e3));
  return () => text;
}
function ended(child) {
  return new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: null, signal: null }));
  });
}

// src/session/vm/windows-image/check-stage.ts
async function runCheckStage(run4) {
  const platform = run4.platform ?? "windows";
  const started = Date.now();
  const elapsed = () => formatDuration(Date.now() - started);
  const vm = await startWindowsVm(run4.spec, run4.tpm);
  run4.onStart?.(vm);
  let agent;
  try {
    agent = await waitForAgent(vm, run4, elapsed);
    const ping = await agent.ping(3e4);
    run4.log(
      `[stage 2 ${elapsed()}] the guest agent ${ping.version} (protocol ${ping.protocol}) answers: platform ${ping.platform}, user ${ping.user}, screen ${ping.screen ? `${ping.screen.width}x${ping.screen.height}` : "unknown"}`
    );
    if (ping.platform !== platform)
      throw new InfraError(`the guest agent reports the platform '${ping.platform}', not ${platform}`, {
        hint: "the agent's Windows adapter (docker/guest/desktest_guest/platform) did not load"
      });
    const shot = await screenshot(agent, Date.now() + SCREENSHOT_WAIT_MS);
    const screen = { width: shot.originalWidth, height: shot.originalHeight };
    if (screen.width !== run4.spec.screen.width || screen.height !== run4.spec.screen.height)
      run4.log(
        `warning: the guest's screen is ${screen.width}x${screen.height}, not the ${run4.spec.screen.width}x${run4.spec.screen.height} asked for`
      );
    agent.close();
    agent = void 0;
    await shutDown(vm, run4, elapsed);
    return { ping, screen };
  } finally {
    agent?.close();
    await vm.kill();
  }
}
var SCREENSHOT_WAIT_MS = 12e4;
async function screenshot(agent, deadline) {
  for (; ; ) {
    const shot = await agent.observe({ screenshot: true, a11y: false });
    if (shot.screenshot) return shot.screenshot;
    if (Date.now() > deadline)
      throw new InfraError(
        `the guest agent answers but cannot take a screenshot: ${shot.screenshotError ?? "no image"}`,
        {
          hint: `the image is not usable for tasks; ${PROVISION_LOG} in the guest shows what pip installed`
        }
      );
    await new Promise((resolve) => setTimeout(resolve, 3e3));
  }
}
async function waitForAgent(vm, run4, elapsed) {
  const deadline = Date.now() + run4.timeoutMs;
  const { client } = await connectGuestSocket({ path: run4.spec.agentSocket }, { timeoutMs: 3e4 });
  const agent = new GuestAgent(client);
  let nextProgress = Date.now() + (run4.progressEveryMs ?? 6e4);
  for (; ; ) {
    try {
      await agent.ping(5e3);
      return agent;
    } catch (error) {
      if (!vm.running() || agent.closed || Date.now() > deadline) {
        agent.close();
        await vm.qmp.execute("screendump", { filename: run4.screenFile, format: "png" }, 1e4).catch(() => void 0);
        throw new InfraError(
          vm.running() ? `the guest agent did not answer within ${formatDuration(run4.timeoutMs)} of booting the new image (${error.message}); its screen is ${run4.screenFile}` : `the new image's VM stopped before its guest agent answered: ${vm.stderr().trim() || "the guest powered off"}`,
          {
            hint: `the agent starts at the logon of the test user (scheduled task); ${PROVISION_LOG} in the guest shows the provisioning`
          }
        );
      }
    }
    if (Date.now() >= nextProgress) {
      nextProgress = Date.now() + (run4.progressEveryMs ?? 6e4);
      const status = await vm.qmp.execute("query-status", void 0, 5e3).then(
        (answer) => answer.status ?? "unknown",
        () => "not answering"
      );
      await vm.qmp.execute("screendump", { filename: run4.screenFile, format: "png" }, 1e4).catch(() => void 0);
      run4.log(
        `[stage 2 ${elapsed()}] waiting for the guest agent's hello; QEMU ${status}; screen: ${run4.screenFile}`
      );
    }
  }
}
async function shutDown(vm, run4, elapsed) {
  run4.log(`[stage 2 ${elapsed()}] shutting the guest down (ACPI power button)`);
  await vm.qmp.execute("system_powerdown", void 0, 1e4).catch(() => void 0);
  let timer;
  const late = new Promise((resolve) => timer = setTimeout(() => resolve("late"), run4.shutdownMs));
  const end = await Promise.race([vm.exited, late]);
  clearTimeout(timer);
  if (end === "late") {
    run4.log(
      `warning: the guest did not power off within ${formatDuration(run4.shutdownMs)}: QEMU quits (the disk is flushed; Windows may check it at its next boot)`
    );
    await vm.qmp.execute("quit", void 0, 1e4).catch(() => void 0);
    await Promise.race([vm.exited, new Promise((resolve) => setTimeout(resolve, 1e4))]);
  } else {
    run4.log(`[stage 2 ${elapsed()}] the guest powered off`);
  }
}

// src/session/vm/windows-image/image-sidecar.ts
import path from "node:path";
function sidecarPaths(image) {
  return { sidecar: `${image}.json`, vars: `${image}.vars.fd` };
}
function windowsImageSidecar(input) {
  return {
    firmware: "uefi",
    vars: path.basename(sidecarPaths(input.image).vars),
    tpm: true,
    screen: input.screen,
    agent: input.agent,
    python: input.python,
    ovmfCode: input.ovmfCode,
    accelerator: input.accelerator,
    created: input.created.toISOString(),
    createdBy: input.createdBy
  };
}

// src/session/vm/windows-image/install-stage.ts
import { readFile, stat } from "node:fs/promises";

// src/session/vm/windows-image/guest-console.ts
function readProvisionReport(serialLog) {
  const lines = [];
  let outcome;
  for (const raw of serialLog.split(/\r?\n|\r/)) {
    const at = raw.indexOf(PROVISION_PREFIX);
    if (at < 0) continue;
    const line = raw.slice(at + PROVISION_PREFIX.length).trim();
    if (!line) continue;
    lines.push(line);
    if (line === PROVISION_OK) outcome = { ok: true };
    else if (line.startsWith(PROVISION_FAILED))
      outcome = { ok: false, error: line.slice(PROVISION_FAILED.length).trim() || "no message" };
  }
  return { lines, outcome };
}

// src/session/vm/windows-image/install-stage.ts
var WINDOWS_DISC = "cd0";
var SETUP_STARTED_BYTES = 64 * 1024 * 1024;
var KEY_PRESS_WINDOW_MS = 20 * 6e4;
async function runInstallStage(run4) {
  const started = Date.now();
  const vm = await startWindowsVm(run4.spec, run4.tpm);
  run4.onStart?.(vm);
  let restarts = 0;
  vm.qmp.onEvent((event) => {
    if (event.event === "RESET") restarts++;
  });
  let pressing = true;
  let shown = 0;
  const elapsed = () => formatDuration(Date.now() - started);
  const keys = setInterval(() => {
    if (!pressing) return;
    void discRead(vm).then(async (bytes) => {
      if (bytes >= SETUP_STARTED_BYTES || Date.now() - started > KEY_PRESS_WINDOW_MS) {
        if (pressing) run4.log(`[stage 1 ${elapsed()}] Windows Setup is loading from the disc`);
        pressing = false;
        return;
      }
      await vm.qmp.execute("send-key", { keys: [{ type: "qcode", data: "ret" }] }, 5e3);
    }).catch(() => void 0);
  }, 1e3);
  const guestLines = setInterval(() => {
    void readFile(run4.spec.serialLog, "utf8").then((text) => {
      const { lines } = readProvisionReport(text);
      for (const line of lines.slice(shown)) run4.log(`[stage 1 ${elapsed()}] guest: ${line}`);
      shown = lines.length;
    }).catch(() => void 0);
  }, 5e3);
  const progress = setInterval(() => {
    void describe(vm, run4, restarts).then((state) => run4.log(`[stage 1 ${elapsed()}] ${state}`));
  }, run4.progressEveryMs ?? 6e4);
  let timer;
  const timedOut = new Promise(
    (resolve) => timer = setTimeout(() => resolve("timeout"), run4.timeoutMs)
  );
  try {
    const end = await Promise.race([vm.exited, timedOut]);
    if (end === "timeout") {
      await vm.qmp.execute("screendump", { filename: run4.screenFile, format: "png" }, 1e4).catch(() => void 0);
      await vm.kill();
      throw new InfraError(
        `Windows was not installed and provisioned within ${formatDuration(run4.timeoutMs)} (${restarts} guest restarts); its last screen is ${run4.screenFile}`,
        {
          hint: run4.spec.accelerator === "tcg" ? "under software emulation (TCG) an install takes hours: pass --timeout 600, or run on a host with KVM" : "look at the screen: a Setup error (wrong --edition, a disc Windows cannot read) stops it there; else pass a longer --timeout"
        }
      );
    }
    await vm.kill();
    const report = readProvisionReport(await readFile(run4.spec.serialLog, "utf8").catch(() => ""));
    for (const line of report.lines.slice(shown)) run4.log(`[stage 1 ${elapsed()}] guest: ${line}`);
    if (end.code !== 0)
      throw new InfraError(
        `QEMU stopped with ${end.signal ?? `exit code ${end.code}`} during the install: ${vm.stderr().trim()}`
      );
    if (!report.outcome)
      throw new InfraError(
        `Windows powered off after ${elapsed()} before the provisioning script reported success (${report.lines.length ? `its last line: ${report.lines.at(-1)}` : "it never reported"})`,
        {
          hint: `the script logs to ${PROVISION_LOG} in the guest; a Setup that never reached the first logon shows no line at all`
        }
      );
    if (!report.outcome.ok)
      throw new InfraError(`provisioning Windows failed: ${report.outcome.error}`, {
        hint: `the script's full log is ${PROVISION_LOG} in the guest (the partial disk was removed; pass the fix and run again)`
      });
    run4.log(`[stage 1 ${elapsed()}] Windows is installed and provisioned (${restarts} guest restarts)`);
    return report;
  } finally {
    clearInterval(keys);
    clearInterval(guestLines);
    clearInterval(progress);
    clearTimeout(timer);
    await vm.kill();
  }
}
async function discRead(vm) {
  const stats = await vm.qmp.execute(
    "query-blockstats",
    void 0,
    5e3
  );
  return stats.find((entry) => entry.device === WINDOWS_DISC)?.stats?.rd_bytes ?? 0;
}
async function describe(vm, run4, restarts) {
  const status = await vm.qmp.execute("query-status", void 0, 5e3).then(
    (answer) => answer.status ?? "unknown",
    () => "not answering"
  );
  const read = await discRead(vm).catch(() => 0);
  const disk = await stat(run4.spec.disk).then(
    (info) => info.blocks * 512,
    () => 0
  );
  await vm.qmp.execute("screendump", { filename: run4.screenFile, format: "png" }, 1e4).catch(() => void 0);
  return `QEMU ${status} (${run4.spec.accelerator}); ${restarts} guest restart(s); ${mib(read)} read from the Windows disc; disk ${mib(disk)}; screen: ${run4.screenFile}`;
}
function mib(bytes) {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GiB` : `${Math.round(bytes / 1024 ** 2)} MiB`;
}

// src/session/vm/windows-image/publish-image.ts
import { constants } from "node:fs";
import { copyFile, link, rm, unlink, writeFile } from "node:fs/promises";
async function publishImage(spec) {
  const paths = sidecarPaths(spec.output);
  try {
    await link(spec.partial, spec.output);
  } catch (error) {
    if (error.code === "EEXIST")
      throw new ConfigError(
        `${spec.output} appeared while the image was made; the new image is not put over it`,
        {
          hint: "move that file away and run init-windows again"
        }
      );
    throw error;
  }
  try {
    await copyFile(spec.vars, paths.vars, constants.COPYFILE_EXCL);
    await writeFile(paths.sidecar, JSON.stringify(spec.sidecar, null, 2) + "\n", { flag: "wx" });
  } catch (error) {
    await rm(spec.output, { force: true });
    throw error;
  }
  await unlink(spec.partial);
  return { sidecarFile: paths.sidecar, varsFile: paths.vars };
}

// src/session/vm/windows-image/iso-image.ts
import { execFile } from "node:child_process";
import { promisify } from "node:util";
var run = promisify(execFile);
var ISO_TOOLS = ["xorriso", "genisoimage"];
var MEDIA_LABEL = "DESKTEST";
function isoToolArgs(tool, spec) {
  const options = ["-quiet", "-V", spec.label, "-J", "-joliet-long", "-r", "-o", spec.output, spec.sourceDir];
  return tool === "xorriso" ? ["-as", "mkisofs", ...options] : ["-input-charset", "utf-8", ...options];
}
async function buildIso(tool, spec) {
  await run(tool, isoToolArgs(tool, spec), { maxBuffer: 16 * 1024 * 1024 }).catch(
    (error) => {
      throw new InfraError(
        `${tool} could not write the provisioning disc: ${(error.stderr || error.message).trim()}`,
        {
          hint: "check the free space in the temporary folder (TMPDIR)"
        }
      );
    }
  );
}

// src/session/vm/windows-image/preflight.ts
import { execFile as execFile2 } from "node:child_process";
import { constants as constants2, existsSync as existsSync2 } from "node:fs";
import { access, readdir, stat as stat2, statfs } from "node:fs/promises";
import path3 from "node:path";
import { promisify as promisify2 } from "node:util";

// src/session/vm/windows-image/python-installer.ts
import path2 from "node:path";
var NAME = /^python-((3)\.(\d{1,2})\.\d{1,2}(?:(?:a|b|rc)\d{1,2})?)-amd64\.exe$/i;
var OLDEST_MINOR = 11;
function parsePythonInstaller(file) {
  const fileName = path2.basename(file);
  const match = NAME.exec(fileName);
  const fix = "download the 64-bit Windows installer from python.org (e.g. python-3.12.8-amd64.exe) and pass it unrenamed";
  if (!match)
    throw new ConfigError(
      `--python-installer '${fileName}' is not named like a python.org 64-bit Windows installer (python-3.X.Y-amd64.exe)`,
      { hint: fix }
    );
  const [, version, major, minorPart] = match;
  if (Number(minorPart) < OLDEST_MINOR)
    throw new ConfigError(
      `--python-installer '${fileName}' is Python ${major}.${minorPart}; the guest agent needs 3.${OLDEST_MINOR} or later`,
      { hint: fix }
    );
  return {
    fileName,
    version,
    minor: `${major}.${minorPart}`,
    folder: `Python${major}${minorPart}`
  };
}

// src/session/vm/windows-image/preflight.ts
var run2 = promisify2(execFile2);
var MIN_FREE_BYTES = 30 * 1024 ** 3;
var SIZE_UNITS = { "": 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 };
function qemuSizeBytes(text) {
  const match = /^(\d+)([KMGT]?)$/i.exec(text.trim());
  return match ? Number(match[1]) * SIZE_UNITS[match[2].toUpperCase()] : void 0;
}
function freeBytesNeeded(diskSize) {
  const disk = diskSize === void 0 ? void 0 : qemuSizeBytes(diskSize);
  return disk === void 0 ? MIN_FREE_BYTES : Math.min(disk, MIN_FREE_BYTES);
}
var TOOLS = [
  { name: "qemu-system-x86_64", apt: "qemu-system-x86", what: "runs the VM" },
  { name: "qemu-img", apt: "qemu-utils", what: "makes the qcow2 disk" },
  { name: "swtpm", apt: "swtpm", what: "the software TPM 2.0 Windows 11 needs" }
];
async function checkInitWindows(inputs, probe = hostInitWindowsProbe()) {
  const problems = [];
  const needFile = async (file, flag, fix) => {
    const kind = await probe.kind(file);
    if (kind === "missing") problems.push({ what: `${flag} ${file} does not exist`, fix });
    else if (kind === "dir") problems.push({ what: `${flag} ${file} is a folder, not a file`, fix });
    else if (kind === "unreadable")
      problems.push({
        what: `${flag} ${file} cannot be read by this user`,
        fix: "make it readable (chmod a+r)"
      });
  };
  await needFile(
    inputs.windowsIso,
    "--windows-iso",
    "pass a Windows 11 (or 10) x64 installation ISO, e.g. from Microsoft's download page"
  );
  await needFile(
    inputs.virtioIso,
    "--virtio-iso",
    "pass the virtio-win drivers ISO (virtio-win.iso, the stable build from the Fedora project)"
  );
  await needFile(
    inputs.pythonInstaller,
    "--python-installer",
    "pass python.org's 64-bit Windows installer, e.g. python-3.12.8-amd64.exe"
  );
  let python;
  try {
    python = parsePythonInstaller(inputs.pythonInstaller);
  } catch (error) {
    if (!isDesktestError(error)) throw error;
    problems.push({ what: error.message, fix: error.hint ?? "" });
  }
  await needFile(
    inputs.requirements,
    "the requirements file",
    "pass --requirements <file> (the guest agent's Windows packages, pinned)"
  );
  if (inputs.wheelhouse) {
    const kind = await probe.kind(inputs.wheelhouse);
    const wheels = kind === "dir" ? (await probe.list(inputs.wheelhouse)).filter((name) => name.endsWith(".whl")) : [];
    if (wheels.length === 0)
      problems.push({
        what: `--wheelhouse ${inputs.wheelhouse} ${kind === "dir" ? "holds no .whl files" : "is not a readable folder"}`,
        fix: "pass a folder of win_amd64 / pure-Python wheels for the requirements, or leave --wheelhouse out to have pip fetch them"
      });
  } else if (!await probe.hasPip()) {
    problems.push({
      what: "python3 has no pip, which fetches the guest's Windows wheels",
      fix: "sudo apt-get install python3-pip, or pass --wheelhouse <dir> with the wheels"
    });
  }
  const outputs = [inputs.output, ...Object.values(sidecarPaths(inputs.output))];
  for (const file of outputs)
    if (await probe.kind(file) !== "missing")
      problems.push({
        what: `${file} already exists (init-windows never overwrites)`,
        fix: "remove it, or pass another --output"
      });
  const dir = path3.dirname(inputs.output);
  if (await probe.kind(dir) !== "dir") {
    problems.push({ what: `the output folder ${dir} does not exist`, fix: `mkdir -p ${dir}` });
  } else if (!await probe.writable(dir)) {
    problems.push({
      what: `the output folder ${dir} is not writable by this user`,
      fix: "pass an --output in a folder you can write"
    });
  } else {
    const free = await probe.freeBytes(dir);
    const needed = freeBytesNeeded(inputs.diskSize);
    if (free < needed)
      problems.push({
        what: `${dir} has ${gib(free)} free; an installed Windows needs about ${gib(needed)} (the qcow2 is sparse and grows up to --disk-size)`,
        fix: "free some space, or pass an --output on a larger disk"
      });
  }
  for (const tool of TOOLS)
    if (!await probe.which(tool.name))
      problems.push({
        what: `${tool.name} (${tool.what}) is not installed`,
        fix: `sudo apt-get install ${tool.apt}`
      });
  let isoTool;
  for (const tool of ISO_TOOLS) if (!isoTool && await probe.which(tool)) isoTool = tool;
  if (!isoTool)
    problems.push({
      what: "neither xorriso nor genisoimage (to write the provisioning disc) is installed",
      fix: "sudo apt-get install xorriso"
    });
  let firmware;
  try {
    firmware = probe.firmware();
  } catch (error) {
    problems.push({
      what: error instanceof Error ? error.message : String(error),
      fix: isDesktestError(error) && error.hint || "sudo apt-get install ovmf"
    });
  }
  if (problems.length > 0 || !isoTool || !firmware || !python)
    throw new ConfigError(
      [
        `init-windows cannot start: ${problems.length} problem(s)`,
        ...problems.map((problem) => `  - ${problem.what}
    fix: ${problem.fix}`)
      ].join("\n")
    );
  return { isoTool, firmware, python };
}
function gib(bytes) {
  return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
}
function hostInitWindowsProbe(env = process.env) {
  return {
    async which(name) {
      for (const dir of (env.PATH ?? "").split(path3.delimiter).filter(Boolean)) {
        const candidate = path3.join(dir, name);
        if (await access(candidate, constants2.X_OK).then(
          () => true,
          () => false
        ))
          return candidate;
      }
      return void 0;
    },
    async kind(file) {
      if (!existsSync2(file)) return "missing";
      const info = await stat2(file).catch(() => void 0);
      if (info?.isDirectory()) return "dir";
      return access(file, constants2.R_OK).then(
        () => "file",
        () => "unreadable"
      );
    },
    list: (dir) => readdir(dir).catch(() => []),
    writable: (dir) => access(dir, constants2.W_OK).then(
      () => true,
      () => false
    ),
    async freeBytes(dir) {
      const info = await statfs(dir);
      return info.bavail * info.bsize;
    },
    firmware: () => findUefiFirmware(env),
    hasPip: () => run2("python3", ["-m", "pip", "--version"]).then(
      () => true,
      () => false
    )
  };
}

// src/session/vm/windows-image/provision-media.ts
import { copyFile as copyFile2, mkdir as mkdir2, readdir as readdir2, writeFile as writeFile2 } from "node:fs/promises";
import path4 from "node:path";
var MEDIA_DIR = "desktest";
var MEDIA_SCRIPT = `${MEDIA_DIR}\\provision.ps1`;
var MEDIA_REQUIREMENTS = "requirements-windows.txt";
async function stageProvisionMedia(dir, contents) {
  const media = path4.join(dir, MEDIA_DIR);
  await mkdir2(path4.join(media, "wheels"), { recursive: true });
  await writeFile2(path4.join(dir, "Autounattend.xml"), contents.answerFile);
  await writeFile2(path4.join(media, "provision.ps1"), contents.provisionScript);
  await copyFile2(contents.pythonInstaller, path4.join(media, path4.basename(contents.pythonInstaller)));
  await copyFile2(contents.requirements, path4.join(media, MEDIA_REQUIREMENTS));
  const wheels = (await readdir2(contents.wheelhouse)).filter((name) => name.endsWith(".whl")).sort();
  for (const wheel of wheels)
    await copyFile2(path4.join(contents.wheelhouse, wheel), path4.join(media, "wheels", wheel));
  for (const file of contents.guestFiles) {
    const target = path4.join(media, "guest", ...file.name.split("/"));
    await mkdir2(path4.dirname(target), { recursive: true });
    await writeFile2(target, file.data);
  }
  return wheels;
}

// src/session/vm/windows-image/windows-accelerator.ts
import path5 from "node:path";
async function chooseWindowsAccelerator(setting, firmware, options = {}) {
  const cacheDir = options.cacheDir ?? vmCacheDir();
  try {
    return await chooseAccelerator(setting, await probeTargetIn(cacheDir, () => firmware), {
      cacheFile: path5.join(cacheDir, "accelerator.json"),
      ...options.kvmDevice ? { kvmDevice: options.kvmDevice } : {},
      ...options.probeMs ? { probeMs: options.probeMs } : {}
    });
  } catch (error) {
    throw new ConfigError(error.message, {
      hint: "leave --accel at auto (or pass --accel tcg) on a host without working KVM"
    });
  }
}

// src/session/vm/windows-image/build-windows-image.ts
var run3 = promisify3(execFile3);
var WINDOWS_USER = "tester";
var AGENT_TASK = "DesktestAgent";
var AGENT_DIR = "C:\\desktest\\guest";
var COMPUTER_NAME = "DESKTEST-WIN";
async function buildWindowsImage(request, options) {
  const log = options.log;
  const started = Date.now();
  const step = (text) => log(`[init-windows ${formatDuration(Date.now() - started)}] ${text}`);
  const ready = await checkInitWindows(request, options.probe);
  const choice = await chooseWindowsAccelerator(request.accelerator, ready.firmware, {
    ...options.vmCacheDir ? { cacheDir: options.vmCacheDir } : {}
  });
  if (choice.note) log(`warning: ${choice.note}`);
  if (choice.accelerator === "tcg")
    log("warning: a Windows install under TCG takes hours; raise --timeout (minutes) to match");
  const work = await mkdtemp(path6.join(options.workRoot ?? tmpdir(), "desktest-init-windows-"));
  const partial = path6.join(
    path6.dirname(request.output),
    `.${path6.basename(request.output)}.partial-${process.pid}`
  );
  const file = (name) => path6.join(work, name);
  let current;
  let finished = false;
  const cleanup = async (keepEvidence) => {
    await current?.kill();
    await rm2(partial, { force: true });
    if (!keepEvidence) return rm2(work, { recursive: true, force: true });
    for (const bulky of ["media", "desktest.iso", "wheels", "tpm", "tpm-check"])
      await rm2(file(bulky), { recursive: true, force: true });
  };
  const interruption = { close: () => cleanup(false) };
  registerOpen(interruption);
  try {
    const boot = (name, cdroms) => ({
      name,
      accelerator: choice.accelerator,
      memoryMb: request.memoryMb,
      cpus: request.cpus,
      disk: partial,
      firmware: { code: ready.firmware.code, vars: file("vars.fd") },
      tpmSocket: file("swtpm.sock"),
      cdroms,
      agentSocket: file("agent.sock"),
      qmpSocket: file("qmp.sock"),
      serialLog: file(`${name}-console.log`),
      pidFile: file("qemu.pid"),
      screen: request.screen
    });
    let wheelhouse = request.wheelhouse;
    if (!wheelhouse) {
      wheelhouse = file("wheels");
      await mkdir3(wheelhouse);
      step(`1/5 Windows wheels for Python ${ready.python.minor} (pip download -r ${request.requirements})`);
      const built = await buildWheelhouse({
        requirements: request.requirements,
        dest: wheelhouse,
        target: { pythonMinor: ready.python.minor },
        log: (line) => step(`  ${line}`)
      });
      step(`  ${built.wheels.length} wheels (${built.builtFromSource.length} built from sources)`);
    } else {
      step(`1/5 wheels from ${wheelhouse}`);
    }
    step(
      `2/5 the provisioning disc (${MEDIA_LABEL}): Autounattend.xml, provision.ps1, Python ${ready.python.version}, the agent, the wheels`
    );
    const answerFile = autounattendXml({
      user: WINDOWS_USER,
      password: request.password,
      computerName: COMPUTER_NAME,
      locale: request.locale,
      edition: request.edition,
      ...request.productKey ? { productKey: request.productKey } : {},
      provisionScript: MEDIA_SCRIPT
    });
    const script = provisionScript({
      user: WINDOWS_USER,
      password: request.password,
      pythonInstaller: ready.python.fileName,
      pythonFolder: ready.python.folder,
      requirements: MEDIA_REQUIREMENTS,
      agentPort: AGENT_PORT,
      agentDir: AGENT_DIR,
      taskName: AGENT_TASK
    });
    await stageProvisionMedia(file("media"), {
      answerFile,
      provisionScript: script,
      pythonInstaller: request.pythonInstaller,
      requirements: request.requirements,
      wheelhouse,
      guestFiles: await guestAgentFiles(request.guestDir)
    });
    await buildIso(ready.isoTool, {
      sourceDir: file("media"),
      output: file("desktest.iso"),
      label: MEDIA_LABEL
    });
    step(
      `3/5 an empty ${request.diskSize} qcow2 (${partial}) and the firmware's variables (${ready.firmware.vars})`
    );
    await run3("qemu-img", ["create", "-q", "-f", "qcow2", partial, request.diskSize]).catch(
      (error) => {
        throw new InfraError(`qemu-img could not create the disk: ${(error.stderr || error.message).trim()}`);
      }
    );
    await copyFile3(ready.firmware.vars, file("vars.fd"));
    step(
      `4/5 stage 1: installing Windows and provisioning it (${choice.accelerator}, ${request.memoryMb} MiB, ${request.cpus} CPU(s), ${request.screen.width}x${request.screen.height}; at most ${formatDuration(request.timeoutMs)})`
    );
    await runInstallStage({
      spec: boot("install", [request.windowsIso, request.virtioIso, file("desktest.iso")]),
      tpm: { stateDir: file("tpm"), pidFile: file("swtpm.pid") },
      timeoutMs: request.timeoutMs,
      log,
      screenFile: file("install-screen.png"),
      onStart: (vm) => current = vm,
      ...options.progressEveryMs ? { progressEveryMs: options.progressEveryMs } : {}
    });
    const checkMs = options.checkTimeoutMs ?? Math.max(15 * 6e4, request.timeoutMs / 3);
    step(
      `5/5 stage 2: booting the new image until its guest agent answers (at most ${formatDuration(checkMs)})`
    );
    const checked = await runCheckStage({
      spec: boot("check", []),
      tpm: { stateDir: file("tpm-check"), pidFile: file("swtpm.pid") },
      timeoutMs: checkMs,
      shutdownMs: choice.accelerator === "kvm" ? 5 * 6e4 : 20 * 6e4,
      log,
      screenFile: file("check-screen.png"),
      onStart: (vm) => current = vm,
      ...options.progressEveryMs ? { progressEveryMs: options.progressEveryMs } : {}
    });
    current = void 0;
    const sidecar = windowsImageSidecar({
      image: request.output,
      screen: checked.screen,
      agent: {
        version: checked.ping.version,
        protocol: checked.ping.protocol,
        port: AGENT_PORT,
        user: checked.ping.user,
        task: AGENT_TASK
      },
      python: ready.python.version,
      ovmfCode: ready.firmware.code,
      accelerator: choice.accelerator,
      created: /* @__PURE__ */ new Date(),
      createdBy: `desktest ${VERSION} init-windows`
    });
    const placed = await publishImage({ partial, output: request.output, vars: file("vars.fd"), sidecar });
    finished = true;
    step(`done: ${request.output} (with ${placed.sidecarFile} and ${placed.varsFile})`);
    return { image: request.output, ...placed, sidecar };
  } catch (error) {
    await cleanup(true);
    log(`the partial disk was removed; the consoles and last screens are kept in ${work}`);
    throw error;
  } finally {
    unregisterOpen(interruption);
    if (finished) await cleanup(false);
  }
}

// src/cli/commands/init-windows.ts
var MIN_DISK_GIB = 32;
var MIN_MEMORY_MB = 2048;
function parseDiskSize(text) {
  const match = /^(\d+)([GT])$/i.exec(text.trim());
  const gib2 = match ? Number(match[1]) * (match[2].toUpperCase() === "T" ? 1024 : 1) : 0;
  if (!match || gib2 < MIN_DISK_GIB)
    throw new ConfigError(
      `--disk-size '${text}' is not a size of at least ${MIN_DISK_GIB}G (like 64G or 1T)`
    );
  return `${match[1]}${match[2].toUpperCase()}`;
}
function parseMemoryMb(text) {
  const match = /^(\d+)([MG]?)$/i.exec(text.trim());
  const mb = match ? Number(match[1]) * (match[2].toUpperCase() === "G" ? 1024 : 1) : 0;
  if (!match || mb < MIN_MEMORY_MB)
    throw new ConfigError(`--memory '${text}' is not a size of at least 2G (like 4G or 8192M)`);
  return mb;
}
function parseCount(text, flag, max) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ConfigError(`${flag} '${text}' is not a whole number from 1 to ${max}`);
  return value;
}
function parseEdition(text) {
  if (/^\d+$/.test(text.trim())) return { index: parseCount(text.trim(), "--edition", 99) };
  if (!text.trim()) throw new ConfigError("--edition is empty: pass an image index (1) or its name");
  return { name: text.trim() };
}
function initWindowsRequest(options, cwd, guestDir) {
  const resolve = (file) => path7.resolve(cwd, file);
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})+$/.test(options.locale))
    throw new ConfigError(`--locale '${options.locale}' is not a Windows language tag like en-US or de-DE`);
  if (options.password.length === 0 || options.password.length > 127)
    throw new ConfigError("--password must be 1 to 127 characters");
  return {
    windowsIso: resolve(options.windowsIso),
    virtioIso: resolve(options.virtioIso),
    pythonInstaller: resolve(options.pythonInstaller),
    ...options.wheelhouse ? { wheelhouse: resolve(options.wheelhouse) } : {},
    requirements: options.requirements ? resolve(options.requirements) : path7.join(guestDir, "requirements-windows.txt"),
    guestDir,
    output: resolve(options.output),
    diskSize: parseDiskSize(options.diskSize),
    memoryMb: parseMemoryMb(options.memory),
    cpus: parseCount(options.cpus, "--cpus", 64),
    accelerator: options.accel,
    screen: parseResolution(options.resolution),
    timeoutMs: parseCount(options.timeout, "--timeout", 24 * 60) * 6e4,
    locale: options.locale,
    edition: parseEdition(options.edition),
    ...options.productKey ? { productKey: options.productKey } : {},
    password: options.password
  };
}
async function initWindowsCommand(options, io, deps = {}) {
  const c = import_picocolors.default.createColors(io.color);
  const guestDir = deps.guestDir ?? path7.join(findDockerDir(), "guest");
  const request = initWindowsRequest(options, io.cwd, guestDir);
  exitCleanlyOnInterrupt(io.stderr);
  const result = await buildWindowsImage(request, {
    log: (line) => io.stderr(c.dim(`${line}
`)),
    ...deps.probe ? { probe: deps.probe } : {}
  });
  io.stdout(
    `${c.green("Windows image ready")}: ${result.image}
  sidecar ${result.sidecarFile} (UEFI, TPM, firmware variables ${result.varsFile})
  agent ${result.sidecar.agent.version} as ${result.sidecar.agent.user}, screen ${result.sidecar.screen.width}x${result.sidecar.screen.height}, Python ${result.sidecar.python}
  use it in a task: "app": { "type": "windows_vm", "base_image": ${JSON.stringify(result.image)} }
`
  );
  return ExitCode.pass;
}
export {
  initWindowsCommand,
  initWindowsRequest,
  parseDiskSize,
  parseEdition,
  parseMemoryMb
};
