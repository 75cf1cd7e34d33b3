/**
 * The Windows wheels of the guest: the pip command lines (Windows wheels for the installer's Python),
 * reading pip's refusal, names and pure wheels; and a real `pip download` for win_amd64 from a local
 * folder (offline), which is what the build runs against PyPI.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/errors/desktest-error.ts";
import { parsePythonInstaller } from "../../src/session/vm/windows-image/python-installer.ts";
import {
  buildWheelhouse,
  isPortableWheel,
  missingDistribution,
  pipDownloadArgs,
  pipWheelFromSourceArgs,
  requirementName,
} from "../../src/session/wheelhouse.ts";

describe("the Python installer's name", () => {
  it("gives the version pip downloads wheels for and the folder Windows installs it to", () => {
    expect(parsePythonInstaller("/dl/python-3.12.8-amd64.exe")).toEqual({
      fileName: "python-3.12.8-amd64.exe",
      version: "3.12.8",
      minor: "3.12",
      folder: "Python312",
    });
    expect(parsePythonInstaller("python-3.13.0rc2-amd64.exe")).toMatchObject({
      version: "3.13.0rc2",
      minor: "3.13",
    });
  });

  it.each([
    ["python-3.12.8.exe", "64-bit Windows installer"],
    ["python-3.12.8-arm64.exe", "64-bit Windows installer"],
    ["python-3.12.8-amd64.msi", "python-3.X.Y-amd64.exe"],
    ["installer.exe", "python-3.X.Y-amd64.exe"],
    ["python-3.10.11-amd64.exe", "needs 3.11 or later"],
  ])("refuses %s", (name, words) => {
    expect(() => parsePythonInstaller(name)).toThrow(ConfigError);
    try {
      parsePythonInstaller(name);
    } catch (error) {
      expect(`${(error as ConfigError).message} ${(error as ConfigError).hint}`).toContain(words);
    }
  });
});

describe("the pip command lines", () => {
  it("download Windows wheels only, for CPython of the installer's version", () => {
    const args = pipDownloadArgs({
      requirements: "/g/requirements-windows.txt",
      dest: "/w/wheels",
      target: { pythonMinor: "3.12" },
      findLinks: ["/w/wheels"],
    });
    expect(args.slice(0, 3)).toEqual(["-m", "pip", "download"]);
    expect(args.join(" ")).toContain(
      "--only-binary=:all: --platform win_amd64 --python-version 3.12 --implementation cp --find-links /w/wheels -d /w/wheels -r /g/requirements-windows.txt",
    );
  });

  it("build one source-only package alone, from its sources", () => {
    expect(pipWheelFromSourceArgs({ requirement: "PyAutoGUI==0.9.54", dest: "/s" })).toEqual([
      "-m",
      "pip",
      "wheel",
      "--disable-pip-version-check",
      "--progress-bar",
      "off",
      "--no-deps",
      "--no-binary",
      "pyautogui",
      "-w",
      "/s",
      "PyAutoGUI==0.9.54",
    ]);
  });

  it("read which requirement pip found no Windows wheel for, with or without a marker", () => {
    expect(missingDistribution("ERROR: No matching distribution found for PyAutoGUI==0.9.54\n")).toBe(
      "PyAutoGUI==0.9.54",
    );
    expect(
      missingDistribution(
        `ERROR: No matching distribution found for python3-Xlib; platform_system == "Linux"`,
      ),
    ).toBe("python3-Xlib");
    expect(missingDistribution("ERROR: Could not install packages due to an OSError")).toBeUndefined();
    expect(requirementName("PyGetWindow>=0.0.5")).toBe("pygetwindow");
    expect(requirementName("zope.interface")).toBe("zope-interface");
    expect(isPortableWheel("pyrect-0.2.0-py2.py3-none-any.whl")).toBe(true);
    expect(isPortableWheel("pillow-11.1.0-cp312-cp312-win_amd64.whl")).toBe(false);
    expect(isPortableWheel("pillow-11.1.0-cp312-cp312-manylinux_2_28_x86_64.whl")).toBe(false);
  });
});

const hasPip = (() => {
  try {
    execFileSync("python3", ["-m", "pip", "--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** A minimal wheel (zip with METADATA, WHEEL and RECORD), written by Python's zipfile. */
function makeWheel(dir: string, name: string, version: string, tag: string, requires: string[] = []): string {
  const file = `${name}-${version}-${tag}.whl`;
  const script = `
import sys, zipfile
path, name, version, requires = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
info = f"{name}-{version}.dist-info"
meta = f"Metadata-Version: 2.1\\nName: {name}\\nVersion: {version}\\n" + "".join(f"Requires-Dist: {r}\\n" for r in requires)
with zipfile.ZipFile(path, "w") as z:
    z.writestr(f"{name}/__init__.py", "")
    z.writestr(f"{info}/METADATA", meta)
    z.writestr(f"{info}/WHEEL", "Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n")
    z.writestr(f"{info}/RECORD", "")
`;
  execFileSync("python3", ["-c", script, path.join(dir, file), name, version, ...requires]);
  return file;
}

describe.runIf(hasPip || process.env.CI)(
  "a real pip download for Windows (offline, from a local folder)",
  () => {
    it("takes Windows and pure wheels with their dependencies, and leaves Linux wheels out", async () => {
      const root = mkdtempSync(path.join(tmpdir(), "desktest-wheels-"));
      const index = path.join(root, "index");
      const dest = path.join(root, "wheels");
      mkdirSync(index);
      mkdirSync(dest);
      makeWheel(index, "desktest_fixture_app", "1.0", "py3-none-any", ["desktest-fixture-dep>=2"]);
      makeWheel(index, "desktest_fixture_dep", "2.1", "cp312-cp312-win_amd64");
      makeWheel(index, "desktest_fixture_dep", "2.2", "cp312-cp312-manylinux_2_28_x86_64");
      writeFileSync(path.join(root, "requirements.txt"), "desktest-fixture-app==1.0\n");
      const result = await buildWheelhouse({
        requirements: path.join(root, "requirements.txt"),
        dest,
        target: { pythonMinor: "3.12" },
        pipOptions: ["--no-index", "--find-links", index],
      });
      expect(result.builtFromSource).toEqual([]);
      expect(result.wheels).toEqual([
        "desktest_fixture_app-1.0-py3-none-any.whl",
        "desktest_fixture_dep-2.1-cp312-cp312-win_amd64.whl",
      ]);
      expect(readdirSync(dest).sort()).toEqual(result.wheels);
    }, 120_000);

    it("refuses a package with no Windows wheel and no sources, naming it", async () => {
      const root = mkdtempSync(path.join(tmpdir(), "desktest-wheels-"));
      const index = path.join(root, "index");
      mkdirSync(index);
      makeWheel(index, "desktest_fixture_linux", "1.0", "cp312-cp312-manylinux_2_28_x86_64");
      writeFileSync(path.join(root, "requirements.txt"), "desktest-fixture-linux==1.0\n");
      mkdirSync(path.join(root, "wheels"));
      await expect(
        buildWheelhouse({
          requirements: path.join(root, "requirements.txt"),
          dest: path.join(root, "wheels"),
          target: { pythonMinor: "3.12" },
          pipOptions: ["--no-index", "--find-links", index],
        }),
      ).rejects.toThrow(
        /'desktest-fixture-linux==1.0' has no Windows wheel, and its sources do not build here/,
      );
    }, 120_000);
  },
);
