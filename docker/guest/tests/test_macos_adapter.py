"""The macOS adapter's decisions, tested on Linux: AX roles in the shared TSV tags and OSWorld roles,
rows, states and XML nodes from attribute dicts, the whole TSV and XML walks over a fake AX client, the
terminal text, which CGWindowList entries are application windows and which has the focus, the
keystrokes of a text and their pacing, the pixel layouts and Retina scaling of captures, the TCC
messages, and the adapter's lazy loading without pyobjc. The pyobjc calls themselves run only on macOS
(docs/platforms.md says what has run where)."""

from __future__ import annotations

import types
import unittest
import xml.etree.ElementTree as ET

import support  # noqa: F401
from desktest_guest import platform  # noqa: E402
from desktest_guest.accessibility import A11Y_HEADER, ROLE_TAGS, role_tag  # noqa: E402
from desktest_guest.act_context import ActContext, ActionCancelled  # noqa: E402
from desktest_guest.platform import macos_ax as mx  # noqa: E402
from desktest_guest.platform import macos_desktop as md  # noqa: E402
from desktest_guest.platform.base import AccessibilityBackend, Platform  # noqa: E402

SCREEN = (0, 0, 1440, 900)


def node(role, children=(), **attrs):
    """A fake AX element: its attributes (AX names) and children."""
    return {"attrs": {"AXRole": role, **attrs}, "children": list(children)}


class FakeAx:
    """The _Ax surface the backend uses, over nested dicts; counts attribute reads."""

    def __init__(self, apps, focused=None, trusted=True):
        self.top = apps
        self.focused = focused
        self._trusted = trusted
        self.reads = 0
        self.timeout_s = None

    def trusted(self):
        return self._trusted

    def refresh(self):
        pass

    def screen(self):
        return SCREEN

    def apps(self):
        return self.top

    def attributes(self, element):
        self.reads += 1
        if element.get("fail"):
            raise mx.AxError(-25204, "AXUIElementCopyMultipleAttributeValues")
        return {**element["attrs"], "AXChildren": element["children"]}

    def attribute(self, element, name):
        return self.attributes(element).get(name)

    def focused_app(self):
        return self.focused


def textedit():
    text = node("AXTextArea", AXValue="hello\tworld\nline 2", AXFocused=True, AXIdentifier="First Text View",
                AXPosition=(110.0, 90.0), AXSize=(780.0, 540.0), AXEnabled=True)
    scroll = node("AXScrollArea", [text], AXPosition=(100.0, 80.0), AXSize=(800.0, 560.0))
    close = node("AXButton", AXSubrole="AXCloseButton", AXDescription="close button", AXPosition=(108.0, 58.0),
                 AXSize=(14.0, 16.0), AXEnabled=True)
    hidden = node("AXButton", AXTitle="Hidden", AXPosition=(-3000.0, 0.0), AXSize=(20.0, 20.0), AXEnabled=True)
    window = node("AXWindow", [close, scroll, hidden], AXSubrole="AXStandardWindow", AXTitle="Untitled",
                  AXPosition=(100.0, 50.0), AXSize=(800.0, 600.0), AXMain=True, AXFocused=True)
    menubar = node("AXMenuBar", [node("AXMenuBarItem", AXTitle="File", AXPosition=(60.0, 0.0), AXSize=(40.0, 24.0))],
                   AXPosition=(0.0, 0.0), AXSize=(1440.0, 24.0))
    return node("AXApplication", [window, menubar], AXTitle="TextEdit")


class RoleMapTest(unittest.TestCase):
    def test_the_standard_roles_use_the_linux_tags_and_osworld_roles(self):
        self.assertEqual(mx.ax_role("AXButton"), ("button", "push button"))
        self.assertEqual(mx.ax_role("AXTextField"), ("text", "text"))
        self.assertEqual(mx.ax_role("AXStaticText"), ("label", "label"))
        self.assertEqual(mx.ax_role("AXWindow"), ("frame", "frame"))
        self.assertEqual(mx.ax_role("AXCheckBox"), ("checkbox", "check box"))
        self.assertEqual(mx.ax_role("AXRadioButton"), ("radio", "radio button"))
        self.assertEqual(mx.ax_role("AXPopUpButton"), ("combobox", "combo box"))
        self.assertEqual(mx.ax_role("AXMenuItem"), ("menuitem", "menu item"))
        self.assertEqual(mx.ax_role("AXMenuBar"), ("menubar", "menu bar"))
        self.assertEqual(mx.ax_role("AXTable"), ("table", "table"))
        self.assertEqual(mx.ax_role("AXRow"), ("tablerow", "table row"))
        self.assertEqual(mx.ax_role("AXCell"), ("tablecell", "table cell"))
        self.assertEqual(mx.ax_role("AXTabGroup"), ("pagetablist", "page tab list"))
        self.assertEqual(mx.ax_role("AXScrollArea"), ("scrollpane", "scroll pane"))
        self.assertEqual(mx.ax_role("AXToolbar"), ("toolbar", "tool bar"))
        self.assertEqual(mx.ax_role("AXGroup"), ("panel", "panel"))
        self.assertEqual(mx.ax_role("AXWebArea"), ("documentweb", "document web"))
        self.assertEqual(mx.ax_role("AXApplication"), ("application", "application"))

    def test_every_tag_is_what_the_linux_adapter_gives_the_same_role(self):
        for table in (mx.AX_ROLES, mx.AX_SUBROLES):
            for ax, (tag, role) in table.items():
                self.assertEqual(tag, role_tag(role), ax)

    def test_apple_s_standard_roles_are_all_mapped(self):
        standard = """AXApplication AXWindow AXSheet AXDrawer AXGrowArea AXImage AXUnknown AXButton AXRadioButton
            AXCheckBox AXPopUpButton AXMenuButton AXTabGroup AXTable AXColumn AXRow AXOutline AXBrowser
            AXScrollArea AXScrollBar AXRadioGroup AXList AXGroup AXValueIndicator AXComboBox AXSlider
            AXIncrementor AXBusyIndicator AXProgressIndicator AXRelevanceIndicator AXToolbar AXDisclosureTriangle
            AXTextField AXTextArea AXStaticText AXHeading AXMenuBar AXMenuBarItem AXMenu AXMenuItem AXSplitGroup
            AXSplitter AXColorWell AXTimeField AXDateField AXHelpTag AXMatte AXDockItem AXRuler AXRulerMarker
            AXGrid AXLevelIndicator AXCell AXLayoutArea AXLayoutItem AXHandle AXPopover AXLink AXWebArea""".split()
        self.assertEqual([r for r in standard if r not in mx.AX_ROLES], [])

    def test_well_known_roles_land_in_the_linux_vocabulary(self):
        for ax in ("AXButton", "AXCheckBox", "AXTextField", "AXStaticText", "AXWindow", "AXMenu", "AXList",
                   "AXTable", "AXSlider", "AXImage", "AXLink", "AXHeading", "AXScrollBar", "AXToolbar"):
            self.assertIn(mx.AX_ROLES[ax][1], ROLE_TAGS, ax)

    def test_subroles_say_more_than_roles(self):
        self.assertEqual(mx.ax_role("AXTextField", "AXSecureTextField"), ("password", "password text"))
        self.assertEqual(mx.ax_role("AXRadioButton", "AXTabButton"), ("pagetab", "page tab"))
        self.assertEqual(mx.ax_role("AXRow", "AXOutlineRow"), ("treeitem", "tree item"))
        self.assertEqual(mx.ax_role("AXWindow", "AXDialog"), ("dialog", "dialog"))
        self.assertEqual(mx.ax_role("AXCheckBox", "AXSwitch"), ("togglebutton", "toggle button"))
        self.assertEqual(mx.ax_role("AXButton", "AXCloseButton"), ("button", "push button"))

    def test_an_unknown_role_is_named_in_the_same_style(self):
        self.assertEqual(mx.ax_role("AXFancyURLField"), ("fancyurlfield", "fancy url field"))
        self.assertEqual(mx.ax_role(None), ("unknown", "unknown"))
        self.assertEqual(mx.role_words("AX"), "unknown")


