#!/usr/bin/env python3
"""Print galculator's display value, read through the accessibility tree (AT-SPI).

Used by the galculator-add task's command_output metric: the display is the first text
widget of the galculator frame that holds a value.
"""
import sys

import pyatspi


def texts(node, depth=0):
    if depth > 40:
        return
    try:
        if node.getRoleName() == "text":
            value = node.queryText().getText(0, -1).strip()
            if value:
                yield value
        for i in range(node.childCount):
            yield from texts(node.getChildAtIndex(i), depth + 1)
    except Exception:
        return


desktop = pyatspi.Registry.getDesktop(0)
for app in desktop:
    if app is not None and app.name == "galculator":
        for value in texts(app):
            print(value)
            sys.exit(0)
sys.exit("galculator's display was not found in the accessibility tree")
