"""`python3 -c SCRIPT ARG...` run in a fork of one interpreter that has imported the heavy libraries once.

The media metrics' desktop scripts (librosa, SciPy, Pillow) spend most of a fresh interpreter's time importing;
the oracle runs such a script for every case. Here each run is a fork of this process, after the modules named
on the command line were imported (a module that does not import is skipped: the script then meets the same
ImportError a fresh interpreter would). The fork runs the script as `python3 -c` runs it: `__name__` is
"__main__", sys.argv is ["-c", ARG...], sys.path[0] is "" and the working folder is the request's; its stdin is
/dev/null, its stdout what it answers, its stderr discarded.

  request   {"script": "...", "args": ["a.wav", "b.wav"], "cwd": "/tmp/...", "timeout_ms": 120000}  (one line)
  answer    {"stdout": "...", "exit_code": 0, "timed_out": false}                                  (one line)
"""

import importlib
import json
import os
import select
import signal
import sys
import time

for name in sys.argv[1:]:
    try:
        importlib.import_module(name)
    except ImportError:
        pass

answers = os.fdopen(os.dup(1), "w")
requests = sys.stdin


def child(request, write):
    """In the fork: become `python3 -c script args...` and never return."""
    code = 1
    try:
        os.close(answers.fileno())
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 0)
        os.dup2(write, 1)
        os.dup2(null, 2)
        os.chdir(request["cwd"])
        sys.argv = ["-c", *request["args"]]
        sys.path[0] = ""
        try:
            exec(compile(request["script"], "<string>", "exec"), {"__name__": "__main__", "__builtins__": __builtins__})
            code = 0
        except SystemExit as exit:
            code = exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 1)
        except BaseException:  # (as python3 -c: the traceback on stderr, exit 1)
            code = 1
        sys.stdout.flush()
    finally:
        os._exit(code)


def run(request):
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        child(request, write)
    os.close(write)
    deadline = time.monotonic() + request["timeout_ms"] / 1000
    out = b""
    timed_out = False
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            os.kill(pid, signal.SIGKILL)
            break
        ready, _, _ = select.select([read], [], [], left)
        if ready:
            chunk = os.read(read, 65536)
            if not chunk:
                break
            out += chunk
    os.close(read)
    _, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    # (ended by a signal: 137, as the tests' runners count a process that has no exit status)
    return {"stdout": out.decode("utf-8", "replace"), "exit_code": 137 if code < 0 else code, "timed_out": timed_out}


for line in requests:
    answers.write(json.dumps(run(json.loads(line))) + "\n")
    answers.flush()
