/**
 * The DESKTEST disc, written by the real xorriso (and genisoimage, where installed) and read back with
 * xorriso: the answer file at the root (where Windows Setup looks), the script, the installer, the
 * wheels and the whole agent package under desktest/, under the names Windows reads (Joliet: long,
 * mixed-case), byte for byte.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { guestAgentFiles } from "../../../../src/session/guest/guest-package.ts";
import { autounattendXml } from "../../../../src/session/vm/windows-image/answer-file.ts";
import {
  buildIso,
  isoToolArgs,
  ISO_TOOLS,
  MEDIA_LABEL,
} from "../../../../src/session/vm/windows-image/iso-image.ts";
import {
  MEDIA_SCRIPT,
  stageProvisionMedia,
} from "../../../../src/session/vm/windows-image/provision-media.ts";
import { provisionScript } from "../../../../src/session/vm/windows-image/provision-script.ts";

const guestDir = path.resolve(import.meta.dirname, "../../../../docker/guest");

const installed = (tool: string) => {
  try {
    execFileSync(tool, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};
const tools = ISO_TOOLS.filter(installed);

describe("the ISO tools' command lines", () => {
  it("write Joliet and Rock Ridge names under the DESKTEST label, with the same options for both tools", () => {
    const spec = { sourceDir: "/w/media", output: "/w/desktest.iso", label: MEDIA_LABEL };
    expect(isoToolArgs("xorriso", spec)).toEqual([
      "-as",
      "mkisofs",
      "-quiet",
      "-V",
      "DESKTEST",
      "-J",
      "-joliet-long",
      "-r",
      "-o",
      "/w/desktest.iso",
      "/w/media",
    ]);
    expect(isoToolArgs("genisoimage", spec)).toEqual([
      "-input-charset",
      "utf-8",
      ...isoToolArgs("xorriso", spec).slice(2),
    ]);
  });
});

// CI installs xorriso and genisoimage (.ci/run): there a missing tool fails the test instead of skipping it.
describe.runIf(installed("xorriso") || process.env.CI)("a real provisioning disc", () => {
  it.each(process.env.CI ? [...ISO_TOOLS] : tools)(
    "written by %s holds the answer file at its root and the agent package",
    async (tool) => {
      const root = mkdtempSync(path.join(tmpdir(), "desktest-iso-"));
      const installer = path.join(root, "python-3.12.8-amd64.exe");
      writeFileSync(installer, Buffer.from("MZ fake installer"));
      writeFileSync(path.join(root, "requirements.txt"), "pyautogui==0.9.54\n");
      mkdirSync(path.join(root, "wheelhouse"));
      const wheel = "pyautogui-0.9.54-py3-none-any.whl";
      writeFileSync(path.join(root, "wheelhouse", wheel), "PK fake wheel");
      writeFileSync(path.join(root, "wheelhouse", "notes.txt"), "not a wheel");
      const answerFile = autounattendXml({
        user: "tester",
        password: "pa$$ 'word'",
        computerName: "DESKTEST-WIN",
        locale: "en-US",
        edition: { index: 1 },
        provisionScript: MEDIA_SCRIPT,
      });
      const script = provisionScript({
        user: "tester",
        password: "pa$$ 'word'",
        pythonInstaller: "python-3.12.8-amd64.exe",
        pythonFolder: "Python312",
        requirements: "requirements-windows.txt",
        agentPort: "desktest.agent",
        agentDir: "C:\\desktest\\guest",
        taskName: "DesktestAgent",
      });
      const guestFiles = await guestAgentFiles(guestDir);
      const media = path.join(root, "media");
      const wheels = await stageProvisionMedia(media, {
        answerFile,
        provisionScript: script,
        pythonInstaller: installer,
        requirements: path.join(root, "requirements.txt"),
        wheelhouse: path.join(root, "wheelhouse"),
        guestFiles,
      });
      expect(wheels).toEqual([wheel]);
      const iso = path.join(root, "desktest.iso");
      await buildIso(tool, { sourceDir: media, output: iso, label: MEDIA_LABEL });

      // The names Windows reads: the Joliet tree (Rock Ridge off).
      const listing = execFileSync(
        "xorriso",
        ["-rockridge", "off", "-indev", iso, "-find", "/", "-type", "f"],
        {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        },
      )
        .split("\n")
        .filter(Boolean)
        .map((line) => line.replace(/^'|'$/g, ""));
      expect(listing).toContain("/Autounattend.xml");
      expect(listing.filter((name) => path.posix.dirname(name) === "/")).toEqual(["/Autounattend.xml"]);
      for (const name of [
        "/desktest/provision.ps1",
        "/desktest/python-3.12.8-amd64.exe",
        "/desktest/requirements-windows.txt",
        `/desktest/wheels/${wheel}`,
        "/desktest/guest/agent.py",
        "/desktest/guest/desktest_guest/__init__.py",
        "/desktest/guest/desktest_guest/__main__.py",
        "/desktest/guest/desktest_guest/transports.py",
      ])
        expect(listing).toContain(name);
      expect(listing).not.toContain("/desktest/wheels/notes.txt");
      const agentFiles = listing.filter((name) => name.startsWith("/desktest/guest/"));
      expect(agentFiles.sort()).toEqual(guestFiles.map((file) => `/desktest/guest/${file.name}`).sort());
      expect(agentFiles.length).toBeGreaterThan(15);

      const volume = execFileSync("xorriso", ["-indev", iso, "-pvd_info"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      expect(volume).toMatch(/Volume Id\s*:\s*DESKTEST/);

      const out = path.join(root, "extracted");
      mkdirSync(out);
      execFileSync(
        "xorriso",
        [
          "-osirrox",
          "on",
          "-indev",
          iso,
          "-extract",
          "/Autounattend.xml",
          path.join(out, "Autounattend.xml"),
          "-extract",
          "/desktest/provision.ps1",
          path.join(out, "provision.ps1"),
          "-extract",
          "/desktest/guest/desktest_guest/__main__.py",
          path.join(out, "__main__.py"),
        ],
        { stdio: "ignore" },
      );
      expect(readFileSync(path.join(out, "Autounattend.xml"), "utf8")).toBe(answerFile);
      expect(readFileSync(path.join(out, "provision.ps1"), "utf8")).toBe(script);
      expect(readFileSync(path.join(out, "__main__.py"))).toEqual(
        readFileSync(path.join(guestDir, "desktest_guest", "__main__.py")),
      );
    },
    60_000,
  );
});
