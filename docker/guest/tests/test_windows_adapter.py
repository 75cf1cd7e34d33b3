"""The Windows adapter's decisions, tested on Linux: which windows are applications and how they are
reported, the keystrokes a text becomes, UI Automation control types in the shared TSV and OSWorld XML
formats (through the real tree walks, over a fake UIA client), and the console text. The Win32 and COM
calls themselves run only on Windows (docs/platforms.md says what has run where)."""

from __future__ import annotations

import ctypes
import sys
import types
import unittest
import xml.etree.ElementTree as ET
from unittest import mock

import support  # noqa: F401
from strict_comtypes import FakeElement, FakeTextPattern, StrictComtypes, in_new_thread  # noqa: E402
from desktest_guest import platform  # noqa: E402
from desktest_guest.accessibility import A11Y_HEADER  # noqa: E402
from desktest_guest.platform import windows_desktop as wd  # noqa: E402
from desktest_guest.platform import windows_uia as wu  # noqa: E402
from desktest_guest.platform.base import AccessibilityBackend, Platform  # noqa: E402

BUTTON, EDIT, WINDOW, TEXT, CHECKBOX, TREEITEM = 50000, 50004, 50032, 50020, 50002, 50024


class FakeUia:
    """The _Uia surface the adapters use, over nested dicts: {"props": {...}, "children": [...]}."""

    def __init__(self, apps, focused=None, texts=None):
        self.top = {"props": {"control_type": 50033, "name": "Desktop"}, "children": apps}
        self.focused = focused
        self.texts = texts or {}
        self.children_calls = 0

    def root(self):
        return self.top

    def children(self, node):
        self.children_calls += 1
        return node.get("children", [])

    def props(self, node):
        return dict(node["props"])

    def focused_window(self):
        return self.focused

    def text_of(self, node):
        return self.texts.get(node["props"].get("automation_id"))


def node(control_type, name="", children=(), **props):
    return {"props": {"control_type": control_type, "name": name, **props}, "children": list(children)}


def notepad():
    edit = node(EDIT, "Text Editor", value="hello\tworld", class_name="RichEditD2DPT", automation_id="15",
                rect=(10, 60, 810, 560), enabled=True, focusable=True, has_focus=True)
    save = node(BUTTON, "Save", rect=(700, 20, 760, 44), enabled=True, focusable=True, automation_id="save")
    hidden = node(BUTTON, "Offscreen", rect=(0, 0, 50, 20), offscreen=True, enabled=True)
    return node(WINDOW, "Untitled - Notepad", [save, edit, hidden], class_name="Notepad",
                rect=(0, 0, 820, 600), enabled=True)


class AppWindowTest(unittest.TestCase):
    def test_a_visible_titled_unowned_window_is_an_application(self):
        self.assertTrue(wd.is_app_window(True, 0, 0, False, "Notepad"))

    def test_hidden_cloaked_untitled_owned_and_tool_windows_are_not(self):
        self.assertFalse(wd.is_app_window(False, 0, 0, False, "Notepad"))
        self.assertFalse(wd.is_app_window(True, 0, 0, True, "Settings"))  # a suspended UWP frame
        self.assertFalse(wd.is_app_window(True, 0, 0, False, ""))
        self.assertFalse(wd.is_app_window(True, 0, 0x1234, False, "Find"))  # an owned dialog
        self.assertFalse(wd.is_app_window(True, wd.WS_EX_TOOLWINDOW, 0, False, "Palette"))

    def test_the_app_window_style_wins_over_owner_and_tool_window(self):
        self.assertTrue(wd.is_app_window(True, wd.WS_EX_APPWINDOW | wd.WS_EX_TOOLWINDOW, 0x1234, False, "Player"))

    def test_a_window_record_has_the_protocol_shape(self):
        rec = wd.window_record(0x3012, "Untitled - Notepad", "Notepad", "notepad.exe", 4242,
                               (-8, -8, 1288, 808), True, True)
        self.assertEqual(rec, {
            "id": 0x3012, "title": "Untitled - Notepad", "class": "Notepad", "instance": "notepad.exe",
            "pid": 4242, "x": -8, "y": -8, "width": 1296, "height": 816, "mapped": True, "focused": True,
        })

    def test_an_inverted_rectangle_has_no_size(self):
        rec = wd.window_record(1, "t", "c", "", None, (100, 100, 50, 90), False, False)
        self.assertEqual((rec["width"], rec["height"], rec["pid"]), (0, 0, None))


