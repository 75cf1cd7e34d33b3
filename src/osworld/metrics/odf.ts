import { unzipSync } from "fflate";
import { SaxesParser, type SaxesTagNS } from "saxes";
import { PythonError } from "../python-semantics.ts";
import { readBytes } from "./files.ts";
import {
  ODF_BACKGROUND_COLOR_ATTRIBUTE,
  ODF_CONVERTERS,
  ODF_KNOWN_ELEMENTS,
  ODF_NAME_ATTRIBUTE,
  ODF_NS,
} from "./odf-grammar.ts";

/**
 * An OpenDocument file as odfpy 1.4.1's `load()` builds it, for OSWorld's Writer metrics on .odt files:
 * the parts META-INF/manifest.xml lists (settings, meta, content, styles, in that order) streamed through
 * odfpy's LoadParser rules (only the office:automatic-styles, body, master-styles, meta, scripts, settings
 * and styles subtrees are kept, the automatic styles of content.xml and styles.xml go to one element,
 * text between tags becomes Text nodes), its attribute converters (a value they reject makes load()
 * raise ValueError; style:name and the like are made NCNames), its renaming of duplicate style names and
 * its per-type element lists (getElementsByType). A part that is no well-formed XML stops where the parser
 * stops (odfpy prints the SAX error and keeps what it built).
 */

export const TEXT_NS = ODF_NS.text!;
const OFFICE_NS = ODF_NS.office!;
const STYLE_NS = ODF_NS.style!;
const MANIFEST_NS = ODF_NS.manifest!;
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

export interface OdfText {
  kind: "text";
  data: string;
}

export interface OdfElement {
  kind: "element";
  ns: string | null;
  local: string;
  /** attributes by `namespace localname` (namespace "" for none) */
  attributes: Map<string, string>;
  children: OdfNode[];
  parent: OdfElement | null;
}

export type OdfNode = OdfText | OdfElement;

export interface OdfDocument {
  automaticStyles: OdfElement;
  /** getElementsByType: the elements of a kind in the order load() created them */
  elementsOfType(ns: string, local: string): OdfElement[];
}

const key = (ns: string | null, local: string) => `${ns ?? ""} ${local}`;

function element(ns: string | null, local: string, parent: OdfElement | null = null): OdfElement {
  return { kind: "element", ns, local, attributes: new Map(), children: [], parent };
}

const PREFIX_OF = new Map(Object.entries(ODF_NS).map(([prefix, uri]) => [uri, prefix]));
const qualified = (ns: string | null, local: string) => `${PREFIX_OF.get(ns ?? "") ?? "?"}:${local}`;

const KNOWN_ELEMENTS = new Set(ODF_KNOWN_ELEMENTS);

/** `attribute@element` → converter, from the generated table. */
const CONVERTERS = new Map<string, string>(
  Object.entries(ODF_CONVERTERS).flatMap(([name, entries]) => entries.map((e) => [e, name] as const)),
);

const ENUMS: Record<string, readonly string[]> = {
  configtype: ["boolean", "short", "int", "long", "double", "string", "datetime", "base64Binary"],
  data_source_has_labels: ["none", "row", "column", "both"],
  draw_aspect: ["content", "thumbnail", "icon", "print-view"],
  family: [
    "text",
    "paragraph",
    "section",
    "ruby",
    "table",
    "table-column",
    "table-row",
    "table-cell",
    "graphic",
    "presentation",
    "drawing-page",
    "chart",
  ],
  legend_position: ["start", "end", "top", "bottom", "top-start", "bottom-start", "top-end", "bottom-end"],
  list_linkage_type: ["selection", "selection-indices"],
  major_minor: ["major", "minor"],
  metavaluetype: ["float", "date", "time", "boolean", "string"],
  rowOrCol: ["row", "column"],
  stroke_linecap: ["butt", "square", "round"],
  textnoteclass: ["footnote", "endnote"],
  xlinkshow: ["new", "replace", "embed"],
  xlinktype: ["simple"],
};

