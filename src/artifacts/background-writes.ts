import type { ArtifactsWriter } from "./artifacts-writer.ts";

/**
 * Artifact files whose bytes arrive later (a screenshot the guest encodes while the model thinks),
 * written as they come, off the caller's critical path. `settled()` waits for every one: call it before
 * the artifacts are read. A file that cannot be had is logged and left out; it never fails the run.
 */
export class BackgroundWrites {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly artifacts: ArtifactsWriter,
    private readonly log: (line: string) => void,
  ) {}

  binary(name: string, data: () => Promise<Buffer>): void {
    const write = data()
      .then((bytes) => this.artifacts.binary(name, bytes))
      .then(
        () => undefined,
        (error: unknown) =>
          this.log(`${name} was not written: ${error instanceof Error ? error.message : String(error)}`),
      );
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