class KeystrokesTest(unittest.TestCase):
    def test_text_is_unicode_units_and_line_breaks_are_return(self):
        self.assertEqual(wd.keystrokes("a\u00e9\n"), [("unicode", ord("a")), ("unicode", 0xE9), ("vk", wd.VK_RETURN)])

    def test_crlf_and_cr_are_one_return_and_tab_is_the_tab_key(self):
        self.assertEqual(wd.keystrokes("x\r\ny\rz\t"), [
            ("unicode", ord("x")), ("vk", wd.VK_RETURN), ("unicode", ord("y")), ("vk", wd.VK_RETURN),
            ("unicode", ord("z")), ("vk", wd.VK_TAB),
        ])

    def test_a_character_outside_the_bmp_is_its_surrogate_pair(self):
        self.assertEqual(wd.keystrokes("\U0001F600"), [("unicode", 0xD83D), ("unicode", 0xDE00)])

    def test_empty_text_sends_nothing(self):
        self.assertEqual(wd.keystrokes(""), [])


class RecordingWin:
    def __init__(self):
        self.calls = []

    def send_keys(self, strokes):
        self.calls.append(list(strokes))


class TypeTextTest(unittest.TestCase):
    def setUp(self):
        from desktest_guest.act_context import ActContext

        self.platform = wd.WindowsDesktopPlatform()
        self.win = RecordingWin()
        self.platform._user32 = self.win  # the Win32 layer is replaced; the pacing and grouping are real
        self.ctx = ActContext()

    def test_one_call_per_character_and_a_surrogate_pair_in_one_call(self):
        type_text = self.platform.type_text_function(self.ctx)
        type_text("a\U0001F600\n", delay_ms=0)
        self.assertEqual(self.win.calls, [[("unicode", 97)], [("unicode", 0xD83D), ("unicode", 0xDE00)], [("vk", wd.VK_RETURN)]])

    def test_bad_arguments_are_refused_before_anything_is_typed(self):
        type_text = self.platform.type_text_function(self.ctx)
        with self.assertRaises(TypeError):
            type_text(42)
        with self.assertRaises(ValueError):
            type_text("x", delay_ms=-1)
        self.assertEqual(self.win.calls, [])

    def test_a_cancelled_act_stops_typing(self):
        from desktest_guest.act_context import ActionCancelled

        type_text = self.platform.type_text_function(self.ctx)
        self.ctx.cancel.set()
        with self.assertRaises(ActionCancelled):
            type_text("abc", delay_ms=0)
        self.assertLessEqual(len(self.win.calls), 1)


