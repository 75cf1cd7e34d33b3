import { get } from "node:http";
import { createServer, connect, type Server, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { MonitorHub } from "../../src/monitor/monitor-hub.ts";
import { startMonitorServer, type MonitorServer } from "../../src/monitor/monitor-server.ts";
import type { Session } from "../../src/session/session.ts";
import { tempTree } from "../helpers/cli.ts";

/** A stand-in VNC server: it greets like RFB 3.8 and keeps every byte a client sends. */
async function fakeVnc(): Promise<{ server: Server; received: () => Buffer; port: number }> {
  const chunks: Buffer[] = [];
  const server = createServer((socket: Socket) => {
    socket.write("RFB 003.008\n");
    socket.on("data", (chunk) => chunks.push(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, received: () => Buffer.concat(chunks), port: (server.address() as { port: number }).port };
}

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function liveView(
  interactive: boolean,
  vncPort: number,
): Promise<{ server: MonitorServer; hub: MonitorHub; run: string }> {
  const hub = new MonitorHub({ interactive });
  const server = await startMonitorServer({ hub, bind: { host: "127.0.0.1", port: 0 }, mode: "live" });
  cleanup.push(() => server.close());
  const desktop = {
    openVnc: () =>
      new Promise<Duplex>((resolve) => {
        const socket = connect(vncPort, "127.0.0.1", () => resolve(socket));
      }),
  } as unknown as Session;
  let run = "";
  hub.observer({ started: (r) => (run = r) }).started!({
    testId: "t",
    instruction: "do <b>it</b>",
    maxSteps: 3,
    artifactsDir: tempTree({}),
    desktop,
  });
  return { server, hub, run };
}

/** The status of a GET of `url` sent with this Host header (fetch does not let a page choose it). */
function statusWithHost(url: string, host: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const request = get(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on("error", () => resolve(undefined));
  });
}

/** The event stream as a page that saw events up to `lastId` reconnects to it, read until `until` shows. */
function eventsAfter(url: string, lastId: number, until: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = get(`${url}events`, { headers: { "last-event-id": String(lastId) } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
        if (text.includes(until)) {
          request.destroy();
          resolve(text);
        }
      });
    });
    request.on("error", reject);
  });
}

/** A viewer's bytes: the RFB 3.8 handshake, a pointer event, a key event, an update request. */
const handshake = Buffer.concat([Buffer.from("RFB 003.008\n"), Buffer.from([1, 1])]);
const pointer = Buffer.from([5, 1, 0, 10, 0, 20]);
const key = Buffer.from([4, 1, 0, 0, 0, 0, 0, 0x61]);
const update = Buffer.from([3, 0, 0, 0, 0, 0, 5, 0, 3, 32]);

async function viewerSends(
  url: string,
  origin: string | undefined,
): Promise<{ opened: boolean; greeting?: string }> {
  const ws = new WebSocket(url, origin ? { origin } : {});
  return new Promise((resolve) => {
    ws.on("unexpected-response", () => resolve({ opened: false }));
    ws.on("error", () => resolve({ opened: false }));
    ws.on("message", (data: Buffer) => {
      ws.send(Buffer.concat([handshake, pointer, key, update]));
      setTimeout(() => {
        ws.close();
        resolve({ opened: true, greeting: data.toString("latin1") });
      }, 300);
    });
  });
}

