import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { ProbotOctokit } from "probot";
import { codeBlock, codeSpan, plain, untrusted } from "../check/markdown.ts";
import { hasUpdatedReplay, type CheckModel, type HealedTask } from "../check/model.ts";
import { downloadArtifact, listRunArtifacts, type ArtifactInfo } from "../github/artifacts.ts";
import {
  BranchMoved,
  branchHead,
  BranchUpdateRefused,
  commitFiles,
  commitMessage,
  type CommitFile,
} from "../github/commit-files.ts";
import { fullName, type PullRequestInfo, type RepoRef } from "../github/types.ts";
import { normaliseEntryPath, ZipArchive, ZipFormatError } from "../report/zip-archive.ts";
import type { AppRuntime } from "../runtime.ts";
import { Refusal } from "./refusal.ts";
import { inert, replayDestination, type ReplayDestination } from "./replay-destination.ts";

/** What one Update replay reads and writes at most: an artifact is untrusted, and so are its sizes. */
export const UPDATE_REPLAY_LIMITS = {
  tasks: 25,
  scriptBytes: 1024 * 1024,
  diffBytes: 1024 * 1024,
  taskFileBytes: 1024 * 1024,
  screensPerTask: 200,
  screenBytes: 10 * 1024 * 1024,
  totalBytes: 64 * 1024 * 1024,
  /** The report artifact downloaded again for the files (it carries the updated replays). */
  artifactBytes: 512 * 1024 * 1024,
  /** A fork's patch comment (GitHub takes 65,536 characters). */
  commentChars: 60_000,
};

/** A screen file the App commits: a plain name, PNG (what a replay reads and the Action ships). */
const SCREEN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.png$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The healed tasks a command names (all of them when it names none), or a refusal that says why there are none. */
export function chooseHealed(model: CheckModel, names: readonly string[]): HealedTask[] {
  const healed = model.tasks.filter(hasUpdatedReplay);
  if (names.length === 0) {
    if (healed.length === 0)
      throw new Refusal("the latest run healed no task: there is no updated replay to commit.");
    if (healed.length > UPDATE_REPLAY_LIMITS.tasks) {
      throw new Refusal(
        `the latest run healed ${healed.length} tasks; name at most ${UPDATE_REPLAY_LIMITS.tasks} (\`/desktest update-replay <task-id…>\`).`,
      );
    }
    return healed;
  }
  return names.map((name) => {
    const shown = codeSpan(untrusted(name), { max: 120 });
    const task = model.tasks.find((t) => t.id === name);
    if (!task) throw new Refusal(`the latest run has no task ${shown}.`);
    if (!hasUpdatedReplay(task)) {
      throw new Refusal(
        task.outcome === "healed"
          ? `${shown} has no updated replay in the latest run's artifacts.`
          : `${shown} was not healed in the latest run (${task.outcome ?? task.status}): only a healed task has an updated replay.`,
      );
    }
    return task;
  });
}

/** One task's updated replay as read from the run's report artifact, bounded and checked. */
export interface UpdatedReplayFiles {
  task: HealedTask;
  artifact: string;
  script: Buffer;
  diff: string;
  /** Screen name (a plain file name) → PNG bytes. */
  screens: Map<string, Buffer>;
}

/**
 * The updated replays of `tasks` from the run's report artifacts (the Action stages each healed task's
 * script, diff and screens there), downloaded again as the check's evidence was. Every size is bounded,
 * every path is read as a path inside the artifact, screens must be plain PNG names.
 */