class ControlTypeTest(unittest.TestCase):
    def test_control_types_use_the_linux_tags_and_osworld_roles(self):
        self.assertEqual((wu.control_tag(BUTTON), wu.control_role(BUTTON)), ("button", "push button"))
        self.assertEqual((wu.control_tag(EDIT), wu.control_role(EDIT)), ("text", "text"))
        self.assertEqual((wu.control_tag(TEXT), wu.control_role(TEXT)), ("label", "label"))
        self.assertEqual((wu.control_tag(WINDOW), wu.control_role(WINDOW)), ("frame", "frame"))
        self.assertEqual((wu.control_tag(50019), wu.control_role(50019)), ("pagetab", "page tab"))
        self.assertEqual(wu.control_tag(99999), "unknown")

    def test_every_uia_control_type_is_mapped(self):
        self.assertEqual(sorted(wu.CONTROL_TYPES), list(range(50000, 50041)))

    def test_rectangles_become_position_and_size_cells(self):
        self.assertEqual(wu.rect_cells((10.0, 20.0, 110.5, 70.0)), ("10,20", "100,50"))
        self.assertEqual(wu.rect_cells((10, 20, 10, 70)), ("", ""))
        self.assertEqual(wu.rect_cells(None), ("", ""))

    def test_states_in_osworld_names(self):
        props = {"enabled": True, "focusable": True, "has_focus": True, "rect": (0, 0, 10, 10), "toggle": 1, "toggle_available": True,
                 "expand": 1, "selected": True}
        self.assertEqual(wu.uia_states(props), ["enabled", "sensitive", "focusable", "focused", "showing", "visible",
                                                "checked", "expandable", "expanded", "selected"])
        self.assertEqual(wu.uia_states({"offscreen": True, "rect": (0, 0, 10, 10), "toggle": 2, "toggle_available": True, "expand": 0}),
                         ["indeterminate", "expandable", "collapsed"])
        self.assertEqual(wu.uia_states({"expand": 3}), [])  # a leaf node is not expandable

    def test_a_row_escapes_its_cells(self):
        row = wu.uia_row({"control_type": EDIT, "name": "Text Editor", "value": "a\tb\nc", "class_name": "Edit",
                          "automation_id": "15", "rect": (1, 2, 11, 22)})
        cells = row.split("\t")
        self.assertEqual(len(cells), 7)
        self.assertEqual((cells[0], cells[1], cells[3], cells[4], cells[5], cells[6]),
                         ("text", "Text Editor", "Edit", "15", "1,2", "10,20"))
        self.assertNotIn("\n", row)

    def test_a_description_for_the_xml(self):
        desc = wu.uia_description({"control_type": CHECKBOX, "name": "Bold", "class_name": "Button",
                                   "automation_id": "", "rect": (5, 6, 25, 26), "toggle": 1, "toggle_available": True, "enabled": True})
        self.assertEqual(desc["role"], "check box")
        self.assertEqual(desc["attributes"], {"class": "Button"})
        self.assertEqual(desc["extents"], (5, 6, 20, 20))
        self.assertIn("checked", desc["states"])
        self.assertNotIn("text", desc)


