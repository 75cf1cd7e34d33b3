import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { InfraError } from "../../src/errors/desktest-error.ts";
import { connectGuestSocket } from "../../src/session/guest/socket-transport.ts";

const AGENT = path.resolve(import.meta.dirname, "../../docker/guest/agent.py");
const started: ChildProcess[] = [];

/** The real guest agent on the host (no X needed for these operations), serving a unix socket. */
function startAgent(socket: string): ChildProcess {
  const child = spawn("python3", [AGENT, "--no-prewarm", "--unix", socket], { stdio: "ignore" });
  started.push(child);
  return child;
}

afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL");
});

describe("the guest agent over a socket (how VM backends reach it)", () => {
  it("speaks the same protocol as over docker exec: ping, then a command with its exit code", async () => {
    const socket = path.join(mkdtempSync(path.join(tmpdir(), "guest-")), "agent.sock");
    startAgent(socket);
    const { client } = await connectGuestSocket({ path: socket }, { timeoutMs: 10_000 });
    const pong = await client.request<{ pong: boolean; protocol: number }>("ping");
    expect(pong).toMatchObject({ pong: true, protocol: 1 });
    const ran = await client.request<{ exit_code: number; stdout: string }>("run", {
      cmd: ["sh", "-c", "echo over-the-socket; exit 3"],
    });
    expect(ran).toMatchObject({ exit_code: 3, stdout: "over-the-socket\n" });
    client.close();
  });

  it("fails a request in flight when the agent dies, instead of waiting for its timeout", async () => {
    const socket = path.join(mkdtempSync(path.join(tmpdir(), "guest-")), "agent.sock");
    const agent = startAgent(socket);
    const { client } = await connectGuestSocket({ path: socket }, { timeoutMs: 10_000 });
    const pending = client.request("run", { cmd: ["sleep", "30"] }, 60_000);
    agent.kill("SIGKILL");
    await expect(pending).rejects.toThrow(/guest agent (stream failed|.*closed)/);
  });

  it("says where it could not connect, as an infrastructure error", async () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), "guest-")), "nobody.sock");
    const attempt = connectGuestSocket({ path: missing }, { timeoutMs: 300, retryMs: 50 });
    await expect(attempt).rejects.toThrow(InfraError);
    await expect(connectGuestSocket({ path: missing }, { timeoutMs: 100 })).rejects.toThrow(
      `cannot reach the guest agent at ${missing}`,
    );
  });
});