class AttributesTest(unittest.TestCase):
    def test_the_name_is_the_title_else_the_description_else_a_static_text_s_text(self):
        self.assertEqual(mx.ax_name({"AXRole": "AXButton", "AXTitle": "OK", "AXDescription": "confirm"}), "OK")
        self.assertEqual(mx.ax_name({"AXRole": "AXButton", "AXDescription": "close button"}), "close button")
        self.assertEqual(mx.ax_name({"AXRole": "AXStaticText", "AXValue": "Name:"}), "Name:")
        self.assertEqual(mx.ax_name({"AXRole": "AXTextField", "AXValue": "typed"}), "")

    def test_a_row_has_seven_escaped_cells_in_points(self):
        row = mx.ax_row({"AXRole": "AXTextField", "AXSubrole": "AXSearchField", "AXTitle": "Search",
                         "AXDescription": "search field", "AXValue": "a\tb\nc", "AXPosition": (10.4, 20.6),
                         "AXSize": (200.0, 22.0)})
        cells = row.split("\t")
        self.assertEqual(cells, ["text", "Search", "a b\\nc", "AXTextField/AXSearchField", "search field", "10,21", "200,22"])

    def test_numbers_are_not_text_and_a_missing_frame_is_empty(self):
        cells = mx.ax_row({"AXRole": "AXCheckBox", "AXTitle": "Bold", "AXValue": 1, "AXSubrole": "AXUnknown",
                           "AXHelp": "Make it bold"}).split("\t")
        self.assertEqual(cells, ["checkbox", "Bold", "", "AXCheckBox", "Make it bold", "", ""])

    def test_states_in_osworld_names(self):
        attrs = {"AXRole": "AXCheckBox", "AXValue": 1, "AXEnabled": True, "AXFocused": True,
                 "AXPosition": (10.0, 10.0), "AXSize": (20.0, 20.0)}
        self.assertEqual(mx.ax_states(attrs, SCREEN), ["enabled", "sensitive", "focused", "showing", "visible", "checked"])
        self.assertEqual(mx.ax_states({"AXRole": "AXCheckBox", "AXValue": 2, "AXEnabled": False}), ["indeterminate"])
        window = {"AXRole": "AXWindow", "AXMain": True, "AXModal": True, "AXMinimized": True,
                  "AXPosition": (0.0, 0.0), "AXSize": (100.0, 100.0)}
        self.assertEqual(mx.ax_states(window), ["enabled", "sensitive", "active", "modal", "iconified"])
        popup = {"AXRole": "AXPopUpButton", "AXExpanded": False}
        self.assertEqual(mx.ax_states(popup), ["enabled", "sensitive", "expandable", "collapsed"])
        tab = {"AXRole": "AXRadioButton", "AXSubrole": "AXTabButton", "AXValue": 1}
        self.assertEqual(mx.ax_states(tab), ["enabled", "sensitive", "selected"])
        item = {"AXRole": "AXMenuItem", "AXMenuItemMarkChar": "\u2713", "AXSelected": True}
        self.assertEqual(mx.ax_states(item), ["enabled", "sensitive", "checked", "selected"])
        field = {"AXRole": "AXTextField", "AXEnabled": False}
        self.assertEqual(mx.ax_states(field), ["single_line"])
        self.assertEqual(mx.ax_states({"AXRole": "AXTextArea"}), ["enabled", "sensitive", "multi_line"])

    def test_showing_needs_an_area_on_the_screen(self):
        on = {"AXPosition": (1430.0, 890.0), "AXSize": (20.0, 20.0)}
        self.assertTrue(mx.is_showing(on, SCREEN))
        self.assertFalse(mx.is_showing({"AXPosition": (1440.0, 0.0), "AXSize": (20.0, 20.0)}, SCREEN))
        self.assertFalse(mx.is_showing({"AXPosition": (0.0, 0.0), "AXSize": (0.0, 20.0)}, SCREEN))
        self.assertFalse(mx.is_showing({"AXPosition": (0.0, 0.0)}, SCREEN))
        self.assertFalse(mx.is_showing({**on, "AXMinimized": True}, SCREEN))
        self.assertTrue(mx.is_showing({"AXPosition": (-50.0, 0.0), "AXSize": (20.0, 20.0)}))  # screen unknown

    def test_an_xml_node_has_role_states_attributes_extents_text_and_value(self):
        slider = mx.ax_node({"AXRole": "AXSlider", "AXTitle": "Volume", "AXValue": 0.5, "AXMinValue": 0,
                             "AXMaxValue": 1, "AXIdentifier": "volume", "AXPosition": (5.0, 6.0), "AXSize": (100.0, 20.0)},
                            SCREEN)
        self.assertEqual(slider["role"], "slider")
        self.assertEqual(slider["attributes"], {"class": "AXSlider", "id": "volume"})
        self.assertEqual(slider["extents"], (5, 6, 100, 20))
        self.assertEqual(slider["value"], {"value": 0.5, "min": 0.0, "max": 1.0})
        self.assertIn("showing", slider["states"])
        self.assertNotIn("text", slider)
        label = mx.ax_node({"AXRole": "AXStaticText", "AXValue": "Hello"})
        self.assertEqual((label["name"], label["text"]), ("Hello", "Hello"))
        self.assertNotIn("value", mx.ax_node({"AXRole": "AXCheckBox", "AXValue": 1}))

    def test_each_call_waits_a_quarter_of_the_walk_between_a_quarter_second_and_two(self):
        self.assertEqual(mx.message_timeout_s(15000), 2.0)
        self.assertEqual(mx.message_timeout_s(4000), 1.0)
        self.assertEqual(mx.message_timeout_s(100), 0.25)


