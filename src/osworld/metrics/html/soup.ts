import { pySplitWhitespace } from "../../python-semantics.ts";
import { parseHtmlLikeLxml, type HtmlSax } from "./libxml2-html.ts";

/**
 * BeautifulSoup 4.12's tree for `BeautifulSoup(text, "lxml")`, built from lxml's parser-target events as
 * bs4's LXMLTreeBuilder and BeautifulSoup object build it: consecutive text joined into one string,
 * whitespace-only strings collapsed to "\n" or " " outside <pre>/<textarea>, strings typed by the tag they
 * are in (<style> Stylesheet, <script> Script, ...), comments, processing instructions and the DOCTYPE as
 * strings of their own, multi-valued attributes (class, rel, ...) split on whitespace, and end events
 * closing up to the most recent open tag of that name.
 */

export type StringType =
  | "NavigableString"
  | "Comment"
  | "Doctype"
  | "ProcessingInstruction"
  | "Stylesheet"
  | "Script"
  | "TemplateString"
  | "RubyTextString"
  | "RubyParenthesisString";

export interface SoupString {
  kind: "string";
  type: StringType;
  text: string;
}

export interface SoupTag {
  kind: "tag";
  name: string;
  attrs: Map<string, string | string[]>;
  contents: SoupNode[];
}

export type SoupNode = SoupString | SoupTag;

/** HTMLTreeBuilder.DEFAULT_STRING_CONTAINERS. */
const STRING_CONTAINERS: Record<string, StringType> = {
  rt: "RubyTextString",
  rp: "RubyParenthesisString",
  style: "Stylesheet",
  script: "Script",
  template: "TemplateString",
};
const PRESERVE_WHITESPACE = new Set(["pre", "textarea"]);
/** HTMLTreeBuilder.DEFAULT_CDATA_LIST_ATTRIBUTES. */
const LIST_ATTRIBUTES: Record<string, string[]> = {
  "*": ["class", "accesskey", "dropzone"],
  a: ["rel", "rev"],
  link: ["rel", "rev"],
  td: ["headers"],
  th: ["headers"],
  form: ["accept-charset"],
  object: ["archive"],
  area: ["rel"],
  icon: ["sizes"],
  iframe: ["sandbox"],
  output: ["for"],
};
const ASCII_SPACES = new Set([" ", "\n", "\t", "\f", "\r"]);

/** A parsed document: its root's contents, and every node in the order bs4's `descendants` yields them. */
export interface Soup {
  root: SoupTag;
  descendants: SoupNode[];
}

/** `BeautifulSoup(text, "lxml")` (the text as read from the file, a leading byte-order mark dropped). */
export function soupFromLxml(text: string): Soup {
  const builder = new SoupBuilder();
  parseHtmlLikeLxml(text.startsWith("\uFEFF") ? text.slice(1) : text, builder);
  return builder.finish();
}

class SoupBuilder implements HtmlSax {
  private readonly root: SoupTag = { kind: "tag", name: "[document]", attrs: new Map(), contents: [] };
  private readonly stack: SoupTag[] = [this.root];
  private readonly order: SoupNode[] = [];
  private data: string[] = [];
  private readonly openCount = new Map<string, number>();
  private readonly preserve: SoupTag[] = [];
  private readonly containers: SoupTag[] = [];

  private get current(): SoupTag {
    return this.stack[this.stack.length - 1]!;
  }

  private endData(type?: StringType): void {
    if (!this.data.length) return;
    let text = this.data.join("");
    this.data = [];
    if (!this.preserve.length && [...text].every((ch) => ASCII_SPACES.has(ch)))
      text = text.includes("\n") ? "\n" : " ";
    let kind = type ?? "NavigableString";
    if (type === undefined && this.containers.length)
      kind = STRING_CONTAINERS[this.containers[this.containers.length - 1]!.name] ?? kind;
    this.add({ kind: "string", type: kind, text });
  }

  private add(node: SoupNode): void {
    this.current.contents.push(node);
    this.order.push(node);
  }

  startElement(name: string, attributes: [string, string][]): void {
    this.endData();
    const attrs = new Map<string, string | string[]>();
    for (const [key, value] of attributes) {
      const multi =
        (LIST_ATTRIBUTES["*"]!.includes(key) || LIST_ATTRIBUTES[name.toLowerCase()]?.includes(key)) ?? false;
      attrs.set(key, multi ? pySplitWhitespace(value) : value);
    }
    const tag: SoupTag = { kind: "tag", name, attrs, contents: [] };
    this.add(tag);
    this.stack.push(tag);
    this.openCount.set(name, (this.openCount.get(name) ?? 0) + 1);
    if (PRESERVE_WHITESPACE.has(name)) this.preserve.push(tag);
    if (name in STRING_CONTAINERS) this.containers.push(tag);
  }

  endElement(name: string): void {
    this.endData();
    // _popToTag: up to and including the most recent open tag of that name, if there is one
    for (let i = this.stack.length - 1; i > 0; i--) {
      if (!this.openCount.get(name)) break;
      const tag = this.popTag();
      if (tag.name === name) break;
    }
  }

  private popTag(): SoupTag {
    const tag = this.stack.pop()!;
    this.openCount.set(tag.name, (this.openCount.get(tag.name) ?? 1) - 1);
    if (this.preserve.at(-1) === tag) this.preserve.pop();
    if (this.containers.at(-1) === tag) this.containers.pop();
    return tag;
  }

  characters(text: string): void {
    this.data.push(text);
  }

  comment(text: string): void {
    this.endData();
    this.data.push(text);
    this.endData("Comment");
  }

  processingInstruction(target: string, data: string): void {
    this.endData();
    this.data.push(`${target} ${data}`);
    this.endData("ProcessingInstruction");
  }

  doctype(name: string | null, publicId: string | null, systemId: string | null): void {
    this.endData();
    let value = name ?? "";
    if (publicId !== null) {
      value += ` PUBLIC "${publicId}"`;
      if (systemId !== null) value += ` "${systemId}"`;
    } else if (systemId !== null) value += ` SYSTEM "${systemId}"`;
    this.add({ kind: "string", type: "Doctype", text: value });
  }

  finish(): Soup {
    this.endData();
    while (this.stack.length > 1) this.popTag();
    return { root: this.root, descendants: this.order };
  }
}

/** The types a tag's `get_text()` takes: its container type, or NavigableString (and CData) for others. */
function interestingType(tag: SoupTag): StringType {
  return STRING_CONTAINERS[tag.name] ?? "NavigableString";
}

/** `tag.text` for every tag: its descendant strings of the types it takes, joined (computed bottom-up). */
export function tagTexts(soup: Soup): Map<SoupTag, string> {
  const byType = new Map<SoupTag, Map<StringType, string>>();
  const walk: [SoupTag, boolean][] = [[soup.root, false]];
  while (walk.length) {
    const [tag, childrenDone] = walk.pop()!;
    if (!childrenDone) {
      walk.push([tag, true]);
      for (const child of tag.contents) if (child.kind === "tag") walk.push([child, false]);
      continue;
    }
    const sums = new Map<StringType, string>();
    for (const child of tag.contents) {
      if (child.kind === "string") sums.set(child.type, (sums.get(child.type) ?? "") + child.text);
      else for (const [type, text] of byType.get(child)!) sums.set(type, (sums.get(type) ?? "") + text);
    }
    byType.set(tag, sums);
  }
  return new Map([...byType].map(([tag, sums]) => [tag, sums.get(interestingType(tag)) ?? ""]));
}
