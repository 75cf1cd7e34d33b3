"""desktest guest agent: one long-lived process per desktop session, speaking newline-delimited JSON
(PROTOCOL.md) over a byte stream. The package shows its parts:

    protocol, dispatcher, server     the wire format, op -> handler, execution lanes
    transports                       stdio, TCP, unix socket, character device (virtio-serial)
    platform/                        adapters: Linux (X11 + AT-SPI), Windows (user32 + UIA), macOS (Quartz + AX)
    accessibility, osworld_xml       the tree as desktest's TSV and as OSWorld's XML (pure)
    a11y_worker                      the child process that owns the native accessibility libraries
    sandbox, act_context             agent-written PyAutoGUI code, checked and bounded
    commands, files, browser         `run`, file ops, Chrome's DevTools endpoint
    waiting, imaging                 settle / wait-for-window loops, screenshot encoding and comparison
    settling, frames                 settling on change events (X damage), screenshots kept for `frame`
    agent                            the ops, wired to the above
    __main__                         `python3 -m desktest_guest [--tcp|--unix|--device ...]`

Only the Python 3.11 standard library is needed to import the package; python-xlib, Pillow, pyatspi and
pyautogui are imported lazily by the parts that use them, so the protocol core is testable anywhere.
"""

VERSION = "2.0.0"
PROTOCOL_VERSION = 2
