import Docker from "dockerode";
import { afterAll } from "vitest";
import { DESKTOP_IMAGE } from "../../src/session/docker/desktop-image.ts";
import { DockerSession, type DockerSessionOptions } from "../../src/session/docker/docker-session.ts";

export const docker = new Docker();

/** A fresh desktop for a test file; every one is removed after the file's tests. */
export function desktops(): (options?: Partial<DockerSessionOptions>) => Promise<DockerSession> {
  const open: DockerSession[] = [];
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
  });
  return async (options = {}) => {
    const session = await DockerSession.create(docker, {
      image: DESKTOP_IMAGE,
      taskId: "test",
      width: 1280,
      height: 800,
      ...options,
    });
    open.push(session);
    return session;
  };
}

/** Parse the desktest a11y TSV into rows. */
export interface A11yRow {
  tag: string;
  name: string;
  text: string;
  class: string;
  description: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function parseA11y(tsv: string): A11yRow[] {
  return tsv
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t"))
    .map(([tag = "", name = "", text = "", cls = "", description = "", position = "", size = ""]) => {
      const [x = NaN, y = NaN] = position.split(",").map(Number);
      const [width = NaN, height = NaN] = size.split(",").map(Number);
      return { tag, name, text, class: cls, description, x, y, width, height };
    });
}
