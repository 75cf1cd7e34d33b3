import { RE_FLAGS, compilePythonRegex } from "../../python-re.ts";
import { PythonError, pyStrip } from "../../python-semantics.ts";

/**
 * CPython 3.11's html.parser.HTMLParser (with _markupbase.ParserBase), as BeautifulSoup's "html.parser"
 * builder runs it: `convert_charrefs=False`, the whole text fed at once, then closed. It reports where
 * tags start and end and the text between them; <script> and <style> content is raw text up to their end
 * tag (and is dropped when that never comes). Marked sections with an unknown keyword, or `<![` not followed
 * by a name, raise AssertionError, which BeautifulSoup turns into ParserRejectedMarkup.
 */

export interface HtmlTokens {
  /** A start tag (`selfClosing` for `<tag/>`, which html.parser reports as start and end at once). */
  startTag(name: string, selfClosing: boolean): void;
  endTag(name: string): void;
  data(text: string): void;
}

const re = (pattern: string, flags = 0) => compilePythonRegex(pattern, flags);
const sticky = (r: RegExp) => new RegExp(r.source, `${r.flags}y`);
const global = (r: RegExp) => new RegExp(r.source, `${r.flags}g`);

const INTERESTING_NORMAL = global(re("[&<]"));
const INCOMPLETE = sticky(re("&[a-zA-Z#]"));
const ENTITYREF = sticky(re("&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]"));
const CHARREF = sticky(re("&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]"));
const STARTTAGOPEN = sticky(re("<[a-zA-Z]"));
const PICLOSE = global(re(">"));
const TAGFIND_TOLERANT = sticky(re("([a-zA-Z][^\\t\\n\\r\\f />\\x00]*)(?:\\s|/(?!>))*"));
const ATTRFIND_TOLERANT = sticky(
  re("((?<=['\"\\s/])[^\\s/>][^\\s/=>]*)(\\s*=+\\s*('[^']*'|\"[^\"]*\"|(?!['\"])[^>\\s]*))?(?:\\s|/(?!>))*"),
);
const LOCATESTARTTAGEND_TOLERANT = sticky(
  re(
    `
  <[a-zA-Z][^\\t\\n\\r\\f />\\x00]*       # tag name
  (?:[\\s/]*                          # optional whitespace before attribute name
    (?:(?<=['"\\s/])[^\\s/>][^\\s/=>]*  # attribute name
      (?:\\s*=+\\s*                    # value indicator
        (?:'[^']*'                   # LITA-enclosed value
          |"[^"]*"                   # LIT-enclosed value
          |(?!['"])[^>\\s]*           # bare value
         )
        \\s*                          # possibly followed by a space
       )?(?:\\s|/(?!>))*
     )*
   )?
  \\s*                                # trailing whitespace
`,
    RE_FLAGS.VERBOSE,
  ),
);
const ENDENDTAG = global(re(">"));
const ENDTAGFIND = sticky(re("</\\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\\s*>"));
const DECLNAME = sticky(re("[a-zA-Z][-_.a-zA-Z0-9]*\\s*"));
const COMMENTCLOSE = global(re("--\\s*>"));
const MARKEDSECTIONCLOSE = global(re("]\\s*]\\s*>"));
const MSMARKEDSECTIONCLOSE = global(re("]\\s*>"));

function matchAt(regex: RegExp, text: string, at: number): RegExpExecArray | null {
  regex.lastIndex = at;
  return regex.exec(text);
}

function searchFrom(regex: RegExp, text: string, at: number): RegExpExecArray | null {
  regex.lastIndex = at;
  return regex.exec(text);
}

/** `parser.feed(text); parser.close()`. */
export function tokenizeLikeHtmlParser(text: string, tokens: HtmlTokens): void {
  const parser = new HtmlParser(text, tokens);
  parser.goahead(false);
  parser.goahead(true);
}

class HtmlParser {
  private interesting = INTERESTING_NORMAL;
  private cdataElem: string | null = null;

  constructor(
    private rawdata: string,
    private readonly tokens: HtmlTokens,
  ) {}

  private setCdataMode(elem: string): void {
    this.cdataElem = elem.toLowerCase();
    this.interesting = global(re(`</\\s*${this.cdataElem}\\s*>`, RE_FLAGS.IGNORECASE));
  }

