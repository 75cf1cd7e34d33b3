import { describe, expect, it } from "vitest";
import { elementAt, firstPointerPoint, stepTarget } from "../../src/artifacts/a11y-target.ts";

const TSV = [
  "tag\tname\ttext\tclass\tdescription\tposition\tsize",
  "application\tgalculator\t\tapplication\t\t\t",
  "frame\tgalculator\t\tframe\t\t100,50\t400,300",
  "panel\t\t\tpanel\t\t100,80\t400,270",
  "button\t7\t\tpush button\t\t110,90\t40,30",
  "button\t=\\nequals\t\tpush button\t\t200,90\t40.6,30",
  "application\tgedit\t\tapplication\t\t\t",
  "dialog\tSave As\t\tdialog\t\t600,100\t300,200",
  "button\tSave\t\tpush button\t\t800,250\t60,30",
].join("\n");

describe("the element a step acted on", () => {
  it("is the smallest under the point, with its box and its application's and window's role:name", () => {
    expect(elementAt(TSV, 120, 100)).toEqual({
      role: "button",
      name: "7",
      box: [110, 90, 40, 30],
      path: ["application:galculator", "frame:galculator"],
    });
    expect(elementAt(TSV, 210, 100)?.name).toBe("= equals");
    expect(elementAt(TSV, 810, 260)?.path).toEqual(["application:gedit", "dialog:Save As"]);
    expect(elementAt(TSV, 650, 110)).toEqual({
      role: "dialog",
      name: "Save As",
      box: [600, 100, 300, 200],
      path: ["application:gedit"],
    });
    expect(elementAt(TSV, 5, 5)).toBeUndefined();
  });

  it("is found at the first literal point of the step's pyautogui pointer calls", () => {
    expect(
      firstPointerPoint("pyautogui.press('a')\npyautogui.click(120, 100)\npyautogui.click(1, 1)"),
    ).toEqual({
      x: 120,
      y: 100,
    });
    expect(firstPointerPoint("pyautogui.doubleClick(x=12.5, y=7)")).toEqual({ x: 12.5, y: 7 });
    expect(firstPointerPoint("pyautogui.moveTo((3, 4), duration=1)")).toEqual({ x: 3, y: 4 });
    expect(firstPointerPoint("pyautogui.click(x, y)")).toBeUndefined();
    expect(firstPointerPoint("pyautogui.moveRel(5, 5)\npyautogui.hotkey('ctrl', 's')")).toBeUndefined();
  });

  it("maps the code's coordinates to the screen's with the step's scale, and keeps the code's point", () => {
    // the model saw a screenshot half the screen's size: (60, 50) is the screen's (120, 100)
    expect(stepTarget("pyautogui.click(60, 50)", TSV, 2)).toEqual({
      role: "button",
      name: "7",
      x: 60,
      y: 50,
      box: [110, 90, 40, 30],
      path: ["application:galculator", "frame:galculator"],
    });
    expect(stepTarget("pyautogui.click(5, 5)", TSV)).toBeUndefined();
    expect(stepTarget("type_text('x')", TSV)).toBeUndefined();
  });
});
