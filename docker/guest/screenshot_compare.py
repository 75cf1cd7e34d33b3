#!/usr/bin/env python3
"""/usr/local/bin/screenshot-compare in the Docker desktop (the reference CLI's path, for the replay
scripts it codified): desktest_guest/screenshot_compare.py from the image's copy of the guest agent."""
import sys

sys.path.insert(0, "/opt/desktest/guest")
from desktest_guest.screenshot_compare import main  # noqa: E402

sys.exit(main())