class AxBackendTest(unittest.TestCase):
    def backend(self, fake):
        backend = mx.AxBackend()
        backend._ax = fake
        return backend

    def tsv(self, fake, **kw):
        args = {"max_nodes": 100, "max_chars": 10000, "timeout_ms": 5000, "showing_only": False, **kw}
        return self.backend(fake).tsv(**args)

    def test_the_tsv_walks_applications_depth_first_with_the_shared_header(self):
        out = self.tsv(FakeAx([textedit()]))
        lines = out["tsv"].split("\n")
        self.assertEqual(lines[0], A11Y_HEADER)
        self.assertEqual([line.split("\t")[:2] for line in lines[1:]], [
            ["application", "TextEdit"], ["frame", "Untitled"], ["button", "close button"], ["scrollpane", ""],
            ["text", ""], ["button", "Hidden"], ["menubar", ""], ["menu", "File"],
        ])
        self.assertEqual(lines[5].split("\t")[2], "hello world\\nline 2")
        self.assertEqual(lines[5].split("\t")[5:], ["110,90", "780,540"])
        self.assertEqual((out["nodes"], out["truncated"], out["errors"]), (8, False, 0))
        self.assertIn("ms", out)

    def test_each_element_is_read_once_per_walk_with_a_bounded_wait(self):
        fake = FakeAx([textedit()])
        self.tsv(fake, timeout_ms=4000)
        self.assertEqual(fake.reads, 8)
        self.assertEqual(fake.timeout_s, 1.0)

    def test_showing_only_leaves_out_what_is_off_the_screen(self):
        out = self.tsv(FakeAx([textedit()]), showing_only=True)
        self.assertNotIn("Hidden", out["tsv"])
        self.assertIn("close button", out["tsv"])

    def test_max_nodes_truncates_and_says_why(self):
        out = self.tsv(FakeAx([textedit()]), max_nodes=3)
        self.assertEqual((out["nodes"], out["truncated"], out["truncated_reason"]), (3, True, "max_nodes"))

    def test_an_element_that_does_not_answer_is_skipped_with_its_subtree_and_counted(self):
        app = textedit()
        app["children"][0]["children"][1]["fail"] = True  # the scroll area, a hung text view inside
        out = self.tsv(FakeAx([app]))
        self.assertEqual(out["errors"], 1)
        self.assertNotIn("hello", out["tsv"])
        self.assertIn("Hidden", out["tsv"])

    def test_the_osworld_xml_has_roles_states_and_coordinates(self):
        out = self.backend(FakeAx([textedit()])).osworld_xml(max_nodes=100, timeout_ms=5000)
        root = ET.fromstring(out["xml"])
        self.assertEqual(root.tag, "desktop-frame")
        app = root[0]
        self.assertEqual((app.tag, app.get("name")), ("application", "TextEdit"))
        frame = app[0]
        self.assertEqual((frame.tag, frame.get("name")), ("frame", "Untitled"))
        attrs = {k.split("}")[-1]: v for k, v in frame.attrib.items()}
        self.assertEqual((attrs["active"], attrs["screencoord"], attrs["size"]), ("true", "(100, 50)", "(800, 600)"))
        text = frame[1][0]
        self.assertEqual((text.tag, text.text), ("text", "hello\tworld\nline 2"))
        text_attrs = {k.split("}")[-1]: v for k, v in text.attrib.items()}
        self.assertEqual((text_attrs["focused"], text_attrs["multi_line"], text_attrs["id"]), ("true", "true", "First Text View"))
        hidden = {k.split("}")[-1]: v for k, v in frame[2].attrib.items()}
        self.assertNotIn("screencoord", hidden)
        self.assertEqual(app[1][0].tag, "menu")
        self.assertEqual((out["nodes"], out["errors"]), (8, 0))

    def test_without_accessibility_the_walk_is_unavailable_with_the_settings_pane(self):
        with self.assertRaises(platform.Unavailable) as cm:
            self.tsv(FakeAx([textedit()], trusted=False))
        self.assertIn("System Settings → Privacy & Security → Accessibility", str(cm.exception))
        with self.assertRaises(platform.Unavailable):
            self.backend(FakeAx([], trusted=False)).terminal_text()


