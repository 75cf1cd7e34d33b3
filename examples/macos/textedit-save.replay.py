#!/usr/bin/env python3
"""Replay of textedit-save on a Mac's own desktop (macos_native): keyboard only, so that it does not
depend on where TextEdit puts its windows. Needs Accessibility for the agent's Python (desktest selftest
names the program to allow)."""

import time
import pyautogui

pyautogui.FAILSAFE = False
pyautogui.PAUSE = 0.2


def step_001():
    """A new document (TextEdit may open with its Open panel: Escape closes it), made plain text."""
    pyautogui.press('escape')
    pyautogui.hotkey('command', 'n')
    time.sleep(1.0)
    pyautogui.hotkey('command', 'shift', 't')
    time.sleep(0.5)


def step_002():
    """The text."""
    pyautogui.write('Hello from desktest', interval=0.02)


def step_003():
    """Save: Command-D puts the Save panel on the Desktop; the name, then Return."""
    pyautogui.hotkey('command', 's')
    time.sleep(1.5)
    pyautogui.hotkey('command', 'd')
    pyautogui.hotkey('command', 'a')
    pyautogui.write('desktest-note.txt', interval=0.02)
    pyautogui.press('enter')
    time.sleep(1.5)


print("REPLAY_START")
for n, step in enumerate((step_001, step_002, step_003), start=1):
    step()
    print(f"REPLAY_STEP_DONE:{n}:{' '.join(step.__doc__.split())}")
print("REPLAY_COMPLETE")
