#!/usr/bin/env python3
"""Replay of notepad-save on a Windows desktop (windows_native): keyboard only; the Save As dialog's
name field takes a full path."""

import time
import pyautogui

pyautogui.FAILSAFE = False
pyautogui.PAUSE = 0.2


def step_001():
    """The text, into Notepad's (focused) editor."""
    time.sleep(1.0)
    pyautogui.write('Hello from desktest', interval=0.02)


def step_002():
    """Save As: the full path in the name field, then Return."""
    pyautogui.hotkey('ctrl', 'shift', 's')
    time.sleep(1.5)
    pyautogui.hotkey('ctrl', 'a')
    pyautogui.write('C:\\desktest\\desktest-note.txt', interval=0.02)
    pyautogui.press('enter')
    time.sleep(1.5)


print("REPLAY_START")
for n, step in enumerate((step_001, step_002), start=1):
    step()
    print(f"REPLAY_STEP_DONE:{n}:{' '.join(step.__doc__.split())}")
print("REPLAY_COMPLETE")
