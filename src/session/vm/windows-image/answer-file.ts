/**
 * The Windows Setup answer file (`Autounattend.xml`, read from the root of any disc at boot) that installs
 * Windows with nobody at the screen: virtio drivers for the disk and NIC, the Windows 11 hardware checks
 * bypassed, one partition layout, a local administrator that logs on by itself, and a first-logon
 * command that runs the provisioning script from the DESKTEST disc. Pure: every value is XML-escaped.
 */

export interface AnswerFileOptions {
  user: string;
  password: string;
  computerName: string;
  /** A Windows language tag for the setup screens, the system and the user (en-US). */
  locale: string;
  /** Which image of the ISO's install.wim: by index (1 on any ISO) or by name ("Windows 11 Pro"). */
  edition: { index: number } | { name: string };
  productKey?: string;
  /** The provisioning script's path on the DESKTEST disc, from its root, with backslashes. */
  provisionScript: string;
}

/** The virtio-win disc's drivers Windows Setup needs before it can see the disk (and the network). */
const SETUP_DRIVERS = ["viostor", "vioscsi", "NetKVM"] as const;
/** The folders of the virtio-win disc, per Windows release (Windows 10's drivers also run on 11). */
const DRIVER_OS = ["w11", "w10"] as const;
/** Where a disc may appear in Windows PE and at first logon: every letter but A–C (X: is PE's own). */
export const DRIVE_LETTERS = "DEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** The Windows 11 hardware checks Windows Setup skips (for older hosts and emulated CPUs). */
export const LABCONFIG_BYPASSES = [
  "BypassTPMCheck",
  "BypassSecureBootCheck",
  "BypassRAMCheck",
  "BypassStorageCheck",
  "BypassCPUCheck",
] as const;

