import YAML, { isAlias, isMap, isScalar, isSeq, type Alias, type Node as YamlNode } from "yaml";
import { PythonError } from "./python-error.ts";
import { isPlainObject, PyDict, PySet } from "./python-semantics.ts";

/**
 * PyYAML's `yaml.safe_load` (YAML 1.1, as OSWorld's check_json reads `is_yaml` files): the document's
 * structure from the `yaml` package, every plain scalar resolved with PyYAML's own implicit resolvers —
 * `yes/no/on/off` are booleans (not `y`/`n`), `010` is octal 8, `1:30` is 90, `1e3` is text (a float
 * needs a dot), `2024-01-01` is a date (a Date here) — merge keys `<<`, and the refusals of safe_load:
 * unknown tags (`!!python/tuple`), more than one document. Mapping keys keep their types (a dict with an
 * int, bool, null or date key is a PyDict) and `!!set` builds a set (PySet). Errors are PyYAML's YAMLError
 * subclasses.
 */

const BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const INT =
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const NULL = /^(?:~|null|Null|NULL|)$/;
const TIMESTAMP =
  /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;

const TAG = "tag:yaml.org,2002:";

/** PyYAML's implicit resolution of a plain scalar (in its resolver order: bool, float, int, merge, null, timestamp). */
function resolvePlain(text: string): string {
  if (BOOL.test(text)) return "bool";
  if (FLOAT.test(text)) return "float";
  if (INT.test(text)) return "int";
  if (text === "<<") return "merge";
  if (NULL.test(text)) return "null";
  if (TIMESTAMP.test(text)) return "timestamp";
  if (text === "=") return "value";
  return "str";
}

function sexagesimal(text: string): number {
  let value = 0;
  for (const part of text.split(":")) value = value * 60 + Number(part);
  return value;
}

function constructInt(raw: string): number | bigint {
  let text = raw.replace(/_/g, "");
  let sign = 1n;
  if (text[0] === "-" || text[0] === "+") {
    if (text[0] === "-") sign = -1n;
    text = text.slice(1);
  }
  let big: bigint;
  if (text === "0") big = 0n;
  else if (text.startsWith("0b")) big = BigInt(`0b${text.slice(2)}`);
  else if (text.startsWith("0x")) big = BigInt(`0x${text.slice(2)}`);
  else if (text.startsWith("0")) big = BigInt(`0o${text.slice(1)}`);
  else if (text.includes(":")) big = BigInt(sexagesimal(text));
  else big = BigInt(text);
  const value = sign * big;
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value;
}

function constructFloat(raw: string): number {
  let text = raw.replace(/_/g, "").toLowerCase();
  let sign = 1;
  if (text[0] === "-" || text[0] === "+") {
    if (text[0] === "-") sign = -1;
    text = text.slice(1);
  }
  if (text === ".inf") return sign * Infinity;
  if (text === ".nan") return NaN;
  if (text.includes(":")) return sign * sexagesimal(text);
  return sign * Number(text);
}

function constructTimestamp(text: string): Date {
  const date = /^(\d{4})-(\d\d?)-(\d\d?)$/.exec(text);
  if (date) return new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
  const m =
    /^(\d{4})-(\d\d?)-(\d\d?)(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d*))?(?:[ \t]*(Z|([-+])(\d\d?)(?::(\d\d))?))?$/.exec(
      text,
    )!;
  const ms = Number(((m[7] ?? "") + "000").slice(0, 3));
  let time = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6]),
    ms,
  );
  if (m[9]) time -= (m[9] === "-" ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11] ?? 0)) * 60_000;
  return new Date(time);
}

function constructorError(message: string): PythonError {
  return new PythonError("ConstructorError", message);
}

function scalarValue(text: string, tag: string): unknown {
  switch (tag) {
    case "bool":
      return ["yes", "true", "on"].includes(text.toLowerCase());
    case "float":
      return constructFloat(text);
    case "int":
      return constructInt(text);
    case "null":
      return null;
    case "timestamp":
      return constructTimestamp(text);
    case "str":
      return text;
    case "merge":
      return "<<";
    default:
      throw constructorError(`could not determine a constructor for the tag '${TAG}${tag}'`);
  }
}

