import { createServer, type Server, type Socket } from "node:net";
import { PassThrough, pipeline, type Duplex } from "node:stream";
import { createWebSocketStream, type WebSocket } from "ws";
import type { Session } from "../session/session.ts";
import type { BindAddress } from "./bind-address.ts";
import { viewOnlyStream } from "./rfb-view-only.ts";

/**
 * Join a viewer's byte stream to a new connection to the desktop's VNC server, input removed unless
 * `interactive`. Either side ending ends both.
 */
export async function joinVnc(
  viewer: Duplex,
  desktop: Session,
  options: { interactive: boolean; log?: (line: string) => void },
): Promise<void> {
  if (!desktop.openVnc) throw new Error("this desktop has no VNC server");
  const vnc = await desktop.openVnc();
  const end = (error?: Error | null) => {
    // A viewer that leaves, or a desktop that is removed, ends the relay early: that is its normal end.
    const premature = (error as NodeJS.ErrnoException | null)?.code === "ERR_STREAM_PREMATURE_CLOSE";
    if (error && !premature) options.log?.(`live view: VNC connection ended: ${error.message}`);
    viewer.destroy();
    vnc.destroy();
  };
  pipeline(viewer, options.interactive ? new PassThrough() : viewOnlyStream(), vnc, end);
  pipeline(vnc, viewer, end);
}

/** A WebSocket from the page (noVNC, binary frames) joined to the desktop's VNC. */
export async function bridgeWebSocket(
  socket: WebSocket,
  desktop: Session,
  options: { interactive: boolean; log?: (line: string) => void },
): Promise<void> {
  const stream = createWebSocketStream(socket);
  stream.on("error", () => undefined);
  try {
    await joinVnc(stream, desktop, options);
  } catch (error) {
    options.log?.(`live view: cannot reach the desktop's VNC server: ${(error as Error).message}`);
    socket.close(1011, "the desktop's VNC server cannot be reached");
  }
}

/**
 * The desktop's VNC at a TCP address of this machine, for any VNC viewer (`desktest interactive` prints
 * it). Read-only unless `interactive`.
 */
export async function forwardVnc(
  desktop: Session,
  bind: BindAddress,
  options: { interactive: boolean; log?: (line: string) => void },
): Promise<{ address: BindAddress; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    joinVnc(socket, desktop, options).catch((error: Error) => {
      options.log?.(`VNC viewer: cannot reach the desktop's VNC server: ${error.message}`);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(bind.port, bind.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : bind.port;
  return {
    address: { host: bind.host, port },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
