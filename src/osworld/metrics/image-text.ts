import { ANSWER_PRELUDE } from "./answer-prelude.ts";
import { statSync } from "node:fs";
import { PythonError, pyTruthy, pyTypeName } from "../python-semantics.ts";
import { runInDesktop } from "./desktop-media.ts";
import { subscript } from "./python-access.ts";
import type { MetricContext } from "./python-test-suite.ts";

/**
 * docs.py's compare_image_text (desktop-env 1.0.2): the text OCR reads in the image, its pieces joined with
 * single spaces, and 1 when the rule's text is in it. OSWorld reads with easyocr, whose detection and
 * recognition models it downloads from GitHub at first use; desktest reads with Tesseract (Debian's, with its
 * English model) in the task's desktop, on a copy of the file, so the text read can differ (docs/osworld.md).
 */

/**
 * `python3 -c OCR_SCRIPT <image>`: the image in grayscale (its alpha dropped, as easyocr's loadImage drops
 * it), enlarged OCR_SCALE times with Lanczos but to at most OCR_MAX_SIDE pixels (easyocr's recogniser scales
 * every line it detects to 64 pixels high; Tesseract misreads text as small as a screen's), then Tesseract's
 * words with their layout (TSV). Answers `{"tsv": ...}`, `{"raises": class, "message": ...}` when the image
 * cannot be read, `{"no_tesseract": true}`, or `{"missing": "PIL"}`.
 */
export const OCR_SCALE = 3;
export const OCR_MAX_SIDE = 6000;
export const OCR_SCRIPT = `${ANSWER_PRELUDE}try:
    from PIL import Image
except ImportError:
    answer(missing="PIL")
path = sys.argv[1]
if not os.path.isfile(path):
    answer(raises="FileNotFoundError", message="No such file: " + repr(path))
try:
    with Image.open(path) as image:
        gray = image.convert("RGB").convert("L")
    scale = max(1.0, min(${OCR_SCALE}, ${OCR_MAX_SIDE} / max(gray.size)))
    if scale > 1:
        gray = gray.resize((round(gray.width * scale), round(gray.height * scale)), Image.Resampling.LANCZOS)
    gray.save("ocr-input.png")
except Exception as error:
    answer(raises=type(error).__name__, message=str(error)[:500])
try:
    run = subprocess.run(["tesseract", "ocr-input.png", "stdout", "-l", "eng", "tsv"], stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=dict(os.environ, OMP_THREAD_LIMIT="1"))
except FileNotFoundError:
    answer(no_tesseract=True)
if run.returncode != 0:
    answer(raises="OSError", message=run.stderr.decode("utf-8", "replace").strip()[-500:])
answer(tsv=run.stdout.decode("utf-8", "replace"))
`;

/** The most words read from one image that desktest keeps (a full-screen page of text has a few thousand). */
export const OCR_MAX_WORDS = 100_000;

/**
 * The text of Tesseract's TSV as OSWorld joins easyocr's results: every word (level 5), in Tesseract's
 * reading order, joined with single spaces. Rows of the other levels (page, block, paragraph, line) carry
 * no text.
 */
export function textOfTesseractTsv(tsv: string): string {
  const words: string[] = [];
  const lines = tsv.split(/\r?\n/);
  const header = lines[0]?.split("\t") ?? [];
  const level = header.indexOf("level");
  const text = header.indexOf("text");
  if (level < 0 || text < 0) throw new PythonError("NotSupported", "Tesseract gave no TSV header");
  for (const line of lines.slice(1)) {
    const cells = line.split("\t");
    if (cells[level] !== "5") continue;
    const word = (cells[text] ?? "").trim();
    if (word) words.push(word);
    if (words.length >= OCR_MAX_WORDS) break;
  }
  return words.join(" ");
}

/** The rule's answer on the text read: `rule['type'] == 'text'` and `rule['text'] in text`, as Python raises. */
export function imageTextScore(extracted: string, rule: unknown): number {
  if (subscript(rule, "type") !== "text") throw new PythonError("ValueError", "Unsupported rule type");
  const target = subscript(rule, "text");
  if (typeof target !== "string")
    throw new PythonError(
      "TypeError",
      `'in <string>' requires string as left operand, not ${pyTypeName(target)}`,
    );
  return extracted.includes(target) ? 1 : 0;
}

export async function compare_image_text(
  imagePath: unknown,
  rule: unknown,
  _options: Record<string, unknown> = {},
  context?: MetricContext,
): Promise<number> {
  if (!pyTruthy(imagePath)) return 0;
  if (typeof imagePath !== "string")
    // easyocr's reformat_input takes a path, bytes or a numpy array
    throw new PythonError(
      "ValueError",
      "Invalid input type. Supporting format = string(file path or url), bytes, numpy array",
    );
  if (!statSync(imagePath, { throwIfNoEntry: false })?.isFile())
    // easyocr reads the file with scikit-image (imageio), which raises so
    throw new PythonError("FileNotFoundError", `No such file: '${imagePath}'`);
  const answer = await runInDesktop(
    "compare_image_text",
    [imagePath],
    ([name]) => ["python3", "-c", OCR_SCRIPT, name ?? "no-such-file"],
    context,
  );
  if (answer.no_tesseract === true)
    throw new PythonError(
      "NotSupported",
      "compare_image_text reads the image with Tesseract in the desktop, which has no tesseract (the profile's tesseract tool: docs/osworld.md)",
    );
  if (typeof answer.tsv !== "string")
    throw new PythonError("NotSupported", "compare_image_text got no text from Tesseract in the desktop");
  return imageTextScore(textOfTesseractTsv(answer.tsv), rule);
}
