import type { GuestAgent, PingResult } from "./guest-agent.ts";
import { guestPlatformOf } from "./guest-os.ts";

/** What a Linux desktop of desktest's images touches once X, D-Bus, AT-SPI and the window manager are up. */
export const DESKTOP_READY_FILE = "/tmp/desktop-ready";

/**
 * Whether a VM's desktop is whole, from its agent's hello. Linux (desktest's VM image): the desktop
 * service has touched DESKTOP_READY_FILE; the screen alone is not enough, since X answers well before
 * the session bus, AT-SPI and the window manager are up (under emulation, tens of seconds before), and an
 * app started in between waits on its accessibility bridge. Elsewhere the agent starts in the
 * logged-in user's session: its screen is the desktop.
 */
export async function desktopWhole(agent: GuestAgent, hello: PingResult): Promise<boolean> {
  if (hello.screen === null) return false;
  if (guestPlatformOf(hello.platform) !== "linux") return true;
  return (await agent.run(["test", "-e", DESKTOP_READY_FILE], { timeoutMs: 10_000 })).exitCode === 0;
}