def terminal(*areas):
    scrolls = [node("AXScrollArea", [area]) for area in areas]
    window = node("AXWindow", [node("AXSplitGroup", scrolls)], AXTitle="bash — 80×24")
    return node("AXApplication", [window], AXTitle="Terminal", AXFocusedWindow=window)


class TerminalTextTest(unittest.TestCase):
    def text(self, focused):
        backend = mx.AxBackend()
        backend._ax = FakeAx([], focused=focused)
        return backend.terminal_text()

    def test_the_text_area_of_the_active_terminal_window(self):
        area = node("AXTextArea", AXValue="$ ls\n\ufffcfile.txt\n$    \n\n")
        self.assertEqual(self.text(("com.apple.Terminal", terminal(area))), "$ ls\nfile.txt\n$")

    def test_the_focused_one_of_a_split_window_and_none_when_ambiguous(self):
        top = node("AXTextArea", AXValue="top", AXFocused=False)
        bottom = node("AXTextArea", AXValue="bottom", AXFocused=True)
        self.assertEqual(self.text(("com.googlecode.iterm2", terminal(top, bottom))), "bottom")
        self.assertIsNone(self.text(("com.apple.Terminal", terminal(top, node("AXTextArea", AXValue="x")))))

    def test_none_for_another_app_or_no_window(self):
        self.assertIsNone(self.text(("com.apple.TextEdit", textedit())))
        self.assertIsNone(self.text(None))
        self.assertIsNone(self.text(("com.apple.Terminal", node("AXApplication"))))

    def test_choice_from_attribute_dicts(self):
        self.assertIsNone(mx.choose_terminal_text([]))
        self.assertEqual(mx.choose_terminal_text([{"AXValue": "a  "}]), "a")
        self.assertEqual(mx.choose_terminal_text([{"AXValue": None}]), "")


def window(number, pid, owner, title="", layer=0, x=0, y=25, w=800, h=600, on_screen=True, alpha=1.0):
    """A CGWindowListCopyWindowInfo entry."""
    info = {"kCGWindowNumber": number, "kCGWindowOwnerPID": pid, "kCGWindowOwnerName": owner,
            "kCGWindowLayer": layer, "kCGWindowAlpha": alpha,
            "kCGWindowBounds": {"X": x, "Y": y, "Width": w, "Height": h}}
    if title:
        info["kCGWindowName"] = title
    if on_screen:
        info["kCGWindowIsOnscreen"] = True
    return info


WINDOW_LIST = [
    window(10, 300, "Window Server", "Menubar", layer=24, h=24, y=0),
    window(11, 301, "Dock", "Dock", layer=20),
    window(20, 400, "Terminal", "bash — 80×24", x=40, y=60),
    window(21, 500, "TextEdit", "Untitled"),
    window(22, 500, "TextEdit", "", w=0, h=0),
    window(23, 500, "TextEdit", "Invisible", alpha=0.0),
    window(30, 500, "TextEdit", "Minimised.txt", on_screen=False),
    window(31, 600, "Safari", "", on_screen=False),
]
BUNDLES = {400: "com.apple.Terminal", 500: "com.apple.TextEdit"}


class WindowsTest(unittest.TestCase):
    def test_application_windows_are_the_normal_layer_with_an_area(self):
        recs = md.window_records(WINDOW_LIST, 500, BUNDLES, include_unmapped=False)
        self.assertEqual([r["id"] for r in recs], [20, 21])

    def test_the_focused_window_is_the_frontmost_app_s_first(self):
        recs = md.window_records(WINDOW_LIST, 500, BUNDLES, include_unmapped=False)
        self.assertEqual([r["focused"] for r in recs], [False, True])
        self.assertEqual(md.focused_window_id(WINDOW_LIST, 400), 20)
        self.assertIsNone(md.focused_window_id(WINDOW_LIST, 999))
        self.assertIsNone(md.focused_window_id(WINDOW_LIST, None))

    def test_a_record_has_the_protocol_shape(self):
        rec = md.window_records(WINDOW_LIST, 500, BUNDLES, include_unmapped=False)[0]
        self.assertEqual(rec, {"id": 20, "title": "bash — 80×24", "class": "Terminal", "instance": "com.apple.Terminal",
                               "pid": 400, "x": 40, "y": 60, "width": 800, "height": 600, "mapped": True, "focused": False})

    def test_all_adds_titled_windows_off_screen(self):
        recs = md.window_records(WINDOW_LIST, 500, BUNDLES, include_unmapped=True)
        self.assertEqual([(r["id"], r["mapped"]) for r in recs], [(20, True), (21, True), (30, False)])

    def test_an_untitled_entry_without_a_bundle(self):
        rec = md.window_record(window(40, 700, "helper"), "", False)
        self.assertEqual((rec["title"], rec["instance"], rec["mapped"]), ("", "", True))


class KeystrokesTest(unittest.TestCase):
    def test_characters_are_unicode_events_and_line_breaks_and_tabs_keys(self):
        self.assertEqual(md.keystrokes("a\u00e9\r\nb\rc\t\U0001F600"), [
            ("unicode", "a"), ("unicode", "\u00e9"), ("key", md.VK_RETURN), ("unicode", "b"), ("key", md.VK_RETURN),
            ("unicode", "c"), ("key", md.VK_TAB), ("unicode", "\U0001F600"),
        ])
        self.assertEqual(md.keystrokes(""), [])

    def test_the_length_given_to_quartz_is_in_utf16_units(self):
        self.assertEqual(md.utf16_units("a"), 1)
        self.assertEqual(md.utf16_units("\u00e9"), 1)
        self.assertEqual(md.utf16_units("\U0001F600"), 2)


