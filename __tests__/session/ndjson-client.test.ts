import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { InfraError } from "../../src/errors/desktest-error.ts";
import { GuestRequestError, NdjsonClient } from "../../src/session/guest/ndjson-client.ts";

/** A client wired to in-memory streams: `requests` collects what it sends, `reply` answers. */
function wired() {
  const toAgent = new PassThrough();
  const fromAgent = new PassThrough();
  const requests: Array<Record<string, unknown>> = [];
  toAgent.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) requests.push(JSON.parse(line));
  });
  const client = new NdjsonClient(fromAgent, toAgent);
  const reply = (text: string) => fromAgent.write(text);
  return { client, requests, reply, fromAgent };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("NDJSON client", () => {
  it("matches responses to requests by id, in any order, across split chunks", async () => {
    const { client, requests, reply } = wired();
    const a = client.request<{ v: number }>("ping", { x: 1 });
    const b = client.request<{ v: number }>("observe");
    await tick();
    expect(requests).toEqual([
      { x: 1, id: 1, op: "ping" },
      { id: 2, op: "observe" },
    ]);
    reply('{"id":2,"ok":true,"v":2}\n{"id":1,"ok"');
    reply(':true,"v":1}\n');
    await expect(a).resolves.toMatchObject({ v: 1 });
    await expect(b).resolves.toMatchObject({ v: 2 });
  });

  it("rejects with the agent's error type and message", async () => {
    const { client, reply } = wired();
    const p = client.request("act", { code: "x" });
    await tick();
    reply('{"id":1,"ok":false,"error":{"type":"invalid_params","message":"code is required"}}\n');
    await expect(p).rejects.toBeInstanceOf(GuestRequestError);
    await expect(p).rejects.toThrow("guest agent 'act' failed (invalid_params): code is required");
  });

  it("ignores stray output lines and late answers", async () => {
    const { client, reply } = wired();
    const late = client.request("settle", {}, 20);
    await expect(late).rejects.toThrow("did not answer within 20 ms");
    const next = client.request("ping");
    await tick();
    reply('Xlib.xauth: warning\n{"id":1,"ok":true}\n{"id":2,"ok":true,"pong":true}\n');
    await expect(next).resolves.toMatchObject({ pong: true });
  });

  it("fails every pending request when the agent goes away, and refuses new ones", async () => {
    const { client, fromAgent } = wired();
    const pending = client.request("run", { cmd: "sleep 9" });
    fromAgent.end();
    await expect(pending).rejects.toThrow(
      "the guest agent closed its output (it exited: its diagnostics are in the log) while 'run' was pending",
    );
    await expect(client.request("ping")).rejects.toBeInstanceOf(InfraError);
    expect(client.closed).toBe(true);
  });

  it("says why the other side went away when a write fails, as the backend explains it (not a bare EPIPE)", async () => {
    const toAgent = new PassThrough();
    const fromAgent = new PassThrough();
    let asked = 0;
    const client = new NdjsonClient(fromAgent, toAgent, async () => {
      asked++;
      return "the SSH connection to tester@host dropped (the machine went away)";
    });
    const pending = client.request("observe");
    toAgent.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
    fromAgent.end();
    await expect(pending).rejects.toThrow(
      "the SSH connection to tester@host dropped (the machine went away) while 'observe' was pending",
    );
    expect(asked).toBe(1);

    // Without the backend's words, the write's own error is the reason.
    const bare = new NdjsonClient(new PassThrough(), new PassThrough());
    const failing = bare.request("observe");
    (bare as unknown as { output: PassThrough }).output.emit("error", new Error("write EPIPE"));
    await expect(failing).rejects.toThrow(
      "writing to the guest agent failed: write EPIPE while 'observe' was pending",
    );
  });
});
