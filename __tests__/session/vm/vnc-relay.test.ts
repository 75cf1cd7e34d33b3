/**
 * The VM's VNC relay without a VM: the guest's relay (docker/vm/desktest-vnc-relay, run here by the host's
 * python3) on a pseudo-terminal standing in for its virtio-serial port, whose other end is a unix socket
 * as QEMU gives it (one host connection at a time; what the guest writes while none is connected is
 * dropped), and the engine's VncRelayClient on that socket. A TCP server on 127.0.0.1 stands in for
 * x11vnc: it greets each connection as an RFB server does and echoes what it is sent.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Duplex } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { VncRelayClient } from "../../../src/session/vm/vnc-relay-client.ts";
import { encodeFrame, FrameReader, FrameType, helloFrame } from "../../../src/session/vm/vnc-relay-frames.ts";

const repo = path.resolve(import.meta.dirname, "../../..");
const GREETING = "RFB 003.008\n";

/** QEMU's side of a virtio-serial port, with a pty as the guest's device: prints the device's path. */
const PORT_STAND_IN = String.raw`
import os, pty, select, socket, sys, tty
master, slave = pty.openpty()
tty.setraw(slave)
srv = socket.socket(socket.AF_UNIX)
srv.bind(sys.argv[1])
srv.listen(1)
print(os.ttyname(slave), flush=True)
conn = None
while True:
    ready, _, _ = select.select([master, conn or srv], [], [])
    if master in ready:
        data = os.read(master, 65536)
        if conn is not None:
            try:
                conn.sendall(data)
            except OSError:
                conn.close(); conn = None
    if conn is None and srv in ready:
        conn, _ = srv.accept()
    elif conn is not None and conn in ready:
        data = conn.recv(65536)
        if not data:
            conn.close(); conn = None
            continue
        view = memoryview(data)
        while view:
            view = view[os.write(master, view):]
`;

const children: ChildProcess[] = [];
let dir: string;
let portSocket: string;
let vnc: Server;
let vncPort: number;
const vncConnections = new Set<Socket>();
const clients: VncRelayClient[] = [];

function python(args: string[]): ChildProcess {
  const child = spawn("python3", args, {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
  });
  children.push(child);
  return child;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "desktest-vnc-relay-"));
  portSocket = path.join(dir, "vnc-relay.sock");
  vnc = createServer((socket) => {
    vncConnections.add(socket);
    socket.on("close", () => vncConnections.delete(socket));
    socket.on("error", () => undefined);
    socket.write(GREETING);
    socket.on("data", (chunk: Buffer) => {
      const text = chunk.toString("latin1");
      if (text === "big") socket.write(pattern(5_000_000));
      else if (text === "bye") socket.end();
      else socket.write(chunk);
    });
  });
  await new Promise<void>((resolve) => vnc.listen(0, "127.0.0.1", resolve));
  vncPort = (vnc.address() as { port: number }).port;
  const standIn = python(["-c", PORT_STAND_IN, portSocket]);
  const device = await new Promise<string>((resolve) =>
    standIn.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  python([
    path.join(repo, "docker/vm/desktest-vnc-relay"),
    "--device",
    device,
    "--target",
    `127.0.0.1:${vncPort}`,
    "--connect-timeout",
    "1",
  ]);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  for (const socket of vncConnections) socket.destroy();
  await new Promise((resolve) => vnc.close(resolve));
});

function client(): VncRelayClient {
  const made = new VncRelayClient(portSocket, { helloTimeoutMs: 10_000 });
  clients.push(made);
  return made;
}

function pattern(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 7 + (i >> 8)) & 0xff;
  return bytes;
}

/** Everything the stream gives until it holds `length` bytes. */
function receive(stream: Duplex, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let have = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      have += chunk.length;
      if (have >= length) {
        stream.off("data", onData);
        stream.off("error", reject);
        stream.pause();
        const all = Buffer.concat(chunks);
        if (all.length > length) stream.unshift(all.subarray(length));
        resolve(all.subarray(0, length));
      }
    };
    stream.on("data", onData);
    stream.once("error", reject);
    stream.resume();
  });
}

async function greeted(stream: Duplex): Promise<void> {
  expect((await receive(stream, GREETING.length)).toString()).toBe(GREETING);
}

async function echo(stream: Duplex, text: string): Promise<string> {
  stream.write(text);
  return (await receive(stream, text.length)).toString();
}

