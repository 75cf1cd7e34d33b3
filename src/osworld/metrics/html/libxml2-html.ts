import { PythonError } from "../../python-error.ts";
import {
  EMPTY_ELEMENTS,
  HTML4_ENTITIES,
  endPriority,
  isXmlLetter,
  isXmlNameExtra,
  startTagCloses,
} from "./libxml2-tables.ts";

/**
 * libxml2 2.12's HTML push parser (HTMLparser.c's htmlParseTryOrFinish and the functions it calls), as lxml
 * 5.3's `etree.HTMLParser(target=..., recover=True)` drives it for BeautifulSoup's "lxml" builder: the text
 * is fed as UTF-8 in chunks of 2^19 characters, then the parser is closed. It reports the SAX events a
 * parser target receives (implied html/head/body/p elements, auto-closed elements, blanks kept, entities
 * of HTML 4 only), byte for byte: the same input states, lookahead checks and recovery rules.
 */

export interface HtmlSax {
  startElement(name: string, attributes: [string, string][]): void;
  endElement(name: string): void;
  characters(text: string): void;
  comment(text: string): void;
  processingInstruction(target: string, data: string): void;
  doctype(name: string | null, publicId: string | null, systemId: string | null): void;
}

/** lxml's feed(): this many characters of the text per htmlParseChunk call. */
const FEED_CHARACTERS = 2 ** 19;
const HTML_PARSER_BUFFER_SIZE = 100;
const HTML_PARSER_BIG_BUFFER_SIZE = 1000;
const XML_MAX_NAME_LENGTH = 50000;
const XML_MAX_TEXT_LENGTH = 10_000_000;

enum State {
  Eof,
  Start,
  Misc,
  Prolog,
  Content,
  StartTag,
  EndTag,
  Epilog,
}

const ALLOW_PCDATA_NAMES = new Set(["html", "head"]);

const isBlank = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isChar = (c: number) =>
  (c >= 0x20 && c <= 0xd7ff) ||
  c === 0x09 ||
  c === 0x0a ||
  c === 0x0d ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);
const upper = (c: number) => (c >= 0x61 && c <= 0x7a ? c - 0x20 : c);

/** A growing byte buffer for text handed out in pieces (libxml2's COPY_BUF). */
class Bytes {
  private data = new Uint8Array(256);
  length = 0;

  push(c: number): void {
    if (this.length + 4 > this.data.length) {
      const grown = new Uint8Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    if (c < 0x80) this.data[this.length++] = c;
    else if (c < 0x800) {
      this.data[this.length++] = 0xc0 | (c >> 6);
      this.data[this.length++] = 0x80 | (c & 0x3f);
    } else if (c < 0x10000) {
      this.data[this.length++] = 0xe0 | (c >> 12);
      this.data[this.length++] = 0x80 | ((c >> 6) & 0x3f);
      this.data[this.length++] = 0x80 | (c & 0x3f);
    } else {
      this.data[this.length++] = 0xf0 | (c >> 18);
      this.data[this.length++] = 0x80 | ((c >> 12) & 0x3f);
      this.data[this.length++] = 0x80 | ((c >> 6) & 0x3f);
      this.data[this.length++] = 0x80 | (c & 0x3f);
    }
  }

  /** The text (up to a NUL, as C strings end there). */
  text(): string {
    const zero = this.data.subarray(0, this.length).indexOf(0);
    return DECODER.decode(this.data.subarray(0, zero < 0 ? this.length : zero));
  }

  clear(): void {
    this.length = 0;
  }
}

const DECODER = new TextDecoder();
const ENCODER = new TextEncoder();

/** Parse a document's text as lxml's HTML target parser does, reporting the SAX events. */
export function parseHtmlLikeLxml(text: string, sax: HtmlSax): void {
  const parser = new HtmlPushParser(sax);
  const codePoints = Array.from(text);
  for (let i = 0; i < codePoints.length; i += FEED_CHARACTERS)
    parser.chunk(ENCODER.encode(codePoints.slice(i, i + FEED_CHARACTERS).join("")), false);
  parser.chunk(new Uint8Array(), true);
}

class HtmlPushParser {
  private buf = new Uint8Array(0);
  private end = 0;
  private cur = 0;
  private state = State.Start;
  private readonly names: string[] = [];
  /** ctxt->html: 1 as lxml sets it, 3 once a head was opened, 10 once a body was. */
  private html = 1;
  private depth = 0;
  private checkIndex = 0;
  private endCheckState = 0;
  private disableSax = false;

