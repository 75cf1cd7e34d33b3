import { readFileSync } from "node:fs";
import path from "node:path";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchApp } from "../../src/session/app-launch.ts";
import { DESKTOP_IMAGE } from "../../src/session/docker/desktop-image.ts";
import type { DockerSession } from "../../src/session/docker/docker-session.ts";
import { guestAgentFiles, guestAgentHash } from "../../src/session/guest/guest-package.ts";
import { LABEL } from "../../src/session/labels.ts";
import { desktops, docker } from "../helpers/desktop.ts";

const desktop = desktops();
const guestDir = path.resolve(import.meta.dirname, "../../docker/guest");
/** Built FROM the desktop image (so labelled as holding the agent), with the agent's folder emptied. */
const EMPTIED = `desktest-test/guest-emptied:${process.pid}`;
/** Built FROM the desktop image with another agent in the folder, labelled as such. */
const OTHER = `desktest-test/guest-other:${process.pid}`;
/** Built FROM the desktop image with an entrypoint of its own (a shell that runs the start script). */
const OWN_ENTRYPOINT = `desktest-test/guest-own-entrypoint:${process.pid}`;

async function build(tag: string, dockerfile: string): Promise<void> {
  const pack = tar.pack();
  pack.entry({ name: "Dockerfile" }, dockerfile);
  pack.finalize();
  const stream = await docker.buildImage(pack as unknown as NodeJS.ReadableStream, { t: tag, rm: true });
  await new Promise((resolve, reject) =>
    docker.modem.followProgress(stream, (e: Error | null) => (e ? reject(e) : resolve(undefined))),
  );
}

beforeAll(async () => {
  await build(EMPTIED, `FROM ${DESKTOP_IMAGE}\nUSER root\nRUN rm -rf /tmp/desktest-guest\nUSER tester\n`);
  await build(
    OTHER,
    `FROM ${DESKTOP_IMAGE}\nRUN echo 'raise SystemExit("an older agent")' > /tmp/desktest-guest/agent.py\n` +
      `LABEL ${LABEL.guestHash}="0123456789abcdef"\n`,
  );
  await build(
    OWN_ENTRYPOINT,
    `FROM ${DESKTOP_IMAGE}\nENTRYPOINT ["/usr/bin/tini", "-s", "-g", "--", "/bin/sh", "-c", "exec /usr/local/bin/start-desktop"]\n`,
  );
}, 120_000);

afterAll(async () => {
  for (const tag of [EMPTIED, OTHER, OWN_ENTRYPOINT])
    await docker
      .getImage(tag)
      .remove({ force: true })
      .catch(() => undefined);
});

/** Whether the agent's start script was written into the desktop after its container started (sent by the engine). */
async function agentSent(session: DockerSession): Promise<boolean> {
  const started = Date.parse((await session.container.inspect()).State.StartedAt) / 1000;
  const stat = await session.exec(
    ["python3", "-c", "import os; print(os.stat('/tmp/desktest-guest/agent.py').st_ctime)"],
    { timeoutMs: 10_000 },
  );
  expect(stat.exitCode, stat.stderr).toBe(0);
  return Number(stat.stdout) >= started;
}

/** The agent's start script in the desktop is the one in docker/guest. */
async function expectEnginesAgent(session: DockerSession): Promise<void> {
  const shipped = await session.exec(["cat", "/tmp/desktest-guest/agent.py"], { timeoutMs: 10_000 });
  expect(shipped.stdout).toBe(readFileSync(path.join(guestDir, "agent.py"), "utf8"));
}

/** The desktop's guest agent processes, by how they were started: served by the start script, a relay to it, exec'd. */
async function agentProcesses(session: DockerSession) {
  // (argv of every process; no ps in the image)
  const listed = await session.exec(
    ["sh", "-c", "for f in /proc/[0-9]*/cmdline; do tr '\\0' ' ' < $f 2>/dev/null; echo; done"],
    { timeoutMs: 10_000 },
  );
  const agents = listed.stdout.split("\n").filter((line) => line.includes("desktest-guest/agent.py"));
  return {
    served: agents.filter((line) => line.includes("--unix /tmp/desktest-guest.sock")).length,
    relays: agents.filter((line) => line.includes("--relay unix:/tmp/desktest-guest.sock")).length,
    started: agents.filter((line) => line.includes("--default-display :99") && !line.includes("--unix"))
      .length,
  };
}

describe("the guest agent a desktop starts", () => {
  it("is the image's own copy when the image holds this engine's, started by the desktop itself: nothing is sent or started", async () => {
    const labels = (await docker.getImage(DESKTOP_IMAGE).inspect()).Config.Labels ?? {};
    expect(labels[LABEL.guestHash]).toBe(guestAgentHash(await guestAgentFiles(guestDir)));
    const session = await desktop();
    expect((await session.observe()).screenshot?.width).toBe(1280);
    await expectEnginesAgent(session);
    expect(await agentSent(session)).toBe(false);
    // the agent the start script started answers, through one relay; none was started by the engine
    expect(await agentProcesses(session)).toEqual({ served: 1, relays: 1, started: 0 });
    // its accessibility worker, started after its first answer, reaches the desktop's AT-SPI bus
    await launchApp(session, { command: ["galculator"] });
    const tree = (await session.observe({ screenshot: false })).a11y?.tsv ?? "";
    expect(tree).toMatch(/^togglebutton\t=\t/m);
  });

  it("is started by the engine when an image built FROM the desktop image has an entrypoint of its own", async () => {
    const session = await desktop({ image: OWN_ENTRYPOINT });
    expect((await session.observe()).screenshot?.width).toBe(1280);
    expect(await agentSent(session)).toBe(false);
    expect((await agentProcesses(session)).started).toBe(1);
    expect((await agentProcesses(session)).relays).toBe(0);
  });

  it("is sent when an image built FROM the desktop image removed it", async () => {
    const session = await desktop({ image: EMPTIED });
    expect((await session.observe()).screenshot?.width).toBe(1280);
    await expectEnginesAgent(session);
    expect(await agentSent(session)).toBe(true);
  });

  it("is sent when the image holds another version of it", async () => {
    const session = await desktop({ image: OTHER });
    expect((await session.observe()).screenshot?.width).toBe(1280);
    await expectEnginesAgent(session);
    expect(await agentSent(session)).toBe(true);
  });
});
