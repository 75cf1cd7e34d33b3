import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import { chromeTimestamp } from "../../src/osworld/browse-history.ts";
import { UrlCache } from "../../src/osworld/cache.ts";
import { runGetter, type GetterContext } from "../../src/osworld/getters/index.ts";
import { OsworldGuest } from "../../src/osworld/guest.ts";
import { ensureOsworldImage } from "../../src/session/docker/osworld-image.ts";
import type { OsworldStep } from "../../src/osworld/model.ts";
import { OSWORLD_HOME } from "../../src/osworld/settings.ts";
import { runOsworldSteps, type StepContext } from "../../src/osworld/setup.ts";
import { DockerSession } from "../../src/session/docker/docker-session.ts";
import { docker } from "../helpers/desktop.ts";
import { historyTemplate, TEMPLATE_IN_FILE_CACHE } from "./chrome-history-template.ts";
import { makeXlsx, tempDir, textFile } from "./helpers.ts";

// OSWorld's setup steps and getters against a real desktop of the osworld image profile (core).
let session: DockerSession;
let guest: OsworldGuest;
let steps: StepContext;
let getters: GetterContext;
const hostCache = tempDir();
const urlCache = tempDir();
const taskDir = tempDir();
const URL = "https://example.org/files/report.xlsx";

beforeAll(async () => {
  const image = await ensureOsworldImage(docker, []);
  session = await DockerSession.create(docker, {
    image,
    taskId: "osworld-guest-test",
    width: 1280,
    height: 800,
    home: OSWORLD_HOME,
  });
  guest = await OsworldGuest.attach(session);
  makeXlsx(path.join(urlCache, "report.xlsx"), {
    Sheet1: {
      rows: [
        ["Name", "Score"],
        ["ann", 3],
        ["bob", 4.5],
      ],
    },
  });
  textFile(urlCache, "urls.json", JSON.stringify({ [URL]: "report.xlsx" }));
  textFile(taskDir, "local.txt", "uploaded from the host\n");
  const cache = new UrlCache([urlCache]);
  steps = {
    guest,
    cache,
    taskId: "t",
    taskDir,
    hostCacheDir: hostCache,
    screen: session.screen,
    password: "password",
    openTimeoutMs: 30_000,
    locate: (pointer) => ({ file: "task.json", pointer }),
    log: () => undefined,
  };
  getters = { guest, cache, taskId: "t", hostCacheDir: hostCache, log: () => undefined };
}, 600_000);

afterAll(async () => {
  await session?.close();
});

const step = (type: string, parameters: Record<string, unknown>, i = 0): OsworldStep => ({
  type,
  parameters,
  pointer: `/config/${i}`,
});
const run = (...list: OsworldStep[]) => runOsworldSteps(list, steps);
const get = (config: Record<string, unknown>) => runGetter(config as never, getters);

describe("the osworld image profile", () => {
  it("has OSWorld's guest conventions: user `user`, /home/user, python with PyAutoGUI, wmctrl, socat, sudo", async () => {
    const out = await session.exec(
      "id -un; echo $HOME; pwd; python -c 'import pyautogui; print(pyautogui.size())'; command -v wmctrl socat gnome-terminal gsettings sar; echo password | sudo -S whoami; echo wrong | sudo -S true; echo rc=$?",
      { timeoutMs: 30_000 },
    );
    expect(out.stdout.split("\n").slice(0, 3)).toEqual(["user", "/home/user", "/home/user"]);
    expect(out.stdout).toContain("Size(width=1280, height=800)");
    expect(out.stdout).toMatch(
      /\/usr\/bin\/wmctrl\n\/usr\/bin\/socat\n\/usr\/bin\/gnome-terminal\n\/usr\/bin\/gsettings\n\/usr\/bin\/sar\nuser\n/,
    );
    expect(out.stdout).toContain("rc=1");
    expect(out.stderr).toContain("sudo: 1 incorrect password attempt");
  }, 60_000);
});