export async function readUpdatedReplays(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  repo: RepoRef,
  model: CheckModel,
  tasks: readonly HealedTask[],
): Promise<UpdatedReplayFiles[]> {
  const listed = new Map((await listRunArtifacts(octokit, repo, model.run.id)).map((a) => [a.id, a]));
  const workDir = await mkdtemp(path.join(rt.workDir, "update-replay-"));
  const archives = new Map<string, ZipArchive>();
  let total = 0;
  try {
    const out: UpdatedReplayFiles[] = [];
    for (const task of tasks) {
      const archive = await openShard(rt, octokit, repo, model, task.shard, listed, workDir, archives);
      const updated = task.heal.updated_replay;
      const id = inert(task.id);
      const read = async (file: string, max: number, what: string): Promise<Buffer> => {
        const name = normaliseEntryPath(file);
        let bytes: Buffer | null;
        try {
          bytes = name ? await archive.read(name, max) : null;
        } catch (error) {
          if (error instanceof ZipFormatError) throw new Refusal(`${what}: ${inert(error.message)}.`);
          throw error;
        }
        if (!bytes) throw new Refusal(`the artifact ${inert(task.shard)} has no ${what} (${inert(file)}).`);
        total += bytes.length;
        if (total > UPDATE_REPLAY_LIMITS.totalBytes)
          throw new Refusal(`the updated replays are larger than ${UPDATE_REPLAY_LIMITS.totalBytes} bytes.`);
        return bytes;
      };
      const script = await read(updated.script, UPDATE_REPLAY_LIMITS.scriptBytes, "updated replay script");
      if (script.includes(0)) throw new Refusal(`the updated replay script of ${id} is not text.`);
      const diff = (await read(updated.diff, UPDATE_REPLAY_LIMITS.diffBytes, "updated replay diff")).toString(
        "utf8",
      );
      const screens = new Map<string, Buffer>();
      const folder = updated.screenshots_dir ? normaliseEntryPath(updated.screenshots_dir) : null;
      if (updated.screenshots_dir && !folder)
        throw new Refusal(`the updated replay's screens folder of ${id} is not inside the artifact.`);
      if (folder) {
        const names = archive
          .names()
          .filter((n) => n.startsWith(`${folder}/`))
          .map((n) => n.slice(folder.length + 1));
        if (names.length > UPDATE_REPLAY_LIMITS.screensPerTask) {
          throw new Refusal(
            `the updated replay of ${id} has ${names.length} screens (at most ${UPDATE_REPLAY_LIMITS.screensPerTask}).`,
          );
        }
        for (const name of names) {
          if (!SCREEN_NAME.test(name))
            throw new Refusal(`the updated replay's screens hold ${inert(name)}, which is not a PNG screen.`);
          const bytes = await read(`${folder}/${name}`, UPDATE_REPLAY_LIMITS.screenBytes, "screen");
          if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE))
            throw new Refusal(`the updated replay's screen ${inert(name)} is not a PNG image.`);
          screens.set(name, bytes);
        }
      }
      out.push({ task, artifact: task.shard, script, diff, screens });
    }
    return out;
  } finally {
    for (const archive of archives.values()) archive.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

async function openShard(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  repo: RepoRef,
  model: CheckModel,
  shard: string,
  listed: Map<number, ArtifactInfo>,
  workDir: string,
  archives: Map<string, ZipArchive>,
): Promise<ZipArchive> {
  const open = archives.get(shard);
  if (open) return open;
  const id = model.shards.find((s) => s.name === shard)?.artifactId;
  const artifact = id === undefined ? undefined : listed.get(id);
  if (!artifact || artifact.expired) {
    throw new Refusal(
      `the run's artifact ${codeSpan(untrusted(shard))} expired or was deleted: \`/desktest rerun heal\` heals the tasks again.`,
    );
  }
  if (artifact.sizeInBytes > UPDATE_REPLAY_LIMITS.artifactBytes)
    throw new Refusal(`the run's artifact ${codeSpan(untrusted(shard))} is too large to read again.`);
  const file = path.join(workDir, `${artifact.id}.zip`);
  await downloadArtifact(octokit, repo, artifact, file, { retryDelayMs: rt.downloadRetryMs });
  const archive = await ZipArchive.open(file);
  archives.set(shard, archive);
  return archive;
}

/** The task file as the pull request's head has it: parsed JSON, bounded; a refusal when it is not there. */
async function taskDocument(
  octokit: ProbotOctokit,
  repo: RepoRef,
  file: string,
  ref: string,
): Promise<unknown> {
  let text: string;
  try {
    const { data } = await octokit.rest.repos.getContent({
      ...repo,
      path: file,
      ref,
      mediaType: { format: "raw" },
    });
    text = typeof data === "string" ? data : Buffer.from(data as unknown as ArrayBuffer).toString("utf8");
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      throw new Refusal(
        `the task file ${codeSpan(untrusted(file))} is not in the repository at ${ref.slice(0, 7)} (a suite run in a working-directory other than the repository root? Apply the diff from the artifact there).`,
      );
    }
    throw error;
  }
  if (text.length > UPDATE_REPLAY_LIMITS.taskFileBytes)
    throw new Refusal(`the task file ${codeSpan(untrusted(file))} is larger than the App reads.`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Refusal(`the task file ${codeSpan(untrusted(file))} on the branch is not JSON.`);
  }
}

