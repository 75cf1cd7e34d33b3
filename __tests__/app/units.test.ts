import { generateKeyPairSync } from "node:crypto";
import { createServer } from "node:http";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { parseCommand } from "../../app/commands/parse-command.ts";
import { replayDestination, repositoryPath } from "../../app/commands/replay-destination.ts";
import { codeBlock, codeSpan, untrusted } from "../../app/check/markdown.ts";
import { hardCut } from "../../app/check/render.ts";
import { AppConfigError, readConfig } from "../../app/config.ts";
import { parseArtifactName, selectArtifacts, type ArtifactInfo } from "../../app/github/artifacts.ts";
import { ReportArtifact, taskFiles } from "../../app/report/shard-report.ts";
import { normaliseEntryPath, ZipArchive } from "../../app/report/zip-archive.ts";
import { masksFor, resolveSettings } from "../../app/settings.ts";
import { S3ObjectStore } from "../../app/storage/object-store.ts";
import { UrlSigner } from "../../app/storage/signed-url.ts";
import { reportJson, zip } from "./support/fixtures.ts";

describe("signed URLs", () => {
  const now = 1_800_000_000_000;
  const signer = new UrlSigner("s".repeat(40), "https://app.example", 3600, () => now);
  const parts = (url: string) => {
    const u = new URL(url);
    return { path: u.pathname, query: u.searchParams };
  };

  it("verifies what it signed, until it expires", () => {
    const { path: p, query } = parts(signer.sign("/o/abc.png"));
    expect(signer.verify(p, query)).toBe("ok");
    const later = new UrlSigner("s".repeat(40), "https://app.example", 3600, () => now + 3_601_000);
    expect(later.verify(p, query)).toBe("expired");
  });

  it("refuses another path, a changed expiry, another key and malformed parameters", () => {
    const { path: p, query } = parts(signer.sign("/o/abc.png"));
    expect(signer.verify("/o/abd.png", query)).toBe("bad-signature");
    const exp = new URLSearchParams(query);
    exp.set("exp", String(Number(exp.get("exp")) + 10));
    expect(signer.verify(p, exp)).toBe("bad-signature");
    expect(new UrlSigner("t".repeat(40), "https://app.example", 3600, () => now).verify(p, query)).toBe(
      "bad-signature",
    );
    expect(signer.verify(p, new URLSearchParams("exp=1&sig=short"))).toBe("bad-signature");
    expect(signer.verify(p, new URLSearchParams(""))).toBe("bad-signature");
  });
});

describe("slash commands", () => {
  it.each([
    ["/desktest rerun", { kind: "rerun-failed" }],
    ["/DESKTEST Rerun failed", { kind: "rerun-failed" }],
    ["/desktest rerun all", { kind: "rerun-all" }],
    ["/desktest rerun a b a", { kind: "rerun-tasks", tasks: ["a", "b"] }],
    ["/desktest rerun smoke-*", { kind: "rerun-tasks", tasks: ["smoke-*"] }],
    ["/desktest approve", { kind: "approve" }],
    ["/desktest approve all", { kind: "approve" }],
    [
      "/desktest approve app-save app-open app-save",
      { kind: "approve-tasks", tasks: ["app-save", "app-open"] },
    ],
    ["/desktest rerun heal", { kind: "rerun-heal", tasks: "failed" }],
    ["/desktest rerun HEAL failed", { kind: "rerun-heal", tasks: "failed" }],
    ["/desktest rerun heal all", { kind: "rerun-heal", tasks: "all" }],
    ["/desktest rerun heal calc smoke-*", { kind: "rerun-heal", tasks: ["calc", "smoke-*"] }],
    ["/desktest update-replay", { kind: "update-replay", tasks: [] }],
    ["/desktest update-replay calc calc", { kind: "update-replay", tasks: ["calc"] }],
    ["/desktest help", { kind: "help" }],
    ["/desktest", { kind: "help" }],
    ["\n\n  /desktest rerun\nplease, the flaky one", { kind: "rerun-failed" }],
  ])("%j", (body, expected) => {
    expect(parseCommand(body)).toEqual(expected);
  });

  it.each([
    "rerun please",
    "I ran /desktest rerun",
    "/desktesting",
    "> /desktest rerun",
    "`/desktest rerun`",
  ])("%j is not a command", (body) => {
    expect(parseCommand(body)).toBeNull();
  });

  it("rejects arguments that are not task ids", () => {
    expect(parseCommand("/desktest rerun $(id)")?.kind).toBe("invalid");
    expect(parseCommand("/desktest rerun a;b")?.kind).toBe("invalid");
    // Approvals name tasks exactly: no patterns, no Markdown.
    expect(parseCommand("/desktest approve smoke-*")?.kind).toBe("invalid");
    expect(parseCommand("/desktest approve [x](https://evil.example)")?.kind).toBe("invalid");
    expect(parseCommand(`/desktest approve ${"a".repeat(201)}`)?.kind).toBe("invalid");
    expect(
      parseCommand(`/desktest rerun ${Array.from({ length: 30 }, (_, i) => `t${i}`).join(" ")}`)?.kind,
    ).toBe("invalid");
    // An updated replay is committed for tasks named exactly.
    expect(parseCommand("/desktest update-replay calc-*")?.kind).toBe("invalid");
    expect(parseCommand("/desktest rerun heal $(id)")?.kind).toBe("invalid");
  });
});

