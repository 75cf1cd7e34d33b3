import { describe, expect, it } from "vitest";
import { windowSizeByClass } from "../../src/osworld/guest.ts";
import type { WindowInfo } from "../../src/session/guest/guest-agent.ts";

const win = (instance: string, cls: string, width: number, height: number): WindowInfo => ({
  id: width,
  title: `${cls} window`,
  class: cls,
  instance,
  pid: null,
  x: 0,
  y: 0,
  width,
  height,
  mapped: false,
  focused: false,
});

describe("OSWorld's vm_window_size lookup", () => {
  const windows = [
    win("gnome-terminal-server", "Gnome-terminal", 800, 600),
    win("gedit", "Gedit", 1024, 700),
  ];

  it("matches WM_CLASS instance or class in any case, first window wins, hidden ones count", () => {
    expect(windowSizeByClass(windows, "gedit")).toEqual({ width: 1024, height: 700 });
    expect(windowSizeByClass(windows, "GNOME-TERMINAL")).toEqual({ width: 800, height: 600 });
    expect(windowSizeByClass([...windows, win("gedit", "Gedit", 1, 1)], "Gedit")).toEqual({
      width: 1024,
      height: 700,
    });
  });

  it("is null when no window has that class (as OSWorld's server answers)", () => {
    expect(windowSizeByClass(windows, "gimp")).toBeNull();
    expect(windowSizeByClass([], "gedit")).toBeNull();
  });
});
