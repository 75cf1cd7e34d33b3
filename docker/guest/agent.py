#!/usr/bin/env python3
"""Start the desktest guest agent (the desktest_guest package next to this file), for hosts that run a
script path: `python3 /path/to/agent.py [--tcp HOST:PORT | --unix PATH | --device PATH]`. The same as
`python3 -m desktest_guest` with this folder on the module path."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from desktest_guest.__main__ import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
