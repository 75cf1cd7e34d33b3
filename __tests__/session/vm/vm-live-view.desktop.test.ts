/**
 * The live view of a VM desktop under a real QEMU (TCG here): `openVnc()` reaches the desktop's x11vnc
 * inside the VM through the relay port (a second virtio-serial port), with no network given to the VM.
 * Each call is an RFB connection of its own, with the VM's screen in its framebuffer.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureLinuxVmImage, type LinuxVmImage } from "../../../src/session/vm/linux-vm-image.ts";
import { QemuVm } from "../../../src/session/vm/qemu-vm.ts";
import { ensureReadySnapshot, type ReadySnapshot } from "../../../src/session/vm/ready-snapshot.ts";
import { VmSession } from "../../../src/session/vm/vm-session.ts";
import { docker } from "../../helpers/desktop.ts";
import { RfbClient } from "../../helpers/rfb-client.ts";

// The shape of the other VM tests: they share one ready snapshot.
const shape = {
  accelerator: "tcg" as const,
  memoryMb: 1536,
  cpus: 2,
  width: 1280,
  height: 800,
  network: false,
};
const runRoot = mkdtempSync(path.join(tmpdir(), "desktest-vm-run-"));
const log: string[] = [];
let image: LinuxVmImage;
let snapshot: ReadySnapshot;

/** A borderless window over the whole screen: its left half orange, its right half blue. */
const TWO_COLOURS = `
import tkinter as tk
root = tk.Tk()
root.overrideredirect(True)
root.geometry("1280x800+0+0")
tk.Frame(root, bg="#ff8000", width=640, height=800).place(x=0, y=0)
tk.Frame(root, bg="#0040ff", width=640, height=800).place(x=640, y=0)
root.mainloop()
`;
const ORANGE = [255, 128, 0];
const BLUE = [0, 64, 255];

beforeAll(async () => {
  image = await ensureLinuxVmImage(docker, { onProgress: (line) => log.push(line) });
  snapshot = await ensureReadySnapshot(image, shape, { runRoot, log: (line) => log.push(line) });
}, 900_000);

afterAll(() => {
  console.log(log.join("\n"));
});

describe("a VM desktop's live view", () => {
  it("opens RFB connections to the desktop's VNC server through the relay port, with the VM's screen in them, and no network", async () => {
    const vm = await QemuVm.start({
      image,
      ...shape,
      runId: "test",
      taskId: "live-view",
      runRoot,
      restore: snapshot,
    });
    const session = new VmSession(vm);
    try {
      expect(session.openVnc).toBeDefined();
      const first = await RfbClient.connect(await session.openVnc!());
      expect(first.server).toMatchObject({ version: "RFB 003.008", width: 1280, height: 800 });

      // What the page would show: the desktop's screen, as an app draws it.
      await session.spawn(["python3", "-c", TWO_COLOURS], { log: "/tmp/two-colours.log" });
      let seen: [number, number, number][] = [];
      for (let attempt = 0; attempt < 120; attempt++) {
        const screen = await first.screen();
        seen = [first.pixel(screen, 320, 400), first.pixel(screen, 960, 400)];
        if (JSON.stringify(seen) === JSON.stringify([ORANGE, BLUE])) break;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(seen, "the left and right halves of the screen, through VNC").toEqual([ORANGE, BLUE]);

      // Another viewer at the same time gets a connection of its own; one that leaves does not end the
      // others; a viewer that comes back (a reconnecting page) connects again.
      const secondStream = await session.openVnc!();
      const second = await RfbClient.connect(secondStream);
      expect(second.pixel(await second.screen(), 960, 400)).toEqual(BLUE);
      secondStream.destroy();
      expect(first.pixel(await first.screen(), 320, 400)).toEqual(ORANGE);
      const third = await RfbClient.connect(await session.openVnc!());
      expect(third.pixel(await third.screen(), 320, 400)).toEqual(ORANGE);

      // The relay gave the guest no network: a VM without one has its loopback only.
      const links = await session.exec(["ls", "/sys/class/net"]);
      expect(links.stdout.trim().split("\n")).toEqual(["lo"]);
      // x11vnc listens on the guest's loopback only.
      const listening = await session.exec("cat /proc/net/tcp | awk 'NR > 1 && $4 == \"0A\" { print $2 }'");
      expect(listening.stdout.trim().split("\n")).toContain("0100007F:170C");
      expect(listening.stdout).not.toMatch(/^00000000:170C$/mu);
    } finally {
      await session.close();
    }
    await expect(session.openVnc!()).rejects.toThrow(/the VM is stopped/u);
  }, 600_000);
});
