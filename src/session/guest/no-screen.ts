import { InfraError } from "../../errors/desktest-error.ts";
import type { PingResult } from "./guest-agent.ts";

/** What a backend tells the person running it to do when its desktop's agent sees no screen. */
export interface ScreenAdvice {
  /** How to run the agent with another Python ("set DESKTEST_HOST_PYTHON to one that has it"). */
  otherPython: string;
  /** How to point the agent at the desktop's display ("run desktest in the desktop session, or set DISPLAY"). */
  display: string;
}

/** For a desktop desktest makes itself (a container, a VM): its image is what is wrong. */
export const OWN_IMAGE_ADVICE: ScreenAdvice = {
  otherPython: "rebuild the desktop's image (its guest agent's Python lacks it)",
  display: "rebuild the desktop's image (its desktop service sets DISPLAY)",
};

/** Most characters of the agent's own words kept in the error. */
const MAX_MESSAGE = 600;

/**
 * The infrastructure error of a desktop whose guest agent reports no screen: the agent's reason (a
 * module its Python cannot import, by name; DISPLAY unset or unreachable) and the fix for that reason
 * on this backend. An agent too old to say why gets the question it always had.
 */
export function noScreenError(hello: PingResult, where: string, advice: ScreenAdvice): InfraError {
  const error = hello.screen_error;
  if (!error || typeof error.message !== "string")
    return new InfraError(
      `the guest agent on ${where} reports no screen: is a desktop session running and reachable by it?`,
    );
  const said = error.message.slice(0, MAX_MESSAGE);
  const python = hello.executable ? ` (${hello.executable.slice(0, 300)})` : "";
  switch (error.reason) {
    case "module_missing": {
      const module = String(error.module ?? "?").slice(0, 100);
      return new InfraError(
        `the guest agent on ${where} sees no screen: its Python${python} cannot import the module '${module}'`,
        {
          hint: `install ${packageOf(module)} for that Python, or ${advice.otherPython}; docker/guest/PROTOCOL.md lists what the agent needs`,
        },
      );
    }
    case "display_unset":
      return new InfraError(
        `the guest agent on ${where} sees no screen: DISPLAY is not set there, so it does not know which X display is the desktop`,
        {
          hint: advice.display,
        },
      );
    case "display_unreachable":
      return new InfraError(`the guest agent on ${where} sees no screen: ${said}`, {
        hint: `is an X server running on that display, and may this user connect to it (xauth: XAUTHORITY)? ${advice.display}`,
      });
    default:
      return new InfraError(`the guest agent on ${where} sees no screen: ${said}`, {
        hint: "is a desktop session running there and reachable by the agent's user?",
      });
  }
}

/** The package that provides a module the agent's screen needs, as its installers name it. */
function packageOf(module: string): string {
  const known: Record<string, string> = {
    Xlib: "python-xlib (Debian/Ubuntu: apt-get install python3-xlib; else pip install python-xlib)",
    PIL: "Pillow (Debian/Ubuntu: apt-get install python3-pil; else pip install Pillow)",
    AppKit: "pyobjc (pip install -r docker/guest/requirements-macos.txt)",
    Quartz: "pyobjc (pip install -r docker/guest/requirements-macos.txt)",
    ApplicationServices: "pyobjc (pip install -r docker/guest/requirements-macos.txt)",
  };
  return known[module] ?? `the module '${module}'`;
}
