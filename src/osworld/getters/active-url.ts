import { dictGet } from "../metrics/python-access.ts";
import { descendantElements, xmlRootFromString } from "../metrics/xml-tree.ts";

/**
 * OSWorld's get_active_url_from_accessTree: Chrome's address bar (`application[name="Google Chrome"]
 * entry[name="Address and search bar"]`) in the accessibility tree, its text prefixed with `goto_prefix`
 * ("https://"); None when there is no tree, no such entry, or the last one found is empty. The desktop's
 * browser is Chromium, so an application named "Chromium" counts too (OSWorld's own ARM branch looks for
 * that name).
 */
export function activeUrlFromTree(tree: string | null, config: Record<string, unknown>): string | null {
  if (tree === null) return null;
  const root = xmlRootFromString(tree, "XMLSyntaxError");
  const entries: Element[] = [];
  for (const app of [root, ...descendantElements(root)]) {
    if (app.localName !== "application") continue;
    const name = app.getAttribute("name");
    if (name !== "Google Chrome" && name !== "Chromium") continue;
    for (const entry of descendantElements(app, "entry"))
      if (entry.getAttribute("name") === "Address and search bar" && !entries.includes(entry))
        entries.push(entry);
  }
  const ordered = [root, ...descendantElements(root)].filter((e) => entries.includes(e));
  if (ordered.length === 0) return null;
  if (!lxmlText(ordered.at(-1)!)) return null;
  return `${String(dictGet(config, "goto_prefix", "https://"))}${lxmlText(ordered[0]!) ?? "None"}`;
}

/** lxml's `element.text`: the text before the first child node that is not text. */
function lxmlText(element: Element): string | null {
  let text = "";
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3 || child.nodeType === 4) text += child.nodeValue ?? "";
    else break;
  }
  return text === "" ? null : text;
}
