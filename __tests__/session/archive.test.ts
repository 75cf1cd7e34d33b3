import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import tar from "tar-stream";
import { describe, expect, it } from "vitest";
import { unpackDownload } from "../../src/session/docker/archive.ts";
import { tempTree } from "../helpers/cli.ts";

describe("archive extraction", () => {
  const archive = async (
    entries: Array<{
      name: string;
      body?: string;
      type?: "file" | "directory" | "symlink";
      linkname?: string;
    }>,
  ) => {
    const pack = tar.pack();
    for (const e of entries)
      pack.entry({ name: e.name, type: e.type ?? "file", linkname: e.linkname }, e.body ?? "");
    pack.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of pack as unknown as AsyncIterable<Buffer>) chunks.push(chunk);
    return Readable.from([Buffer.concat(chunks)]);
  };

  it.each([
    [
      "a parent-directory entry",
      [
        { name: "dir", type: "directory" as const },
        { name: "dir/../../escaped.txt", body: "x" },
      ],
    ],
    [
      "an absolute entry",
      [
        { name: "dir", type: "directory" as const },
        { name: "/tmp/escaped.txt", body: "x" },
      ],
    ],
  ])("refuses %s that would escape the destination", async (_what, entries) => {
    const root = tempTree({});
    const dest = path.join(root, "dest");
    await expect(unpackDownload(await archive(entries), dest)).rejects.toThrow("escapes the destination");
    expect(existsSync(path.join(root, "escaped.txt"))).toBe(false);
  });

  it("does not materialise links, which could point anywhere on the host", async () => {
    const root = tempTree({});
    const dest = path.join(root, "dest");
    mkdirSync(dest);
    await unpackDownload(
      await archive([
        { name: "d", type: "directory" },
        { name: "d/link", type: "symlink", linkname: "/etc/passwd" },
        { name: "d/ok.txt", body: "ok" },
      ]),
      dest,
    );
    expect(readdirSync(dest)).toEqual(["ok.txt"]);
  });
});
