import { PythonError, pyDecodeUtf8, pyTypeName } from "../python-semantics.ts";
import { urlparse } from "../python-url.ts";
import { readBytes } from "./files.ts";
import { subscript } from "./python-access.ts";
import { elementText, xmlRootFromString } from "./xml-tree.ts";

/**
 * OSWorld's is_vlc_playing (metrics/vlc.py of desktop-env 1.0.2) over the status.xml of VLC's HTTP
 * interface (the vlc_playing_info getter): 1 when VLC is playing and the file name or URL it shows matches
 * the rule, else 0. The file is read as ElementTree reads it; a missing file, a path that is None, a
 * document that is not XML or has no <state> raise, as in OSWorld.
 */

/** Where VLC's status.xml may name the file, in the order OSWorld looks. */
const FILE_INFO = ["filename", "title", "uri", "location", "name"].map((n) => ["meta", n] as const);
/** ...and the URL of a stream. */
const URL_INFO = [
  ...["url", "URI", "location", "title", "filename"].map((n) => ["meta", n] as const),
  ...["Codec", "Type", "Language"].map((n) => ["Stream 0", n] as const),
];

/** An attribute without a namespace, as ElementTree keys it (a prefixed one is `{uri}name` there). */
function plainAttribute(element: Element, name: string): string | null {
  for (let i = 0; i < element.attributes.length; i++) {
    const attr = element.attributes.item(i)!;
    if (attr.localName === name && !attr.namespaceURI && !attr.prefix) return attr.value;
  }
  return null;
}

/** Direct children named `tag` (in no namespace), optionally with an attribute `name` equal to `value`. */
function children(node: Element, tag: string, name?: string): Element[] {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    if (element.localName !== tag || element.namespaceURI || element.prefix) continue;
    if (name === undefined || plainAttribute(element, "name") === name) out.push(element);
  }
  return out;
}

/** `tree.find('information/category[@name="<category>"]/info[@name="<info>"]')`. */
function findInfo(root: Element, category: string, info: string): Element | undefined {
  for (const information of children(root, "information"))
    for (const cat of children(information, "category", category)) {
      const found = children(cat, "info", info)[0];
      if (found) return found;
    }
  return undefined;
}

/** The first of the places whose element has text (`element is not None and element.text`). */
function firstText(root: Element, places: readonly (readonly [string, string])[]): string | null {
  for (const [category, info] of places) {
    const element = findInfo(root, category, info);
    const text = element ? elementText(element) : null;
    if (text) return text;
  }
  return null;
}

/** posixpath.basename. */
const basename = (p: string) => p.slice(p.lastIndexOf("/") + 1);

/** `str.endswith(x)` and `x in str`: Python's TypeError when x is not a str. */
function needStr(value: unknown, operation: "endswith" | "in"): string {
  if (typeof value === "string") return value;
  throw new PythonError(
    "TypeError",
    operation === "endswith"
      ? `endswith first arg must be str or a tuple of str, not ${pyTypeName(value)}`
      : `'in <string>' requires string as left operand, not ${pyTypeName(value)}`,
  );
}

function fileNameMatches(fileInfo: string, expected: unknown): boolean {
  if (basename(fileInfo) === expected) return true;
  const name = needStr(expected, "endswith");
  if (fileInfo.endsWith(name)) return true;
  return fileInfo.includes(name) && (fileInfo.endsWith(`/${name}`) || fileInfo.endsWith(`\\${name}`));
}

function urlMatches(fileInfo: string, expected: unknown): boolean {
  const url = needStr(expected, "in");
  if (fileInfo.includes(url) || fileInfo.endsWith(url)) return true;
  try {
    const wanted = urlparse(url);
    if (fileInfo === basename(wanted.path)) return true;
    if (fileInfo.includes("://")) {
      const actual = urlparse(fileInfo);
      if (wanted.netloc === actual.netloc && actual.path.includes(wanted.path)) return true;
    }
  } catch (error) {
    if (!(error instanceof PythonError)) throw error; // OSWorld catches what urlparse raises: no match
  }
  return false;
}

export function is_vlc_playing(actualStatusPath: unknown, rule: unknown): number {
  const root = xmlRootFromString(pyDecodeUtf8(readBytes(actualStatusPath, "VLC status file")));
  const state = children(root, "state")[0];
  if (!state) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'text'");
  if (elementText(state) !== "playing") return 0;
  const type = subscript(rule, "type");
  if (type === "file_name") {
    const fileInfo = firstText(root, FILE_INFO);
    if (!fileInfo) return 0;
    return fileNameMatches(fileInfo, subscript(rule, "file_name")) ? 1 : 0;
  }
  if (type === "url") {
    const expected = subscript(rule, "url"); // read (and logged) before the status is searched
    const fileInfo = firstText(root, URL_INFO);
    if (!fileInfo) return 0;
    return urlMatches(fileInfo, expected) ? 1 : 0;
  }
  return 0;
}
