import { connect, type Socket } from "node:net";
import { InfraError } from "../../errors/desktest-error.ts";
import { NdjsonClient } from "./ndjson-client.ts";

/** Where a guest agent listens: a unix socket (a VM's virtio-serial port on the host side) or TCP. */
export type GuestSocketAddress = { path: string } | { host: string; port: number };

/**
 * The guest agent's protocol over a socket, for backends whose agent is not a child process of ours
 * (a VM's virtio-serial port exposed as a unix socket, an agent listening on TCP). The same NdjsonClient
 * as over `docker exec`: only the byte stream differs. Retries the connection until `timeoutMs`, since
 * the agent may still be starting; closing the client closes the socket.
 */
export async function connectGuestSocket(
  address: GuestSocketAddress,
  options: { timeoutMs?: number; retryMs?: number } = {},
): Promise<{ client: NdjsonClient; socket: Socket }> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  const where = "path" in address ? address.path : `${address.host}:${address.port}`;
  for (;;) {
    try {
      const socket = await open(address);
      const client = new NdjsonClient(socket, socket);
      socket.on("close", () => client.close("the guest agent's socket closed"));
      return { client, socket };
    } catch (error) {
      if (Date.now() >= deadline) {
        throw new InfraError(`cannot reach the guest agent at ${where}: ${(error as Error).message}`, {
          hint: "the desktop's agent did not start listening; its log or screen (in the artifacts) says why",
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 100));
    }
  }
}

function open(address: GuestSocketAddress): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = "path" in address ? connect(address.path) : connect(address.port, address.host);
    socket.once("connect", () => {
      socket.off("error", reject);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}