describe("where an updated replay lands", () => {
  const updated = {
    replaces: "tasks/calc.replay.py",
    replaces_screenshots_dir: "tasks/recorded",
    screenshots_dir: "x/recorded",
  };
  const task = { replay_script: "calc.replay.py", replay_screenshots_dir: "recorded" };

  it("is the branch's task file's replay_script and screens folder, beside the task file or from the root", () => {
    expect(replayDestination("tasks/calc.json", task, updated)).toEqual({
      script: "tasks/calc.replay.py",
      screens: "tasks/recorded",
    });
    // desktest's fallback: a path from the working folder when nothing is beside the task file.
    expect(
      replayDestination(
        "tasks/calc.json",
        { replay_script: "replays/calc.py", replay_screenshots_dir: "replays/shots" },
        {
          replaces: "replays/calc.py",
          replaces_screenshots_dir: "replays/shots",
          screenshots_dir: "x/shots",
        },
      ),
    ).toEqual({ script: "replays/calc.py", screens: "replays/shots" });
    expect(replayDestination("tasks/calc.json", task, { ...updated, screenshots_dir: null })).toEqual({
      script: "tasks/calc.replay.py",
      screens: null,
    });
  });

  it.each([
    [
      "a run that claims another file",
      "tasks/calc.json",
      task,
      { ...updated, replaces: "tasks/other.py" },
      /does not match the branch/,
    ],
    [
      "a script outside the repository",
      "tasks/calc.json",
      { ...task, replay_script: "../../x.py" },
      { ...updated, replaces: "../x.py" },
      /outside the repository/,
    ],
    [
      "an absolute script",
      "tasks/calc.json",
      { ...task, replay_script: "/etc/x.py" },
      { ...updated, replaces: "/etc/x.py" },
      /outside the repository/,
    ],
    [
      "a script in git's folder",
      "tasks/calc.json",
      { ...task, replay_script: "../.git/hooks/pre-commit" },
      { ...updated, replaces: ".git/hooks/pre-commit" },
      /outside the repository/,
    ],
    [
      "a workflow",
      "tasks/calc.json",
      { ...task, replay_script: "../.github/workflows/ci.yml" },
      { ...updated, replaces: ".github/workflows/ci.yml" },
      /under \.github/,
    ],
    [
      "screens outside the repository",
      "tasks/calc.json",
      { ...task, replay_screenshots_dir: "../../shots" },
      { ...updated, replaces_screenshots_dir: "../shots" },
      /outside the repository/,
    ],
    ["no replay_script", "tasks/calc.json", {}, updated, /declares no `replay_script`/],
    ["a task file outside the repository", "../calc.json", task, updated, /not inside the repository/],
  ])("refuses %s", (_what, file, document, claimed, why) => {
    expect(() => replayDestination(file, document, claimed)).toThrow(why);
  });

  it("confines paths to the repository", () => {
    expect(repositoryPath("a/./b/../c.py")).toBe("a/c.py");
    expect(repositoryPath("a\\b.py")).toBeNull();
    expect(repositoryPath("C:/x.py")).toBeNull();
    expect(repositoryPath("a/.GIT/config")).toBeNull();
    expect(repositoryPath(".github/x")).toBeNull();
    expect(repositoryPath("docs/.github/x")).toBe("docs/.github/x");
  });
});

