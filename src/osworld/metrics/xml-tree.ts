import { DOMParser } from "@xmldom/xmldom";
import { PythonError, pyTypeName } from "../python-semantics.ts";

/**
 * XML the way Python's ElementTree (expat) and lxml read it for OSWorld's metrics: a document that is not
 * well-formed is their ParseError / XMLSyntaxError; element walks by local name and namespace URI.
 */
export function parseXmlDocument(text: string, errorKind = "ParseError"): Document {
  let problem: string | undefined;
  let document: Document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") problem ??= message;
      },
    }).parseFromString(text, "text/xml") as unknown as Document;
  } catch (error) {
    throw new PythonError(errorKind, (error as Error).message);
  }
  if (problem !== undefined || !document.documentElement)
    throw new PythonError(errorKind, problem ?? "no element found");
  return document;
}

/** `ET.fromstring(text)`: the root element; TypeError for something that is not text. */
export function xmlRootFromString(text: unknown, errorKind = "ParseError"): Element {
  if (typeof text !== "string")
    throw new PythonError("TypeError", `a bytes-like object is required, not '${pyTypeName(text)}'`);
  return parseXmlDocument(text, errorKind).documentElement!;
}

/** Every element below `root` (document order), optionally only those with a local name and namespace. */
export function descendantElements(
  root: Element,
  localName?: string,
  namespace: string | null = null,
): Element[] {
  const out: Element[] = [];
  const walk = (node: Element) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (
        localName === undefined ||
        (element.localName === localName && (element.namespaceURI ?? null) === namespace)
      )
        out.push(element);
      walk(element);
    }
  };
  walk(root);
  return out;
}

/** Direct children with a local name (no namespace unless given). */
export function childElements(node: Element, localName: string, namespace: string | null = null): Element[] {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling)
    if (
      child.nodeType === 1 &&
      (child as Element).localName === localName &&
      ((child as Element).namespaceURI ?? null) === namespace
    )
      out.push(child as Element);
  return out;
}

/** ElementTree's `element.text`: the text before the first child element, None when there is none. */
export function elementText(element: Element): string | null {
  let text = "";
  let any = false;
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3 || child.nodeType === 4) {
      text += child.nodeValue ?? "";
      any = true;
    } else if (child.nodeType === 1) break;
  }
  return any && text !== "" ? text : null;
}
