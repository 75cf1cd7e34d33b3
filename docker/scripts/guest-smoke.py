#!/usr/bin/env python3
"""End-to-end smoke test of desktest-desktop + the guest agent, driven from the host.

Starts a container the way the engine does (cap_drop ALL, no-new-privileges, limits), starts the agent with
one `docker exec -i`, launches galculator as `tester`, computes 42 + 58 by clicking the buttons found in the
accessibility tree, reads "100" back from the tree, saves a screenshot and prints latencies.

    python3 docker/scripts/guest-smoke.py [--image desktest-desktop:latest] [--png /tmp/guest-check.png]
                                          [--runs 20] [--keep]

Exit status 0 when the drive read back 100. The container is removed at the end unless --keep.
"""

from __future__ import annotations

import argparse
import base64
import json
import statistics
import subprocess
import sys
import threading
import time


class AgentClient:
    """Minimal client of the line protocol over `docker exec -i` (see docker/guest/PROTOCOL.md)."""

    def __init__(self, container: str):
        self.proc = subprocess.Popen(
            ["docker", "exec", "-i", container, "python3", "/opt/desktest/guest/agent.py"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.next_id = 1
        self.stash: dict = {}
        self.stderr: list[str] = []
        threading.Thread(target=self._drain_stderr, daemon=True).start()

    def _drain_stderr(self) -> None:  # the agent's stderr must always be read, or it could block
        for line in self.proc.stderr:
            self.stderr.append(line.decode("utf-8", "replace"))

    def send(self, op: str, **params) -> int:
        rid = self.next_id
        self.next_id += 1
        self.proc.stdin.write(json.dumps({"id": rid, "op": op, **params}).encode() + b"\n")
        self.proc.stdin.flush()
        return rid

    def wait(self, rid: int) -> dict:
        while rid not in self.stash:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("agent closed its stdout; stderr:\n" + "".join(self.stderr[-20:]))
            resp = json.loads(line)
            self.stash[resp.get("id")] = resp
        return self.stash.pop(rid)

    def call(self, op: str, **params) -> dict:
        resp = self.wait(self.send(op, **params))
        if not resp.get("ok"):
            raise RuntimeError(f"{op} failed: {resp.get('error')}")
        return resp

    def close(self) -> int:
        try:
            self.call("shutdown")
        except Exception:
            pass
        self.proc.stdin.close()
        return self.proc.wait(timeout=10)


def parse_tsv(tsv: str) -> list[dict]:
    lines = tsv.split("\n")
    cols = lines[0].split("\t")
    return [dict(zip(cols, line.split("\t"))) for line in lines[1:]]


def center(row: dict) -> tuple[int, int]:
    x, y = (int(v) for v in row["position"].split(","))
    w, h = (int(v) for v in row["size"].split(","))
    return x + w // 2, y + h // 2


def ms_since(t: float) -> float:
    return (time.monotonic() - t) * 1000.0


def p50(xs: list[float]) -> str:
    return f"p50 {statistics.median(xs):.1f} ms (min {min(xs):.1f}, max {max(xs):.1f}, n={len(xs)})"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--image", default="desktest-desktop:latest")
    ap.add_argument("--png", default="/tmp/guest-check.png")
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--height", type=int, default=800)
    ap.add_argument("--keep", action="store_true")
    args = ap.parse_args()

    run_cmd = [
        "docker", "run", "-d", "--rm",
        "--cap-drop", "ALL", "--security-opt", "no-new-privileges",
        "--memory", "4g", "--memory-swap", "4g", "--cpus", "2", "--pids-limit", "512",
        "-e", f"DISPLAY_WIDTH={args.width}", "-e", f"DISPLAY_HEIGHT={args.height}",
        args.image,
    ]  # fmt: skip
    t0 = time.monotonic()
    ctr = subprocess.check_output(run_cmd, text=True).strip()
    t_run = ms_since(t0)
    ok = False
    agent = None
    try:
        agent = AgentClient(ctr)
        ping = agent.call("ping")
        t_agent = ms_since(t0)
        agent.call("run", cmd="until [ -e /tmp/desktop-ready ]; do sleep 0.005; done", timeout_ms=20000)
        t_ready = ms_since(t0)
        times = agent.call("run", cmd="cat /tmp/desktop-times")["stdout"].strip()
        t_launch = time.monotonic()
        app = agent.call("run", cmd="galculator", detach=True, log="/tmp/galculator.log")
        win = agent.call("windows", wait_for={"pid": app["pid"], "timeout_ms": 15000})
        t_mapped = ms_since(t0)
        launch_to_map = ms_since(t_launch)
        if not win["found"]:
            raise RuntimeError(f"galculator window not mapped: {win}")
        print(f"container {ctr[:12]}  image {args.image}  agent {ping['version']} pid {ping['pid']} user {ping['user']}")
        print(f"docker run returned      {t_run:7.0f} ms")
        print(f"agent answered ping      {t_agent:7.0f} ms   (screen at that time: {ping['screen']})")
        print(f"/tmp/desktop-ready seen  {t_ready:7.0f} ms   ({times})")
        print(f"galculator mapped        {t_mapped:7.0f} ms   (launch -> mapped {launch_to_map:.0f} ms; {win['match']})")

        st = agent.call("settle", timeout_ms=3000, interval_ms=50, stable_frames=3)
        print(f"settle: {st}")

        # the buttons from the a11y tree (the tree may need a moment to list a fresh app)
        rows: list[dict] = []
        for _ in range(40):
            obs = agent.call("observe", screenshot=False, a11y=True)
            rows = parse_tsv(obs["a11y"]["tsv"])
            if any(r.get("name") == "=" for r in rows):
                break
            time.sleep(0.05)
        buttons = {r["name"]: r for r in rows if r.get("class") in ("push button", "toggle button") and r.get("position")}
        print(f"a11y: {obs['a11y']['nodes']} nodes in {obs['a11y']['ms']} ms; buttons found: {len(buttons)}")
        display_before = [r["text"] for r in rows if r.get("class") == "text" and not r["position"].startswith("-")]
        print(f"display before: {display_before}")

        keys = ["4", "2", "+", "5", "8", "="]
        missing = [k for k in keys if k not in buttons]
        if missing:
            raise RuntimeError(f"buttons missing from the a11y tree: {missing}")
        pts = [center(buttons[k]) for k in keys]
        code = "\n".join(f"pyautogui.click({x}, {y})" for x, y in pts)
        act = agent.call("act", code=code, timeout_ms=10000)
        print(f"act clicked {list(zip(keys, pts))}: success={act['success']} error={act['error']} {act['duration_ms']} ms")
        agent.call("settle", timeout_ms=2000, interval_ms=30, stable_frames=2)

        obs = agent.call("observe", format="png")
        rows = parse_tsv(obs["a11y"]["tsv"])
        display_after = [r["text"] for r in rows if r.get("class") == "text" and not r["position"].startswith("-")]
        ok = any(t.strip() == "100" for t in display_after)
        print(f"display after: {display_after}  -> {'PASS' if ok else 'FAIL'}")
        shot = obs["screenshot"]
        with open(args.png, "wb") as f:
            f.write(base64.b64decode(shot["data"]))
        print(f"screenshot {shot['width']}x{shot['height']} {shot['bytes']} bytes -> {args.png}")

        # ---- latencies
        lat: dict[str, list[float]] = {k: [] for k in ("ping", "run true", "observe png+a11y", "observe jpeg+a11y", "observe png only", "observe a11y only", "act one click", "settle (static)")}
        inner: dict[str, list[float]] = {"capture_ms": [], "encode_ms": [], "a11y_ms": [], "act_duration_ms": []}
        cx, cy = pts[0]
        for _ in range(args.runs):
            t = time.monotonic(); agent.call("ping"); lat["ping"].append(ms_since(t))
            t = time.monotonic(); agent.call("run", cmd=["true"]); lat["run true"].append(ms_since(t))
            t = time.monotonic(); o = agent.call("observe"); lat["observe png+a11y"].append(ms_since(t))
            inner["capture_ms"].append(o["screenshot"]["capture_ms"]); inner["encode_ms"].append(o["screenshot"]["encode_ms"]); inner["a11y_ms"].append(o["a11y"]["ms"])
            t = time.monotonic(); agent.call("observe", format="jpeg", quality=80); lat["observe jpeg+a11y"].append(ms_since(t))
            t = time.monotonic(); agent.call("observe", a11y=False); lat["observe png only"].append(ms_since(t))
            t = time.monotonic(); agent.call("observe", screenshot=False); lat["observe a11y only"].append(ms_since(t))
            t = time.monotonic(); a = agent.call("act", code=f"pyautogui.click({cx}, {cy})"); lat["act one click"].append(ms_since(t))
            inner["act_duration_ms"].append(a["duration_ms"])
            t = time.monotonic(); agent.call("settle", timeout_ms=1000, interval_ms=20, stable_frames=2); lat["settle (static)"].append(ms_since(t))
        print(f"round trips from the host ({args.width}x{args.height}):")
        for k, v in lat.items():
            print(f"  {k:20s} {p50(v)}")
        for k, v in inner.items():
            print(f"  (in guest) {k:12s} {p50(v)}")
        rc = agent.close()
        agent = None
        print(f"agent exit status after shutdown: {rc}")
    finally:
        if agent is not None:
            try:
                agent.proc.kill()
            except Exception:
                pass
        if not args.keep:
            subprocess.run(["docker", "rm", "-f", ctr], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
