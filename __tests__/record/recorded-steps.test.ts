import { describe, expect, it } from "vitest";
import { StepGrouper } from "../../src/record/recorded-steps.ts";
import { elementAt } from "../../src/artifacts/a11y-target.ts";
import { actionCode, describeAction, withPlaceholders } from "../../src/record/step-code.ts";
import { pyLiteral } from "../../src/util/python-literal.ts";
import type { InputEvent } from "../../src/session/guest/guest-agent.ts";

let seq = 0;
let t = 1000;
const at = (ms: number) => (t += ms);
const key = (name: string, char: string | null, state = 0, base = name): InputEvent[] => [
  { seq: ++seq, t: at(30), kind: "key", down: true, x: 0, y: 0, state, key: name, base_key: base, char },
  { seq: ++seq, t: at(30), kind: "key", down: false, x: 0, y: 0, state, key: name, base_key: base, char },
];
const type = (text: string) =>
  [...text].flatMap((c) => key(c, c, c === c.toLowerCase() ? 0 : 1, c.toLowerCase()));
const click = (x: number, y: number, button = 1, gap = 600): InputEvent[] => [
  { seq: ++seq, t: at(gap), kind: "button", down: true, x, y, state: 0, button },
  { seq: ++seq, t: at(40), kind: "button", down: false, x, y, state: 256, button },
];
const drag = (x1: number, y1: number, x2: number, y2: number): InputEvent[] => [
  { seq: ++seq, t: at(600), kind: "button", down: true, x: x1, y: y1, state: 0, button: 1 },
  { seq: ++seq, t: at(50), kind: "motion", x: (x1 + x2) / 2, y: (y1 + y2) / 2, state: 256 },
  { seq: ++seq, t: at(50), kind: "button", down: false, x: x2, y: y2, state: 256, button: 1 },
];
const wheel = (button: number, x: number, y: number): InputEvent[] => [
  { seq: ++seq, t: at(50), kind: "button", down: true, x, y, state: 0, button },
  { seq: ++seq, t: at(10), kind: "button", down: false, x, y, state: 4096, button },
];

function steps(events: InputEvent[]) {
  const grouper = new StepGrouper();
  const out = [...grouper.add(events), ...grouper.flush()];
  return out.map((s) => actionCode(s.action));
}