/** The tag a node asks for explicitly (short name for the standard ones), or undefined. */
function explicitTag(node: YamlNode): string | undefined {
  const tag = node.tag;
  if (!tag) return undefined;
  if (tag.startsWith(TAG)) return tag.slice(TAG.length);
  return tag;
}

function convert(node: YamlNode | null | undefined, ctx: Context): unknown {
  if (node === null || node === undefined) return null;
  if (isAlias(node)) throw constructorError("unresolved alias");
  const tag = explicitTag(node);
  if (isScalar(node)) {
    const text = String(node.value ?? "");
    if (tag === undefined) return scalarValue(text, node.type === "PLAIN" ? resolvePlain(text) : "str");
    if (["str", "int", "float", "bool", "null", "timestamp"].includes(tag)) {
      if (tag !== "str" && resolvePlain(text) !== tag && !(tag === "float" && INT.test(text)))
        throw constructorError(`invalid ${tag} value '${text}'`);
      return scalarValue(text, tag);
    }
    if (tag === "binary") return Buffer.from(text.replace(/\s/g, ""), "base64").toString("latin1");
    throw constructorError(`could not determine a constructor for the tag '${node.tag}'`);
  }
  if (isSeq(node)) {
    if (tag !== undefined && tag !== "seq")
      throw constructorError(`could not determine a constructor for the tag '${node.tag}'`);
    return node.items.map((item) => resolve(item as YamlNode, ctx));
  }
  if (isMap(node)) {
    if (tag !== undefined && tag !== "map" && tag !== "set")
      throw constructorError(`could not determine a constructor for the tag '${node.tag}'`);
    const out = new PyDict();
    const merged: [unknown, unknown][][] = [];
    const own: [unknown, unknown][] = [];
    for (const pair of node.items) {
      const keyNode = pair.key as YamlNode | null;
      const isMerge = isScalar(keyNode) && keyNode.type === "PLAIN" && keyNode.value === "<<" && !keyNode.tag;
      const value = resolve(pair.value as YamlNode | null, ctx);
      if (isMerge && tag !== "set") {
        const sources = Array.isArray(value) ? value : [value];
        for (const source of sources) {
          if (source instanceof PyDict) merged.push(source.items);
          else if (isPlainObject(source)) merged.push(Object.entries(source));
          else throw constructorError("expected a mapping or list of mappings for merging");
        }
        continue;
      }
      const key = resolve(keyNode, ctx);
      if (Array.isArray(key) || isPlainObject(key) || key instanceof PyDict || key instanceof PySet)
        throw constructorError("found unhashable key");
      own.push([key, value]);
    }
    // `!!set`: the mapping's keys (PyYAML's construct_yaml_set)
    if (tag === "set") return new PySet(own.map(([key]) => key));
    for (const items of merged.reverse()) for (const [key, value] of items) out.set(key, value);
    for (const [key, value] of own) out.set(key, value);
    return out.simplified();
  }
  throw constructorError("unknown node");
}

function resolve(node: YamlNode | null | undefined, ctx: Context): unknown {
  if (node && isAlias(node)) {
    const target = (node as Alias).resolve(ctx.doc) as YamlNode | undefined;
    if (!target) throw new PythonError("ComposerError", `found undefined alias '${(node as Alias).source}'`);
    if (!ctx.anchors.has(target)) ctx.anchors.set(target, convert(target, ctx));
    return ctx.anchors.get(target);
  }
  const value = convert(node, ctx);
  if (node) ctx.anchors.set(node, value);
  return value;
}

interface Context {
  doc: YAML.Document.Parsed;
  anchors: Map<YamlNode, unknown>;
}

/** `yaml.safe_load(text)`: the single document's value (None for an empty stream), or a YAMLError. */
export function pyYamlSafeLoad(text: string): unknown {
  const docs = YAML.parseAllDocuments(text, {
    schema: "failsafe",
    merge: false,
    uniqueKeys: false,
    version: "1.1",
    prettyErrors: false,
  });
  const list = Array.isArray(docs) ? docs : [docs];
  if (list.length === 0) return null;
  for (const doc of list)
    if (doc.errors.length > 0) throw new PythonError("ScannerError", doc.errors[0]!.message.split("\n")[0]!);
  if (list.length > 1)
    throw new PythonError(
      "ComposerError",
      "expected a single document in the stream, but found another document",
    );
  const doc = list[0]!;
  return resolve(doc.contents as YamlNode | null, { doc, anchors: new Map() });
}