class UiaBackendTest(unittest.TestCase):
    def backend(self, fake):
        backend = wu.UiaBackend()
        backend._uia = fake
        return backend

    def test_the_tsv_walks_applications_in_order_with_the_shared_header(self):
        out = self.backend(FakeUia([notepad()])).tsv(max_nodes=100, max_chars=10000, timeout_ms=5000, showing_only=False)
        lines = out["tsv"].split("\n")
        self.assertEqual(lines[0], A11Y_HEADER)
        self.assertEqual([line.split("\t")[:2] for line in lines[1:]],
                         [["frame", "Untitled - Notepad"], ["button", "Save"], ["text", "Text Editor"], ["button", "Offscreen"]])
        self.assertEqual((out["nodes"], out["truncated"], out["errors"]), (4, False, 0))
        self.assertIn("ms", out)

    def test_showing_only_leaves_out_offscreen_nodes(self):
        out = self.backend(FakeUia([notepad()])).tsv(max_nodes=100, max_chars=10000, timeout_ms=5000, showing_only=True)
        self.assertNotIn("Offscreen", out["tsv"])
        self.assertIn("Text Editor", out["tsv"])

    def test_max_nodes_truncates_and_says_why(self):
        out = self.backend(FakeUia([notepad()])).tsv(max_nodes=2, max_chars=10000, timeout_ms=5000, showing_only=False)
        self.assertEqual((out["nodes"], out["truncated"], out["truncated_reason"]), (2, True, "max_nodes"))

    def test_children_are_read_once_per_node_in_a_walk(self):
        fake = FakeUia([notepad()])
        self.backend(fake).tsv(max_nodes=100, max_chars=10000, timeout_ms=5000, showing_only=False)
        self.assertEqual(fake.children_calls, 5)  # the desktop, the window and its three children

    def test_the_osworld_xml_has_roles_states_and_coordinates(self):
        out = self.backend(FakeUia([notepad()])).osworld_xml(max_nodes=100, timeout_ms=5000)
        root = ET.fromstring(out["xml"])
        self.assertEqual(root.tag, "desktop-frame")
        frame = root[0]
        self.assertEqual((frame.tag, frame.get("name")), ("frame", "Untitled - Notepad"))
        edit = frame[1]
        self.assertEqual((edit.tag, edit.text), ("text", "hello\tworld"))
        attrs = {k.split("}")[-1]: v for k, v in edit.attrib.items()}
        self.assertEqual(attrs["focused"], "true")
        self.assertEqual(attrs["screencoord"], "(10, 60)")
        self.assertEqual(attrs["size"], "(800, 500)")
        self.assertEqual(attrs["id"], "15")
        offscreen = {k.split("}")[-1]: v for k, v in frame[2].attrib.items()}
        self.assertNotIn("screencoord", offscreen)
        self.assertEqual(out["nodes"], 4)

    def test_the_console_text_of_the_foreground_terminal(self):
        console = node(50033, "Text Area", automation_id="Text Area")
        window = node(WINDOW, "Windows PowerShell", [console], class_name="ConsoleWindowClass")
        fake = FakeUia([window], focused=window, texts={"Text Area": "PS C:\\> dir\r\n\ufffcdone   \r\n\r\n"})
        self.assertEqual(self.backend(fake).terminal_text(), "PS C:\\> dir\r\ndone")

    def test_no_console_text_when_the_foreground_window_is_not_a_terminal(self):
        fake = FakeUia([notepad()], focused=notepad(), texts={"15": "hello"})
        self.assertIsNone(self.backend(fake).terminal_text())
        self.assertIsNone(self.backend(FakeUia([], focused=None)).terminal_text())


class ComApartmentTest(unittest.TestCase):
    """The accessibility worker's COM start, against comtypes' own behaviour (strict_comtypes)."""

    def test_the_client_starts_in_a_fresh_thread(self):
        with StrictComtypes() as com, mock.patch.object(wu, "declare_dpi_awareness", create=True):
            uia = in_new_thread(wu._Uia)
            self.assertEqual(len(com.clients), 1)
            self.assertIs(com.clients[0].interface, uia.api.IUIAutomation)
            self.assertEqual(com.module.calls, [wu.COINIT_MULTITHREADED])  # one CoInitializeEx, multithreaded

    def test_the_client_starts_after_the_worker_warmed_comtypes_up(self):
        def warm_then_start():
            backend = wu.UiaBackend()
            backend.warm()
            return backend.uia

        with StrictComtypes() as com, mock.patch.object(wu, "declare_dpi_awareness", create=True):
            in_new_thread(warm_then_start)
            self.assertEqual(len(com.clients), 1)

    def test_the_cache_request_asks_for_every_property_the_formats_read(self):
        with StrictComtypes() as com, mock.patch.object(wu, "declare_dpi_awareness", create=True):
            in_new_thread(wu._Uia)
            self.assertEqual(sorted(com.clients[0].caches[0].properties), sorted(wu.PROPERTIES.values()))

    def test_the_worker_declares_dpi_awareness_before_its_first_uia_call(self):
        order = []
        with StrictComtypes() as com, mock.patch.object(wu, "declare_dpi_awareness", lambda: order.append("dpi")):
            real_get_module = None

            def start():
                nonlocal real_get_module
                client = wu.import_comtypes_client()
                real_get_module = client.GetModule
                with mock.patch.object(client, "GetModule", lambda name: (order.append("uia"), real_get_module(name))[1]):
                    return wu._Uia()

            in_new_thread(start)
            self.assertEqual(order, ["dpi", "uia"])
            self.assertEqual(len(com.clients), 1)

    def test_dpi_awareness_is_per_monitor_v2_first(self):
        class User32:
            def __init__(self):
                self.calls = []

            def SetProcessDpiAwarenessContext(self, context):
                self.calls.append(context.value)
                return 1

        user32 = User32()
        wd.dpi_aware(ctypes, user32)
        self.assertEqual(user32.calls, [ctypes.c_void_p(-4).value])  # DPI_AWARENESS_CONTEXT_PER_MONITOR_AWARE_V2