describe("the VM's VNC relay, over a stand-in for its virtio-serial port", () => {
  it("gives each viewer a connection of its own to the VNC server, several at once, as viewers come and go", async () => {
    const relay = client();
    const a = await relay.open();
    const b = await relay.open();
    await greeted(a);
    await greeted(b);
    expect(vncConnections.size).toBe(2);
    expect(await echo(a, "from a")).toBe("from a");
    expect(await echo(b, "from b")).toBe("from b");

    // One viewer leaves: its server connection ends, the other one goes on, and a new viewer joins.
    const serverEnded = new Promise((resolve) =>
      [...vncConnections].forEach((socket) => socket.once("close", resolve)),
    );
    a.destroy();
    await serverEnded;
    expect(await echo(b, "still b")).toBe("still b");
    const c = await relay.open();
    await greeted(c);
    expect(await echo(c, "from c")).toBe("from c");
    expect(vncConnections.size).toBe(2);
    b.destroy();
    c.destroy();
  });

  it("carries a whole screen's worth of bytes in order", async () => {
    const stream = await client().open();
    await greeted(stream);
    stream.write("big");
    expect((await receive(stream, 5_000_000)).equals(pattern(5_000_000))).toBe(true);
    stream.destroy();
  });

  it("ends a viewer's stream when the server ends its connection", async () => {
    const stream = await client().open();
    await greeted(stream);
    const ended = new Promise((resolve) => stream.once("end", resolve));
    stream.resume();
    stream.write("bye");
    await ended;
    stream.destroy();
  });

  it("starts over cleanly for a host that connects again after one that went away halfway through a frame", async () => {
    const first = client();
    const old = await first.open();
    await greeted(old);
    // A host that sent half a frame (a DATA frame's header and part of its payload) and went away.
    const raw = await new Promise<Socket>((resolve) => {
      first.close();
      const socket = connect(portSocket, () => resolve(socket));
    });
    const half = encodeFrame(FrameType.data, 1, Buffer.alloc(40_000, 1)).subarray(0, 20_000);
    await new Promise<void>((resolve) => raw.write(half, () => resolve()));
    raw.destroy();

    const again = await client().open();
    await greeted(again);
    expect(await echo(again, "after")).toBe("after");
    again.destroy();
  });

  it("fails a viewer's stream with the reason when nothing answers on the VNC server's port", async () => {
    vnc.close();
    for (const socket of vncConnections) socket.destroy();
    const stream = await client().open();
    const failed = new Promise<Error>((resolve) => stream.once("error", resolve));
    stream.resume();
    expect((await failed).message).toMatch(/nothing answers on 127\.0\.0\.1:\d+/u);
  });
});

describe("the relay's frames", () => {
  const hello = helloFrame(Buffer.alloc(16, 7));

  it("are read only after the answer to our own HELLO, however they are split", () => {
    const reader = new FrameReader(hello);
    const stale = encodeFrame(FrameType.data, 9, Buffer.from("not ours"));
    const otherHello = helloFrame(Buffer.alloc(16, 8));
    const stream = Buffer.concat([
      Buffer.from("garbage"),
      stale,
      otherHello,
      hello,
      encodeFrame(FrameType.data, 1, Buffer.from("screen")),
      encodeFrame(FrameType.close, 1, Buffer.from("gone")),
    ]);
    const frames = [];
    for (let at = 0; at < stream.length; at += 5) frames.push(...reader.push(stream.subarray(at, at + 5)));
    expect(frames.map((f) => [f.type, f.channel, f.payload.toString("latin1")])).toEqual([
      [FrameType.hello, 0, hello.subarray(9).toString("latin1")],
      [FrameType.data, 1, "screen"],
      [FrameType.close, 1, "gone"],
    ]);
  });

  it("refuse a stream that is not the relay's: an unknown type or a frame too long", () => {
    const unknown = new FrameReader(hello);
    expect(() => unknown.push(Buffer.concat([hello, encodeFrame(7 as FrameType, 1)]))).toThrow(
      /not the relay's stream/u,
    );
    const long = new FrameReader(hello);
    const header = Buffer.from([FrameType.data, 0, 0, 0, 1, 0, 0x10, 0, 0]);
    expect(() => long.push(Buffer.concat([hello, header]))).toThrow(/1048576 bytes/u);
  });
});