// Python's re.match (anchored at the start only; viewbox's `$` also matches before a final newline)
const PATTERNS: Record<string, RegExp> = {
  language: /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*/,
  length: /^-?([0-9]+(\.[0-9]*)?|\.[0-9]+)((cm)|(mm)|(in)|(pt)|(pc)|(px))/,
  percent: /^-?([0-9]+(\.[0-9]*)?|\.[0-9]+)%/,
  namespacedToken: /^[0-9a-zA-Z_]+:[0-9a-zA-Z._-]+/,
  points: /^-?[0-9]+,-?[0-9]+([ ]+-?[0-9]+,-?[0-9]+)*/,
  viewbox: /^-?[0-9]+([ ]+-?[0-9]+){3}\n?$/,
};

/** AttrConverters.convert: the stored value, or ValueError for a value odfpy rejects. */
function convertAttribute(attribute: string, elementName: string, value: string): string {
  const converter = CONVERTERS.get(`${attribute}@${elementName}`) ?? CONVERTERS.get(`${attribute}@*`);
  const reject = () => {
    throw new PythonError("ValueError", `'${value}' not allowed for ${attribute} in <${elementName}>`);
  };
  switch (converter) {
    case undefined:
    case "string":
      return value;
    case "NCName":
      return value.replaceAll(":", "_3a_").replaceAll(" ", "_20_");
    case "boolean": {
      const lower = value.toLowerCase();
      if (["0", "false", "no"].includes(lower)) return "false";
      if (["1", "true", "yes"].includes(lower)) return "true";
      return reject();
    }
    case "lengthorpercent":
      if (!PATTERNS.length!.test(value) && !PATTERNS.percent!.test(value)) reject();
      return value;
    default: {
      const pattern = PATTERNS[converter];
      if (pattern) {
        if (!pattern.test(value)) reject();
        return value;
      }
      const allowed = ENUMS[converter];
      if (!allowed) throw new Error(`no port of odfpy's converter ${converter}`);
      if (!allowed.includes(value)) reject();
      return value;
    }
  }
}

/** odfpy's Element.getAttribute(name) for the simple names the metrics use: null when unset. */
export function odfGetAttribute(
  node: OdfNode,
  name: "name" | "backgroundcolor" | "stylename",
): string | null {
  if (node.kind === "text")
    throw new PythonError("AttributeError", "'Text' object has no attribute 'getAttribute'");
  const elementName = qualified(node.ns, node.local);
  const table =
    name === "name"
      ? ODF_NAME_ATTRIBUTE
      : name === "backgroundcolor"
        ? ODF_BACKGROUND_COLOR_ATTRIBUTE
        : { "text:style-name": ["text:span"] };
  for (const [attribute, elements] of Object.entries(table))
    if (elements.includes(elementName)) {
      const [prefix, local] = attribute.split(":") as [string, string];
      return node.attributes.get(key(ODF_NS[prefix]!, local)) ?? null;
    }
  if (!KNOWN_ELEMENTS.has(elementName))
    throw new PythonError("AttributeError", "Unable to get simple attribute - use (namespace, localpart)");
  throw new PythonError("ValueError", `'${name}' is not in list`);
}

const TRIGGERS = new Set(
  [
    "automatic-styles",
    "body",
    "font-face-decls",
    "master-styles",
    "meta",
    "scripts",
    "settings",
    "styles",
  ].map((local) => key(OFFICE_NS, local)),
);

class OdfBuilder implements OdfDocument {
  readonly tops = new Map<string, OdfElement>();
  readonly automaticStyles: OdfElement;
  private readonly byType = new Map<string, OdfElement[]>();
  private readonly styles = new Set<string>();
  private readonly renamed = new Map<string, string>();