describe("the live view's server", () => {
  it("relays the desktop's VNC to the page without the viewer's input unless interactive", async () => {
    for (const interactive of [false, true]) {
      const vnc = await fakeVnc();
      cleanup.push(() => new Promise((resolve) => vnc.server.close(resolve)));
      const { server, run } = await liveView(interactive, vnc.port);
      const url = `${server.url.replace("http", "ws")}runs/${run}/vnc`;
      const result = await viewerSends(url, server.url.replace(/\/$/u, ""));
      expect(result).toEqual({ opened: true, greeting: "RFB 003.008\n" });
      await expect
        .poll(() => vnc.received())
        .toEqual(
          interactive ? Buffer.concat([handshake, pointer, key, update]) : Buffer.concat([handshake, update]),
        );
    }
  });

  it("refuses a WebSocket from another origin (no other site drives the desktop) and a Host that is not this machine", async () => {
    const vnc = await fakeVnc();
    cleanup.push(() => new Promise((resolve) => vnc.server.close(resolve)));
    const { server, run } = await liveView(true, vnc.port);
    const url = `${server.url.replace("http", "ws")}runs/${run}/vnc`;
    expect(await viewerSends(url, "http://evil.example")).toEqual({ opened: false });
    expect(await viewerSends(url, undefined)).toEqual({ opened: false });
    expect(await statusWithHost(server.url, "evil.example:80")).toBe(421); // DNS rebinding
    expect(await statusWithHost(server.url, new URL(server.url).host)).toBe(200);
    // A malformed percent-escape is the client's mistake: 400, not a server error.
    for (const bad of ["%zz", "%", "%E0%A4%A", "a%ZZb.png"])
      expect(
        await statusWithHost(`${server.url}runs/${run}/files/${bad}`, new URL(server.url).host),
        bad,
      ).toBe(400);
    const stop = await fetch(`${server.url}runs/${run}/stop`, { method: "POST" });
    expect(stop.status).toBe(403);
    expect(vnc.received().length).toBe(0);
  });

  it("sends a late joiner every event so far, then the new ones; the page has a strict content security policy", async () => {
    const vnc = await fakeVnc();
    cleanup.push(() => new Promise((resolve) => vnc.server.close(resolve)));
    const { server, hub, run } = await liveView(false, vnc.port);
    hub.publish({ type: "progress", completed: 0, total: 1 });
    const page = await fetch(server.url);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(await page.text()).toContain('<script type="module" src="/monitor.js"></script>');

    const controller = new AbortController();
    const events = await fetch(`${server.url}events`, { signal: controller.signal });
    const reader = events.body!.getReader();
    let text = "";
    const until = async (what: string) => {
      while (!text.includes(what)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await until('"type":"progress"');
    expect(text).toContain(`"type":"run_start","run":"${run}"`);
    expect(text).toContain('"instruction":"do <b>it</b>"'); // JSON: the page inserts it as text
    hub.publish({ type: "progress", completed: 1, total: 1 });
    await until('"completed":1');
    controller.abort();
    const after = await eventsAfter(server.url, 2, '"completed":1');
    expect(after).toContain('"completed":1');
    expect(after).not.toContain("run_start");
  });

  it("serves noVNC's modules under each load attempt's own path (a page retries a failed load there), and nothing outside them", async () => {
    const vnc = await fakeVnc();
    cleanup.push(() => new Promise((resolve) => vnc.server.close(resolve)));
    const { server } = await liveView(false, vnc.port);
    const first = await fetch(`${server.url}novnc/a1/core/rfb.js`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toContain("text/javascript");
    const firstText = await first.text();
    expect(firstText).toContain("export default class RFB");
    const again = await fetch(`${server.url}novnc/a3/core/rfb.js`);
    expect(await again.text()).toBe(firstText);
    // A module imported by rfb.js, relative to the attempt's path, resolves the same way.
    const relative = /from ["'](\.\/[^"']+\.js)["']/u.exec(firstText)![1]!;
    expect((await fetch(new URL(relative, `${server.url}novnc/a3/core/rfb.js`))).status).toBe(200);
    for (const bad of [
      "novnc/a1/../package.json",
      "novnc/a1/core/../../package.json",
      "novnc/a100/core/rfb.js",
      "novnc/a1/a1/core/rfb.js",
    ])
      expect(await statusWithHost(`${server.url}${bad}`, new URL(server.url).host), bad).toBe(404);
  });
});