describe("OSWorld setup steps", () => {
  it("execute: placeholders, shell strings, argv with ~/ expansion, shlex-split strings, stdout into the task cache", async () => {
    await run(
      step("execute", {
        command:
          "echo {CLIENT_PASSWORD} | sudo -S mkdir -p ~/Desktop/made && echo {SCREEN_WIDTH}x{SCREEN_HEIGHT} {SCREEN_WIDTH_HALF}",
        shell: "true",
        stdout: "out.txt",
      }),
      step("command", { command: ["touch", "~/Desktop/made/argv"] }),
      step("execute", { command: "python -c \"print('a b')\"", stdout: "py.txt" }),
    );
    expect(readFileSync(path.join(hostCache, "out.txt"), "utf8")).toBe("1280x800 640\n");
    expect(readFileSync(path.join(hostCache, "py.txt"), "utf8")).toBe("a b\n");
    expect(await get({ type: "cache_file", path: "out.txt" })).toBe(path.join(hostCache, "out.txt"));
    expect((await guest.execute(["test", "-f", "/home/user/Desktop/made/argv"], false))?.returncode).toBe(0);
    // a failing command does not fail the step; `until` repeats until its condition holds
    await run(step("execute", { command: "exit 3", shell: true }));
    await run(
      step("execute", {
        command: "n=$(cat ~/n 2>/dev/null || echo 0); echo $((n+1)) > ~/n; cat ~/n",
        shell: true,
        until: { stdout: "3" },
      }),
    );
    expect((await guest.execute("cat ~/n", true))?.output).toBe("3\n");
  }, 60_000);

  it("download (offline, from the cache) and upload_file land at their path with mode 644; a missing URL is a located error", async () => {
    await run(
      step("download", { files: [{ url: URL, path: "Documents/report.xlsx" }] }),
      step("upload_file", { files: [{ local_path: "local.txt", path: "/home/user/Desktop/up/local.txt" }] }),
    );
    const ls = await guest.execute("stat -c '%a %U %n' ~/Documents/report.xlsx ~/Desktop/up/local.txt", true);
    expect(ls?.output).toBe(
      "644 user /home/user/Documents/report.xlsx\n644 user /home/user/Desktop/up/local.txt\n",
    );
    await expect(
      run(step("download", { files: [{ url: "https://example.org/missing.bin", path: "x.bin" }] }, 4)),
    ).rejects.toThrow(/no cached copy of https:\/\/example\.org\/missing\.bin/);
    await expect(
      run(step("download", { files: [{ url: "https://example.org/missing.bin", path: "x.bin" }] }, 4)),
    ).rejects.toMatchObject({
      category: "config_error",
      location: { file: "task.json", pointer: "/config/4" },
    });
  }, 60_000);

  it("open waits for the file's window and activates it; activate_window and close_window use wmctrl", async () => {
    await run(
      step("execute", { command: "printf 'hello\\n' > ~/notes.txt", shell: true }),
      step("open", { path: "~/notes.txt" }),
    );
    const windows = await session.windows();
    const gedit = windows.find((w) => w.title.includes("notes.txt"));
    expect(gedit, JSON.stringify(windows)).toBeDefined();
    expect(gedit!.focused).toBe(true);
    expect(await get({ type: "vm_window_size", app_class_name: "gedit" })).toMatchObject({
      width: expect.any(Number),
      height: expect.any(Number),
    });
    await run(step("close_window", { window_name: "gedit", by_class: true }), step("sleep", { seconds: 1 }));
    await expect
      .poll(async () => (await session.windows()).some((w) => w.title.includes("notes.txt")), {
        timeout: 10_000,
      })
      .toBe(false);
    await expect(run(step("open", { path: "no-such-program-or-file" }))).rejects.toThrow(
      /Application\/file not found/,
    );
  }, 90_000);

  it("update_browse_history: OSWorld's template from the cache, visits dated from the host's clock, in the History the history getter reads", async () => {
    historyTemplate(path.join(urlCache, TEMPLATE_IN_FILE_CACHE));
    const history = [
      {
        url: "https://www.youtube.com/watch?v=9bZkp7q19f0",
        title: "PSY - GANGNAM STYLE(강남스타일) M/V",
        visit_time_from_now_in_seconds: 3600,
      },
      { url: "https://www.bbc.co.uk/", title: "BBC", visit_time_from_now_in_seconds: 300 },
    ];
    const before = new Date();
    await run(step("update_browse_history", { history }));
    const after = new Date();
    // the template is kept in the task cache, as OSWorld keeps it
    expect(statSync(path.join(hostCache, "history_new.sqlite")).size).toBeGreaterThan(0);
    const rows = (await get({ type: "history", dest: "history.sqlite" })) as [
      string,
      string,
      number | bigint,
    ][];
    expect(rows.map(([url, title]) => [url, title])).toEqual(history.map((h) => [h.url, h.title]));
    rows.forEach(([, , stamp], i) => {
      const seconds = history[i]!.visit_time_from_now_in_seconds;
      expect(BigInt(stamp)).toBeGreaterThanOrEqual(chromeTimestamp(before, seconds));
      expect(BigInt(stamp)).toBeLessThanOrEqual(chromeTimestamp(after, seconds));
    });
    const owner = await guest.execute("stat -c '%a %U' ~/.config/google-chrome/Default/History", true);
    expect(owner?.output).toBe("644 user\n");
    // without the template anywhere, the step names the URL it needs
    const bare = { ...steps, cache: new UrlCache([]), hostCacheDir: tempDir() };
    await expect(
      runOsworldSteps([step("update_browse_history", { history }, 5)], bare),
    ).rejects.toMatchObject({
      category: "config_error",
      message: expect.stringMatching(
        /no cached copy of https:\/\/huggingface\.co\/datasets\/xlangai\/ubuntu_osworld_file_cache\/.*history_empty\.sqlite/,
      ),
      location: { pointer: "/config/5" },
    });
  }, 60_000);
});