/** The files of one commit: each task's script at its `replay_script`, its screens in its `replay_screenshots_dir`. */
export async function filesToCommit(
  octokit: ProbotOctokit,
  repo: RepoRef,
  headSha: string,
  replays: readonly UpdatedReplayFiles[],
): Promise<{ files: CommitFile[]; destinations: Map<string, ReplayDestination> }> {
  const files: CommitFile[] = [];
  const destinations = new Map<string, ReplayDestination>();
  const owner = new Map<string, string>();
  const add = (file: string, bytes: Buffer, taskId: string) => {
    const other = owner.get(file);
    if (other !== undefined && other !== taskId) {
      throw new Refusal(
        `${codeSpan(untrusted(other))} and ${codeSpan(untrusted(taskId))} would both write ${codeSpan(untrusted(file))}: update them one at a time.`,
      );
    }
    owner.set(file, taskId);
    files.push({ path: file, bytes });
  };
  for (const replay of replays) {
    const document = await taskDocument(octokit, repo, replay.task.file, headSha);
    const destination = replayDestination(replay.task.file, document, replay.task.heal.updated_replay);
    destinations.set(replay.task.id, destination);
    add(destination.script, replay.script, replay.task.id);
    for (const [name, bytes] of replay.screens) add(`${destination.screens}/${name}`, bytes, replay.task.id);
  }
  return { files, destinations };
}

/** The trailer that names the job that made a commit (how a resumed job finds its own commit). */
export function commitTrailer(jobKey: string): string {
  return `Desktest-Update-Replay: ${createHash("sha256").update(jobKey).digest("hex").slice(0, 32)}`;
}

/** The commit message: what it updates, from which run (task, run id and attempt, the check run's link). */
export function updateMessage(input: {
  model: CheckModel;
  replays: readonly UpdatedReplayFiles[];
  destinations: Map<string, ReplayDestination>;
  checkRunUrl: string;
  login: string;
  jobKey: string;
}): string {
  const { model, replays } = input;
  const ids = replays.map((r) => plain(r.task.id, 80));
  const subject =
    ids.length === 1
      ? `desktest: update the replay of ${ids[0]} from its healed run`
      : `desktest: update the replays of ${ids.length} healed tasks`;
  const lines = replays.map((r) => {
    const d = input.destinations.get(r.task.id)!;
    const screens =
      d.screens && r.screens.size > 0 ? ` and ${r.screens.size} screen(s) in ${d.screens}/` : "";
    return `- ${plain(r.task.id, 200)}: diverged at step ${r.task.heal.diverged_at_step}, healed with ${r.task.heal.healed_steps} new step(s); ${d.script}${screens}`;
  });
  return [
    subject,
    "",
    `The updated replay script and screens that workflow run ${model.run.id} (attempt ${model.run.attempt}, #${model.run.number} of ${plain(model.run.name, 100)}) wrote when it healed, from its report artifact:`,
    "",
    ...lines,
    "",
    `Run: ${model.run.htmlUrl}`,
    `Check run: ${input.checkRunUrl}`,
    `Requested by ${plain(input.login, 60)} (Update replay).`,
    "",
    commitTrailer(input.jobKey),
  ].join("\n");
}