  constructor(private readonly sax: HtmlSax) {}

  // ---- input ----

  chunk(data: Uint8Array, terminate: boolean): void {
    if (data.length > 0 && !this.atEof()) {
      const grown = new Uint8Array(this.end + data.length);
      grown.set(this.buf.subarray(0, this.end));
      grown.set(data, this.end);
      this.buf = grown;
      this.end = grown.length;
    }
    this.tryOrFinish(terminate);
    if (terminate) this.state = State.Eof;
  }

  /** instate == XML_PARSER_EOF (a method, so that the compiler does not narrow the state across calls). */
  private atEof(): boolean {
    return this.state === State.Eof;
  }

  private get name(): string | null {
    return this.names.length ? this.names[this.names.length - 1]! : null;
  }

  /** NXT(n): the byte n ahead, 0 at and beyond the end of what was pushed (the buffer's terminating NUL). */
  private nxt(n = 0): number {
    const at = this.cur + n;
    return at < this.end ? this.buf[at]! : 0;
  }

  private get avail(): number {
    return this.end - this.cur;
  }

  /** htmlCurrentChar: the code point at cur and its length in bytes (a NUL inside the input reads as a space). */
  private currentChar(): [number, number] {
    if (this.atEof()) return [0, 0];
    const c = this.nxt();
    if (c < 0x80) {
      if (c === 0 && this.cur < this.end) return [0x20, 1];
      return [c, 1];
    }
    const avail = this.avail;
    const b1 = this.nxt(1);
    if ((c & 0x40) === 0 || avail < 2 || (b1 & 0xc0) !== 0x80) return [c, 1];
    if ((c & 0xe0) === 0xe0) {
      const b2 = this.nxt(2);
      if (avail < 3 || (b2 & 0xc0) !== 0x80) return [c, 1];
      if ((c & 0xf0) === 0xf0) {
        const b3 = this.nxt(3);
        if ((c & 0xf8) !== 0xf0 || avail < 4 || (b3 & 0xc0) !== 0x80) return [c, 1];
        const val = ((c & 0x7) << 18) | ((b1 & 0x3f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f);
        return val < 0x10000 ? [c, 1] : [val, 4];
      }
      const val = ((c & 0xf) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f);
      return val < 0x800 ? [c, 1] : [val, 3];
    }
    const val = ((c & 0x1f) << 6) | (b1 & 0x3f);
    return val < 0x80 ? [c, 1] : [val, 2];
  }

  /** xmlNextChar: past one (UTF-8) character. */
  private next(): void {
    if (this.atEof() || this.cur >= this.end) return;
    const c = this.nxt();
    if (c < 0x80) this.cur++;
    else {
      const [, length] = this.currentChar();
      this.cur += length;
    }
  }

  private skipBlanks(): number {
    let n = 0;
    while (isBlank(this.nxt())) {
      this.cur++;
      n++;
    }
    return n;
  }

  private text(from: number, to: number): string {
    return DECODER.decode(this.buf.subarray(from, to));
  }

  // ---- the name stack and SAX ----

  private push(name: string): void {
    if (this.html < 3 && name === "head") this.html = 3;
    if (this.html < 10 && name === "body") this.html = 10;
    this.names.push(name);
  }

  private pop(): void {
    this.names.pop();
  }

  private start(name: string, attributes: [string, string][] = []): void {
    if (!this.disableSax) this.sax.startElement(name, attributes);
  }

  private endElement(name: string): void {
    if (!this.disableSax) this.sax.endElement(name);
  }

  private characters(text: string): void {
    if (!this.disableSax && text !== "") this.sax.characters(text);
  }

  // ---- implied and auto-closed elements ----

  private autoCloseOnClose(newTag: string): void {
    const priority = endPriority(newTag);
    let i = this.names.length - 1;
    for (; i >= 0; i--) {
      if (this.names[i] === newTag) break;
      if (endPriority(this.names[i]!) > priority) return;
    }
    if (i < 0) return;
    while (this.name !== newTag) {
      this.endElement(this.name!);
      this.pop();
    }
  }

  private autoCloseOnEnd(): void {
    while (this.names.length) {
      this.endElement(this.name!);
      this.pop();
    }
  }

  private autoClose(newTag: string): void {
    while (this.name !== null && startTagCloses(newTag, this.name)) {
      this.endElement(this.name);
      this.pop();
    }
  }

  private checkImplied(newTag: string): void {
    if (newTag === "html") return;
    if (this.names.length <= 0) {
      this.push("html");
      this.start("html");
    }
    if (newTag === "body" || newTag === "head") return;
    if (this.names.length <= 1 && ["script", "style", "meta", "link", "title", "base"].includes(newTag)) {
      if (this.html >= 3) return;
      this.push("head");
      this.start("head");
    } else if (newTag !== "noframes" && newTag !== "frame" && newTag !== "frameset") {
      if (this.html >= 10) return;
      if (this.names.some((n) => n === "body" || n === "head")) return;
      this.push("body");
      this.start("body");
    }
  }

  private checkParagraph(): void {
    const tag = this.name;
    if (tag === null || ALLOW_PCDATA_NAMES.has(tag)) {
      this.autoClose("p");
      this.checkImplied("p");
      this.push("p");
      this.start("p");
    }
  }

  /** areBlanks, for a parser target (no tree: ctxt->node is NULL). */
  private areBlanks(text: string): boolean {
    for (let j = 0; j < text.length; j++) if (!isBlank(text.charCodeAt(j))) return false;
    const c = this.nxt();
    if (c === 0) return true;
    if (c !== 0x3c) return false;
    return this.name === null || this.name === "html" || this.name === "head";
  }

  // ---- lexical pieces ----

  /** htmlParseHTMLName: an element or attribute name, lowercased, at most 100 characters. */
  private parseHTMLName(): string | null {
    const c = this.nxt();
    if (!isLetter(c) && c !== 0x5f && c !== 0x3a && c !== 0x2e) return null;
    let name = "";
    for (let i = 0; i < HTML_PARSER_BUFFER_SIZE; i++) {
      const ch = this.nxt();
      if (!(isLetter(ch) || isDigit(ch) || ch === 0x3a || ch === 0x2d || ch === 0x5f || ch === 0x2e)) break;
      name += String.fromCharCode(ch >= 0x41 && ch <= 0x5a ? ch + 0x20 : ch);
      this.next();
    }
    return name;
  }

  /** htmlParseName: an XML name (entities, processing instruction targets, the DOCTYPE's name). */
  private parseName(): string | null {
    let at = this.cur;
    const first = this.nxt();
    if (isLetter(first) || first === 0x5f || first === 0x3a) {
      at++;
      for (;;) {
        const c = at < this.end ? this.buf[at]! : 0;
        if (!(isLetter(c) || isDigit(c) || c === 0x5f || c === 0x2d || c === 0x3a || c === 0x2e)) break;
        at++;
      }
      if (at === this.end) return null;
      const c = this.buf[at]!;
      if (c > 0 && c < 0x80) {
        const name = this.text(this.cur, at);
        this.cur = at;
        return name;
      }
    }
    return this.parseNameComplex();
  }

  private parseNameComplex(): string | null {
    let [c, l] = this.currentChar();
    if (c === 0x20 || c === 0x3e || c === 0x2f || (!isXmlLetter(c) && c !== 0x5f && c !== 0x3a)) return null;
    const start = this.cur;
    let length = 0;
    while (
      c !== 0x20 &&
      c !== 0x3e &&
      c !== 0x2f &&
      (isXmlLetter(c) || isXmlNameExtra(c) || c === 0x2e || c === 0x2d || c === 0x5f || c === 0x3a)
    ) {
      length += l;
      if (length > XML_MAX_NAME_LENGTH) return null;
      this.cur += l;
      [c, l] = this.currentChar();
    }
    if (this.atEof()) return null;
    return this.text(start, this.cur);
  }

  /** htmlParseCharRef: the code point of `&#...;`, 0 for none (an invalid one is dropped). */
  private parseCharRef(): number {
    let val = 0;
    if (this.nxt() === 0x26 && this.nxt(1) === 0x23 && (this.nxt(2) === 0x78 || this.nxt(2) === 0x58)) {
      this.cur += 3;
      while (this.nxt() !== 0x3b) {
        const c = this.nxt();
        let digit: number;
        if (c >= 0x30 && c <= 0x39) digit = c - 0x30;
        else if (c >= 0x61 && c <= 0x66) digit = c - 0x61 + 10;
        else if (c >= 0x41 && c <= 0x46) digit = c - 0x41 + 10;
        else break;
        if (val < 0x110000) val = val * 16 + digit;
        this.next();
      }
      if (this.nxt() === 0x3b) this.next();
    } else if (this.nxt() === 0x26 && this.nxt(1) === 0x23) {
      this.cur += 2;
      while (this.nxt() !== 0x3b) {
        const c = this.nxt();
        if (!(c >= 0x30 && c <= 0x39)) break;
        if (val < 0x110000) val = val * 10 + (c - 0x30);
        this.next();
      }
      if (this.nxt() === 0x3b) this.next();
    }
    return isChar(val) ? val : 0;
  }

  /** htmlParseEntityRef: the entity's code point (or undefined) and the name read. */
  private parseEntityRef(): { value: number | undefined; name: string | null } {
    if (this.nxt() !== 0x26) return { value: undefined, name: null };
    this.next();
    const name = this.parseName();
    if (name === null) return { value: undefined, name: null };
    if (this.nxt() === 0x3b) {
      const value = HTML4_ENTITIES.get(name);
      if (value !== undefined) this.next();
      return { value, name };
    }
    return { value: undefined, name };
  }

  /** htmlParseHTMLAttribute: an attribute value up to `stop` (0: a blank or '>'), references replaced. */
  private parseHTMLAttribute(stop: number): string | null {
    const out = new Bytes();
    while (this.nxt() !== 0 && this.nxt() !== stop) {
      if (stop === 0 && this.nxt() === 0x3e) break;
      if (stop === 0 && isBlank(this.nxt())) break;
      if (this.nxt() === 0x26) {
        if (this.nxt(1) === 0x23) out.push(this.parseCharRef());
        else {
          const { value, name } = this.parseEntityRef();
          if (name === null) out.push(0x26);
          else if (value === undefined) {
            out.push(0x26);
            for (const ch of name) out.push(ch.codePointAt(0)!);
          } else out.push(value);
        }
      } else {
        const [c, l] = this.currentChar();
        if (this.atEof()) return null;
        out.push(c);
        this.cur += l;
      }
      if (out.length > XML_MAX_TEXT_LENGTH) return null;
    }
    return out.text();
  }

  private parseAttValue(): string | null {
    const quote = this.nxt();
    if (quote === 0x22 || quote === 0x27) {
      this.next();
      const value = this.parseHTMLAttribute(quote);
      if (this.nxt() === quote) this.next();
      return value;
    }
    return this.parseHTMLAttribute(0);
  }

  private parseLiteral(pubid: boolean): string | null {
    const quote = this.nxt();
    if (quote !== 0x22 && quote !== 0x27) return null;
    this.next();
    const start = this.cur;
    let error = false;
    let length = 0;
    while (this.nxt() !== 0 && this.nxt() !== quote) {
      const c = this.nxt();
      if (pubid ? !isPubidChar(c) : !(c >= 0x20 || c === 0x09 || c === 0x0a || c === 0x0d)) error = true;
      this.next();
      length++;
    }
    if (this.nxt() !== quote) return null;
    this.next();
    if (error) return null;
    // libxml2 counts characters but copies that many bytes: a literal with non-ASCII text is cut short, and
    // one cut inside a character fails lxml's decoding (BeautifulSoup's retries of a text all fail the same)
    const bytes = this.buf.subarray(start, start + length);
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new PythonError(
        "ParserRejectedMarkup",
        "The markup you provided was rejected by the parser (UnicodeDecodeError: a DOCTYPE system identifier cut inside a character)",
      );
    }
  }