class CachedPropertiesTest(unittest.TestCase):
    def uia(self, com):
        with mock.patch.object(wu, "declare_dpi_awareness", create=True):
            return in_new_thread(wu._Uia)

    def test_an_element_without_the_toggle_pattern_is_not_indeterminate(self):
        with StrictComtypes() as com:
            uia = self.uia(com)
            button = FakeElement(uia.cache, {30003: BUTTON, 30005: "OK", 30010: True, 30001: (0, 0, 80, 24)})
            self.assertNotIn("indeterminate", wu.uia_states(uia.props(button)))
            self.assertNotIn("checked", wu.uia_states(uia.props(button)))

    def test_a_check_box_reports_its_toggle_state(self):
        with StrictComtypes() as com:
            uia = self.uia(com)
            mixed = FakeElement(uia.cache, {30003: CHECKBOX, 30041: True, 30086: 2, 30001: (0, 0, 20, 20)})
            ticked = FakeElement(uia.cache, {30003: CHECKBOX, 30041: True, 30086: 1, 30001: (0, 0, 20, 20)})
            self.assertIn("indeterminate", wu.uia_states(uia.props(mixed)))
            self.assertIn("checked", wu.uia_states(uia.props(ticked)))


class ConsoleTextPatternTest(unittest.TestCase):
    def test_the_text_of_an_element_with_the_text_pattern(self):
        with StrictComtypes():
            with mock.patch.object(wu, "declare_dpi_awareness", create=True):
                uia = in_new_thread(wu._Uia)
            pattern = FakeTextPattern("PS C:\\> dir\r\n")
            console = FakeElement(uia.cache, {}, {wu.TEXT_PATTERN: (uia.api.IUIAutomationTextPattern, pattern)})
            self.assertEqual(uia.text_of(console), "PS C:\\> dir\r\n")
            self.assertIsNone(uia.text_of(FakeElement(uia.cache, {})))


class FocusedElementTest(unittest.TestCase):
    """The `focused` op (where a typed secret lands: secret_masks.py) through the real _Uia, against the
    strict comtypes stand-in's GetFocusedElementBuildCache."""

    def backend(self, com, focus):
        with mock.patch.object(wu, "declare_dpi_awareness", create=True):
            uia = in_new_thread(wu._Uia)
        com.clients[0].focus = focus
        backend = wu.UiaBackend()
        backend._uia = uia
        return backend

    def test_the_focused_edit_s_rectangle_and_tag_are_its_tsv_row_s(self):
        with StrictComtypes() as com:
            props = {30003: EDIT, 30005: "Password", 30001: (412.0, 300.0, 240.0, 28.0)}
            backend = self.backend(com, props)
            self.assertEqual(backend.focused(3000), {"x": 412, "y": 300, "width": 240, "height": 28, "role": "text"})
            row = wu.uia_row(backend.uia.props(FakeElement(backend.uia.cache, props))).split("\t")
            self.assertEqual((row[0], row[5], row[6]), ("text", "412,300", "240,28"))

    def test_nothing_focused_or_an_element_without_area_is_no_field(self):
        with StrictComtypes() as com:
            self.assertIsNone(self.backend(com, None).focused(3000))
        with StrictComtypes() as com:
            self.assertIsNone(self.backend(com, {30003: EDIT, 30001: (0.0, 0.0, 0.0, 0.0)}).focused(3000))

    def test_an_element_that_went_away_is_the_worker_s_error_not_a_field(self):
        from desktest_guest.a11y_worker import handle

        with StrictComtypes() as com:
            answer = handle(self.backend(com, "gone"), {"op": "focused", "timeout_ms": 3000})
            self.assertFalse(answer["ok"])
            self.assertEqual(answer["error"]["type"], "a11y_error")
            self.assertIn("COMError", answer["error"]["message"])

    def test_the_client_s_own_cache_request_is_required(self):
        with StrictComtypes() as com:
            backend = self.backend(com, {30003: EDIT, 30001: (1.0, 2.0, 3.0, 4.0)})
            with self.assertRaises(com.module.COMError):
                com.clients[0].GetFocusedElementBuildCache(None)
            self.assertIsNotNone(backend.focused(3000))


