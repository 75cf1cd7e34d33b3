import type { SecretMask } from "../session/guest/guest-agent.ts";
import type { Session } from "../session/session.ts";

const GUEST_FILE = "/tmp/desktest-recording.mp4";
const MASKED_FILE = "/tmp/desktest-recording-masked.mp4";
/** How long after its field changed a secret's mask is kept in the video (its clock is not the agent's). */
const MASK_GRACE_SECS = 2;

/**
 * A screen recording made by ffmpeg inside the desktop (x11grab, 10 fps, H.264) as a fragmented MP4: the
 * header first, then one fragment per second written out as it is made, so the video plays in a browser
 * up to its last second even when ffmpeg is killed before it finishes (a busy machine, a run that ends
 * hard); a plain MP4 writes its index only at the end, and a killed one does not play at all.
 */
export class ScreenRecording {
  private constructor(
    private readonly session: Session,
    private readonly pid: number,
    /** The guest's clock just before ffmpeg started (secret masks are timed by it); null without masks. */
    private readonly startedAt: number | null,
  ) {}

  /** Start recording; undefined (with a log line) when ffmpeg cannot start: recording never fails a run. */
  static async start(session: Session, log?: (line: string) => void): Promise<ScreenRecording | undefined> {
    const { width, height } = session.screen;
    const argv = [
      "ffmpeg",
      "-nostdin",
      "-y",
      "-loglevel",
      "error",
      "-f",
      "x11grab",
      "-framerate",
      "10",
      "-video_size",
      `${width}x${height}`,
      // the pointer is not part of the screen under test (screenshots do not show it either)
      "-draw_mouse",
      "0",
      "-i",
      ":99",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      "-g",
      "10",
      "-movflags",
      "+frag_keyframe+empty_moov+default_base_moof",
      "-flush_packets",
      "1",
      GUEST_FILE,
    ];
    try {
      const startedAt = session.guest.supports("secret_masks")
        ? (await session.guest.secretMasks()).now
        : null;
      const pid = await session.spawn(argv, { log: "/tmp/recording.log" });
      return new ScreenRecording(session, pid, startedAt);
    } catch (error) {
      log?.(`recording did not start: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** Stop (ffmpeg writes its last fragment on SIGINT; killed after 10 s) and copy the video to `hostFile`. */
  async stop(hostFile: string, log?: (line: string) => void): Promise<boolean> {
    await this.session.exec(
      `kill -INT ${this.pid} 2>/dev/null; for i in $(seq 100); do kill -0 ${this.pid} 2>/dev/null || exit 0; sleep 0.1; done; kill -KILL ${this.pid}`,
      {
        timeoutMs: 20_000,
      },
    );
    let file: string;
    try {
      file = await this.maskSecrets(log);
    } catch (error) {
      // A video that may show a typed secret is never saved.
      log?.(`recording was not saved: masking a typed secret in it failed: ${(error as Error).message}`);
      return false;
    }
    try {
      await this.session.copyOut(file, hostFile);
      return true;
    } catch (error) {
      log?.(`recording was not saved: ${(error as Error).message}`);
      return false;
    }
  }

  /**
   * The video with every field that received a secret painted over (secret_masks.py), from the start
   * until a little after the field changed (or to the end): its frames' times are not the agent's, so a
   * mask starts at the beginning, which only covers the empty field before, and ends late. The file to
   * copy: the recording itself when nothing was masked.
   */
  private async maskSecrets(log?: (line: string) => void): Promise<string> {
    if (this.startedAt === null) return GUEST_FILE;
    const { masks } = await this.session.guest.secretMasks();
    if (masks.length === 0) return GUEST_FILE;
    const filter = masks.map((m) => drawbox(m, this.startedAt!)).join(",");
    const result = await this.session.exec(
      [
        "ffmpeg",
        "-nostdin",
        "-y",
        "-loglevel",
        "error",
        "-i",
        GUEST_FILE,
        "-vf",
        filter,
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-pix_fmt",
        "yuv420p",
        MASKED_FILE,
      ],
      { timeoutMs: 300_000 },
    );
    if (result.exitCode !== 0)
      throw new Error(`ffmpeg exited with ${result.exitCode}: ${result.stderr.trim()}`);
    log?.(`recording: ${masks.length} field(s) that received a secret masked`);
    return MASKED_FILE;
  }
}

/** ffmpeg's drawbox for one mask: a filled black box, shown until the mask ended (plus a grace). */
function drawbox(mask: SecretMask, startedAt: number): string {
  const size = mask.width > 0 && mask.height > 0 ? `w=${mask.width}:h=${mask.height}` : "w=iw:h=ih";
  const box = `drawbox=x=${mask.x}:y=${mask.y}:${size}:color=black:t=fill`;
  if (mask.until === null) return box;
  const end = Math.max(0, mask.until - startedAt + MASK_GRACE_SECS).toFixed(2);
  return `${box}:enable='lt(t,${end})'`;
}