class FakeMac:
    """The _Quartz surface the platform uses; records posted keys."""

    def __init__(self, screen_recording=True, accessibility=True, infos=(), frontmost=None, image=None):
        self.allowed = {md.SCREEN_RECORDING: screen_recording, md.ACCESSIBILITY: accessibility}
        self.posted = []
        self.infos = list(infos)
        self.frontmost = frontmost
        self.image = image
        self.checks = 0

    def screen_recording_allowed(self):
        self.checks += 1
        return self.allowed[md.SCREEN_RECORDING]

    def accessibility_allowed(self):
        self.checks += 1
        return self.allowed[md.ACCESSIBILITY]

    def scale(self):
        return 2.0

    def screen_size(self):
        return (4, 2)

    def capture(self):
        return self.image

    def image_to_pil(self, image):
        return image

    def window_infos(self, include_unmapped):
        return self.infos

    def frontmost_pid(self):
        return self.frontmost

    def bundle_ids(self, pids):
        return {p: BUNDLES[p] for p in pids if p in BUNDLES}

    def post_key(self, kind, value):
        self.posted.append((kind, value))


def mac_platform(**kw):
    p = md.MacosDesktopPlatform()
    p._quartz = FakeMac(**kw)
    return p


class TypeTextTest(unittest.TestCase):
    def setUp(self):
        self.ctx = ActContext()

    def test_one_key_event_per_character_and_return_for_line_breaks(self):
        p = mac_platform()
        p.type_text_function(self.ctx)("a\U0001F600\n", delay_ms=0)
        self.assertEqual(p._quartz.posted, [("unicode", "a"), ("unicode", "\U0001F600"), ("key", md.VK_RETURN)])

    def test_bad_arguments_are_refused_before_anything_is_typed(self):
        p = mac_platform()
        type_text = p.type_text_function(self.ctx)
        with self.assertRaises(TypeError):
            type_text(42)
        with self.assertRaises(ValueError):
            type_text("x", delay_ms=-1)
        with self.assertRaises(ValueError):
            type_text("x", delay_ms=True)
        self.assertEqual(p._quartz.posted, [])

    def test_a_cancelled_act_stops_typing(self):
        p = mac_platform()
        type_text = p.type_text_function(self.ctx)
        self.ctx.cancel.set()
        with self.assertRaises(ActionCancelled):
            type_text("abc", delay_ms=0)
        self.assertLessEqual(len(p._quartz.posted), 1)

    def test_cancelling_during_the_delay_stops_at_the_next_character(self):
        p = mac_platform()
        type_text = p.type_text_function(self.ctx)
        original = p._quartz.post_key

        def post_then_cancel(kind, value):
            original(kind, value)
            self.ctx.cancel.set()

        p._quartz.post_key = post_then_cancel
        with self.assertRaises(ActionCancelled):
            type_text("abc", delay_ms=50)
        self.assertEqual(p._quartz.posted, [("unicode", "a")])

    def test_without_accessibility_nothing_is_typed_and_the_pane_is_named(self):
        p = mac_platform(accessibility=False)
        with self.assertRaises(platform.Unavailable) as cm:
            p.type_text_function(self.ctx)("abc", delay_ms=0)
        self.assertIn("Privacy & Security → Accessibility", str(cm.exception))
        self.assertEqual(p._quartz.posted, [])
        with self.assertRaises(platform.Unavailable):
            p.prepare_input()  # before PyAutoGUI, whose clicks would vanish as silently


