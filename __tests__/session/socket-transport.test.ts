import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { InfraError } from "../../src/errors/desktest-error.ts";
import { GuestAgent } from "../../src/session/guest/guest-agent.ts";
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
    expect(pong).toMatchObject({ pong: true, protocol: 2 });
    const ran = await client.request<{ exit_code: number; stdout: string }>("run", {
      cmd: ["sh", "-c", "echo over-the-socket; exit 3"],
    });
    expect(ran).toMatchObject({ exit_code: 3, stdout: "over-the-socket\n" });
    client.close();
  });

  it("moves files of any size through the protocol, for backends without a copy channel of their own", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "guest-"));
    const socket = path.join(dir, "agent.sock");
    startAgent(socket);
    const { client } = await connectGuestSocket({ path: socket }, { timeoutMs: 10_000 });
    const guest = new GuestAgent(client);
    expect((await guest.ping()).ops).toEqual(expect.arrayContaining(["read_file", "write_file", "a11y_xml"]));
    const original = Buffer.alloc(9 << 20); // over two 4 MiB chunks
    for (let i = 0; i < original.length; i += 4099) original[i] = i % 251;
    const hostIn = path.join(dir, "in.bin");
    await writeFile(hostIn, original);
    const landed = await guest.upload(hostIn, path.join(dir, "stage", "in.bin"), 0o600);
    expect(landed).toBe(path.join(dir, "stage", "in.bin"));
    const placed = await guest.place(landed, "Desktop/report.bin", { base: dir });
    expect(placed).toBe(path.join(dir, "Desktop", "report.bin"));
    expect(await guest.stat("Desktop/report.bin", dir)).toMatchObject({ file: true, size: original.length });
    const hostOut = path.join(dir, "out.bin");
    await guest.download(placed, hostOut);
    expect((await readFile(hostOut)).equals(original)).toBe(true);
    const tree = await guest.listDir(dir);
    expect(tree).toMatchObject({ directory_tree: { type: "directory" } });
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
