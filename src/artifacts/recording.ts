import type { Session } from "../session/session.ts";

const GUEST_FILE = "/tmp/desktest-recording.mp4";

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
      const pid = await session.spawn(argv, { log: "/tmp/recording.log" });
      return new ScreenRecording(session, pid);
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
    try {
      await this.session.copyOut(GUEST_FILE, hostFile);
      return true;
    } catch (error) {
      log?.(`recording was not saved: ${(error as Error).message}`);
      return false;
    }
  }
}
