import { ANSWER_PRELUDE } from "./answer-prelude.ts";
import { copyFileSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PythonError } from "../python-error.ts";
import { pyTruthy, pyTypeName } from "../python-semantics.ts";
import type { MetricContext } from "./python-test-suite.ts";

/**
 * Metrics whose computation runs in the task's desktop (its python3, its ffmpeg), on copies of the files
 * the getters fetched: the files are copied into a fresh host folder (each at most MEDIA_MAX_BYTES), that
 * folder into the desktop, and the command answers one JSON line on stdout.
 */

export const MEDIA_MAX_BYTES = 512 << 20;
export const MEDIA_TIMEOUT_MS = 300_000;

/** A file for the desktop: its name in the staged folder, or null when the host has no such file. */
export type Staged = string | null;

/**
 * Stage `files` (host paths, or anything else for "no file") into a folder, run `argv(names)` there in the
 * desktop, and give its last stdout line parsed as JSON.
 */
export async function runInDesktop(
  metric: string,
  files: unknown[],
  argv: (names: Staged[]) => string[],
  context: MetricContext | undefined,
): Promise<Record<string, unknown>> {
  if (!context) throw new Error(`${metric} runs in the task's desktop, and has none here`);
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-media-"));
  try {
    const names = files.map((file, i): Staged => {
      if (typeof file !== "string") return null;
      let size: number;
      try {
        const info = statSync(file);
        if (!info.isFile()) return null;
        size = info.size;
      } catch {
        return null;
      }
      if (size > MEDIA_MAX_BYTES)
        throw new PythonError(
          "NotSupported",
          `${file} holds more than ${MEDIA_MAX_BYTES >> 20} MiB, more than desktest copies into the desktop`,
        );
      const name = `${i + 1}-${path.basename(file)}`;
      copyFileSync(file, path.join(dir, name));
      return name;
    });
    const run = await context.python.run(dir, argv(names), MEDIA_TIMEOUT_MS);
    if (run.timedOut)
      throw new PythonError(
        "NotSupported",
        `${metric} did not finish in the desktop within ${MEDIA_TIMEOUT_MS / 1000} s`,
      );
    const line = run.stdout.trim().split("\n").at(-1) ?? "";
    let answer: unknown;
    try {
      answer = JSON.parse(line);
    } catch {
      throw new PythonError(
        "NotSupported",
        `${metric} gave no answer in the desktop (exit ${run.exitCode}): ${run.stdout.slice(-300)}`,
      );
    }
    if (typeof answer !== "object" || answer === null)
      throw new PythonError("NotSupported", `${metric} answered ${line.slice(0, 200)} in the desktop`);
    const fields = answer as Record<string, unknown>;
    if (typeof fields.missing === "string")
      throw new PythonError(
        "NotSupported",
        `${metric} runs OSWorld's computation in the desktop, whose python3 lacks ${fields.missing} (docs/osworld.md: the image profile)`,
      );
    if (typeof fields.raises === "string") throw new PythonError(fields.raises, String(fields.message ?? ""));
    return fields;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * vlc.py's compare_audios, as OSWorld computes it: librosa.load (22050 Hz mono), 20 MFCCs, each normalised
 * to its largest magnitude, fastdtw with scipy's cosine distance, exp(-distance / path length); a file that
 * does not load counts as empty (both empty: 1). The script answers `{"score": repr}`, `{"raises": class,
 * "message": ...}` or `{"missing": module}`.
 */
export const COMPARE_AUDIOS_SCRIPT = `${ANSWER_PRELUDE}try:
    import librosa
    import numpy as np
    from fastdtw import fastdtw
    from scipy.spatial.distance import cosine
except ImportError as error:
    answer(missing=getattr(error, "name", None) or str(error))
def compare(path1, path2):
    y1, y2 = None, None
    try:
        y1, sr1 = librosa.load(path1)
    except Exception:
        pass
    try:
        y2, sr2 = librosa.load(path2)
    except Exception:
        pass
    bad1 = (y1 is None) or (y1.shape[0] == 0)
    bad2 = (y2 is None) or (y2.shape[0] == 0)
    if bad1 and bad2:
        return 1.0
    if bad1 or bad2:
        return 0.0
    try:
        mfcc1 = librosa.feature.mfcc(y=y1, sr=sr1)
        mfcc2 = librosa.feature.mfcc(y=y2, sr=sr2)
    except Exception:
        return 0.0
    mfcc1 = librosa.util.normalize(mfcc1, axis=1)
    mfcc2 = librosa.util.normalize(mfcc2, axis=1)
    distance, path = fastdtw(mfcc1.T, mfcc2.T, dist=lambda x, y: cosine(x, y))
    normalized = np.inf if len(path) == 0 else distance / len(path)
    return np.exp(-normalized)
try:
    answer(score=repr(float(compare(sys.argv[1], sys.argv[2]))))
except Exception as error:
    answer(raises=type(error).__name__, message=str(error)[:500])
`;

const MISSING = "no-such-file";

/** A float's repr as the desktop answered it. */
export function pyFloat(text: unknown, metric: string): number {
  const special: Record<string, number> = { nan: NaN, inf: Infinity, "-inf": -Infinity };
  if (typeof text === "string" && text in special) return special[text]!;
  const value = typeof text === "string" ? Number(text) : NaN;
  if (Number.isNaN(value))
    throw new PythonError("NotSupported", `${metric} answered ${JSON.stringify(text)} in the desktop`);
  return value;
}

export async function compare_audios(
  audio1: unknown,
  audio2: unknown,
  _options: Record<string, unknown> = {},
  context?: MetricContext,
): Promise<number> {
  if (!pyTruthy(audio1) || !pyTruthy(audio2)) return 0;
  for (const value of [audio1, audio2])
    if (typeof value !== "string")
      // a path librosa cannot load is named by os.path.basename in OSWorld's warning, which raises
      throw new PythonError(
        "TypeError",
        `expected str, bytes or os.PathLike object, not ${pyTypeName(value)}`,
      );
  const answer = await runInDesktop(
    "compare_audios",
    [audio1, audio2],
    ([a, b]) => ["python3", "-c", COMPARE_AUDIOS_SCRIPT, a ?? MISSING, b ?? MISSING],
    context,
  );
  return pyFloat(answer.score, "compare_audios");
}

/**
 * The frames compare_videos hashes, from the desktop: ffmpeg decodes each video's first frames (every
 * decoded frame, rotation applied, as OpenCV's VideoCapture reads them) to RGB, and Pillow makes each the
 * 32×32 grayscale image imagehash's phash starts from (`convert("L")`, Lanczos). Answers
 * `{"frames": [[hex of 1024 bytes, ...], [...]]}`.
 */
export const VIDEO_FRAMES_SCRIPT = `${ANSWER_PRELUDE}try:
    from PIL import Image
except ImportError as error:
    answer(missing="PIL")
limit = int(sys.argv[1])
def token(stream):
    data = b""
    while True:
        c = stream.read(1)
        if not c:
            return None
        if c.isspace():
            if data:
                return data
            continue
        data += c
def frames(path):
    if not os.path.isfile(path) or limit <= 0:
        return []
    try:
        proc = subprocess.Popen(
            ["ffmpeg", "-nostdin", "-v", "error", "-i", path, "-map", "0:v:0", "-frames:v", str(limit),
             "-fps_mode", "passthrough", "-f", "image2pipe", "-c:v", "ppm", "-"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    except FileNotFoundError:
        answer(missing="ffmpeg")
    hashes = []
    while len(hashes) < limit:
        magic = token(proc.stdout)
        if magic != b"P6":
            break
        width, height, maxval = int(token(proc.stdout)), int(token(proc.stdout)), int(token(proc.stdout))
        size = width * height * 3
        data = proc.stdout.read(size)
        if maxval != 255 or len(data) < size:
            break
        image = Image.frombytes("RGB", (width, height), data)
        small = image.convert("L").resize((32, 32), Image.Resampling.LANCZOS)
        hashes.append(small.tobytes().hex())
    proc.stdout.close()
    proc.kill()
    proc.wait()
    return hashes
answer(frames=[frames(sys.argv[2]), frames(sys.argv[3])])
`;

/** scipy.fftpack.dct (type II, unnormalised) of 32 values, the first `count` coefficients. */
function dct(values: number[], count: number): number[] {
  const n = values.length;
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[i]! * Math.cos((Math.PI * k * (2 * i + 1)) / (2 * n));
    out.push(2 * sum);
  }
  return out;
}

/** imagehash.phash of a 32×32 grayscale image: the 8×8 low frequencies of its 2-D DCT above their median. */
export function phash(pixels: Uint8Array): boolean[] {
  const columns = Array.from({ length: 32 }, (_, x) =>
    dct(
      Array.from({ length: 32 }, (_, y) => pixels[y * 32 + x]!),
      8,
    ),
  );
  const low: number[] = [];
  for (let k = 0; k < 8; k++)
    low.push(
      ...dct(
        columns.map((column) => column[k]!),
        8,
      ),
    );
  const sorted = [...low].sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  return low.map((v) => v > median);
}

/** vlc.py's compare_videos: up to max_frames_to_check frame pairs, by the phash distance of each pair. */
export async function compare_videos(
  video1: unknown,
  video2: unknown,
  options: Record<string, unknown> = {},
  context?: MetricContext,
): Promise<number> {
  const maxFrames = options.max_frames_to_check ?? 100;
  const threshold = options.threshold ?? 5;
  if (typeof maxFrames !== "number" || typeof threshold !== "number")
    throw new PythonError("TypeError", "'<' not supported between instances of 'int' and a non-number");
  const limit = Math.max(0, Math.min(10_000, Math.ceil(maxFrames)));
  const answer = await runInDesktop(
    "compare_videos",
    [video1, video2],
    ([a, b]) => ["python3", "-c", VIDEO_FRAMES_SCRIPT, String(limit), a ?? MISSING, b ?? MISSING],
    context,
  );
  const [first, second] = answer.frames as [string[], string[]];
  let mismatches = 0;
  for (let i = 0; i < maxFrames; i++) {
    const ended1 = i >= first.length;
    const ended2 = i >= second.length;
    if (ended1 || ended2) return ended1 === ended2 ? 1 : 0;
    const a = phash(Buffer.from(first[i]!, "hex"));
    const b = phash(Buffer.from(second[i]!, "hex"));
    const distance = a.filter((bit, j) => bit !== b[j]).length;
    if (distance > threshold) {
      mismatches++;
      if (mismatches > threshold) return 0;
    }
  }
  return 1;
}
