import { PythonError, pyStr, pyStrip, pyTruthy } from "../python-semantics.ts";
import { readText } from "./files.ts";
import { tokenizeLikeHtmlParser } from "./html/python-html-parser.ts";
import { soupFromLxml, tagTexts, type SoupNode, type SoupTag } from "./html/soup.ts";
import { subscript } from "./python-access.ts";

/**
 * OSWorld's HTML metrics. compare_htmls (chrome.py) parses both files with BeautifulSoup's "lxml" builder
 * and walks their descendants side by side (zip: up to the shorter one): strings must be equal; tags must
 * have the same name, the same stripped text and the same attributes (`sdnum` aside with ignore_sdnum).
 * check_html_background_image (vscode.py) parses with "html.parser" and looks for
 * `background-image: url('<rule["value"]>')` in the text of a <style> element.
 */

/** compare_htmls(html_path1, html_path2, **options): 1.0 or 0.0. */
export function compare_htmls(path1: unknown, path2: unknown, options: Record<string, unknown> = {}): number {
  const soup1 = soupFromLxml(readText(path1, "first HTML file"));
  const soup2 = soupFromLxml(readText(path2, "second HTML file"));
  const ignoreSdnum = pyTruthy(options.ignore_sdnum ?? null);
  const texts = new Map([...tagTexts(soup1), ...tagTexts(soup2)]);
  const length = Math.min(soup1.descendants.length, soup2.descendants.length);
  for (let i = 0; i < length; i++)
    if (!sameElement(soup1.descendants[i]!, soup2.descendants[i]!, texts, ignoreSdnum)) return 0;
  return 1;
}

/** compare_elements: Python `==` on strings, or name, stripped text and attributes of two tags. */
function sameElement(a: SoupNode, b: SoupNode, texts: Map<SoupTag, string>, ignoreSdnum: boolean): boolean {
  if (a.kind !== "tag" || b.kind !== "tag")
    return a.kind === "string" && b.kind === "string" && a.text === b.text;
  if (a.name !== b.name) return false;
  if (pyStrip(texts.get(a)!) !== pyStrip(texts.get(b)!)) return false;
  if (!sameAttrs(a.attrs, b.attrs)) return ignoreSdnum && sameAttrs(a.attrs, b.attrs, "sdnum");
  return true;
}

function sameAttrs(
  a: Map<string, string | string[]>,
  b: Map<string, string | string[]>,
  except?: string,
): boolean {
  const keys = (m: Map<string, unknown>) => [...m.keys()].filter((k) => k !== except);
  const ka = keys(a);
  if (ka.length !== keys(b).length) return false;
  return ka.every((k) => {
    if (!b.has(k)) return false;
    const [x, y] = [a.get(k)!, b.get(k)!];
    if (typeof x === "string" || typeof y === "string") return x === y;
    return x.length === y.length && x.every((v, i) => v === y[i]);
  });
}

/** check_html_background_image(src_path, rule=None): 1.0 when a <style> sets the rule's background image. */
export function check_html_background_image(
  srcPath: unknown,
  rule?: unknown,
  options: Record<string, unknown> = {},
): number {
  const extra = Object.keys(options).find((key) => key !== "rule");
  if (extra !== undefined)
    throw new PythonError(
      "TypeError",
      `check_html_background_image() got an unexpected keyword argument '${extra}'`,
    );
  if ("rule" in options && rule !== undefined)
    throw new PythonError(
      "TypeError",
      "check_html_background_image() got multiple values for argument 'rule'",
    );
  const theRule = "rule" in options ? options.rule : (rule ?? null);
  if (!pyTruthy(srcPath)) return 0;
  const styles = styleTexts(readText(srcPath, "HTML file"));
  for (const text of styles)
    if (text.includes(`background-image: url('${pyStr(subscript(theRule, "value"))}')`)) return 1;
  return 0;
}

/** The text of every <style> element html.parser finds, in order (empty when it is never closed). */
function styleTexts(text: string): string[] {
  const styles: string[] = [];
  let open = false;
  try {
    tokenizeLikeHtmlParser(text, {
      startTag(name, selfClosing) {
        if (name !== "style") return;
        styles.push("");
        open = !selfClosing;
      },
      endTag(name) {
        if (name === "style") open = false;
      },
      data(chunk) {
        if (open) styles[styles.length - 1] += chunk;
      },
    });
  } catch (error) {
    if (error instanceof PythonError && error.kind === "AssertionError")
      throw new PythonError(
        "ParserRejectedMarkup",
        `The markup you provided was rejected by the parser (html.parser: ${error.message})`,
      );
    throw error;
  }
  return styles;
}