  private parseExternalId(): { publicId: string | null; systemId: string | null } {
    let publicId: string | null = null;
    let systemId: string | null = null;
    const word = (w: string) => [...w].every((ch, i) => upper(this.nxt(i)) === ch.charCodeAt(0));
    if (word("SYSTEM")) {
      this.cur += 6;
      this.skipBlanks();
      systemId = this.parseLiteral(false);
    } else if (word("PUBLIC")) {
      this.cur += 6;
      this.skipBlanks();
      publicId = this.parseLiteral(true);
      this.skipBlanks();
      if (this.nxt() === 0x22 || this.nxt() === 0x27) systemId = this.parseLiteral(false);
    }
    return { publicId, systemId };
  }

  private parseDocTypeDecl(): void {
    this.cur += 9;
    this.skipBlanks();
    const name = this.parseName();
    this.skipBlanks();
    const { publicId, systemId } = this.parseExternalId();
    this.skipBlanks();
    if (this.nxt() !== 0x3e) while (this.nxt() !== 0 && this.nxt() !== 0x3e && !this.atEof()) this.next();
    if (this.nxt() === 0x3e) this.next();
    if (!this.disableSax) this.sax.doctype(name, publicId, systemId);
  }

  private parsePI(): void {
    if (this.nxt() !== 0x3c || this.nxt(1) !== 0x3f) return;
    const saved = this.state;
    this.cur += 2;
    const target = this.parseName();
    if (target === null) {
      this.state = saved;
      return;
    }
    if (this.nxt() === 0x3e) {
      this.cur += 1;
      if (!this.disableSax) this.sax.processingInstruction(target, "");
      this.state = saved;
      return;
    }
    this.skipBlanks();
    const out = new Bytes();
    let [c, l] = this.currentChar();
    while (c !== 0 && c !== 0x3e) {
      if (isChar(c)) out.push(c);
      if (out.length > XML_MAX_TEXT_LENGTH) {
        this.state = saved;
        return;
      }
      this.cur += l;
      [c, l] = this.currentChar();
    }
    if (this.atEof()) return;
    if (c === 0x3e) {
      this.cur += 1;
      if (!this.disableSax) this.sax.processingInstruction(target, out.text());
    }
    this.state = saved;
  }

