import type { Session } from "../../session/session.ts";
import { PythonError } from "../python-semantics.ts";

/**
 * OSWorld's vlc_playing_info getter (getters/vlc.py): `GET /requests/status.xml` of VLC's HTTP interface,
 * port 8080, basic auth with an empty user and the password "password"; the answer's body is written to the
 * task cache as `dest`, a status other than 200 gives None, and no answer at all is requests'
 * ConnectionError (an evaluation error in OSWorld). OSWorld asks the VM from the host; desktest asks from
 * inside the desktop (the profile's vlc listens on 127.0.0.1), through the guest agent.
 */

export const VLC_STATUS_URL = "http://127.0.0.1:8080/requests/status.xml";
export const VLC_HTTP_PASSWORD = "password";
/** The most of status.xml desktest reads (VLC's is a few KiB). */
export const VLC_STATUS_MAX_BYTES = 4 << 20;

/**
 * Run as `python3 -c VLC_STATUS_SCRIPT <url> <password> <max bytes>` in the desktop: prints one JSON line,
 * `{"status": <HTTP status>, "body": "<base64>"}`, `{"too_large": <max bytes>}` or `{"error": "<why no answer>"}`.
 */
export const VLC_STATUS_SCRIPT = `
import base64, json, sys, urllib.error, urllib.request
url, password, limit = sys.argv[1], sys.argv[2], int(sys.argv[3])
request = urllib.request.Request(url)
request.add_header("Authorization", "Basic " + base64.b64encode((":" + password).encode()).decode())
def answer(status, body):
    if len(body) > limit:
        print(json.dumps({"too_large": limit}))
    else:
        print(json.dumps({"status": status, "body": base64.b64encode(body).decode()}))
try:
    with urllib.request.urlopen(request, timeout=10) as response:
        answer(response.status, response.read(limit + 1))
except urllib.error.HTTPError as error:
    answer(error.code, error.read(limit + 1))
except Exception as error:
    print(json.dumps({"error": "%s: %s" % (type(error).__name__, error)}))
`;

export type VlcStatusAnswer = { status: number; body: Uint8Array } | { error: string } | { tooLarge: number };

/** The script's output line as an answer; anything else (the script could not run) is an error. */
export function parseVlcStatusAnswer(stdout: string): VlcStatusAnswer {
  const line = stdout.trim().split("\n").at(-1) ?? "";
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { error: `no answer from the status script (${JSON.stringify(stdout.slice(0, 200))})` };
  }
  const value = parsed as { status?: unknown; body?: unknown; error?: unknown; too_large?: unknown };
  if (typeof value.error === "string") return { error: value.error };
  if (typeof value.too_large === "number") return { tooLarge: value.too_large };
  if (typeof value.status === "number" && typeof value.body === "string")
    return { status: value.status, body: new Uint8Array(Buffer.from(value.body, "base64")) };
  return { error: `an answer of an unexpected shape: ${line.slice(0, 200)}` };
}

/**
 * What OSWorld's getter makes of the answer: the body to write (status 200), None (any other status), or
 * requests' ConnectionError when VLC's interface did not answer.
 */
export function vlcStatusBody(answer: VlcStatusAnswer, log: (line: string) => void): Uint8Array | null {
  if ("tooLarge" in answer)
    throw new PythonError(
      "NotSupported",
      `VLC's status.xml is larger than ${answer.tooLarge} bytes, more than desktest reads`,
    );
  if ("error" in answer)
    throw new PythonError(
      "ConnectionError",
      `VLC's HTTP interface (${VLC_STATUS_URL}) did not answer: ${answer.error} (is VLC running?)`,
    );
  if (answer.status === 200) return answer.body;
  log(`vlc_playing_info: Failed to get vlc status. Status code: ${answer.status}`);
  return null;
}

/** Run the status script in the desktop (as the desktop user; 30 s at most). */
export async function readVlcStatus(session: Session): Promise<VlcStatusAnswer> {
  const run = await session.exec(
    ["python3", "-c", VLC_STATUS_SCRIPT, VLC_STATUS_URL, VLC_HTTP_PASSWORD, String(VLC_STATUS_MAX_BYTES)],
    { timeoutMs: 30_000 },
  );
  if (run.timedOut) return { error: "the status request did not end within 30 s" };
  return parseVlcStatusAnswer(run.stdout);
}