/** `&`, `<`, `>`, `"` and `'` as entities: safe in text and in attribute values. */
export function xmlEscape(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** An element: its text (escaped when written) or its child elements. */
interface Element {
  name: string;
  attributes: Record<string, string>;
  content: string | Element[];
}

function el(
  name: string,
  content: string | Element | Element[],
  attributes: Record<string, string> = {},
): Element {
  return {
    name,
    attributes,
    content: typeof content === "string" || Array.isArray(content) ? content : [content],
  };
}

/** The element as indented XML, every attribute value and text escaped. */
function serialize(node: Element, depth = 0): string {
  const indent = "  ".repeat(depth);
  const attrs = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${xmlEscape(value)}"`)
    .join("");
  if (typeof node.content === "string")
    return `${indent}<${node.name}${attrs}>${xmlEscape(node.content)}</${node.name}>`;
  const children = node.content.map((child) => serialize(child, depth + 1)).join("\n");
  return `${indent}<${node.name}${attrs}>\n${children}\n${indent}</${node.name}>`;
}

const ADD = { "wcm:action": "add" };

function component(name: string, children: Element[]): Element {
  return el("component", children, {
    name,
    processorArchitecture: "amd64",
    publicKeyToken: "31bf3856ad364e35",
    language: "neutral",
    versionScope: "nonSxS",
  });
}

function settings(pass: string, components: Element[]): Element {
  return el("settings", components, { pass });
}

const password = (value: string) => el("Password", [el("Value", value), el("PlainText", "true")]);

/** `reg add` of one DWORD, as a command line. */
export function regDword(key: string, name: string, value: number): string {
  return `reg.exe add "${key}" /v ${name} /t REG_DWORD /d ${value} /f`;
}

/** The first-logon command: find the DESKTEST disc by its script and run it with PowerShell. */
export function firstLogonCommand(provisionScript: string): string {
  const script = `%d:\\${provisionScript}`;
  return `cmd.exe /c for %d in (${DRIVE_LETTERS.join(" ")}) do @if exist ${script} powershell.exe -NoProfile -ExecutionPolicy Bypass -File ${script}`;
}

export function autounattendXml(options: AnswerFileOptions): string {
  const locales = [
    el("InputLocale", options.locale),
    el("SystemLocale", options.locale),
    el("UILanguage", options.locale),
    el("UserLocale", options.locale),
  ];
  let key = 1;
  const driverPaths = DRIVER_OS.flatMap((os) =>
    SETUP_DRIVERS.flatMap((driver) =>
      DRIVE_LETTERS.map((letter) =>
        el("PathAndCredentials", el("Path", `${letter}:\\${driver}\\${os}\\amd64`), {
          ...ADD,
          "wcm:keyValue": String(key++),
        }),
      ),
    ),
  );
  const partition = (order: number, type: string, size?: number) =>
    el(
      "CreatePartition",
      [
        el("Order", String(order)),
        el("Type", type),
        size === undefined ? el("Extend", "true") : el("Size", String(size)),
      ],
      ADD,
    );
  const format = (order: number, children: Element[]) =>
    el("ModifyPartition", [el("Order", String(order)), el("PartitionID", String(order)), ...children], ADD);
  const runSynchronous = (element: string, commands: string[]) =>
    el(
      "RunSynchronous",
      commands.map((command, i) => el(element, [el("Order", String(i + 1)), el("Path", command)], ADD)),
    );
  const edition =
    "index" in options.edition
      ? { key: "/IMAGE/INDEX", value: String(options.edition.index) }
      : { key: "/IMAGE/NAME", value: options.edition.name };

  const windowsPE = settings("windowsPE", [
    component("Microsoft-Windows-International-Core-WinPE", [
      el("SetupUILanguage", el("UILanguage", options.locale)),
      ...locales,
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
              partition(3, "Primary"),
            ]),
            el("ModifyPartitions", [
              format(1, [el("Format", "FAT32"), el("Label", "System")]),
              format(2, []),
              format(3, [el("Format", "NTFS"), el("Label", "Windows"), el("Letter", "C")]),
            ]),
          ],
          ADD,
        ),
      ),
      el(
        "ImageInstall",
        el("OSImage", [
          el("InstallTo", [el("DiskID", "0"), el("PartitionID", "3")]),
          el("InstallFrom", el("MetaData", [el("Key", edition.key), el("Value", edition.value)], ADD)),
          el("WillShowUI", "OnError"),
        ]),
      ),
      // (no ProductKey without a key: Windows Setup refuses an empty <Key>, and media without a PID.txt
      // installs the edition chosen by index, unactivated)
      el("UserData", [
        el("AcceptEula", "true"),
        ...(options.productKey
          ? [el("ProductKey", [el("Key", options.productKey), el("WillShowUI", "OnError")])]
          : []),
      ]),
      runSynchronous(
        "RunSynchronousCommand",
        LABCONFIG_BYPASSES.map((name) => regDword("HKLM\\SYSTEM\\Setup\\LabConfig", name, 1)),
      ),
    ]),
  ]);

  const specialize = settings("specialize", [
    component("Microsoft-Windows-Shell-Setup", [
      el("ComputerName", options.computerName),
      el("TimeZone", "UTC"),
    ]),
    component("Microsoft-Windows-Security-SPP-UX", [el("SkipAutoActivation", "true")]),
    component("Microsoft-Windows-Deployment", [
      runSynchronous("RunSynchronousCommand", [
        // No BitLocker device encryption: the image must boot with any fresh TPM.
        regDword("HKLM\\SYSTEM\\CurrentControlSet\\Control\\BitLocker", "PreventDeviceEncryption", 1),
        regDword("HKLM\\SOFTWARE\\Policies\\Microsoft\\Windows\\OOBE", "DisablePrivacyExperience", 1),
        regDword("HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\OOBE", "BypassNRO", 1),
      ]),
    ]),
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
        el("ProtectYourPC", "3"),
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
              password(options.password),
            ],
            ADD,
          ),
        ),
      ),
      el("AutoLogon", [
        el("Enabled", "true"),
        el("Username", options.user),
        password(options.password),
        el("LogonCount", "9999999"),
      ]),
      el(
        "FirstLogonCommands",
        el(
          "SynchronousCommand",
          [
            el("Order", "1"),
            el("CommandLine", firstLogonCommand(options.provisionScript)),
            el("Description", "desktest provisioning"),
            el("RequiresUserInput", "false"),
          ],
          ADD,
        ),
      ),
    ]),
  ]);

  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<!-- Generated by desktest init-windows. -->",
    serialize(
      el("unattend", [windowsPE, specialize, oobeSystem], {
        xmlns: "urn:schemas-microsoft-com:unattend",
        "xmlns:wcm": "http://schemas.microsoft.com/WMIConfig/2002/State",
      }),
    ),
    "",
  ].join("\n");
}
