import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changedFilesOfPullRequest, choosePathPolicy } from "../../src/action/path-policy-choice.ts";
import { tempTree } from "../helpers/cli.ts";

const member = { association: "MEMBER", fork: false };
const choose = (
  eventName: string | undefined,
  changedFiles: string[] | undefined,
  author: { association: string | undefined; fork: boolean } | null = member,
) =>
  choosePathPolicy({
    paths: "auto",
    eventName,
    changedFiles,
    // Task files, the host paths they name (an app folder, a fixture, a replay script) and the settings.
    taskFiles: [
      "tests/a.json",
      "tests/b.json",
      "apps/editor",
      "tests/fixtures/notes.txt",
      "tests/a.replay.py",
      ".github/desktest.yml",
    ],
    author: author ?? undefined,
  }).policy;

describe("the paths input's auto", () => {
  it("confines tasks that may come from the pull request", () => {
    expect(choose("pull_request_target", [])).toBe("repository");
    expect(choose("pull_request", ["tests/b.json", "src/app.ts"])).toBe("repository");
    expect(choose("pull_request", ["./tests/a.json"])).toBe("repository");
    expect(choose("pull_request", undefined)).toBe("repository"); // cannot tell: fail safe
  });

  it("decides from every changed file a task reads: fixtures, app folders, replay scripts, settings", () => {
    expect(choose("pull_request", ["tests/fixtures/notes.txt"])).toBe("repository");
    expect(choose("pull_request", ["apps/editor/run.sh"])).toBe("repository");
    expect(choose("pull_request", ["tests/a.replay.py"])).toBe("repository");
    expect(choose("pull_request", [".github/desktest.yml"])).toBe("repository");
    expect(choose("pull_request", ["tests/fixtures"])).toBe("repository"); // a folder made a symlink
  });

  it("decides from the pull request's author: forks and people without write access are confined", () => {
    expect(choose("pull_request", ["src/app.ts"], { association: "MEMBER", fork: true })).toBe("repository");
    expect(choose("pull_request", ["src/app.ts"], { association: "CONTRIBUTOR", fork: false })).toBe(
      "repository",
    );
    expect(
      choose("pull_request", ["src/app.ts"], { association: "FIRST_TIME_CONTRIBUTOR", fork: false }),
    ).toBe("repository");
    expect(choose("pull_request", ["src/app.ts"], null)).toBe("repository"); // cannot tell
  });

  it("trusts the repository's own tasks", () => {
    expect(choose("pull_request", ["src/app.ts", "docs/x.md"])).toBe("any");
    expect(choose("pull_request", ["src/app.ts"], { association: "OWNER", fork: false })).toBe("any");
    expect(choose("push", undefined)).toBe("any");
    expect(choose("workflow_dispatch", undefined)).toBe("any");
  });

  it("is overridden by an explicit input", () => {
    expect(
      choosePathPolicy({ paths: "any", eventName: "pull_request_target", changedFiles: [], taskFiles: [] })
        .policy,
    ).toBe("any");
    expect(
      choosePathPolicy({ paths: "repository", eventName: "push", changedFiles: [], taskFiles: [] }).policy,
    ).toBe("repository");
  });
});

describe("the pull request's changed files", () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@e", ...args], {
      cwd,
      encoding: "utf8",
    }).trim();

  it("come from base...head, or from the merge commit actions/checkout makes; undefined when git cannot tell", async () => {
    const repo = tempTree({ "tests/a.json": "{}\n", "README.md": "x\n" });
    git(repo, "init", "-q", "-b", "main");
    git(repo, "add", ".");
    git(repo, "commit", "-qm", "base");
    const base = git(repo, "rev-parse", "HEAD");
    git(repo, "checkout", "-qb", "feature");
    writeFileSync(path.join(repo, "tests/a.json"), '{"changed": true}\n');
    git(repo, "commit", "-qam", "change a task");
    const head = git(repo, "rev-parse", "HEAD");
    const event = path.join(repo, "..", `event-${path.basename(repo)}.json`);
    writeFileSync(event, JSON.stringify({ pull_request: { base: { sha: base }, head: { sha: head } } }));
    expect(await changedFilesOfPullRequest({ GITHUB_EVENT_PATH: event }, repo)).toEqual(["tests/a.json"]);

    // Without the event's commits: the merge commit's first parent.
    git(repo, "checkout", "-q", "main");
    writeFileSync(path.join(repo, "README.md"), "y\n");
    git(repo, "commit", "-qam", "main moves on");
    git(repo, "merge", "-q", "--no-ff", "-m", "merge", "feature");
    expect(await changedFilesOfPullRequest({}, repo)).toEqual(["tests/a.json"]);

    // A plain commit (not a merge) cannot tell.
    const plain = tempTree({ "x.json": "{}" });
    git(plain, "init", "-q");
    git(plain, "add", ".");
    git(plain, "commit", "-qm", "one");
    expect(await changedFilesOfPullRequest({}, plain)).toBeUndefined();
  });
});
