import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";

/** A solid-colour PNG with a darker band, so a screenshot of the page shows something. */
export function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const band = y > height * 0.1 && y < height * 0.2;
    for (let x = 0; x < width; x++) {
      const shade = band ? 0.6 : 1;
      row[1 + x * 3] = Math.round(rgb[0] * shade);
      row[2 + x * 3] = Math.round(rgb[1] * shade);
      row[3 + x * 3] = Math.round(rgb[2] * shade);
    }
    rows.push(Buffer.from(row));
  }
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, "latin1"), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export type Line = Record<string, unknown>;

/** trajectory.jsonl text: one compact JSON object per line. */
export function jsonl(lines: Line[]): string {
  return lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
}

/** A temporary folder with these files (strings or bytes), paths relative to it. */
export function tempFolder(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(tmpdir(), "desktest-review-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

/** The five-step run the logs tests use (spec-style entries, timestamps 0, 7, 15, 80, 95 s). */
export const SAMPLE: Line[] = [
  {
    step: 1,
    timestamp: "2026-03-01T09:15:00Z",
    action_code: "pyautogui.click(40, 12)",
    thought: "Open the menu",
    screenshot_path: "step_000.png",
    a11y_tree_path: "step_001_a11y.txt",
    result: "success",
    action_type: "python",
    timings: { llm_ms: 2100, act_ms: 300 },
  },
  {
    step: 2,
    timestamp: "2026-03-01T09:15:07Z",
    action_code: "pyautogui.write('hi')\npyautogui.press('enter')\n",
    thought: "Type the greeting\nthen confirm",
    screenshot_path: "step_001.png",
    result: "success",
    action_type: "python",
    usage: { output_tokens: 40, input_tokens: 1200 },
  },
  {
    step: 3,
    timestamp: "2026-03-01T09:15:15Z",
    action_code: "# [bash]\ncat /tmp/missing",
    thought: "Check the file",
    result: "error:boom",
    bash_output: "cat: /tmp/missing: No such file or directory",
    error_feedback: "boom",
    action_type: "bash",
  },
  {
    step: 4,
    timestamp: "2026-03-01T09:16:20Z",
    action_code: "",
    result: "wait",
  },
  {
    step: 5,
    timestamp: "2026-03-01T09:16:35Z",
    action_code: "",
    thought: "The greeting is saved; the task is complete and verified in the window title bar.",
    result: "done",
  },
];