  private parseComment(): void {
    if (this.nxt() !== 0x3c || this.nxt(1) !== 0x21 || this.nxt(2) !== 0x2d || this.nxt(3) !== 0x2d) return;
    this.cur += 4;
    const out = new Bytes();
    const [start, ql] = this.currentChar();
    let q = start;
    let cur: number;
    let l: number;
    if (q === 0) return;
    if (q === 0x3e) cur = 0x3e;
    else {
      this.cur += ql;
      const [first, rl] = this.currentChar();
      let r = first;
      if (r === 0) return;
      if (q === 0x2d && r === 0x3e) cur = 0x3e;
      else {
        this.cur += rl;
        [cur, l] = this.currentChar();
        while (cur !== 0 && (cur !== 0x3e || r !== 0x2d || q !== 0x2d)) {
          this.cur += l;
          const [next, nl] = this.currentChar();
          if (q === 0x2d && r === 0x2d && cur === 0x21 && next === 0x3e) {
            cur = 0x3e;
            break;
          }
          if (isChar(q)) out.push(q);
          if (out.length > XML_MAX_TEXT_LENGTH) return;
          q = r;
          r = cur;
          [cur, l] = [next, nl];
        }
      }
    }
    if (this.atEof()) return;
    if (cur === 0x3e) {
      this.next();
      if (!this.disableSax) this.sax.comment(out.text());
    }
  }