describe("desktest record: input events grouped into steps a person would name", () => {
  it("a pause ends the step going on (written and shown at once), but not a drag whose button is held", () => {
    const grouper = new StepGrouper();
    expect(grouper.add(type("hello"))).toEqual([]); // typing may go on: still open
    expect(grouper.closeOnPause().map((s) => actionCode(s.action))).toEqual(["type_text('hello')"]);
    expect(grouper.add(type("world"))).toEqual([]);
    expect(grouper.flush().map((s) => actionCode(s.action))).toEqual(["type_text('world')"]);
    // A button held down (a drag in progress) keeps its step open through the pause.
    const held = drag(10, 10, 200, 200);
    grouper.add(held.slice(0, 2));
    expect(grouper.closeOnPause()).toEqual([]);
    const released = grouper.add(held.slice(2)).map((s) => actionCode(s.action));
    expect(released).toEqual([
      actionCode({ kind: "drag", from: { x: 10, y: 10 }, to: { x: 200, y: 200 }, button: "left" }),
    ]);
    expect(grouper.flush()).toEqual([]);
  });

  it("a click, a run of typing with its corrections and Return, a hotkey, repeated keys, a drag, a scroll", () => {
    const events = [
      ...click(400, 300),
      ...type("Helo"),
      ...key("BackSpace", null),
      ...type("lo 'w'"),
      ...key("Return", "\r"),
      ...type("x"),
      ...key("Control_L", null),
      ...key("s", "s", 4),
      ...key("Down", null),
      ...key("Down", null),
      ...key("Down", null),
      ...key("ISO_Left_Tab", null, 1, "Tab"),
      ...drag(10, 10, 200, 120),
      ...wheel(5, 300, 300),
      ...wheel(5, 301, 300),
      ...wheel(5, 300, 302),
      ...click(50, 60, 3),
    ];
    expect(steps(events)).toEqual([
      "pyautogui.click(400, 300)",
      "type_text('Hello \\'w\\'\\nx')",
      "pyautogui.hotkey('ctrl', 's')",
      "pyautogui.press('down', presses=3)",
      "pyautogui.hotkey('shift', 'tab')",
      "pyautogui.moveTo(10, 10)\npyautogui.dragTo(200, 120, duration=0.5, button='left')",
      "pyautogui.scroll(-3, x=300, y=300)",
      "pyautogui.rightClick(50, 60)",
    ]);
  });

  it("two quick clicks in one place are a double click; apart in time or place, two clicks", () => {
    expect(steps([...click(10, 10), ...click(11, 10, 1, 100)])).toEqual(["pyautogui.doubleClick(10, 10)"]);
    expect(steps([...click(10, 10), ...click(10, 10, 1, 100), ...click(10, 11, 1, 100)])).toEqual([
      "pyautogui.tripleClick(10, 10)",
    ]);
    expect(steps([...click(10, 10), ...click(10, 10, 1, 900)])).toEqual([
      "pyautogui.click(10, 10)",
      "pyautogui.click(10, 10)",
    ]);
    expect(steps([...click(10, 10), ...click(90, 10, 1, 100)])).toEqual([
      "pyautogui.click(10, 10)",
      "pyautogui.click(90, 10)",
    ]);
  });

  it("a step closes when the next one begins, so it can be written with the screen before that", () => {
    const grouper = new StepGrouper();
    expect(grouper.add(type("ab"))).toEqual([]);
    const closed = grouper.add(click(5, 5));
    expect(closed.map((s) => s.action)).toEqual([{ kind: "type", text: "ab" }]);
    expect(closed[0]!.lastSeq).toBeLessThan(seq - 1);
    expect(grouper.flush().map((s) => s.action.kind)).toEqual(["click"]);
  });
});

describe("recorded step code and words", () => {
  it("Python literals escape what would break out of the string", () => {
    expect(pyLiteral("it's \\ \n\t\u0001 é 💡")).toBe("'it\\'s \\\\ \\n\\t\\x01 é 💡'");
  });

  it("a typed secret becomes its placeholder, never the value", () => {
    const secrets = [
      { name: "token", value: "s3cr3t-token" },
      { name: "pin", value: "12" },
    ];
    expect(withPlaceholders("login s3cr3t-token 12", secrets)).toBe("login {{token}} 12");
  });

  it("names the accessible element a click landed on: the smallest on screen under the point", () => {
    const tsv = [
      "tag\tname\ttext\tclass\tdescription\tposition\tsize",
      "application\tgedit\t\tapplication\t\t\t",
      "frame\tnotes.txt - gedit\t\tframe\t\t0,0\t1280,800",
      "button\tSave\t\tpush button\t\t1100,10\t60,30",
      "menuitem\tHidden\t\tmenu item\t\t-2147483648,-2147483648\t1,1",
    ].join("\n");
    expect(elementAt(tsv, 1120, 20)).toEqual({
      role: "button",
      name: "Save",
      box: [1100, 10, 60, 30],
      path: ["application:gedit", "frame:notes.txt - gedit"],
    });
    expect(elementAt(tsv, 600, 400)).toEqual({
      role: "frame",
      name: "notes.txt - gedit",
      box: [0, 0, 1280, 800],
      path: ["application:gedit"],
    });
    expect(elementAt(tsv, 2000, 2000)).toBeUndefined();
    expect(
      describeAction(
        { kind: "click", x: 1120, y: 20, button: "left", count: 1 },
        { role: "button", name: "Save" },
      ),
    ).toBe('Click the button "Save" at (1120, 20)');
    expect(describeAction({ kind: "keys", keys: ["ctrl", "s"], presses: 1 })).toBe("Press Ctrl+S");
  });
});
