import { readFileSync } from "node:fs";
import { pythonMatch } from "../python-re.ts";
import { PythonError, pyEquals, pyInt, pyTruthy, pyTypeName } from "../python-semantics.ts";
import { filePath, readBytes } from "./files.ts";
import { iterate, subscript } from "./python-access.ts";
import {
  childElements,
  descendantElements,
  elementText,
  parseXmlDocument,
  xmlRootFromString,
} from "./xml-tree.ts";

/**
 * OSWorld's metrics over LibreOffice's registry (`registrymodifications.xcu`: `<item oor:path=...><prop
 * oor:name=...><value>`) and Impress's accessibility tree, read as OSWorld reads them: ElementTree for
 * check_auto_saving_time and find_default_font, lxml for check_libre_locale.
 */

const OOR = "http://openoffice.org/2001/registry";

/** `ET.parse(path).getroot()`: FileNotFoundError, ParseError, or TypeError for a path that is not text. */
function parseXcu(file: unknown): Element {
  if (typeof file !== "string")
    throw new PythonError("TypeError", `expected str, bytes or os.PathLike object, not ${pyTypeName(file)}`);
  return parseXmlDocument(readBytes(file).toString("utf8")).documentElement!;
}

/** The `oor:path` / `oor:name` attribute (namespaced), or null. */
function oor(element: Element, name: string): string | null {
  return element.hasAttributeNS(OOR, name) ? element.getAttributeNS(OOR, name) : null;
}

/** slides.py's check_auto_saving_time: None (null) when the file is missing or not XML, as OSWorld's falls through. */
export function check_auto_saving_time(file: unknown, rules: unknown): number | null {
  const minutes = subscript(rules, "minutes");
  let root: Element;
  try {
    root = parseXcu(file);
  } catch (error) {
    if (error instanceof PythonError && (error.kind === "ParseError" || error.kind === "FileNotFoundError"))
      return null;
    throw error;
  }
  let autosave: string | null = null;
  for (const item of descendantElements(root, "item")) {
    if (oor(item, "path") !== "/org.openoffice.Office.Common/Save/Document") continue;
    for (const prop of descendantElements(item, "prop")) {
      if (oor(prop, "name") !== "AutoSaveTimeIntervall") continue;
      const value = descendantElements(prop, "value")[0];
      if (!value) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'text'");
      autosave = elementText(value);
      break;
    }
  }
  if (autosave === null) return 0;
  return pyEquals(pyInt(autosave), minutes) ? 1 : 0;
}

/** docs.py's find_default_font: Writer's default (Standard) font against rules.font_name. */
export function find_default_font(file: unknown, rules: unknown): number {
  const expected = subscript(rules, "font_name");
  if (!pyTruthy(file)) return 0;
  let font: string | null = null;
  try {
    const root = parseXcu(file);
    for (const item of descendantElements(root, "item")) {
      if (oor(item, "path") !== "/org.openoffice.Office.Writer/DefaultFont") continue;
      for (const prop of descendantElements(item, "prop")) {
        if (oor(prop, "name") !== "Standard") continue;
        for (const value of childElements(prop, "value")) font = elementText(value);
      }
    }
  } catch (error) {
    if (!(error instanceof PythonError)) throw error;
  }
  return pyEquals(font, expected) ? 1 : 0;
}

/** libreoffice.py's check_libre_locale: the UI's (or else the system's) locale against fnmatch patterns. */
export function check_libre_locale(file: unknown, rules: unknown): number {
  const path = filePath(file, "registrymodifications.xcu");
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new PythonError("OSError", `Error reading file '${path}': failed to load external entity`);
  }
  const root = parseXmlDocument(text, "XMLSyntaxError").documentElement!;
  const pick = (name: string) =>
    descendantElements(root, "item")
      .concat(root.localName === "item" ? [root] : [])
      .filter((item) => (oor(item, "path") ?? "").endsWith("L10N"))
      .flatMap((item) => childElements(item, "prop").filter((p) => oor(p, "name") === name))
      .flatMap((prop) => childElements(prop, "value"));
  const setup = pick("ooSetupSystemLocale");
  const locale = setup.length > 0 ? setup : pick("ooLocale");
  if (locale.length === 0) throw new PythonError("IndexError", "list index out of range");
  const setting = elementText(locale[0]!);
  if (setting === null)
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object, not NoneType");
  return iterate(subscript(rules, "locale_set")).some((pattern) => fnmatchCase(setting, pattern)) ? 1 : 0;
}

/** `fnmatch.fnmatchcase(name, pattern)`: shell-style `*`, `?`, `[seq]`, `[!seq]`, case-sensitive, whole name. */
export function fnmatchCase(name: string, pattern: unknown): boolean {
  if (typeof pattern !== "string")
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object");
  return pythonMatch(`(?s:${fnmatchTranslate(pattern)})\\Z`, name) !== null;
}

/** Python's fnmatch.translate, without its wrapping: a shell pattern as a regular expression. */
function fnmatchTranslate(pattern: string): string {
  const chars = Array.from(pattern);
  let out = "";
  let i = 0;
  while (i < chars.length) {
    const c = chars[i++]!;
    if (c === "*") {
      while (chars[i] === "*") i++;
      out += ".*";
    } else if (c === "?") out += ".";
    else if (c === "[") {
      let j = i;
      if (chars[j] === "!") j++;
      if (chars[j] === "]") j++;
      while (j < chars.length && chars[j] !== "]") j++;
      if (j >= chars.length) {
        out += "\\[";
        continue;
      }
      let stuff = chars
        .slice(i, j)
        .join("")
        .replace(/\\/g, "\\\\")
        .replace(/([&~|])/g, "\\$1");
      i = j + 1;
      if (stuff === "") out += "(?!)";
      else if (stuff === "!") out += ".";
      else {
        if (stuff[0] === "!") stuff = `^${stuff.slice(1)}`;
        else if (stuff[0] === "^" || stuff[0] === "[") stuff = `\\${stuff}`;
        out += `[${stuff}]`;
      }
    } else out += /^[A-Za-z0-9_]$/.test(c) || c.codePointAt(0)! > 127 ? c : `\\${c}`;
  }
  return out;
}

/** slides.py's check_left_panel: Impress's slide pane ("Slides View" document frame) is in the a11y tree. */
export function check_left_panel(tree: unknown): number {
  const root = xmlRootFromString(tree);
  const frames = [root, ...descendantElements(root)].filter(
    (e) => e.localName === "document-frame" && (e.namespaceURI ?? null) === null,
  );
  return frames.some((frame) => frame.getAttribute("name") === "Slides View" && frame.hasAttribute("name"))
    ? 1
    : 0;
}