  /** htmlParseScript: a script or style element's text, up to the end tag of that element. */
  private parseScript(): void {
    const out = new Bytes();
    const flush = () => {
      if (out.length) this.characters(out.text());
      out.clear();
    };
    let [c, l] = this.currentChar();
    while (c !== 0) {
      if (c === 0x3c && this.nxt(1) === 0x2f) {
        const name = this.name ?? "";
        let same = true;
        for (let i = 0; i < name.length; i++) {
          const a = name.charCodeAt(i);
          const b = this.nxt(2 + i);
          if ((a >= 0x41 && a <= 0x5a ? a + 0x20 : a) !== (b >= 0x41 && b <= 0x5a ? b + 0x20 : b)) {
            same = false;
            break;
          }
        }
        if (same) break;
      }
      if (isChar(c)) out.push(c);
      this.cur += l;
      if (out.length >= HTML_PARSER_BIG_BUFFER_SIZE) flush();
      [c, l] = this.currentChar();
    }
    if (this.atEof()) return;
    flush();
  }

  /** htmlParseCharData: text up to '<' or '&', handed out in pieces of 1000 bytes. */
  private parseCharData(): void {
    const out = new Bytes();
    const flush = () => {
      const text = out.text();
      if (!this.disableSax) {
        if (!this.areBlanks(text)) this.checkParagraph();
        this.characters(text);
      }
      out.clear();
    };
    let [c, l] = this.currentChar();
    while (c !== 0x3c && c !== 0x26 && c !== 0) {
      if (isChar(c)) out.push(c);
      this.cur += l;
      if (out.length >= HTML_PARSER_BIG_BUFFER_SIZE) flush();
      [c, l] = this.currentChar();
    }
    if (this.atEof()) return;
    if (out.length) flush();
  }

  private parseReference(): void {
    if (this.nxt() !== 0x26) return;
    if (this.nxt(1) === 0x23) {
      const c = this.parseCharRef();
      if (c === 0) return;
      this.checkParagraph();
      this.characters(String.fromCodePoint(c));
      return;
    }
    const { value, name } = this.parseEntityRef();
    this.checkParagraph();
    if (name === null) this.characters("&");
    else if (value === undefined || !(value > 0)) {
      this.characters("&");
      this.characters(name);
    } else this.characters(String.fromCodePoint(value));
  }