  constructor() {
    const root = element(OFFICE_NS, "document");
    for (const local of [
      "meta",
      "scripts",
      "font-face-decls",
      "settings",
      "styles",
      "automatic-styles",
      "master-styles",
      "body",
    ]) {
      const top = element(OFFICE_NS, local, root);
      root.children.push(top);
      this.tops.set(key(OFFICE_NS, local), top);
      this.cache(top);
    }
    this.automaticStyles = this.tops.get(key(OFFICE_NS, "automatic-styles"))!;
  }

  elementsOfType(ns: string, local: string): OdfElement[] {
    return this.byType.get(key(ns, local)) ?? [];
  }

  /** OpenDocument.build_caches, as addElement calls it on each new element. */
  cache(e: OdfElement): void {
    const k = key(e.ns, e.local);
    const list = this.byType.get(k);
    if (list) list.push(e);
    else this.byType.set(k, [e]);
    if (k === key(STYLE_NS, "style")) {
      const nameKey = key(STYLE_NS, "name");
      let name = e.attributes.get(nameKey);
      const parent = e.parent ? key(e.parent.ns, e.parent.local) : "";
      if (
        name !== undefined &&
        (parent === key(OFFICE_NS, "styles") || parent === key(OFFICE_NS, "automatic-styles"))
      ) {
        if (this.styles.has(name)) {
          const newName = `M${name}`;
          this.renamed.set(name, newName);
          name = newName;
          e.attributes.set(nameKey, name);
        }
        this.styles.add(name);
      }
    }
    const refKey = key(TEXT_NS, "style-name");
    const ref = e.attributes.get(refKey);
    if (ref !== undefined && this.renamed.has(ref)) e.attributes.set(refKey, this.renamed.get(ref)!);
  }

  /** One part through odfpy's LoadParser; a SAX error ends the part, keeping what was built. */
  loadPart(xml: string, part: string): void {
    let parse = false;
    let data: string[] = [];
    let parent: OdfElement | null | undefined;
    let current: OdfElement | null = null;
    const addText = (to: OdfElement | null | undefined, text: string) => {
      if (!to) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'addText'");
      to.children.push({ kind: "text", data: text });
    };
    const parser = new SaxesParser({ xmlns: true });
    parser.on("text", (text) => {
      if (parse) data.push(text);
    });
    parser.on("cdata", (text) => {
      if (parse) data.push(text);
    });
    parser.on("opentag", (tag: SaxesTagNS) => {
      const ns = tag.uri === "" ? null : tag.uri;
      const k = key(ns, tag.local);
      if (TRIGGERS.has(k)) parse = true;
      if (part !== "styles.xml" && k === key(OFFICE_NS, "font-face-decls")) parse = false;
      if (!parse) return;
      const content = data.join("");
      if (content) {
        addText(parent, content);
        data = [];
      }
      let e = element(ns, tag.local);
      const elementName = qualified(ns, tag.local);
      for (const attribute of Object.values(tag.attributes)) {
        if (attribute.uri === XMLNS_NS || (attribute.prefix === "" && attribute.local === "xmlns")) continue;
        const attributeNs = attribute.uri === "" ? null : attribute.uri;
        e.attributes.set(
          key(attributeNs, attribute.local),
          convertAttribute(qualified(attributeNs, attribute.local), elementName, attribute.value),
        );
      }
      current = e;
      const top = this.tops.get(k);
      if (TRIGGERS.has(k) && k !== key(OFFICE_NS, "font-face-decls") && top) e = top;
      else if (k === key(OFFICE_NS, "font-face-decls") && part === "styles.xml") e = this.tops.get(k)!;
      else if (parent !== undefined) {
        if (!parent)
          throw new PythonError("AttributeError", "'NoneType' object has no attribute 'addElement'");
        e.parent = parent;
        parent.children.push(e);
        this.cache(e);
      }
      parent = e;
    });
    parser.on("closetag", (tag: SaxesTagNS) => {
      if (!parse) return;
      const text = data.join("");
      if (text) addText(current, text);
      data = [];
      if (!current)
        throw new PythonError("AttributeError", "'NoneType' object has no attribute 'parentNode'");
      current = current.parent;
      parent = current;
      if (TRIGGERS.has(key(tag.uri === "" ? null : tag.uri, tag.local))) parse = false;
    });
    try {
      parser.write(xml).close();
    } catch (error) {
      if (error instanceof PythonError) throw error;
      // odfpy prints the SAXParseException and keeps the elements built so far
    }
  }
}