describe("Markdown escaping", () => {
  const evil =
    "a | b `c` ``d`` [x](https://evil.example) ![i](https://evil.example/i.png) <img src=x> @octocat #12 \n next";

  it("keeps report text inside code, with no link, image, element or mention", async () => {
    const cell = codeSpan(untrusted(evil), { inTable: true });
    const table = `| h |\n| --- |\n| ${cell} |\n`;
    const html = await marked.parse(table, { gfm: true });
    expect(html).toContain(
      "<code>a | b `c` ``d`` [x](https://evil.example) ![i](https://evil.example/i.png) &lt;img src=x&gt; @octocat #12  ⏎  next</code>",
    );
    expect(html).not.toMatch(/<a |<img /);
    const block = await marked.parse(codeBlock(untrusted("```\n# heading\n<script>x</script>\n```")), {
      gfm: true,
    });
    expect(block).toContain(
      '<pre><code class="language-text">```\n# heading\n&lt;script&gt;x&lt;/script&gt;\n```\n</code></pre>',
    );
  });

  it("throws when a template prints untrusted text without an escape helper", () => {
    expect(() => `${untrusted("x")}`).toThrow(/without an escape helper/);
  });

  it("cuts cleanly, closing an open fence and details element", () => {
    const text = "intro\n<details><summary>x</summary>\n\n```text\n" + "line\n".repeat(10_000);
    const out = hardCut(text, 2000);
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(2000);
    expect(out).toMatch(/```\n<\/details>\n\n_… cut to fit/);
  });
});

describe("report artifacts", () => {
  const artifact = (name: string, createdAt: string, id: number, expired = false): ArtifactInfo => ({
    id,
    name,
    sizeInBytes: 1,
    digest: null,
    expired,
    createdAt,
  });

  it("reads the Action's artifact names: prefix, kind, shard and attempt", () => {
    expect(parseArtifactName("desktest-report-2of3-attempt-2")).toEqual({
      kind: "report",
      prefix: "desktest",
      shard: "2of3",
      attempt: 2,
    });
    expect(parseArtifactName("ui-suite-trajectories-all")).toEqual({
      kind: "trajectories",
      prefix: "ui-suite",
      shard: "all",
      attempt: 1,
    });
    expect(parseArtifactName("desktest-report")).toEqual({
      kind: "report",
      prefix: "desktest",
      shard: "all",
      attempt: 1,
    });
    expect(parseArtifactName("coverage-report")).toBeNull();
    expect(parseArtifactName("desktest-reports")).toBeNull();
  });

  it("takes the newest attempt of each shard, per suite, and ignores other artifacts", () => {
    const chosen = selectArtifacts([
      artifact("desktest-report-1of2", "2026-01-01T00:00:00Z", 1),
      artifact("desktest-report-2of2", "2026-01-01T00:00:00Z", 2),
      artifact("desktest-report-2of2-attempt-2", "2026-01-01T01:00:00Z", 3),
      artifact("desktest-report-3of3", "2026-01-01T01:00:00Z", 4, true),
      artifact("desktest-trajectories-1of2", "2026-01-01T01:00:00Z", 6),
      artifact("smoke-report-all", "2026-01-01T01:00:00Z", 7),
      artifact("coverage", "2026-01-01T01:00:00Z", 5),
    ]);
    expect([...chosen.keys()].sort()).toEqual(["desktest", "smoke"]);
    expect(chosen.get("desktest")!.map((a) => a.id)).toEqual([1, 3]);
    expect(chosen.get("smoke")!.map((a) => a.id)).toEqual([7]);
  });

  it("never resolves paths outside the archive", async () => {
    expect(normaliseEntryPath("a/./b//c.png")).toBe("a/b/c.png");
    for (const bad of ["../x", "a/../../x", "/etc/passwd", "C:/x", "a\\b", ""])
      expect(normaliseEntryPath(bad)).toBeNull();
    const dir = mkdtempSync(path.join(tmpdir(), "zip-"));
    const file = path.join(dir, "a.zip");
    const report = reportJson({ index: 1, count: 1, tasks: [{ id: "t", final: Buffer.from("x") }] });
    report.tasks[0]!.artifacts!.final_screenshot = "../../etc/passwd";
    writeFileSync(
      file,
      await zip(
        { "report.json": JSON.stringify(report), "etc/passwd": "root", "artifacts/t/final.webp": "img" },
        6,
      ),
    );
    const opened = await ReportArtifact.open(file, "desktest-report-1", 1);
    expect(taskFiles(opened.report.tasks[0]!).finalScreenshot).toBeNull();
    opened.close();
    const archive = await ZipArchive.open(file);
    expect(await archive.read("artifacts/t/../../etc/passwd")).toBeNull();
    expect((await archive.read("artifacts/t/final.webp"))!.toString()).toBe("img");
    archive.close();
    writeFileSync(file, "not a zip");
    await expect(ZipArchive.open(file)).rejects.toThrow(/not a readable zip/);
  });
});

describe("settings", () => {
  it("fills defaults, reports invalid files, and matches masks by id or glob", () => {
    expect(resolveSettings(null).settings.visual.threshold).toBe(0.1);
    const { settings, problems } = resolveSettings({
      visual: {
        threshold: 0.2,
        block: false,
        masks: {
          "clock-*": [{ x: 0, y: 0, width: 5, height: 5 }],
          "*": [{ x: 1, y: 1, width: 1, height: 1 }],
        },
      },
    });
    expect(problems).toEqual([]);
    expect(settings.visual).toMatchObject({ threshold: 0.2, block: false, steps: true });
    expect(masksFor(settings, "clock-app")).toHaveLength(2);
    expect(masksFor(settings, "other")).toHaveLength(1);
    const bad = resolveSettings({ visual: { threshold: 3, colour: "red" } });
    expect(bad.problems.join("\n")).toMatch(/threshold: must be <= 1/);
    expect(bad.settings.visual.threshold).toBe(0.1);
  });
});

describe("configuration", () => {
  it("names every missing variable", () => {
    expect(() => readConfig({}, tmpdir())).toThrow(AppConfigError);
    try {
      readConfig({ STORAGE: "s3" }, tmpdir());
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        "APP_ID",
        "PRIVATE_KEY",
        "WEBHOOK_SECRET",
        "PUBLIC_URL",
        "S3_ENDPOINT",
        "S3_BUCKET",
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  const pem = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  }).privateKey;
  const validEnv = (dataDir: string) => ({
    APP_ID: "1",
    PRIVATE_KEY: pem.replaceAll("\n", "\\n"),
    WEBHOOK_SECRET: "a-webhook-secret-of-32-characters",
    PUBLIC_URL: "https://app.example/",
    DATA_DIR: dataDir,
  });

  it("refuses an App id that is not a number, a key that does not parse and a short webhook secret, saying how to fix each", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cfg-"));
    const message = (env: Record<string, string>) => {
      try {
        readConfig(env);
        return "";
      } catch (error) {
        expect(error).toBeInstanceOf(AppConfigError);
        return (error as Error).message;
      }
    };
    expect(message({ ...validEnv(dataDir), APP_ID: "abc" })).toContain("APP_ID must be the App's numeric id");
    expect(message({ ...validEnv(dataDir), WEBHOOK_SECRET: "x" })).toContain(
      "WEBHOOK_SECRET must be at least 20 characters",
    );
    expect(
      message({
        ...validEnv(dataDir),
        PRIVATE_KEY: "-----BEGIN RSA PRIVATE KEY-----\\nabc\\n-----END RSA PRIVATE KEY-----",
      }),
    ).toContain("PRIVATE_KEY is not a usable private key");
    expect(message(validEnv(dataDir))).toBe("");
  });

  it("keeps a generated URL signing key in the data folder", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cfg-"));
    const env = validEnv(dataDir);
    const first = readConfig(env);
    expect(first.privateKey).toBe(pem);
    expect(first.publicUrl).toBe("https://app.example");
    expect(readConfig(env).signingSecret).toBe(first.signingSecret);
  });
});

describe("S3-compatible storage", () => {
  it("puts and gets objects with SigV4-signed requests", async () => {
    const objects = new Map<string, Buffer>();
    const seen: string[] = [];
    const server = createServer(async (req, res) => {
      seen.push(`${req.method} ${req.url} ${String(req.headers.authorization).split(" ")[0]}`);
      if (!String(req.headers.authorization).startsWith("AWS4-HMAC-SHA256 Credential=AKIDTEST/")) {
        res.writeHead(403).end();
        return;
      }
      if (req.method === "PUT") {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        objects.set(req.url!, Buffer.concat(chunks));
        res.writeHead(200).end();
        return;
      }
      const body = objects.get(req.url!);
      if (!body) res.writeHead(404).end();
      else res.writeHead(200, { "content-type": "image/png" }).end(body);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    try {
      const store = new S3ObjectStore({
        kind: "s3",
        endpoint: `http://127.0.0.1:${port}`,
        bucket: "shots",
        region: "auto",
        accessKeyId: "AKIDTEST",
        secretAccessKey: "secret-key",
        prefix: "desktest/",
      });
      const key = await store.put(Buffer.from("png-bytes"), "png");
      expect(key).toMatch(/^[0-9a-f]{64}\.png$/);
      expect((await store.get(key))!.body.toString()).toBe("png-bytes");
      expect(await store.get(`${"0".repeat(64)}.png`)).toBeNull();
      expect(seen[0]).toBe(`PUT /shots/desktest/${key} AWS4-HMAC-SHA256`);
    } finally {
      server.close();
    }
  });
});