  /** htmlParseStartTag: -1 when no tag was read, 1 when it was dropped (a misplaced html/head/body), else 0. */
  private parseStartTag(): number {
    if (this.atEof()) return -1;
    if (this.nxt() !== 0x3c) return -1;
    this.next();
    const name = this.parseHTMLName();
    if (name === null) {
      while (this.nxt() !== 0 && this.nxt() !== 0x3e && !this.atEof()) this.next();
      return -1;
    }
    this.autoClose(name);
    this.checkImplied(name);
    let discard = false;
    if (this.names.length > 0 && name === "html") {
      discard = true;
      this.depth++;
    }
    if (this.names.length !== 1 && name === "head") {
      discard = true;
      this.depth++;
    }
    if (name === "body")
      for (const open of this.names)
        if (open === "body") {
          discard = true;
          this.depth++;
        }
    this.skipBlanks();
    const attributes: [string, string | null][] = [];
    while (
      this.nxt() !== 0 &&
      this.nxt() !== 0x3e &&
      (this.nxt() !== 0x2f || this.nxt(1) !== 0x3e) &&
      !this.atEof()
    ) {
      const attName = this.parseHTMLName();
      if (attName !== null) {
        this.skipBlanks();
        let value: string | null = null;
        if (this.nxt() === 0x3d) {
          this.next();
          this.skipBlanks();
          value = this.parseAttValue();
        }
        if (!attributes.some(([n]) => n === attName)) attributes.push([attName, value]);
      } else {
        while (
          this.nxt() !== 0 &&
          !isBlank(this.nxt()) &&
          this.nxt() !== 0x3e &&
          (this.nxt() !== 0x2f || this.nxt(1) !== 0x3e) &&
          !this.atEof()
        )
          this.next();
      }
      this.skipBlanks();
    }
    if (!discard) {
      this.push(name);
      this.start(
        name,
        attributes.map(([n, v]) => [n, v ?? ""]),
      );
    }
    return discard ? 1 : 0;
  }

  private parseEndTag(): void {
    if (this.nxt() !== 0x3c || this.nxt(1) !== 0x2f) return;
    this.cur += 2;
    const name = this.parseHTMLName();
    if (name === null) return;
    this.skipBlanks();
    if (this.nxt() !== 0x3e) while (this.nxt() !== 0 && this.nxt() !== 0x3e) this.next();
    if (this.nxt() === 0x3e) this.next();
    if (this.depth > 0 && (name === "html" || name === "body" || name === "head")) {
      this.depth--;
      return;
    }
    if (!this.names.includes(name)) return;
    this.autoCloseOnClose(name);
    if (this.name !== null && this.name === name) {
      this.endElement(name);
      this.pop();
    }
  }

  private skipBogusComment(): void {
    for (;;) {
      const c = this.nxt();
      if (c === 0) break;
      this.next();
      if (c === 0x3e) break;
    }
  }

  // ---- lookahead for incomplete input ----

  private lookupSequence(first: number, next: number, third: number, ignoreAttrValues: boolean): number {
    let base = this.checkIndex;
    let quote = this.endCheckState;
    let len = this.avail;
    if (third) len -= 2;
    else if (next) len--;
    for (; base < len; base++) {
      const c = this.buf[this.cur + base]!;
      if (ignoreAttrValues) {
        if (quote) {
          if (c === quote) quote = 0;
          continue;
        }
        if (c === 0x22 || c === 0x27) {
          quote = c;
          continue;
        }
      }
      if (c === first) {
        if (third !== 0) {
          if (this.nxt(base + 1) !== next || this.nxt(base + 2) !== third) continue;
        } else if (next !== 0 && this.nxt(base + 1) !== next) continue;
        this.checkIndex = 0;
        this.endCheckState = 0;
        return base;
      }
    }
    this.checkIndex = base;
    this.endCheckState = quote;
    return -1;
  }

  private lookupCommentEnd(): number {
    let mark: number;
    for (;;) {
      mark = this.lookupSequence(0x2d, 0x2d, 0, false);
      if (mark < 0) break;
      if (this.nxt(mark + 2) === 0x3e || (this.nxt(mark + 2) === 0x21 && this.nxt(mark + 3) === 0x3e)) {
        this.checkIndex = 0;
        break;
      }
      const offset = this.nxt(mark + 2) === 0x21 ? 3 : 2;
      if (mark + offset >= this.avail) {
        this.checkIndex = mark;
        return -1;
      }
      this.checkIndex = mark + 1;
    }
    return mark;
  }

