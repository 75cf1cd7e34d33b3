/**
 * A refused webhook's answer reaches a sender that is still sending: the connection is not reset under
 * it (a reset can destroy an answer the sender has not read yet, and it then sees no status at all).
 */
import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createWebhookReceiver } from "../../app/webhook-receiver.ts";

const quiet = { warn: () => undefined, error: () => undefined };
let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

async function until(test: () => boolean): Promise<void> {
  while (!test()) await new Promise((r) => setTimeout(r, 10));
}

describe("a refused webhook", () => {
  it("is answered to a sender that reads only after it has sent more: the 413 arrives, not a reset", async () => {
    const receive = createWebhookReceiver({
      path: "/hook",
      secret: "s".repeat(32),
      receive: async () => undefined,
      log: quiet,
    });
    let serverSocket: Socket | undefined;
    server = createServer((req, res) => void receive(req, res));
    server.on("connection", (socket: Socket) => (serverSocket = socket));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    // A sender busy sending: it queues its whole body before it looks at what came back.
    const client = connect(port, "127.0.0.1");
    client.pause();
    let received = "";
    let failed: string | undefined;
    client.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    client.on("error", (error: NodeJS.ErrnoException) => (failed = error.code));
    await new Promise((resolve) => client.once("connect", resolve));
    client.write(
      "POST /hook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-GitHub-Event: ping\r\n" +
        `X-GitHub-Delivery: 1\r\nX-Hub-Signature-256: sha256=${"0".repeat(64)}\r\nContent-Length: ${2 ** 30}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < 96; i++) client.write(chunk);
    // The server has answered and done what it does with the connection: closed it, or stopped reading.
    await until(() => serverSocket !== undefined && serverSocket.writableFinished);
    await until(() => serverSocket!.destroyed || serverSocket!.isPaused() || failed !== undefined);
    // It stopped reading once it had dropped its bound (64 MiB) of what the sender kept sending.
    expect({
      destroyed: serverSocket!.destroyed,
      readAll: serverSocket!.bytesRead >= 96 * 1024 * 1024,
    }).toEqual({
      destroyed: false,
      readAll: false,
    });
    await new Promise((r) => setImmediate(r));
    client.resume();
    await until(() => received.includes("\r\n\r\n") || failed !== undefined || client.destroyed);
    expect({ failed, status: received.split("\r\n")[0] }).toEqual({
      failed: undefined,
      status: "HTTP/1.1 413 Payload Too Large",
    });
    client.destroy();
  }, 60_000);
});
