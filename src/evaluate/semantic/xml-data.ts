import { SaxesParser } from "saxes";
import type { SemanticValue } from "./semantic-value.ts";

/**
 * A well-formed XML document as data (the reference's mapping, spec §3.4): the root element's name is
 * ignored and its content is compared; an element is an object whose attributes are `@<name>` keys
 * (string values) and whose text (entities decoded, CDATA included, trimmed; whitespace-only text dropped)
 * is `$text`; child elements are keys named by their tag. Every leaf is a string and an empty element is
 * `{}`, so indentation, attribute order and the order of differently named children do not matter.
 *
 * Unlike the reference, repeated siblings with the same name are kept as an ordered list (the reference
 * keeps only the last one), and several text runs of a mixed-content element are an ordered list too.
 */
export function parseXmlData(text: string): SemanticValue {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: ElementBuilder[] = [];
  let root: ElementBuilder | undefined;
  let pendingText = "";
  const flushText = () => {
    const current = stack[stack.length - 1];
    const trimmed = pendingText.replace(XML_SPACE_AROUND, "");
    if (current && trimmed !== "") current.texts.push(trimmed);
    pendingText = "";
  };
  let failure: Error | undefined;
  parser.on("error", (error) => {
    failure ??= error;
  });
  parser.on("opentag", (tag) => {
    flushText();
    const element = new ElementBuilder(tag.attributes as Record<string, string>);
    stack[stack.length - 1]?.addChild(tag.name, element);
    root ??= element;
    stack.push(element);
  });
  parser.on("text", (chunk) => {
    pendingText += chunk;
  });
  parser.on("cdata", (chunk) => {
    pendingText += chunk;
  });
  parser.on("closetag", () => {
    flushText();
    stack.pop();
  });
  try {
    parser.write(text).close();
  } catch (error) {
    failure ??= error as Error;
  }
  if (failure) throw new Error(failure.message);
  if (!root) throw new Error("document must contain a root element");
  return root.toValue();
}

/** XML white space (space, tab, CR, LF) at either end; a no-break space is content. */
const XML_SPACE_AROUND = /^[ \t\r\n]+|[ \t\r\n]+$/g;

class ElementBuilder {
  readonly texts: string[] = [];
  private readonly children = new Map<string, ElementBuilder[]>();

  constructor(private readonly attributes: Record<string, string>) {}

  addChild(name: string, child: ElementBuilder): void {
    const list = this.children.get(name);
    if (list) list.push(child);
    else this.children.set(name, [child]);
  }

  toValue(): SemanticValue {
    const value: Record<string, SemanticValue> = Object.create(null) as Record<string, SemanticValue>;
    for (const [name, attribute] of Object.entries(this.attributes)) value[`@${name}`] = attribute;
    if (this.texts.length === 1) value.$text = this.texts[0]!;
    else if (this.texts.length > 1) value.$text = [...this.texts];
    for (const [name, list] of this.children) value[name] = list.map((child) => child.toValue());
    return value;
  }
}