/** odfpy's __fixXmlPart: declarations of prefixes the part does not declare, put before its first one. */
function fixXmlPart(xml: string): string {
  let result = xml;
  for (const prefix of ["meta", "config", "dc", "style", "svg", "fo", "draw", "table", "form"]) {
    if (xml.includes(` xmlns:${prefix}`)) continue;
    const at = result.indexOf(" xmlns:");
    if (at < 0) continue;
    result = `${result.slice(0, at)} xmlns:${prefix}="urn:oasis:names:tc:opendocument:xmlns:${prefix}:1.0"${result.slice(at)}`;
  }
  return result;
}

function utf8(bytes: Uint8Array, part: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new PythonError("UnicodeDecodeError", `'utf-8' codec can't decode ${part}`);
  }
}

/** odfpy's manifestlist: full-path → media-type, in first-seen order; a SAX error raises. */
function manifestEntries(xml: string): Map<string | null, string> {
  const entries = new Map<string | null, string>();
  const parser = new SaxesParser({ xmlns: true });
  parser.on("opentag", (tag: SaxesTagNS) => {
    if (tag.uri !== MANIFEST_NS || tag.local !== "file-entry") return;
    const attribute = (local: string) =>
      Object.values(tag.attributes).find((a) => a.uri === MANIFEST_NS && a.local === local)?.value;
    entries.set(attribute("full-path") ?? null, attribute("media-type") ?? "application/octet-stream");
  });
  try {
    parser.write(xml.replace(/^\ufeff/, "")).close();
  } catch (error) {
    throw new PythonError("SAXParseException", `META-INF/manifest.xml: ${(error as Error).message}`);
  }
  return entries;
}

const XML_PARTS = ["settings.xml", "meta.xml", "content.xml", "styles.xml"];

/** `odf.opendocument.load(path)`: the document, or the PythonError load() raises. */
export function loadOdf(file: unknown): OdfDocument {
  const data = readBytes(file, "document");
  let zip: Record<string, Uint8Array>;
  try {
    zip = unzipSync(data);
  } catch {
    throw new PythonError("BadZipFile", "File is not a zip file");
  }
  const read = (name: string) => {
    const bytes = zip[name];
    if (!bytes) throw new PythonError("KeyError", `There is no item named '${name}' in the archive`);
    return bytes;
  };
  const manifest = manifestEntries(utf8(read("META-INF/manifest.xml"), "META-INF/manifest.xml"));
  const doc = new OdfBuilder();
  const parts = (builder: OdfBuilder | null, prefix: string) => {
    for (const name of XML_PARTS.map((p) => prefix + p)) {
      if (!manifest.has(name) || !zip[name]) continue;
      const xml = fixXmlPart(utf8(zip[name], name));
      // subdocuments (embedded objects) are parsed into documents of their own, which no metric reads
      (builder ?? new OdfBuilder()).loadPart(xml.replace(/^\ufeff/, ""), name);
    }
  };
  parts(doc, "");
  for (const [entry] of manifest) {
    if (entry === null) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
    const length = [...entry].length; // Python's len: code points
    if (entry.startsWith("Pictures/") && length > 9) read(entry);
    else if (entry === "Thumbnails/thumbnail.png") read(entry);
    else if (XML_PARTS.includes(entry)) continue;
    else if (entry.startsWith("Object ") && length < 11 && entry.endsWith("/")) parts(null, entry);
    else if (entry.startsWith("Object ")) continue;
    else if (entry === "") throw new PythonError("IndexError", "string index out of range");
    else if (!entry.endsWith("/")) read(entry);
  }
  return doc;
}
