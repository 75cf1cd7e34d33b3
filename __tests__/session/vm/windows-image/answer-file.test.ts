/**
 * The Windows Setup answer file: well-formed XML (a strict parser reads it), with the components an
 * unattended install needs, and every value given back exactly as it went in, however hostile.
 */
import { DOMParser } from "@xmldom/xmldom";
import { SaxesParser } from "saxes";
import xpath from "xpath";
import { describe, expect, it } from "vitest";
import {
  autounattendXml,
  DRIVE_LETTERS,
  firstLogonCommand,
  LABCONFIG_BYPASSES,
  xmlEscape,
  type AnswerFileOptions,
} from "../../../../src/session/vm/windows-image/answer-file.ts";

const base: AnswerFileOptions = {
  user: "tester",
  password: "desktest",
  computerName: "DESKTEST-WIN",
  locale: "en-US",
  edition: { index: 1 },
  provisionScript: "desktest\\provision.ps1",
};

/**
 * Parse strictly (saxes throws on anything not well-formed; an empty value Windows Setup documents as
 * unsupported, a product key's <Key>, throws too), then query with XPath.
 */
function parse(xml: string) {
  const strict = new SaxesParser({ xmlns: true });
  let elements = 0;
  const open: { name: string; text: string }[] = [];
  strict.on("opentag", (tag) => {
    elements++;
    open.push({ name: tag.local, text: "" });
  });
  strict.on("text", (t) => {
    if (open.length) open[open.length - 1]!.text += t;
  });
  strict.on("closetag", (tag) => {
    const element = open.pop();
    if (tag.local === "Key" && open.at(-1)?.name === "ProductKey" && !element?.text.trim())
      throw new Error("Windows Setup: the ProductKey Key element does not support an empty value");
  });
  strict.write(xml).close();
  const document = new DOMParser().parseFromString(xml, "text/xml");
  const select = xpath.useNamespaces({
    u: "urn:schemas-microsoft-com:unattend",
    wcm: "http://schemas.microsoft.com/WMIConfig/2002/State",
  });
  const texts = (path: string) =>
    (select(path, document as unknown as Node) as Node[]).map((n) => n.textContent ?? "");
  const text = (path: string) => {
    const all = texts(path);
    expect(all, path).toHaveLength(1);
    return all[0]!;
  };
  return { elements, texts, text };
}

const component = (pass: string, name: string) =>
  `/u:unattend/u:settings[@pass='${pass}']/u:component[@name='${name}']`;