  private clearCdataMode(): void {
    this.interesting = INTERESTING_NORMAL;
    this.cdataElem = null;
  }

  goahead(end: boolean): void {
    const rawdata = this.rawdata;
    let i = 0;
    const n = rawdata.length;
    while (i < n) {
      let j: number;
      const match = searchFrom(this.interesting, rawdata, i);
      if (match) j = match.index;
      else {
        if (this.cdataElem) break;
        j = n;
      }
      if (i < j) this.tokens.data(rawdata.slice(i, j));
      i = j;
      if (i === n) break;
      if (rawdata.startsWith("<", i)) {
        let k: number;
        if (matchAt(STARTTAGOPEN, rawdata, i)) k = this.parseStarttag(i);
        else if (rawdata.startsWith("</", i)) k = this.parseEndtag(i);
        else if (rawdata.startsWith("<!--", i)) k = this.parseComment(i);
        else if (rawdata.startsWith("<?", i)) k = this.parsePi(i);
        else if (rawdata.startsWith("<!", i)) k = this.parseHtmlDeclaration(i);
        else if (i + 1 < n) {
          this.tokens.data("<");
          k = i + 1;
        } else break;
        if (k < 0) {
          if (!end) break;
          k = rawdata.indexOf(">", i + 1);
          if (k < 0) {
            k = rawdata.indexOf("<", i + 1);
            if (k < 0) k = i + 1;
          } else k += 1;
          this.tokens.data(rawdata.slice(i, k));
        }
        i = k;
      } else if (rawdata.startsWith("&#", i)) {
        const ref = matchAt(CHARREF, rawdata, i);
        if (ref) {
          let k = ref.index + ref[0].length;
          if (!rawdata.startsWith(";", k - 1)) k -= 1;
          this.tokens.data(ref[0]);
          i = k;
          continue;
        }
        if (rawdata.slice(i).includes(";")) {
          this.tokens.data(rawdata.slice(i, i + 2));
          i += 2;
        }
        break;
      } else if (rawdata.startsWith("&", i)) {
        const ref = matchAt(ENTITYREF, rawdata, i);
        if (ref) {
          let k = ref.index + ref[0].length;
          if (!rawdata.startsWith(";", k - 1)) k -= 1;
          this.tokens.data(ref[0]);
          i = k;
          continue;
        }
        const incomplete = matchAt(INCOMPLETE, rawdata, i);
        if (incomplete) {
          if (end && incomplete[0] === rawdata.slice(i)) i += 1;
          break;
        } else if (i + 1 < n) {
          this.tokens.data("&");
          i += 1;
        } else break;
      } else throw new PythonError("AssertionError", "interesting.search() lied");
    }
    if (end && i < n && !this.cdataElem) {
      this.tokens.data(rawdata.slice(i, n));
      i = n;
    }
    this.rawdata = rawdata.slice(i);
  }

  private parseHtmlDeclaration(i: number): number {
    const rawdata = this.rawdata;
    if (rawdata.slice(i, i + 4) === "<!--") return this.parseComment(i);
    if (rawdata.slice(i, i + 3) === "<![") return this.parseMarkedSection(i);
    if (rawdata.slice(i, i + 9).toLowerCase() === "<!doctype") {
      const gtpos = rawdata.indexOf(">", i + 9);
      return gtpos === -1 ? -1 : gtpos + 1;
    }
    return this.parseBogusComment(i);
  }

  private parseBogusComment(i: number): number {
    const pos = this.rawdata.indexOf(">", i + 2);
    return pos === -1 ? -1 : pos + 1;
  }

  private parsePi(i: number): number {
    const match = searchFrom(PICLOSE, this.rawdata, i + 2);
    return match ? match.index + match[0].length : -1;
  }

  private parseComment(i: number): number {
    const match = searchFrom(COMMENTCLOSE, this.rawdata, i + 4);
    return match ? match.index + match[0].length : -1;
  }

