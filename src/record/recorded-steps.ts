import type { InputEvent } from "../session/guest/guest-agent.ts";

/**
 * What a person did, grouped the way a person thinks of it: a click (double and triple clicks are one),
 * a drag, a scroll, a run of typing (with its Return presses and corrections), a key combination or a
 * special key (repeats counted). Built from the X server's input events (`input_record`).
 */
export type RecordedAction =
  | { kind: "click"; x: number; y: number; button: MouseButton; count: number }
  | { kind: "drag"; from: Point; to: Point; button: MouseButton }
  | { kind: "scroll"; x: number; y: number; clicks: number; horizontal: boolean }
  | { kind: "type"; text: string }
  | { kind: "keys"; keys: string[]; presses: number };

export type MouseButton = "left" | "middle" | "right";

export interface Point {
  x: number;
  y: number;
}

export interface RecordedStep {
  action: RecordedAction;
  /** The sequence numbers of its first and last events. */
  firstSeq: number;
  lastSeq: number;
}

/** Two clicks this close in time (ms) and place (px) are a double click; a press and release farther apart than DRAG_PX are a drag. */
const MULTI_CLICK_MS = 400;
const NEAR_PX = 5;

const BUTTONS: Record<number, MouseButton> = { 1: "left", 2: "middle", 3: "right" };
const MODIFIER_KEYS = new Set([
  "Shift_L",
  "Shift_R",
  "Control_L",
  "Control_R",
  "Alt_L",
  "Alt_R",
  "Meta_L",
  "Meta_R",
  "Super_L",
  "Super_R",
  "Hyper_L",
  "Hyper_R",
  "ISO_Level3_Shift",
  "Caps_Lock",
  "Num_Lock",
  "Mode_switch",
]);
const STATE = { shift: 1, control: 4, alt: 8, super: 64 };

/** X keysym names as PyAutoGUI knows the keys. */
const KEY_NAMES: Record<string, string> = {
  Return: "enter",
  KP_Enter: "enter",
  BackSpace: "backspace",
  Tab: "tab",
  ISO_Left_Tab: "tab",
  Escape: "esc",
  Delete: "delete",
  KP_Delete: "delete",
  Insert: "insert",
  Home: "home",
  End: "end",
  Prior: "pageup",
  Page_Up: "pageup",
  Next: "pagedown",
  Page_Down: "pagedown",
  Left: "left",
  Right: "right",
  Up: "up",
  Down: "down",
  space: "space",
  Menu: "apps",
  Print: "printscreen",
  Pause: "pause",
  comma: ",",
  period: ".",
  slash: "/",
  minus: "-",
  equal: "=",
  semicolon: ";",
  apostrophe: "'",
  grave: "`",
  bracketleft: "[",
  bracketright: "]",
  backslash: "\\",
  plus: "+",
};

/** The PyAutoGUI name of a key from its unshifted X keysym name (`a`, `F5`, `Return` → `enter`). */
export function pyautoguiKey(name: string): string {
  if (KEY_NAMES[name]) return KEY_NAMES[name];
  if (/^F\d{1,2}$/u.test(name)) return name.toLowerCase();
  if (/^KP_\d$/u.test(name)) return `num${name.slice(3)}`;
  return name.length === 1 ? name.toLowerCase() : name.toLowerCase();
}

interface Press {
  button: number;
  x: number;
  y: number;
  seq: number;
  last: Point;
}

/**
 * Events in, steps out, as they happen: `add` returns the steps that a new event closed (a step stays
 * open while it may go on: a typing run, a click that may become a double click, repeated keys), and
 * `flush` closes the last one when the recording stops.
 */
export class StepGrouper {
  private open: (RecordedStep & { lastT: number }) | undefined;
  private press: Press | undefined;

  add(events: readonly InputEvent[]): RecordedStep[] {
    const closed: RecordedStep[] = [];
    for (const event of events) closed.push(...this.one(event));
    return closed;
  }

  flush(): RecordedStep[] {
    return this.close();
  }

  /**
   * The person paused: the open step ends here (so it is written, and shown, while they look), unless a
   * mouse button is still held (a drag goes on). Typing after the pause is a step of its own.
   */
  closeOnPause(): RecordedStep[] {
    return this.press ? [] : this.close();
  }

  private close(): RecordedStep[] {
    const step = this.open;
    this.open = undefined;
    if (!step) return [];
    if (step.action.kind === "type" && step.action.text === "") return [];
    const { lastT: _t, ...out } = step;
    return [out];
  }