  private isDoctypeAhead(): boolean {
    return (
      this.nxt() === 0x3c &&
      this.nxt(1) === 0x21 &&
      upper(this.nxt(2)) === 0x44 &&
      upper(this.nxt(3)) === 0x4f &&
      upper(this.nxt(4)) === 0x43 &&
      upper(this.nxt(5)) === 0x54 &&
      upper(this.nxt(6)) === 0x59 &&
      upper(this.nxt(7)) === 0x50 &&
      upper(this.nxt(8)) === 0x45
    );
  }

  // ---- htmlParseTryOrFinish ----

  private tryOrFinish(terminate: boolean): void {
    for (;;) {
      let avail = this.avail;
      if (avail === 0 && terminate) {
        this.autoCloseOnEnd();
        if (this.names.length === 0 && !this.atEof()) this.state = State.Eof;
      }
      if (avail < 1) break;
      let cur = this.nxt();
      if (cur === 0) {
        this.cur += 1;
        continue;
      }
      let next: number;
      switch (this.state) {
        case State.Eof:
          return this.done(terminate);
        case State.Start: {
          if (isBlank(cur)) this.skipBlanks();
          if (this.isDoctypeAhead()) {
            if (!terminate && this.lookupSequence(0x3e, 0, 0, true) < 0) return this.done(terminate);
            this.parseDocTypeDecl();
            this.state = State.Prolog;
          } else this.state = State.Misc;
          break;
        }
        case State.Misc: {
          this.skipBlanks();
          avail = this.avail;
          if (avail < 1) return this.done(terminate);
          if (avail < 2) {
            if (!terminate) return this.done(terminate);
            next = 0x20;
          } else next = this.nxt(1);
          cur = this.nxt();
          if (cur === 0x3c && next === 0x21 && this.nxt(2) === 0x2d && this.nxt(3) === 0x2d) {
            if (!terminate && this.lookupCommentEnd() < 0) return this.done(terminate);
            this.parseComment();
            this.state = State.Misc;
          } else if (cur === 0x3c && next === 0x3f) {
            if (!terminate && this.lookupSequence(0x3e, 0, 0, false) < 0) return this.done(terminate);
            this.parsePI();
            this.state = State.Misc;
          } else if (this.isDoctypeAhead()) {
            if (!terminate && this.lookupSequence(0x3e, 0, 0, true) < 0) return this.done(terminate);
            this.parseDocTypeDecl();
            this.state = State.Prolog;
          } else if (cur === 0x3c && next === 0x21 && avail < 9) return this.done(terminate);
          else this.state = State.Content;
          break;
        }
        case State.Prolog: {
          this.skipBlanks();
          avail = this.avail;
          if (avail < 2) return this.done(terminate);
          cur = this.nxt();
          next = this.nxt(1);
          if (cur === 0x3c && next === 0x21 && this.nxt(2) === 0x2d && this.nxt(3) === 0x2d) {
            if (!terminate && this.lookupCommentEnd() < 0) return this.done(terminate);
            this.parseComment();
            this.state = State.Prolog;
          } else if (cur === 0x3c && next === 0x3f) {
            if (!terminate && this.lookupSequence(0x3e, 0, 0, false) < 0) return this.done(terminate);
            this.parsePI();
            this.state = State.Prolog;
          } else if (cur === 0x3c && next === 0x21 && avail < 4) return this.done(terminate);
          else this.state = State.Content;
          break;
        }
        case State.Epilog: {
          avail = this.avail;
          if (avail < 1) return this.done(terminate);
          cur = this.nxt();
          if (isBlank(cur)) {
            this.parseCharData();
            return this.done(terminate);
          }
          if (avail < 2) return this.done(terminate);
          next = this.nxt(1);
          if (cur === 0x3c && next === 0x21 && this.nxt(2) === 0x2d && this.nxt(3) === 0x2d) {
            if (!terminate && this.lookupCommentEnd() < 0) return this.done(terminate);
            this.parseComment();
            this.state = State.Epilog;
          } else if (cur === 0x3c && next === 0x3f) {
            if (!terminate && this.lookupSequence(0x3e, 0, 0, false) < 0) return this.done(terminate);
            this.parsePI();
            this.state = State.Epilog;
          } else if (cur === 0x3c && next === 0x21 && avail < 4) return this.done(terminate);
          else {
            this.state = State.Eof;
            return this.done(terminate);
          }
          break;
        }
        case State.StartTag: {
          if (avail < 2) {
            if (!terminate) return this.done(terminate);
            next = 0x20;
          } else next = this.nxt(1);
          cur = this.nxt();
          if (cur !== 0x3c) {
            this.state = State.Content;
            break;
          }
          if (next === 0x2f) {
            this.state = State.EndTag;
            this.checkIndex = 0;
            break;
          }
          if (!terminate && this.lookupSequence(0x3e, 0, 0, true) < 0) return this.done(terminate);
          const failed = this.parseStartTag();
          const name = this.name;
          if (failed === -1 || name === null) {
            if (this.nxt() === 0x3e) this.next();
            break;
          }
          if (this.nxt() === 0x2f && this.nxt(1) === 0x3e) {
            this.cur += 2;
            this.endElement(name);
            this.pop();
            this.state = State.Content;
            break;
          }
          if (this.nxt() === 0x3e) this.next();
          else {
            // no end of the start tag: the element is taken off the stack, and no end event is sent
            if (name === this.name) this.pop();
            this.state = State.Content;
            break;
          }
          if (EMPTY_ELEMENTS.has(name)) {
            this.endElement(name);
            this.pop();
          }
          this.state = State.Content;
          break;
        }
        case State.Content: {
          if (avail === 1 && terminate) {
            cur = this.nxt();
            if (cur !== 0x3c && cur !== 0x26) {
              if (!isBlank(cur)) this.checkParagraph();
              this.characters(String.fromCharCode(cur));
              this.checkIndex = 0;
              this.cur += 1;
              break;
            }
          }
          if (avail < 2) return this.done(terminate);
          cur = this.nxt();
          next = this.nxt(1);
          if (this.name === "script" || this.name === "style") {
            if (!terminate) {
              const idx = this.lookupSequence(0x3c, 0x2f, 0, false);
              if (idx < 0) return this.done(terminate);
              if (this.nxt(idx + 2) === 0) {
                this.checkIndex = idx;
                return this.done(terminate);
              }
            }
            this.parseScript();
            if (cur === 0x3c && next === 0x2f) {
              this.state = State.EndTag;
              this.checkIndex = 0;
            }
          } else if (cur === 0x3c && next === 0x21) {
            if (avail < 4) return this.done(terminate);
            if (this.isDoctypeAhead()) {
              if (!terminate && this.lookupSequence(0x3e, 0, 0, true) < 0) return this.done(terminate);
              this.parseDocTypeDecl();
            } else if (this.nxt(2) === 0x2d && this.nxt(3) === 0x2d) {
              if (!terminate && this.lookupCommentEnd() < 0) return this.done(terminate);
              this.parseComment();
              this.state = State.Content;
            } else {
              if (!terminate && this.lookupSequence(0x3e, 0, 0, false) < 0) return this.done(terminate);
              this.skipBogusComment();
            }
          } else if (cur === 0x3c && next === 0x3f) {
            if (!terminate && this.lookupSequence(0x3e, 0, 0, false) < 0) return this.done(terminate);
            this.parsePI();
            this.state = State.Content;
          } else if (cur === 0x3c && next === 0x2f) {
            this.state = State.EndTag;
            this.checkIndex = 0;
          } else if (cur === 0x3c && isLetter(next)) {
            this.state = State.StartTag;
            this.checkIndex = 0;
          } else if (cur === 0x3c) {
            this.characters("<");
            this.next();
          } else {
            if (!terminate && this.lookupSequence(0x3c, 0, 0, false) < 0) return this.done(terminate);
            this.checkIndex = 0;
            while (!this.atEof() && cur !== 0x3c && this.cur < this.end) {
              if (cur === 0x26) this.parseReference();
              else this.parseCharData();
              cur = this.nxt();
            }
          }
          break;
        }
        case State.EndTag: {
          if (avail < 2) return this.done(terminate);
          if (!terminate && this.lookupSequence(0x3e, 0, 0, false) < 0) return this.done(terminate);
          this.parseEndTag();
          this.state = this.names.length === 0 ? State.Epilog : State.Content;
          this.checkIndex = 0;
          break;
        }
      }
    }
    this.done(terminate);
  }

  private done(terminate: boolean): void {
    if (this.avail === 0 && terminate) {
      this.autoCloseOnEnd();
      if (this.names.length === 0 && !this.atEof()) this.state = State.Eof;
    }
  }
}

/** IS_PUBIDCHAR_CH: the characters of a public identifier. */
function isPubidChar(c: number): boolean {
  return (
    c === 0x20 ||
    c === 0x0d ||
    c === 0x0a ||
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    "-'()+,./:=?;!*#@$_%".includes(String.fromCharCode(c))
  );
}
