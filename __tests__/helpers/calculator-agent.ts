/** The held-out-style agent task the agent tests run: galculator, 42 + 58 = 100, and a model that does it. */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tempTree } from "./cli.ts";
import { a11yTreeOf, type NeutralRequest, type PolicyResult } from "./llm-double.ts";

const repo = path.resolve(import.meta.dirname, "../..");

/** A model that reads galculator's accessibility tree and clicks 42 + 58 =, two buttons at a time. */
export function calculatorPolicy(request: NeutralRequest): PolicyResult {
  const tree = a11yTreeOf(request);
  if (!tree) return "I cannot see the accessibility tree.\nFAIL";
  const rows = tree
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t"));
  const display = rows.find((r) => r[0] === "text" && (r[2] ?? "").trim() !== "")?.[2]?.trim();
  const centre = (name: string) => {
    const row = rows.find((r) => r[0] === "togglebutton" && r[1] === name);
    if (!row) throw new Error(`no button ${name} in the tree`);
    const [x, y] = row[5]!.split(",").map(Number);
    const [w, h] = row[6]!.split(",").map(Number);
    return `pyautogui.click(${Math.round(x! + w! / 2)}, ${Math.round(y! + h! / 2)})`;
  };
  if (display === "100") return "The display shows 100, the sum of 42 and 58.\nDONE";
  if (display === "0")
    return `The calculator shows 0. Enter 42.\n\`\`\`python\n${centre("4")}\n${centre("2")}\n\`\`\``;
  if (display === "42")
    return `42 is entered. Add 58 and compute.\n\`\`\`python\n${["+", "5", "8", "="].map(centre).join("\n")}\n\`\`\``;
  return `The display shows ${display}, which I did not expect.\nFAIL`;
}

/** examples/galculator-add.json without its replay script (`llm`: judged by the agent alone). */
export function calculatorTask(mode: "llm" | "hybrid"): { dir: string; file: string } {
  const dir = tempTree({});
  cpSync(path.join(repo, "examples"), dir, { recursive: true });
  const file = path.join(dir, "galculator-add.json");
  const task = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  delete task.replay_script;
  if (mode === "llm") task.evaluator = { mode: "llm" };
  writeFileSync(file, JSON.stringify(task, null, 2));
  return { dir, file: "galculator-add.json" };
}
