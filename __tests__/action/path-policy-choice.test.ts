import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changedFilesOfPullRequest, choosePathPolicy } from "../../src/action/path-policy-choice.ts";
import { tempTree } from "../helpers/cli.ts";

const choose = (eventName: string | undefined, changedFiles: string[] | undefined, paths = "auto" as const) =>
  choosePathPolicy({ paths, eventName, changedFiles, taskFiles: ["tests/a.json", "tests/b.json"] }).policy;

describe("the paths input's auto", () => {
  it("confines tasks that may come from the pull request", () => {
    expect(choose("pull_request_target", [])).toBe("repository");
    expect(choose("pull_request", ["tests/b.json", "src/app.ts"])).toBe("repository");
    expect(choose("pull_request", ["./tests/a.json"])).toBe("repository");
    expect(choose("pull_request", undefined)).toBe("repository"); // cannot tell: fail safe
  });

  it("trusts the repository's own tasks", () => {
    expect(choose("pull_request", ["src/app.ts", "tests/fixtures/x.json"])).toBe("any");
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
