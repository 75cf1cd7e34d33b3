import type { GuestPlatform } from "../guest/guest-os.ts";

/**
 * What to do when a selftest operation fails, for each guest operating system: the package, the
 * setting or the permission that operation needs there. The agent's own words (a missing module, the
 * program macOS wants allowed) come first where it has them; these are the rest.
 */
export const PLATFORM_FIXES: Record<
  GuestPlatform,
  {
    scratchWindow: string;
    screenshot: string;
    input: string;
    accessibility: string;
    clipboard: string;
  }
> = {
  linux: {
    scratchWindow:
      "the scratch window is a GTK 3 window of the agent's Python: install PyGObject and GTK 3 for that Python (Debian/Ubuntu: apt-get install python3-gi gir1.2-gtk-3.0), and check that a window manager runs on the display",
    screenshot:
      "the agent's screenshots come from the X display it was given (DISPLAY): point it at the display the desktop shows, with an X server that allows this user (xauth)",
    input:
      "synthetic input goes through the X server's XTEST extension and xdotool: install xdotool, and start the X server with XTEST enabled (Xvfb has it by default)",
    accessibility:
      "the accessibility tree comes from AT-SPI: start the session bus and at-spi2-core (at-spi-bus-launcher) for this desktop, set ACCESSIBILITY_ENABLED=1 and leave NO_AT_BRIDGE unset, and install python3-pyatspi for the agent's Python",
    clipboard: "the clipboard goes through xclip (pyperclip's backend on X11): apt-get install xclip",
  },
  macos: {
    scratchWindow:
      "the scratch window is a TextEdit document: TextEdit must be installed (/System/Applications/TextEdit.app) and the desktop logged in (auto-login on a runner)",
    screenshot:
      "allow Screen Recording for the program named under permissions (System Settings → Privacy & Security → Screen Recording), then start the agent again",
    input:
      "allow Accessibility for the program named under permissions (System Settings → Privacy & Security → Accessibility); without it macOS drops synthetic clicks and keys silently",
    accessibility:
      "allow Accessibility for the program named under permissions (System Settings → Privacy & Security → Accessibility)",
    clipboard:
      "the clipboard goes through pbcopy and pbpaste, which need a logged-in desktop session: run the agent in the user's GUI session (launchctl asuser, which desktest does over SSH)",
  },
  windows: {
    scratchWindow:
      "the scratch window is a Notepad document: Notepad must be installed (on Windows 11, the Notepad app from the Store; packaged apps need UAC on) and the agent must run in the logged-on user's interactive session",
    screenshot:
      "the agent must run in the logged-on user's interactive session (not an SSH or service session) with the screen unlocked: desktest starts it through an interactive scheduled task",
    input:
      "SendInput reaches only the interactive desktop: run the agent in the logged-on user's session, with the screen unlocked and no elevated window in front",
    accessibility:
      "the accessibility tree comes from UI Automation through comtypes: pip install -r docker/guest/requirements-windows.txt for the agent's Python",
    clipboard:
      "the clipboard needs the agent in the logged-on user's interactive session (a service session has a clipboard of its own)",
  },
};