class PermissionsTest(unittest.TestCase):
    FRAMEWORK = "/opt/homebrew/Cellar/python@3.12/3.12.7_1/Frameworks/Python.framework/Versions/3.12"

    def test_a_framework_python_is_allowed_as_its_python_app(self):
        self.assertEqual(md.python_tcc_client(self.FRAMEWORK + "/bin/python3.12"), self.FRAMEWORK + "/Resources/Python.app")
        self.assertEqual(md.python_tcc_client("/Library/Frameworks/Python.framework/Versions/3.12/Resources/Python.app/Contents/MacOS/Python"),
                         "/Library/Frameworks/Python.framework/Versions/3.12/Resources/Python.app")
        clt = "/Library/Developer/CommandLineTools/Library/Frameworks/Python3.framework/Versions/3.9"
        self.assertEqual(md.python_tcc_client(clt + "/bin/python3"), clt + "/Resources/Python.app")

    def test_another_python_is_allowed_as_itself(self):
        self.assertEqual(md.python_tcc_client("/Users/tester/.pyenv/versions/3.12.1/bin/python3.12"),
                         "/Users/tester/.pyenv/versions/3.12.1/bin/python3.12")

    def test_the_program_that_started_the_agent_is_named_too(self):
        exe = self.FRAMEWORK + "/bin/python3.12"
        self.assertEqual(md.tcc_clients(exe, {}), [self.FRAMEWORK + "/Resources/Python.app"])
        self.assertEqual(md.tcc_clients(exe, {"SSH_CONNECTION": "10.0.0.1 50000 10.0.0.2 22"})[1], "/usr/libexec/sshd-keygen-wrapper")
        self.assertEqual(md.tcc_clients(exe, {"TERM_PROGRAM": "Apple_Terminal"})[1], "/System/Applications/Utilities/Terminal.app")
        self.assertEqual(md.tcc_clients(exe, {"TERM_PROGRAM": "vscode"}), [self.FRAMEWORK + "/Resources/Python.app"])

    def test_an_agent_started_over_ssh_through_sudo_names_sshd_s_wrapper(self):
        exe = self.FRAMEWORK + "/bin/python3.12"
        # (sudo strips SSH_CONNECTION; the ancestry, which macOS itself follows, still leads to sshd)
        ancestors = ["sudo", "/bin/launchctl", "sudo", "-zsh", "sshd-session", "/usr/libexec/sshd-keygen-wrapper", "/usr/sbin/sshd"]
        self.assertEqual(md.tcc_clients(exe, {}, ancestors), [self.FRAMEWORK + "/Resources/Python.app", md.SSHD_TCC_CLIENT])
        self.assertEqual(md.tcc_clients(exe, {}, ["/sbin/launchd"]), [self.FRAMEWORK + "/Resources/Python.app"])

    def test_the_ancestors_of_a_process_are_read_from_ps(self):
        import subprocess
        import sys

        code = "import sys; sys.path.insert(0, sys.argv[1]); from desktest_guest.platform import macos_desktop as md; print(md.process_ancestors()[:1])"
        # (`; true`: sh stays the Python's parent instead of exec'ing it)
        child = subprocess.run(["sh", "-c", '"$0" -c "$1" "$2"; true', sys.executable, code, support.GUEST_DIR],
                               capture_output=True, text=True, check=True)
        self.assertEqual(child.stdout.strip(), "['sh']")

    def test_the_messages_name_the_pane_and_the_program(self):
        message = md.tcc_message(md.SCREEN_RECORDING, ["/usr/local/bin/python3.12"])
        self.assertIn("System Settings → Privacy & Security → Screen Recording for /usr/local/bin/python3.12", message)
        self.assertIn("restart the agent", message)
        self.assertNotIn("started from", message)
        message = md.tcc_message(md.ACCESSIBILITY, ["/x/Python.app", "/usr/libexec/sshd-keygen-wrapper"])
        self.assertIn("System Settings → Privacy & Security → Accessibility for /x/Python.app", message)
        self.assertIn("started from /usr/libexec/sshd-keygen-wrapper", message)

    def test_ping_reports_permissions_and_what_to_do(self):
        p = mac_platform(screen_recording=False)
        out = p.describe()
        self.assertEqual(out["permissions"], {"screen_recording": False, "accessibility": True})
        self.assertEqual(out["scale"], 2.0)
        self.assertEqual(len(out["permission_help"]), 1)
        self.assertIn("→ Screen Recording", out["permission_help"][0])
        self.assertNotIn("permission_help", mac_platform().describe())

    def test_screenshots_and_windows_need_screen_recording(self):
        p = mac_platform(screen_recording=False, infos=WINDOW_LIST)
        with self.assertRaises(platform.Unavailable):
            p.grab_image()
        with self.assertRaises(platform.Unavailable):
            p.list_windows()

    def test_a_grant_is_checked_once(self):
        p = mac_platform(infos=WINDOW_LIST, frontmost=500)
        p.list_windows()
        p.list_windows()
        self.assertEqual(p._quartz.checks, 1)

    def test_windows_through_the_platform(self):
        recs = mac_platform(infos=WINDOW_LIST, frontmost=500).list_windows()
        self.assertEqual([(r["id"], r["focused"], r["instance"]) for r in recs],
                         [(20, False, "com.apple.Terminal"), (21, True, "com.apple.TextEdit")])


class CaptureTest(unittest.TestCase):
    def test_raw_modes_of_32_bit_layouts(self):
        little, big = md.BYTE_ORDER_32_LITTLE, md.BYTE_ORDER_32_BIG
        self.assertEqual(md.raw_mode(32, 8, md.ALPHA_PREMULTIPLIED_FIRST | little), "BGRX")  # what captures are
        self.assertEqual(md.raw_mode(32, 8, md.ALPHA_NONE_SKIP_FIRST | little), "BGRX")
        self.assertEqual(md.raw_mode(32, 8, md.ALPHA_PREMULTIPLIED_FIRST | big), "XRGB")
        self.assertEqual(md.raw_mode(32, 8, md.ALPHA_NONE_SKIP_FIRST), "XRGB")
        self.assertEqual(md.raw_mode(32, 8, md.ALPHA_PREMULTIPLIED_LAST | little), "XBGR")
        self.assertEqual(md.raw_mode(32, 8, md.ALPHA_LAST), "RGBX")

    def test_other_layouts_are_redrawn(self):
        self.assertIsNone(md.raw_mode(64, 16, md.ALPHA_PREMULTIPLIED_LAST))
        self.assertIsNone(md.raw_mode(24, 8, 0))
        self.assertIsNone(md.raw_mode(32, 8, 0))  # no alpha byte in a 32-bit pixel: not a layout Quartz gives

    def test_a_retina_capture_is_scaled_to_points(self):
        self.assertEqual(md.points_size((2880, 1800), (1440, 900)), (1440, 900))
        self.assertEqual(md.points_size((3360, 2100), (1512, 945)), (1512, 945))
        self.assertIsNone(md.points_size((1440, 900), (1440, 900)))
        self.assertIsNone(md.points_size((1024, 768), (1440, 900)))  # never upscaled
        self.assertIsNone(md.points_size((2880, 1800), (0, 0)))


class CaptureImageTest(unittest.TestCase):
    def setUp(self):
        try:
            from PIL import Image
        except ImportError:
            self.skipTest("Pillow is not installed on this host")
        self.Image = Image

    def test_bgra_bytes_with_row_padding_become_rgb(self):
        # 2x1 pixels, blue-green-red-alpha, 4 padding bytes per row (Quartz aligns rows)
        data = bytes([10, 20, 30, 255, 40, 50, 60, 255, 0, 0, 0, 0])
        layout = (32, 8, md.ALPHA_PREMULTIPLIED_FIRST | md.BYTE_ORDER_32_LITTLE)
        image = md.pil_from_raw((2, 1), data, 12, layout)
        self.assertEqual((image.mode, image.size), ("RGB", (2, 1)))
        self.assertEqual([image.getpixel((0, 0)), image.getpixel((1, 0))], [(30, 20, 10), (60, 50, 40)])
        self.assertIsNone(md.pil_from_raw((1, 1), bytes(8), 8, (64, 16, 0)))

    def test_two_pixels_per_point_become_one_averaged(self):
        image = self.Image.new("RGB", (4, 2), (0, 0, 0))
        image.putpixel((0, 0), (200, 200, 200))
        image.putpixel((1, 1), (200, 200, 200))
        small = md.to_points(image, (2, 1))
        self.assertEqual(small.size, (2, 1))
        self.assertEqual(small.getpixel((0, 0)), (100, 100, 100))
        self.assertIs(md.to_points(image, (4, 2)), image)
        self.assertEqual(md.to_points(self.Image.new("RGB", (9, 6)), (6, 4)).size, (6, 4))

    def test_the_platform_screenshot_is_in_points(self):
        p = mac_platform(image=self.Image.new("RGB", (8, 4), (9, 9, 9)))
        self.assertEqual(p.grab_image().size, (4, 2))