  /** Start a new step (closing the open one). */
  private begin(action: RecordedAction, event: InputEvent): RecordedStep[] {
    const closed = this.close();
    this.open = { action, firstSeq: event.seq, lastSeq: event.seq, lastT: event.t };
    return closed;
  }

  private extend(event: InputEvent): void {
    this.open!.lastSeq = event.seq;
    this.open!.lastT = event.t;
  }

  private one(event: InputEvent): RecordedStep[] {
    if (event.kind === "motion") {
      if (this.press) this.press.last = { x: event.x, y: event.y };
      return [];
    }
    if (event.kind === "button") return this.button(event);
    if (event.kind === "key" && event.down) return this.key(event);
    return [];
  }

  private button(event: InputEvent): RecordedStep[] {
    const number = event.button ?? 0;
    if (number >= 4 && number <= 7) {
      if (!event.down) return [];
      const horizontal = number >= 6;
      const delta = number === 4 || number === 7 ? 1 : -1;
      const open = this.open?.action;
      if (
        open?.kind === "scroll" &&
        open.horizontal === horizontal &&
        Math.abs(open.x - event.x) <= NEAR_PX * 2 &&
        Math.abs(open.y - event.y) <= NEAR_PX * 2
      ) {
        open.clicks += delta;
        this.extend(event);
        return [];
      }
      return this.begin({ kind: "scroll", x: event.x, y: event.y, clicks: delta, horizontal }, event);
    }
    const button = BUTTONS[number];
    if (!button) return [];
    if (event.down) {
      // The press starts the step; whether it is a click, a multi-click or a drag shows at the release.
      const closed = this.open?.action.kind === "click" ? [] : this.close();
      this.press = {
        button: number,
        x: event.x,
        y: event.y,
        seq: event.seq,
        last: { x: event.x, y: event.y },
      };
      return closed;
    }
    const press = this.press;
    if (!press || press.button !== number) return [];
    this.press = undefined;
    const end = { x: event.x, y: event.y };
    if (Math.hypot(end.x - press.x, end.y - press.y) > NEAR_PX) {
      const closed = this.close();
      closed.push({
        action: { kind: "drag", from: { x: press.x, y: press.y }, to: end, button },
        firstSeq: press.seq,
        lastSeq: event.seq,
      });
      return closed;
    }
    const open = this.open;
    if (
      open?.action.kind === "click" &&
      open.action.button === button &&
      open.action.count < 3 &&
      event.t - open.lastT <= MULTI_CLICK_MS &&
      Math.abs(open.action.x - press.x) <= NEAR_PX &&
      Math.abs(open.action.y - press.y) <= NEAR_PX
    ) {
      open.action.count += 1;
      this.extend(event);
      return [];
    }
    const closed = this.close();
    this.open = {
      action: { kind: "click", x: press.x, y: press.y, button, count: 1 },
      firstSeq: press.seq,
      lastSeq: event.seq,
      lastT: event.t,
    };
    return closed;
  }

  private key(event: InputEvent): RecordedStep[] {
    const name = event.key ?? "";
    if (MODIFIER_KEYS.has(name) || MODIFIER_KEYS.has(event.base_key ?? "")) return [];
    const state = event.state;
    const chord = (state & (STATE.control | STATE.alt | STATE.super)) !== 0;
    const open = this.open?.action;
    const typing = open?.kind === "type" ? open : undefined;
    const char = event.char ?? null;
    if (!chord && char !== null && char !== "" && !/\p{Cc}/u.test(char)) {
      if (typing) {
        typing.text += char;
        this.extend(event);
        return [];
      }
      return this.begin({ kind: "type", text: char }, event);
    }
    if (!chord && (name === "Return" || name === "KP_Enter") && typing) {
      typing.text += "\n";
      this.extend(event);
      return [];
    }
    if (!chord && name === "BackSpace" && typing && typing.text !== "") {
      typing.text = Array.from(typing.text).slice(0, -1).join("");
      this.extend(event);
      return [];
    }
    const keys = [
      ...(state & STATE.control ? ["ctrl"] : []),
      ...(state & STATE.alt ? ["alt"] : []),
      ...(state & STATE.super ? ["win"] : []),
      ...(state & STATE.shift || name === "ISO_Left_Tab" ? ["shift"] : []),
      pyautoguiKey(event.base_key || name),
    ];
    if (open?.kind === "keys" && open.keys.join("+") === keys.join("+")) {
      open.presses += 1;
      this.extend(event);
      return [];
    }
    return this.begin({ kind: "keys", keys, presses: 1 }, event);
  }
}
