"""`python3 -m desktest_guest`: start the agent on one transport (stdio by default)."""

from __future__ import annotations

import argparse
import os
import sys


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="desktest_guest", description="desktest guest agent (newline-delimited JSON, PROTOCOL.md)")
    ap.add_argument("--display", default=None, help="X display (default $DISPLAY, else --default-display)")
    ap.add_argument("--default-display", default=None, help="X display when --display and $DISPLAY name none (a desktest desktop image's :99)")
    ap.add_argument("--platform", default=None, help="platform adapter (default: this machine's: linux, macos, windows)")
    transport = ap.add_mutually_exclusive_group()
    transport.add_argument("--tcp", default=None, metavar="HOST:PORT", help="serve TCP instead of stdin/stdout")
    transport.add_argument("--unix", default=None, metavar="PATH", help="serve a unix socket instead of stdin/stdout")
    transport.add_argument("--device", default=None, metavar="PATH", help="serve a character device (virtio-serial port)")
    transport.add_argument("--relay", default=None, metavar="HOST:PORT|unix:PATH", help="no agent: copy bytes between stdin/stdout and this TCP port (a live view's VNC) or unix socket (an agent the desktop started)")
    ap.add_argument("--no-prewarm", action="store_true", help="do not start the accessibility worker at start, nor load the image encoders after the first answer and import pyautogui after the first observation")
    ap.add_argument("--prewarm-after", default=None, metavar="FILE", help="start the accessibility worker once FILE exists, not at start (an agent started with its desktop, whose buses are not up yet: the desktop's ready file)")
    args = ap.parse_args(argv)
    if args.relay:
        from .relay import relay

        return relay(args.relay)

    from .agent import Agent
    from .platform import load_platform
    from .server import Server
    from .transports import serve_device, serve_stdio, serve_tcp, serve_unix

    agent = Agent(load_platform(args.platform, args.display or os.environ.get("DISPLAY") or args.default_display))
    server = Server(agent.dispatcher(), after_answer=None if args.no_prewarm else agent.prewarm_after)
    agent.server = server
    if args.no_prewarm:
        pass
    elif args.prewarm_after:
        agent.prewarm_worker_after(args.prewarm_after)
    else:
        agent.prewarm_worker()
    if args.tcp:
        host, _, port = args.tcp.rpartition(":")
        rc = serve_tcp(server, host or "127.0.0.1", int(port))
    elif args.unix:
        rc = serve_unix(server, args.unix)
    elif args.device:
        rc = serve_device(server, args.device)
    else:
        rc = serve_stdio(server)
    agent.scratch.close_all()
    agent.platform.close()
    try:
        sys.stderr.flush()
    finally:
        os._exit(rc)  # worker threads may sit in native calls; never wait for them


if __name__ == "__main__":
    sys.exit(main())