class RegistryTest(unittest.TestCase):
    def setUp(self):
        try:
            import Quartz  # noqa: F401
        except ImportError:
            return
        self.skipTest("pyobjc is installed: this is a Mac")

    def test_the_macos_adapter_loads_on_linux_without_pyobjc(self):
        p = platform.load_platform("macos")
        self.assertIsInstance(p, Platform)
        self.assertEqual(p.key, "macos")
        self.assertIsInstance(platform.load_accessibility_backend("macos"), AccessibilityBackend)

    def test_quartz_calls_without_pyobjc_are_unavailable_not_an_import_error(self):
        p = platform.load_platform("macos")
        for call in (p.screen_size, p.grab_image, p.pointer, p.list_windows):
            with self.assertRaises(platform.Unavailable) as cm:
                call()
            self.assertIn("pyobjc", str(cm.exception))
        self.assertEqual(p.describe()["permissions"], {"screen_recording": None, "accessibility": None})
        backend = platform.load_accessibility_backend("macos")
        backend.warm()
        with self.assertRaises(platform.Unavailable) as cm:
            backend.tsv(100, 1000, 1000, False)
        self.assertIn("requirements-macos.txt", str(cm.exception))


if __name__ == "__main__":
    unittest.main()


class StrictApplicationServices:
    """The AX calls `focused` makes, strict as pyobjc and Apple's AXUIElement.h are: an element argument
    must be an AXUIElementRef and an attribute a string (pyobjc raises ValueError depythonifying them);
    an out parameter is passed as None (pyobjc refuses anything else) and comes back in the result tuple
    (error, value); a missing value is kAXErrorNoValue, an unknown attribute kAXErrorAttributeUnsupported,
    an application that does not answer kAXErrorCannotComplete; a negative messaging timeout is
    kAXErrorIllegalArgument; AXValueGetValue takes the value's own type. Elements are dicts of
    attributes (AXPosition and AXSize given as tuples become AXValueRefs), "hung": True for one that does
    not answer."""

    class AXUIElementRef:
        def __init__(self, attrs: dict, hung: bool = False):
            self.attrs, self.hung = attrs, hung

    class AXValueRef:
        def __init__(self, kind: int, data):
            self.kind, self.data = kind, data

    def __init__(self, focused=None, front_focused=None, system_hung=False):
        self.timeouts: list[float] = []
        self.front = self.AXUIElementRef({"AXFocusedUIElement": self.element(front_focused)} if front_focused else {})
        attrs = {"AXFocusedApplication": self.front}
        if focused is not None:
            attrs["AXFocusedUIElement"] = self.element(focused)
        self.system = self.AXUIElementRef(attrs, hung=system_hung)

    def element(self, attrs: dict):
        values = dict(attrs)
        for key, kind in (("AXPosition", mx.AX_VALUE_CGPOINT), ("AXSize", mx.AX_VALUE_CGSIZE)):
            if key in values:
                a, b = values[key]
                fields = ("x", "y") if kind == mx.AX_VALUE_CGPOINT else ("width", "height")
                values[key] = self.AXValueRef(kind, types.SimpleNamespace(**dict(zip(fields, (a, b)))))
        return self.AXUIElementRef(values)

    def _element_arg(self, element):
        if not isinstance(element, self.AXUIElementRef):
            raise ValueError("depythonifying 'pointer', got '%s'" % type(element).__name__)

    def AXUIElementCreateSystemWide(self):
        return self.system

    def AXUIElementSetMessagingTimeout(self, element, timeout):
        self._element_arg(element)
        if timeout < 0:
            return -25201  # kAXErrorIllegalArgument
        self.timeouts.append(timeout)
        return mx.AX_SUCCESS

    def AXUIElementCopyAttributeValue(self, element, attribute, out):
        self._element_arg(element)
        if not isinstance(attribute, str):
            raise ValueError("depythonifying 'id', got '%s'" % type(attribute).__name__)
        if out is not None:
            raise TypeError("output argument must be None or objc.NULL")
        if element.hung:
            return -25204, None  # kAXErrorCannotComplete
        if attribute not in element.attrs:
            known = ("AXFocusedUIElement", "AXFocusedApplication", "AXRole", "AXPosition", "AXSize")
            return (mx.AX_ERROR_NO_VALUE if attribute in known else mx.AX_ERROR_ATTRIBUTE_UNSUPPORTED), None
        return mx.AX_SUCCESS, element.attrs[attribute]

    def AXUIElementCopyMultipleAttributeValues(self, element, attributes, options, out):
        self._element_arg(element)
        if out is not None:
            raise TypeError("output argument must be None or objc.NULL")
        if element.hung:
            return -25204, None
        no_value = self.AXValueRef(mx.AX_VALUE_AXERROR, mx.AX_ERROR_NO_VALUE)
        return mx.AX_SUCCESS, [element.attrs.get(a, no_value) for a in attributes]

    def AXUIElementGetPid(self, element, out):
        self._element_arg(element)
        if out is not None:
            raise TypeError("output argument must be None or objc.NULL")
        return mx.AX_SUCCESS, 4242

    def AXValueGetType(self, value):
        return value.kind

    def AXValueGetValue(self, value, kind, out):
        if out is not None:
            raise TypeError("output argument must be None or objc.NULL")
        if kind != value.kind:
            return False, None
        return True, value.data


