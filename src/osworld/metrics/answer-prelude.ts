/**
 * The start of each Python program a metric runs in the desktop: what the program and its libraries
 * print is silenced (stdout and stderr go to /dev/null), and `answer(**fields)` writes one JSON line to
 * the real stdout and exits at once. The program goes on after it (json, os, subprocess and sys are
 * imported).
 */
export const ANSWER_PRELUDE = `
import json, os, subprocess, sys
out = os.dup(1)
quiet = os.open(os.devnull, os.O_WRONLY)
os.dup2(quiet, 1)
os.dup2(quiet, 2)
def answer(**fields):
    os.write(out, (json.dumps(fields) + "\\n").encode())
    os._exit(0)
`;
