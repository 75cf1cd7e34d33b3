import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  compare_image_text,
  imageTextScore,
  OCR_SCRIPT,
  textOfTesseractTsv,
} from "../../src/osworld/metrics/image-text.ts";
import type { MetricContext } from "../../src/osworld/metrics/python-test-suite.ts";
import { PythonError } from "../../src/osworld/python-semantics.ts";
import { tempDir, textFile } from "./helpers.ts";

// compare_image_text's own parts: Tesseract's TSV joined as OSWorld joins easyocr's results, the rule as
// docs.py applies it, and the metric around the OCR run (here a stand-in for the desktop's python3). The
// OCR itself runs in image-text.desktop.test.ts.

/** Tesseract 5.3's TSV of a terminal screenshot (enlarged three times), as the desktop gives it. */
const TSV = [
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
  "1\t1\t0\t0\t0\t0\t0\t0\t3840\t2400\t-1\t",
  "2\t1\t1\t0\t0\t0\t844\t552\t864\t41\t-1\t",
  "3\t1\t1\t1\t0\t0\t844\t552\t864\t41\t-1\t",
  "4\t1\t1\t1\t1\t0\t844\t552\t864\t41\t-1\t",
  "5\t1\t1\t1\t1\t1\t844\t553\t62\t32\t95.203163\tFile",
  "5\t1\t1\t1\t1\t2\t961\t552\t70\t33\t95.113251\tEdit",
  "2\t1\t2\t0\t0\t0\t822\t619\t1451\t263\t-1\t",
  "3\t1\t2\t1\t0\t0\t824\t619\t611\t43\t-1\t",
  "4\t1\t2\t1\t1\t0\t824\t619\t611\t43\t-1\t",
  "5\t1\t2\t1\t1\t1\t824\t619\t532\t43\t87.070740\tuser@cb369d15d6f6:~$",
  "5\t1\t2\t1\t1\t2\t1389\t621\t46\t33\t89.369080\tLs",
  "4\t1\t2\t1\t2\t0\t822\t672\t1451\t45\t-1\t",
  "5\t1\t2\t1\t2\t1\t822\t675\t183\t42\t95.750397\tDesktop",
  "5\t1\t2\t1\t2\t2\t1065\t675\t236\t33\t0.000000\t ",
  "5\t1\t2\t1\t2\t3\t1362\t675\t236\t33\t96.598145\tDownloads",
  "",
].join("\n");

describe("the text of Tesseract's TSV", () => {
  it("is every word in reading order, joined with single spaces; blank words and layout rows carry none", () => {
    expect(textOfTesseractTsv(TSV)).toBe("File Edit user@cb369d15d6f6:~$ Ls Desktop Downloads");
    expect(textOfTesseractTsv(TSV.replace(/\n/g, "\r\n"))).toBe(
      "File Edit user@cb369d15d6f6:~$ Ls Desktop Downloads",
    );
  });

  it("is empty for an image without words", () => {
    expect(textOfTesseractTsv(TSV.split("\n").slice(0, 2).join("\n"))).toBe("");
  });

  it("is refused without Tesseract's header", () => {
    expect(() => textOfTesseractTsv("File Edit")).toThrow(/no TSV header/);
  });
});

describe("compare_image_text's rule", () => {
  const text = "File Edit user@cb369d15d6f6:~$ Ls Desktop Downloads";

  it("scores 1 when the rule's text is in the text read, spaces and case included", () => {
    expect(imageTextScore(text, { type: "text", text: " Ls" })).toBe(1); // OSWorld's ls task's rule
    expect(imageTextScore(text, { type: "text", text: "Desktop Downloads" })).toBe(1);
    expect(imageTextScore(text, { type: "text", text: "" })).toBe(1);
    expect(imageTextScore(text, { type: "text", text: " ls" })).toBe(0);
    expect(imageTextScore(text, { type: "text", text: "Desktop  Downloads" })).toBe(0);
    expect(imageTextScore("", { type: "text", text: "Ls" })).toBe(0);
  });

  it("raises as docs.py does on other rules", () => {
    const raises = (rule: unknown) => {
      try {
        imageTextScore(text, rule);
      } catch (error) {
        return error instanceof PythonError ? `${error.kind}: ${error.message}` : String(error);
      }
      return "no error";
    };
    expect(raises({ type: "regex", text: "Ls" })).toMatch(/^ValueError: .*Unsupported rule type/);
    expect(raises({ text: "Ls" })).toMatch(/^KeyError: .*'type'/);
    expect(raises({ type: "text" })).toMatch(/^KeyError: .*'text'/);
    expect(raises({ type: "text", text: 5 })).toMatch(
      /^TypeError: .*'in <string>' requires string as left operand, not int/,
    );
    expect(raises(null)).toMatch(/^TypeError: .*'NoneType' object is not subscriptable/);
  });
});

describe("compare_image_text", () => {
  const dir = tempDir();
  const image = textFile(dir, "ls.png", "stands in for a PNG: the OCR run is a stand-in too");
  const rule = { type: "text", text: " Ls" };

  /** A desktop whose python3 answers `answer`, recording what it was asked to run on which files. */
  const desktop = (answer: Record<string, unknown>) => {
    const calls: { argv: string[]; files: string[]; content: string }[] = [];
    const context: MetricContext = {
      hostCacheDir: dir,
      log: () => undefined,
      python: {
        async run(hostDir, argv) {
          const files = readdirSync(hostDir);
          calls.push({ argv, files, content: readFileSync(path.join(hostDir, files[0]!), "utf8") });
          return { stdout: `${JSON.stringify(answer)}\n`, exitCode: 0, timedOut: false };
        },
      },
    };
    return { context, calls };
  };

  it("reads a copy of the image with OCR_SCRIPT in the desktop and applies the rule to its text", async () => {
    const { context, calls } = desktop({ tsv: TSV });
    expect(await compare_image_text(image, rule, {}, context)).toBe(1);
    expect(calls).toEqual([
      {
        argv: ["python3", "-c", OCR_SCRIPT, "1-ls.png"],
        files: ["1-ls.png"],
        content: "stands in for a PNG: the OCR run is a stand-in too",
      },
    ]);
    expect(await compare_image_text(image, { type: "text", text: "Videos" }, {}, context)).toBe(0);
  });

  it("scores 0 without an image, before reading anything or looking at the rule", async () => {
    const { context, calls } = desktop({ tsv: TSV });
    for (const none of [null, "", 0, false, []])
      expect(await compare_image_text(none, { type: "bad" }, {}, context)).toBe(0);
    expect(calls).toEqual([]);
  });

  it("raises where OSWorld's easyocr raises: a path to no file, a value that is not a path, an unreadable image", async () => {
    const { context, calls } = desktop({
      raises: "UnidentifiedImageError",
      message: "cannot identify image file",
    });
    await expect(compare_image_text(path.join(dir, "gone.png"), rule, {}, context)).rejects.toThrow(
      /FileNotFoundError: No such file/,
    );
    await expect(compare_image_text({ path: image }, rule, {}, context)).rejects.toThrow(
      /ValueError: Invalid input type/,
    );
    expect(calls).toEqual([]);
    await expect(compare_image_text(image, rule, {}, context)).rejects.toThrow(/UnidentifiedImageError/);
  });

  it("is an evaluation desktest cannot make where the desktop has no Tesseract", async () => {
    const { context } = desktop({ no_tesseract: true });
    await expect(compare_image_text(image, rule, {}, context)).rejects.toMatchObject({
      kind: "NotSupported",
      message: expect.stringMatching(/no tesseract \(the profile's tesseract tool/),
    });
  });
});