class StrictRunningApplication:
    @staticmethod
    def runningApplicationWithProcessIdentifier_(pid):
        return types.SimpleNamespace(bundleIdentifier=lambda: "com.apple.TextEdit")


class FocusedElementTest(unittest.TestCase):
    """The `focused` op (where a typed secret lands: secret_masks.py) through the real _Ax, against the
    strict ApplicationServices stand-in."""

    FIELD = {"AXRole": "AXTextField", "AXSubrole": "AXSecureTextField", "AXPosition": (412.4, 300.0), "AXSize": (240.0, 22.0)}

    def backend(self, services):
        ax = mx._Ax.__new__(mx._Ax)
        ax.ax, ax.cf, ax.q = services, None, None
        ax.appkit = types.SimpleNamespace(NSRunningApplication=StrictRunningApplication)
        ax.value_ref, ax.element_ref = services.AXValueRef, services.AXUIElementRef
        ax.timeout_s = 2.0
        ax.system_wide = services.AXUIElementCreateSystemWide()
        ax.trusted = lambda: True
        backend = mx.AxBackend()
        backend._ax = ax
        return backend

    def test_the_focused_field_s_frame_in_points_and_tag_are_its_tsv_row_s(self):
        services = StrictApplicationServices(focused=self.FIELD)
        field = self.backend(services).focused(4000)
        self.assertEqual(field, {"x": 412, "y": 300, "width": 240, "height": 22, "role": "password"})
        row = mx.ax_row({"AXRole": "AXTextField", "AXSubrole": "AXSecureTextField", "AXPosition": (412.4, 300.0), "AXSize": (240.0, 22.0)})
        self.assertEqual(row.split("\t")[:1] + row.split("\t")[5:], ["password", "412,300", "240,22"])
        self.assertEqual(set(services.timeouts), {1.0})  # a quarter of the bound, on every call

    def test_nothing_focused_is_no_field(self):
        self.assertIsNone(self.backend(StrictApplicationServices()).focused(4000))

    def test_an_element_without_a_frame_is_no_field(self):
        self.assertIsNone(self.backend(StrictApplicationServices(focused={"AXRole": "AXTextField"})).focused(4000))

    def test_the_active_application_s_focused_element_when_the_system_wide_element_gives_none(self):
        services = StrictApplicationServices(front_focused=self.FIELD)
        self.assertEqual(self.backend(services).focused(4000)["role"], "password")
        # a system-wide element that cannot complete names no application either: no field (the secret's
        # mask is then the whole screen)
        services = StrictApplicationServices(front_focused=self.FIELD, system_hung=True)
        self.assertIsNone(self.backend(services).focused(4000))

    def test_without_accessibility_it_is_unavailable(self):
        backend = self.backend(StrictApplicationServices(focused=self.FIELD))
        backend._ax.trusted = lambda: False
        with self.assertRaises(platform.Unavailable):
            backend.focused(4000)


class StrictAppKit:
    """The AppKit (and Foundation, which AppKit re-exports) calls of the environment, strict as pyobjc is:
    methods take exactly their selector's arguments, a non-string key is refused (pyobjc raises
    ValueError: depythonifying 'id'), an absent defaults key is None (nil)."""

    def __init__(self, families, locale="en_US", zone="Europe/Paris", style=None, version=2487.2):
        outer = self
        self.families, self._locale, self._zone, self._style = families, locale, zone, style
        self.NSAppKitVersionNumber = version

        class NSFontManager:
            @staticmethod
            def sharedFontManager():
                return NSFontManager()

            def availableFontFamilies(self):
                return tuple(outer.families)

        class NSLocale:
            @staticmethod
            def currentLocale():
                return NSLocale()

            def localeIdentifier(self):
                return outer._locale

        class NSTimeZone:
            @staticmethod
            def localTimeZone():
                return NSTimeZone()

            def name(self):
                return outer._zone

        class NSUserDefaults:
            @staticmethod
            def standardUserDefaults():
                return NSUserDefaults()

            def stringForKey_(self, key):
                if not isinstance(key, str):
                    raise ValueError("depythonifying 'id', got '%s'" % type(key).__name__)
                return outer._style if key == "AppleInterfaceStyle" else None

        self.NSFontManager, self.NSLocale, self.NSTimeZone = NSFontManager, NSLocale, NSTimeZone
        self.NSUserDefaults = NSUserDefaults


class StrictQuartz:
    """CGDisplay calls: a display id must be an int (pyobjc refuses others); an unknown display has no mode."""

    def CGMainDisplayID(self):
        return 1

    def CGDisplayCopyDisplayMode(self, display):
        if not isinstance(display, int):
            raise ValueError("depythonifying 'unsigned int'")
        return {"width": 1440, "pixel_width": 2880} if display == 1 else None

    def CGDisplayModeGetWidth(self, mode):
        return mode["width"]

    def CGDisplayModeGetPixelWidth(self, mode):
        return mode["pixel_width"]


class EnvironmentTest(unittest.TestCase):
    def quartz(self, **kw):
        q = md._Quartz.__new__(md._Quartz)
        q.q, q.appkit, q.ax = StrictQuartz(), StrictAppKit(**kw), None
        return q

    def test_the_environment_through_appkit(self):
        p = md.MacosDesktopPlatform()
        p._quartz = self.quartz(families=["Helvetica Neue", "Menlo", "SF Pro"], style="Dark")
        e = p.environment()
        self.assertEqual(e["os_name"], "macOS")
        self.assertEqual(e["scale"], 2.0)
        self.assertEqual(e["fonts"], ["Helvetica Neue", "Menlo", "SF Pro"])
        self.assertEqual((e["locale"], e["time_zone"], e["theme"]), ("en_US", "Europe/Paris", "dark"))
        self.assertEqual(e["toolkits"], {"appkit": "2487.2"})

    def test_no_interface_style_is_the_light_appearance(self):
        self.assertEqual(self.quartz(families=[]).theme(), "light")
