import { appendFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Redactor } from "../secrets/redactor.ts";
import { sortedJson } from "./sorted-json.ts";
import { formatTrajectoryLine, type TrajectoryEntry } from "./trajectory.ts";

/**
 * Every file a run writes into its artifacts folder goes through here, so every text passes the
 * redactor (trajectory, a11y dumps, logs, task.json, bug reports); images are written as they are.
 */
export class ArtifactsWriter {
  private readonly trajectoryListeners = new Set<(entry: TrajectoryEntry) => void>();

  constructor(
    readonly dir: string,
    private readonly redactor: Redactor = new Redactor(),
  ) {}

  path(name: string): string {
    const target = path.resolve(this.dir, name);
    if (!target.startsWith(path.resolve(this.dir) + path.sep))
      throw new Error(`artifact name '${name}' leaves the artifacts folder`);
    return target;
  }

  /** A writer for a folder inside this one, redacting the same way (a heal's agent writes its steps there). */
  inside(name: string): ArtifactsWriter {
    return new ArtifactsWriter(this.path(name), this.redactor);
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async text(name: string, text: string): Promise<string> {
    const file = this.path(name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, this.redactor.redact(text));
    return file;
  }

  /** Pretty JSON, keys sorted, every string redacted. */
  async json(name: string, value: unknown, options: { trailingNewline?: boolean } = {}): Promise<string> {
    return this.text(
      name,
      sortedJson(this.redactor.redactJson(value)) + (options.trailingNewline ? "\n" : ""),
    );
  }

  async binary(name: string, data: Buffer): Promise<string> {
    const file = this.path(name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    return file;
  }

  /** Start trajectory.jsonl afresh (the reference appends to a stale one on replay). */
  async resetTrajectory(): Promise<void> {
    await writeFile(this.path("trajectory.jsonl"), "");
  }

  async appendTrajectory(entry: TrajectoryEntry): Promise<void> {
    const redacted = this.redactor.redactJson(entry);
    await appendFile(this.path("trajectory.jsonl"), formatTrajectoryLine(redacted) + "\n");
    for (const listener of this.trajectoryListeners) {
      try {
        listener(redacted);
      } catch {
        // a listener (a live view) never stops the run
      }
    }
  }

  /**
   * Be told of every trajectory entry once it is in trajectory.jsonl, redacted as written (the agent
   * loop, a replay and a recording all write their steps here). Returns the way to stop listening.
   */
  onTrajectoryEntry(listener: (entry: TrajectoryEntry) => void): () => void {
    this.trajectoryListeners.add(listener);
    return () => this.trajectoryListeners.delete(listener);
  }
}
