"""Shared by the guest agent's tests: the package on the module path, and the agent's start script.

Run from the repository:  python3 -m unittest discover -s docker/guest/tests -t docker/guest/tests
Standard library only (parts that need X, AT-SPI or pyautogui are exercised in the desktop tests).
"""

import os
import sys

GUEST_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if GUEST_DIR not in sys.path:
    sys.path.insert(0, GUEST_DIR)

AGENT_PATH = os.path.join(GUEST_DIR, "agent.py")