describe("the answer file", () => {
  it("is well-formed XML with one settings element per pass Windows Setup runs", () => {
    const xml = autounattendXml(base);
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
    const { elements, texts } = parse(xml);
    expect(elements).toBeGreaterThan(200);
    expect(texts("/u:unattend/u:settings/@pass")).toEqual(["windowsPE", "specialize", "oobeSystem"]);
    expect(texts("//u:component/@processorArchitecture").every((arch) => arch === "amd64")).toBe(true);
  });

  it("loads the virtio disk and network drivers from whichever drive letter the virtio-win disc gets", () => {
    const { texts } = parse(autounattendXml(base));
    const paths = texts(
      `${component("windowsPE", "Microsoft-Windows-PnpCustomizationsWinPE")}/u:DriverPaths/u:PathAndCredentials/u:Path`,
    );
    for (const letter of DRIVE_LETTERS)
      for (const driver of ["viostor", "vioscsi", "NetKVM"])
        for (const os of ["w11", "w10"]) expect(paths).toContain(`${letter}:\\${driver}\\${os}\\amd64`);
    expect(paths).toHaveLength(DRIVE_LETTERS.length * 3 * 2);
    const keys = texts("//u:PathAndCredentials/@wcm:keyValue");
    expect(new Set(keys).size).toBe(keys.length); // Setup rejects duplicate keys
    expect(paths).not.toContain("C:\\viostor\\w11\\amd64");
  });

  it("skips the Windows 11 hardware checks and partitions the disk for UEFI", () => {
    const { texts, text } = parse(autounattendXml(base));
    const setup = component("windowsPE", "Microsoft-Windows-Setup");
    const commands = texts(`${setup}/u:RunSynchronous/u:RunSynchronousCommand/u:Path`);
    expect(commands).toEqual(
      LABCONFIG_BYPASSES.map(
        (name) => `reg.exe add "HKLM\\SYSTEM\\Setup\\LabConfig" /v ${name} /t REG_DWORD /d 1 /f`,
      ),
    );
    expect(LABCONFIG_BYPASSES).toEqual([
      "BypassTPMCheck",
      "BypassSecureBootCheck",
      "BypassRAMCheck",
      "BypassStorageCheck",
      "BypassCPUCheck",
    ]);
    expect(texts(`${setup}/u:DiskConfiguration/u:Disk/u:CreatePartitions/u:CreatePartition/u:Type`)).toEqual([
      "EFI",
      "MSR",
      "Primary",
    ]);
    expect(text(`${setup}/u:ImageInstall/u:OSImage/u:InstallTo/u:PartitionID`)).toBe("3");
    expect(text(`${setup}/u:ImageInstall/u:OSImage/u:InstallFrom/u:MetaData/u:Key`)).toBe("/IMAGE/INDEX");
    expect(text(`${setup}/u:ImageInstall/u:OSImage/u:InstallFrom/u:MetaData/u:Value`)).toBe("1");
    expect(text(`${setup}/u:UserData/u:AcceptEula`)).toBe("true");
    // Without a key there is no ProductKey at all (Windows Setup refuses an empty <Key>), and UAC is
    // left on (EnableLUA false stops packaged apps: Notepad and Calculator on Windows 11).
    expect(texts(`${setup}/u:UserData/u:ProductKey`)).toEqual([]);
    expect(texts("//u:EnableLUA")).toEqual([]);
    expect(texts(`${component("specialize", "Microsoft-Windows-Deployment")}//u:Path`)).toContain(
      'reg.exe add "HKLM\\SYSTEM\\CurrentControlSet\\Control\\BitLocker" /v PreventDeviceEncryption /t REG_DWORD /d 1 /f',
    );
  });

  it("creates the local administrator tester, logs it on automatically and runs provision.ps1 at its first logon", () => {
    const { text } = parse(autounattendXml(base));
    const shell = component("oobeSystem", "Microsoft-Windows-Shell-Setup");
    const account = `${shell}/u:UserAccounts/u:LocalAccounts/u:LocalAccount`;
    expect(text(`${account}/u:Name`)).toBe("tester");
    expect(text(`${account}/u:Group`)).toBe("Administrators");
    expect(text(`${account}/u:Password/u:Value`)).toBe("desktest");
    expect(text(`${shell}/u:AutoLogon/u:Enabled`)).toBe("true");
    expect(text(`${shell}/u:AutoLogon/u:Username`)).toBe("tester");
    expect(text(`${shell}/u:AutoLogon/u:Password/u:Value`)).toBe("desktest");
    expect(text(`${shell}/u:OOBE/u:HideOnlineAccountScreens`)).toBe("true");
    const command = text(`${shell}/u:FirstLogonCommands/u:SynchronousCommand/u:CommandLine`);
    expect(command).toBe(firstLogonCommand("desktest\\provision.ps1"));
    expect(command).toBe(
      "cmd.exe /c for %d in (D E F G H I J K L M N O P Q R S T U V W X Y Z) do @if exist %d:\\desktest\\provision.ps1 powershell.exe -NoProfile -ExecutionPolicy Bypass -File %d:\\desktest\\provision.ps1",
    );
    expect(command.length).toBeLessThan(1024); // Setup's limit for a command line
    expect(
      text(
        `${component("windowsPE", "Microsoft-Windows-International-Core-WinPE")}/u:SetupUILanguage/u:UILanguage`,
      ),
    ).toBe("en-US");
  });

  it("escapes every value it is given: passwords, names, keys and the locale come back unchanged", () => {
    const hostile = `p&ss <word> "quoted" 'single' ]]> &amp; $x`;
    const options: AnswerFileOptions = {
      ...base,
      user: `te<st>er&"'`,
      password: hostile,
      computerName: `PC&<1>`,
      locale: `xx-&<YY>`,
      edition: { name: `Windows 11 "Pro" & <N>` },
      productKey: `KEY-&<>'"`,
      provisionScript: `dir & <x>\\provision.ps1`,
    };
    const xml = autounattendXml(options);
    expect(xml).not.toContain(hostile);
    const { text, texts } = parse(xml);
    const shell = component("oobeSystem", "Microsoft-Windows-Shell-Setup");
    expect(text(`${shell}/u:UserAccounts/u:LocalAccounts/u:LocalAccount/u:Name`)).toBe(options.user);
    expect(text(`${shell}/u:UserAccounts/u:LocalAccounts/u:LocalAccount/u:Password/u:Value`)).toBe(hostile);
    expect(text(`${shell}/u:AutoLogon/u:Password/u:Value`)).toBe(hostile);
    expect(text(`${shell}/u:AutoLogon/u:Username`)).toBe(options.user);
    expect(text(`${component("specialize", "Microsoft-Windows-Shell-Setup")}/u:ComputerName`)).toBe(
      options.computerName,
    );
    expect(texts("//u:UserLocale")).toEqual([options.locale, options.locale]);
    const setup = component("windowsPE", "Microsoft-Windows-Setup");
    expect(text(`${setup}/u:ImageInstall/u:OSImage/u:InstallFrom/u:MetaData/u:Key`)).toBe("/IMAGE/NAME");
    expect(text(`${setup}/u:ImageInstall/u:OSImage/u:InstallFrom/u:MetaData/u:Value`)).toBe(
      `Windows 11 "Pro" & <N>`,
    );
    expect(text(`${setup}/u:UserData/u:ProductKey/u:Key`)).toBe(options.productKey);
    expect(text(`${setup}/u:UserData/u:ProductKey/u:WillShowUI`)).toBe("OnError");
    expect(text(`${shell}/u:FirstLogonCommands/u:SynchronousCommand/u:CommandLine`)).toContain(
      `%d:\\dir & <x>\\provision.ps1`,
    );
  });

  it("xmlEscape turns the five special characters into entities", () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(xmlEscape("&amp;")).toBe("&amp;amp;");
  });
});