  /** _markupbase's parse_marked_section: `<![name ... ]]>` or `<![if ...]>`; AssertionError otherwise. */
  private parseMarkedSection(i: number): number {
    const rawdata = this.rawdata;
    const [sectName, j] = this.scanName(i + 3, i);
    if (j < 0) return j;
    let match: RegExpExecArray | null;
    if (["temp", "cdata", "ignore", "include", "rcdata"].includes(sectName!))
      match = searchFrom(MARKEDSECTIONCLOSE, rawdata, i + 3);
    else if (["if", "else", "endif"].includes(sectName!))
      match = searchFrom(MSMARKEDSECTIONCLOSE, rawdata, i + 3);
    else
      throw new PythonError(
        "AssertionError",
        `unknown status keyword '${rawdata.slice(i + 3, j)}' in marked section`,
      );
    return match ? match.index + match[0].length : -1;
  }

  private scanName(i: number, declstartpos: number): [string | null, number] {
    const rawdata = this.rawdata;
    if (i === rawdata.length) return [null, -1];
    const m = matchAt(DECLNAME, rawdata, i);
    if (m) {
      if (i + m[0].length === rawdata.length) return [null, -1];
      return [pyStrip(m[0]).toLowerCase(), i + m[0].length];
    }
    throw new PythonError(
      "AssertionError",
      `expected name token at '${rawdata.slice(declstartpos, declstartpos + 20)}'`,
    );
  }

  private parseStarttag(i: number): number {
    const endpos = this.checkForWholeStartTag(i);
    if (endpos < 0) return endpos;
    const rawdata = this.rawdata;
    const match = matchAt(TAGFIND_TOLERANT, rawdata, i + 1)!;
    let k = match.index + match[0].length;
    const tag = match[1]!.toLowerCase();
    while (k < endpos) {
      const m = matchAt(ATTRFIND_TOLERANT, rawdata, k);
      if (!m) break;
      k = m.index + m[0].length;
    }
    const rest = pyStrip(rawdata.slice(k, endpos));
    if (rest !== ">" && rest !== "/>") {
      this.tokens.data(rawdata.slice(i, endpos));
      return endpos;
    }
    if (rest.endsWith("/>")) this.tokens.startTag(tag, true);
    else {
      this.tokens.startTag(tag, false);
      if (tag === "script" || tag === "style") this.setCdataMode(tag);
    }
    return endpos;
  }

  private checkForWholeStartTag(i: number): number {
    const rawdata = this.rawdata;
    const m = matchAt(LOCATESTARTTAGEND_TOLERANT, rawdata, i);
    if (!m) throw new PythonError("AssertionError", "we should not get here!");
    const j = m.index + m[0].length;
    const next = rawdata.slice(j, j + 1);
    if (next === ">") return j + 1;
    if (next === "/") {
      if (rawdata.startsWith("/>", j)) return j + 2;
      if (rawdata.startsWith("/", j)) return -1;
      return j > i ? j : i + 1;
    }
    if (next === "") return -1;
    if ("abcdefghijklmnopqrstuvwxyz=/ABCDEFGHIJKLMNOPQRSTUVWXYZ".includes(next)) return -1;
    return j > i ? j : i + 1;
  }

  private parseEndtag(i: number): number {
    const rawdata = this.rawdata;
    const close = searchFrom(ENDENDTAG, rawdata, i + 1);
    if (!close) return -1;
    let gtpos = close.index + close[0].length;
    const match = matchAt(ENDTAGFIND, rawdata, i);
    if (!match) {
      if (this.cdataElem !== null) {
        this.tokens.data(rawdata.slice(i, gtpos));
        return gtpos;
      }
      const namematch = matchAt(TAGFIND_TOLERANT, rawdata, i + 2);
      if (!namematch) {
        if (rawdata.slice(i, i + 3) === "</>") return i + 3;
        return this.parseBogusComment(i);
      }
      const tagname = namematch[1]!.toLowerCase();
      gtpos = rawdata.indexOf(">", namematch.index + namematch[0].length);
      this.tokens.endTag(tagname);
      return gtpos + 1;
    }
    const elem = match[1]!.toLowerCase();
    if (this.cdataElem !== null && elem !== this.cdataElem) {
      this.tokens.data(rawdata.slice(i, gtpos));
      return gtpos;
    }
    this.tokens.endTag(elem);
    this.clearCdataMode();
    return gtpos;
  }
}
