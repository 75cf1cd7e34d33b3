import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appsForTask, osworldImageTag } from "../../src/osworld/apps.ts";
import { loadOsworldDocument } from "../../src/osworld/load-osworld.ts";
import {
  appsOfOsworldImage,
  osworldBuildArgs,
  OSWORLD_TOOLS,
} from "../../src/session/osworld-profile-tags.ts";
import { parseJsonDocument } from "../../src/task/json-document.ts";

// The tools a task's metric runs in the desktop: which profile gets them, how they are built, and that the
// librosa tool's libraries are the ones the oracle holds compare_audios to.
const repo = path.resolve(import.meta.dirname, "../..");
const tasks = path.join(import.meta.dirname, "fixtures", "tasks");

function fixtureTask(id: string) {
  const file = path.join(tasks, `${id}.json`);
  const { task, diagnostics } = loadOsworldDocument(parseJsonDocument(readFileSync(file, "utf8")), file, {
    dir: tasks,
  });
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return task!;
}

function pins(file: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const pin = line.replace(/#.*/, "").trim();
    if (!pin) continue;
    const [name, version] = pin.split("==");
    out.set(name!.toLowerCase().replace(/[-_.]+/g, "-"), version!);
  }
  return out;
}

describe("metric tools in the OSWorld image profile", () => {
  it("come with the metrics that run them: librosa for compare_audios, Tesseract for compare_image_text", () => {
    expect(appsForTask(fixtureTask("desktest-extract-audio"))).toEqual(["librosa", "vlc"]);
    expect(appsForTask(fixtureTask("desktest-terminal-screenshot"))).toEqual(["tesseract"]);
    expect(appsForTask(fixtureTask("desktest-flip-video"))).toEqual(["vlc"]); // ffmpeg and Pillow are in every profile
    expect(appsForTask(fixtureTask("desktest-vlc-playing"))).toEqual(["vlc"]);
  });

  it("are named in the tag with the apps, and built as OSWORLD_TOOLS after them", () => {
    const tag = osworldImageTag(["vlc", "librosa"]);
    expect(tag).toBe("desktest-desktop:osworld-librosa-vlc");
    expect(appsOfOsworldImage(tag)).toEqual(["librosa", "vlc"]);
    expect(osworldBuildArgs(["vlc", "librosa", "libreoffice", "tesseract"])).toEqual({
      OSWORLD_APPS: "libreoffice vlc",
      OSWORLD_TOOLS: "librosa tesseract",
    });
    expect(osworldBuildArgs([])).toEqual({ OSWORLD_APPS: "", OSWORLD_TOOLS: "" });
    const dockerfile = readFileSync(path.join(repo, "docker", "osworld", "Dockerfile.osworld"), "utf8");
    for (const tool of OSWORLD_TOOLS) expect(dockerfile, tool).toMatch(new RegExp(`^\\s+${tool}\\) `, "m"));
  });

  it("librosa's libraries are pinned to the oracle's versions", () => {
    const image = pins(path.join(repo, "docker", "osworld", "librosa-requirements.txt"));
    const oracle = pins(path.join(repo, "__tests__", "osworld", "oracle", "requirements.txt"));
    for (const name of ["librosa", "fastdtw", "scipy", "numpy"]) expect(image.has(name), name).toBe(true);
    expect(Number(image.get("numpy")!.split(".")[0])).toBeLessThan(2);
    expect([...image].filter(([name, version]) => oracle.get(name) !== version)).toEqual([]);
  });
});