describe("OSWorld getters", () => {
  it("vm_file (one file, missing, multi with gives), content_from_vm_file, list_directory", async () => {
    const one = await get({ type: "vm_file", path: "~/Documents/report.xlsx", dest: "r.xlsx" });
    expect(one).toBe(path.join(hostCache, "r.xlsx"));
    expect(statSync(one as string).size).toBeGreaterThan(100);
    expect(await get({ type: "vm_file", path: "/home/user/nope.txt", dest: "nope.txt" })).toBeNull();
    const multi = await get({
      type: "vm_file",
      multi: true,
      path: ["/home/user/n", "/home/user/none", "/home/user/notes.txt"],
      dest: ["n", "none", "notes.txt"],
      gives: [0, 1, 2],
    });
    expect(multi).toEqual([path.join(hostCache, "n"), null, path.join(hostCache, "notes.txt")]);
    expect(
      await get({
        type: "content_from_vm_file",
        path: "/home/user/Documents/report.xlsx",
        file_type: "xlsx",
        file_content: "last_row",
      }),
    ).toEqual(["bob", "4.5"]);
    const tree = (await get({ type: "list_directory", path: "/home/user/Desktop" })) as {
      name: string;
      children: { name: string; type: string }[];
    };
    expect(tree.name).toBe("Desktop");
    expect(tree.children.map((c) => `${c.type}:${c.name}`).sort()).toEqual([
      "directory:made",
      "directory:up",
    ]);
    expect(await get({ type: "list_directory", path: "/nope" })).toBeNull();
  }, 60_000);

  it("vm_command_line / vm_command_error, cloud_file from the cache, rule, rule_relativeTime from the guest's clock", async () => {
    expect(await get({ type: "vm_command_line", command: "echo out; echo err >&2", shell: true })).toBe(
      "out\n",
    );
    expect(await get({ type: "vm_command_error", command: "echo out; echo err >&2", shell: true })).toBe(
      "err\n",
    );
    expect(await get({ type: "vm_command_line", command: ["no-such-binary"] })).toBeNull();
    expect(await get({ type: "cloud_file", path: URL, dest: "gold.xlsx" })).toBe(
      path.join(hostCache, "gold.xlsx"),
    );
    expect(await get({ type: "rule", rules: { expected: [1] } })).toEqual({ expected: [1] });
    const today = (await guest.execute(["date", "+%Y"], false))!.output.trim();
    const resolved = (await get({
      type: "rule_relativeTime",
      rules: { relativeTime: { from: "this month" }, expected: { time: "{Year}" } },
    })) as { expected: { time: string } };
    expect(resolved.expected.time).toBe(today);
  }, 60_000);

  it("the screen, the a11y tree in OSWorld's XML, the terminal, and app files that are absent", async () => {
    expect(await get({ type: "vm_screen_size" })).toEqual({ width: 1280, height: 800 });
    await run(
      step("execute", {
        command: ["python", "-c", "import pyautogui; pyautogui.hotkey('ctrl', 'alt', 't')"],
      }),
    );
    await expect
      .poll(async () => (await session.windows()).some((w) => /gnome-terminal/i.test(w.class + w.instance)), {
        timeout: 20_000,
      })
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await session.act("type_text('echo from-the-terminal')\npyautogui.press('enter')");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await get({ type: "vm_terminal_output" })).toMatch(/echo from-the-terminal\nfrom-the-terminal\n/);
    const tree = (await get({ type: "accessibility_tree" })) as string;
    expect(tree.startsWith("<desktop-frame")).toBe(true);
    expect(tree).toMatch(/<application [^>]*name="gnome-terminal-server"/);
    expect(tree).toContain('xmlns:st="https://accessibility.ubuntu.example.org/ns/state"');
    expect(tree).toMatch(/<terminal [^>]*st:focused="true"/);
    await expect(get({ type: "vlc_config", dest: "vlcrc" })).rejects.toThrow(/vlcrc does not exist/);
    expect(await get({ type: "gimp_config_file", file_name: "gimprc", dest: "gimprc" })).toBeNull();
    expect(await get({ type: "bookmarks" })).toEqual([]);
    expect(typeof (await get({ type: "default_video_player" }))).toBe("string");
    const wallpaper = (await get({ type: "vm_wallpaper", dest: "wall.png" })) as string;
    expect(statSync(wallpaper).size).toBe(0);
  }, 90_000);

  it("background_image_in_slide and audio_in_slide: a slide's media extracted from the .pptx into the task cache, linked media fetched from the desktop", async () => {
    const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
    const rels = (items: string) =>
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;
    const deck = zipSync({
      "ppt/slides/slide1.xml": strToU8(
        `<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL}" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:bg><p:bgPr><a:blipFill><a:blip r:embed="rId2"/></a:blipFill></p:bgPr></p:bg><p:spTree/></p:cSld></p:sld>`,
      ),
      "ppt/slides/_rels/slide1.xml.rels": strToU8(
        rels(
          `<Relationship Id="rId2" Type="${REL}/image" Target="../media/image1.png"/><Relationship Id="rId3" Type="${REL}/audio" Target="file:///home/user/Music/song.wav" TargetMode="External"/>`,
        ),
      ),
      "ppt/media/image1.png": strToU8("picture bytes"),
    });
    writeFileSync(path.join(taskDir, "deck.pptx"), deck);
    textFile(taskDir, "song.wav", "sound bytes");
    await run(
      step("upload_file", {
        files: [
          { local_path: "deck.pptx", path: "/home/user/Desktop/deck.pptx" },
          { local_path: "song.wav", path: "/home/user/Music/song.wav" },
        ],
      }),
    );
    const config = { ppt_file_path: "/home/user/Desktop/deck.pptx", slide_index: 0 };
    const image = (await get({ type: "background_image_in_slide", ...config, dest: "bg.png" })) as string;
    expect(image).toBe(path.join(hostCache, "ppt", "media", "image1.png"));
    expect(readFileSync(image, "utf8")).toBe("picture bytes");
    const audio = (await get({ type: "audio_in_slide", ...config, dest: "song.wav" })) as string;
    expect(audio).toBe(path.join(hostCache, "song.wav"));
    expect(readFileSync(audio, "utf8")).toBe("sound bytes");
    expect(
      await get({ type: "background_image_in_slide", ...config, slide_index: 3, dest: "bg.png" }),
    ).toBeNull();
    // OSWorld opens a missing presentation as ZipFile(None)
    await expect(
      get({ type: "audio_in_slide", ppt_file_path: "/home/user/none.pptx", slide_index: 0, dest: "a.wav" }),
    ).rejects.toThrow(/AttributeError/);
  }, 60_000);
});