/**
 * Commit the files on the pull request's branch, once per job: an earlier attempt's commit (the branch
 * head carries the job's trailer) is not made again. The branch must still be at the run's head commit.
 */
export async function commitUpdatedReplay(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  repo: RepoRef,
  pull: PullRequestInfo,
  input: { files: CommitFile[]; message: string; parent: string; jobKey: string },
): Promise<string> {
  let made = "";
  const trailer = commitTrailer(input.jobKey);
  // The ref itself: the pull request's head lags a ref update (a job resumed right after it would miss its commit).
  const head = () => branchHead(octokit, repo, pull.headRef);
  await rt.effects.once({
    key: `${input.jobKey}:commit`,
    happened: async () => {
      const sha = await head();
      if (!(await commitMessage(octokit, repo, sha)).includes(trailer)) return false;
      made = sha;
      return true;
    },
    perform: async () => {
      try {
        made = await commitFiles(octokit, repo, {
          branch: pull.headRef,
          parent: input.parent,
          message: input.message,
          files: input.files,
        });
      } catch (error) {
        if (error instanceof BranchMoved)
          throw new Refusal(
            `the branch ${codeSpan(untrusted(pull.headRef))} moved since the run; nothing was committed. Re-run with \`/desktest rerun heal\` on the new head.`,
          );
        if (error instanceof BranchUpdateRefused)
          throw new Refusal(
            `GitHub refused to move the branch ${codeSpan(untrusted(pull.headRef))} (a branch protection rule or a ruleset?): ${codeSpan(untrusted(error.reason), { max: 300 })}. Nothing was committed; apply the diff from the run's report artifact yourself, or let the App push to the branch.`,
          );
        throw error;
      }
    },
  });
  return made || (await head());
}

/** A fork's answer: the patch of each healed task (the App cannot push to a fork's branch). */
export function patchComment(
  login: string,
  pull: PullRequestInfo,
  replays: readonly UpdatedReplayFiles[],
  artifactLink: (artifactName: string) => string,
): string {
  const intro = [
    `@${login} this pull request comes from a fork (${codeSpan(untrusted(pull.headRepository ?? "deleted"))}), whose branch the App cannot push to, so here is the updated replay as a patch. In a clone of the fork's branch, save it and run \`git apply <file>\` in the folder the suite runs in (the repository root in CI); the screens are in the report artifact, to copy into the task's screens folder.`,
  ];
  const share = Math.floor((UPDATE_REPLAY_LIMITS.commentChars - 2_000) / Math.max(1, replays.length));
  const sections = replays.map((r) => {
    const screens = r.screens.size
      ? `\n${r.screens.size} screen(s) in ${codeSpan(untrusted(r.task.heal.updated_replay.screenshots_dir ?? ""))} of the artifact [${codeSpan(untrusted(r.artifact), { max: 100 })}](${artifactLink(r.artifact)}), for ${codeSpan(untrusted(r.task.heal.updated_replay.replaces_screenshots_dir ?? ""))}.`
      : "";
    const cut = r.diff.length > share ? " (cut: the whole diff is in the artifact)" : "";
    return `**${codeSpan(untrusted(r.task.id), { max: 120 })}**${cut}:\n${codeBlock(untrusted(r.diff), { max: share, info: "diff" })}${screens}`;
  });
  return [...intro, ...sections].join("\n\n");
}

/** `owner/repo`'s check run page. */
export function checkRunUrl(webUrl: string, repo: RepoRef, checkRunId: number): string {
  return `${webUrl}/${fullName(repo)}/runs/${checkRunId}`;
}