class ScreenshotTest(unittest.TestCase):
    def test_menus_and_tooltips_in_layered_windows_are_in_the_screenshot(self):
        class Image:
            def __init__(self, layers):
                self.layers = layers

            def convert(self, mode):
                return self

        def grab(bbox=None, include_layered_windows=False, all_screens=False, xdisplay=None):  # Pillow's signature
            return Image(["desktop", "menu"] if include_layered_windows else ["desktop"])

        image_grab = types.ModuleType("PIL.ImageGrab")
        image_grab.grab = grab
        pil = types.ModuleType("PIL")
        pil.ImageGrab = image_grab
        p = wd.WindowsDesktopPlatform()
        p._user32 = object()  # the Win32 layer (DPI awareness) is not what is tested here
        with mock.patch.dict(sys.modules, {"PIL": pil, "PIL.ImageGrab": image_grab}):
            self.assertEqual(p.grab_image().layers, ["desktop", "menu"])


class RegistryTest(unittest.TestCase):
    def test_the_windows_adapter_loads_on_linux_without_win32(self):
        p = platform.load_platform("windows")
        self.assertIsInstance(p, Platform)
        self.assertEqual(p.key, "windows")
        self.assertIsInstance(platform.load_accessibility_backend("windows"), AccessibilityBackend)

    def test_win32_calls_on_linux_are_unavailable_not_a_crash(self):
        p = platform.load_platform("windows")
        with self.assertRaises(platform.Unavailable) as cm:
            p.screen_size()
        self.assertIn("Win32", str(cm.exception))


if __name__ == "__main__":
    unittest.main()


class StrictWinreg:
    """winreg as Windows answers (Python's winreg reference): OpenKey of a missing key and QueryValueEx of a
    missing value raise FileNotFoundError (ERROR_FILE_NOT_FOUND); EnumValue past the last value raises
    OSError (ERROR_NO_MORE_ITEMS, 259); a key must be an open handle or an HKEY_* constant and a sub key a
    str (TypeError otherwise); a closed handle refuses every call."""

    HKEY_CURRENT_USER = 0x80000001
    HKEY_LOCAL_MACHINE = 0x80000002

    class Handle:
        def __init__(self, values):
            self.values = values
            self.closed = False

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.closed = True

    def __init__(self, tree):
        #: {(root, path): {name: value}}
        self.tree = tree
        self.opened = []

    def OpenKey(self, key, sub_key, reserved=0, access=0x20019):
        if key not in (self.HKEY_CURRENT_USER, self.HKEY_LOCAL_MACHINE) or not isinstance(sub_key, str):
            raise TypeError("The object is not a PyHKEY object")
        if (key, sub_key) not in self.tree:
            raise FileNotFoundError(2, "The system cannot find the file specified")
        handle = self.Handle(self.tree[(key, sub_key)])
        self.opened.append(handle)
        return handle

    def _open(self, key):
        if not isinstance(key, self.Handle) or key.closed:
            raise OSError(6, "The handle is invalid")
        return key.values

    def QueryValueEx(self, key, name):
        values = self._open(key)
        if name not in values:
            raise FileNotFoundError(2, "The system cannot find the file specified")
        value = values[name]
        return value, 4 if isinstance(value, int) else 1

    def EnumValue(self, key, index):
        items = list(self._open(key).items())
        if index >= len(items):
            raise OSError(259, "No more data is available")
        name, value = items[index]
        return name, value, 1


class StrictWin:
    """The _User32 calls of the environment."""

    def __init__(self, dpi=144, locale="de-DE"):
        self.dpi, self.locale = dpi, locale

    def system_dpi(self):
        return self.dpi

    def locale_name(self):
        return self.locale


class EnvironmentTest(unittest.TestCase):
    def test_the_environment_from_the_registry_and_win32(self):
        reg = StrictWinreg(
            {
                (StrictWinreg.HKEY_LOCAL_MACHINE, wd.CURRENT_VERSION): {
                    "ProductName": "Windows 10 Pro",
                    "DisplayVersion": "23H2",
                    "CurrentBuild": "22631",
                    "UBR": 4317,
                },
                (StrictWinreg.HKEY_LOCAL_MACHINE, wd.FONTS_KEY): {
                    "Arial (TrueType)": "arial.ttf",
                    "Cambria & Cambria Math (TrueType)": "cambria.ttc",
                    "Segoe UI (TrueType)": "segoeui.ttf",
                },
                (StrictWinreg.HKEY_CURRENT_USER, wd.FONTS_KEY): {"Fira Code (OpenType)": "C:\\fira.otf"},
                (StrictWinreg.HKEY_LOCAL_MACHINE, wd.TIME_ZONE_KEY): {"TimeZoneKeyName": "W. Europe Standard Time"},
                (StrictWinreg.HKEY_CURRENT_USER, wd.PERSONALIZE_KEY): {"AppsUseLightTheme": 0},
            }
        )
        e = wd.windows_environment(reg, StrictWin())
        self.assertEqual((e["os_name"], e["os_version"], e["os_build"]), ("Windows 10 Pro", "23H2", "22631.4317"))
        self.assertEqual(e["scale"], 1.5)
        self.assertEqual(e["fonts"], ["Arial", "Cambria", "Cambria Math", "Fira Code", "Segoe UI"])
        self.assertEqual((e["locale"], e["time_zone"], e["theme"]), ("de-DE", "W. Europe Standard Time", "dark"))
        self.assertTrue(all(h.closed for h in reg.opened))

    def test_missing_keys_and_values_leave_their_fields_empty(self):
        e = wd.windows_environment(StrictWinreg({}), StrictWin(dpi=96, locale=""))
        self.assertEqual((e["os_name"], e["os_build"], e["time_zone"], e["theme"]), ("Windows", "", "", "light"))
        self.assertEqual((e["scale"], e["fonts"]), (1.0, []))


class StrictKernel32:
    """GetUserDefaultLocaleName(lpLocaleName, cchLocaleName): writes the name and its NUL into a buffer of
    cchLocaleName WCHARs and returns the count with the NUL; 0 (ERROR_INSUFFICIENT_BUFFER) when it does not fit."""

    def __init__(self, name):
        self.name = name

    def GetUserDefaultLocaleName(self, buffer, size):
        if not isinstance(buffer, ctypes.Array) or ctypes.sizeof(buffer) < size * ctypes.sizeof(ctypes.c_wchar):
            raise TypeError("lpLocaleName must be a buffer of cchLocaleName WCHARs")
        if len(self.name) + 1 > size:
            return 0
        buffer.value = self.name
        return len(self.name) + 1


class LocaleNameTest(unittest.TestCase):
    def user32(self, name):
        u = wd._User32.__new__(wd._User32)
        u.ctypes, u.kernel32 = ctypes, StrictKernel32(name)
        return u

    def test_the_users_locale_name(self):
        self.assertEqual(self.user32("pt-BR").locale_name(), "pt-BR")

    def test_a_name_that_does_not_fit_is_no_name(self):
        self.assertEqual(self.user32("x" * 90).locale_name(), "")
