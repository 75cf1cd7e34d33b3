import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import type { GetterConfig } from "../model.ts";
import { PythonError, pyInt } from "../python-semantics.ts";
import { subscript } from "../metrics/python-access.ts";
import { parseXmlDocument } from "../metrics/xml-tree.ts";

/**
 * OSWorld's Impress media getters (getters/impress.py): get_audio_in_slide and get_background_image_in_slide
 * fetch the .pptx from the desktop and look in one slide's relationships for its audio, or for the
 * image its background (`p:bgPr`'s first `a:blip`) embeds. A media file inside the package is extracted into
 * the task cache (at its path in the package, as zipfile extracts it, never outside the cache); one linked
 * with `file://` is fetched from the desktop into `dest`. None when the slide has no such media.
 */

const P = "http://schemas.openxmlformats.org/presentationml/2006/main";
const A = "http://schemas.openxmlformats.org/drawingml/2006/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
/** The largest media file extracted from a package from the desktop. */
const MAX_MEMBER_BYTES = 256 * 1024 * 1024;

export type SlideMedia = "audio" | "background";

/** What the getters need of the desktop: a file fetched into the task cache (its host path, or null). */
export interface MediaContext {
  hostCacheDir: string;
  fetch: (guestPath: string, dest: string) => Promise<string | null>;
}

/** get_audio_in_slide / get_background_image_in_slide. */
export async function slideMedia(
  kind: SlideMedia,
  config: GetterConfig,
  context: MediaContext,
): Promise<unknown> {
  const pptPath = subscript(config, "ppt_file_path");
  const slideIndex = pyInt(subscript(config, "slide_index"));
  const dest = subscript(config, "dest");
  if (typeof pptPath !== "string")
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object (ppt_file_path)");
  const base = pptPath.slice(pptPath.lastIndexOf("/") + 1);
  const local = base && base !== "." && base !== ".." ? await context.fetch(pptPath, base) : null;
  // zipfile.ZipFile(None) fails reading the archive's end record
  if (local === null) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'seek'");
  const found = findMedia(
    kind,
    readFileSync(local),
    String(typeof slideIndex === "bigint" ? slideIndex + 1n : slideIndex + 1),
  );
  if (found === null) return null;
  if ("external" in found) {
    if (typeof dest !== "string") throw new PythonError("TypeError", "expected str (dest)");
    return context.fetch(found.external, dest);
  }
  const file = path.join(path.dirname(local), ...found.member.split("/"));
  if (!file.startsWith(path.resolve(context.hostCacheDir) + path.sep))
    throw new PythonError(
      "NotSupported",
      `the slide's media ${found.member} would be extracted outside the task cache`,
    );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, found.content);
  return file;
}

type Found = { member: string; content: Uint8Array } | { external: string } | null;

/** The media of slide `n` (1-based, as text) in a package's bytes, as OSWorld's getter finds it. */
export function findMedia(kind: SlideMedia, data: Uint8Array, n: string): Found {
  const names = memberNames(data);
  const slidePart = `ppt/slides/slide${n}.xml`;
  const relsPart = `ppt/slides/_rels/slide${n}.xml.rels`;
  let imageId: string | null = null;
  if (kind === "background") {
    if (!names.has(slidePart)) return null;
    imageId = backgroundImageId(readMember(data, slidePart));
    if (imageId === null) return null;
  }
  if (!names.has(relsPart)) return null;
  const root = parseXml(readMember(data, relsPart));
  for (const rel of directChildren(root, PKG_RELS, "Relationship")) {
    const type = attribute(rel, "Type");
    if (!type.includes(kind === "audio" ? "audio" : "image")) continue;
    if (kind === "background" && attribute(rel, "Id") !== imageId) continue;
    const target = attribute(rel, "Target");
    if (target.startsWith("..")) {
      // os.path.normpath (only "/" separates), then backslashes made slashes
      const member = path.posix
        .normalize(`ppt/slides/${target}`)
        .replace(/(.)\/$/, "$1")
        .replace(/\\/g, "/");
      if (!names.has(member))
        throw new PythonError("KeyError", `"There is no item named '${member}' in the archive"`);
      // zipfile would write such a member elsewhere than the path the getter gives (or outside the cache)
      if (member.split("/").some((part) => part === "" || part === "." || part === ".."))
        throw new PythonError(
          "NotSupported",
          `the slide's media ${member} would be extracted outside the task cache`,
        );
      return { member, content: readMember(data, member) };
    }
    if (!target.startsWith("file://")) throw new PythonError("AssertionError", target);
    return { external: target.slice(7) };
  }
  return null;
}

/** The r:embed of the first `a:blip` under the first `p:bgPr` that has one with that attribute. */
function backgroundImageId(slide: Uint8Array): string | null {
  const root = parseXml(slide);
  for (const bgPr of iterElements(root, P, "bgPr")) {
    const blip = iterElements(bgPr, A, "blip")[0];
    const id = blip?.getAttributeNodeNS(R, "embed");
    if (id) return id.value;
  }
  return null;
}

/** ElementTree's `element.iter(tag)`: the element itself and its descendants, in document order. */
function iterElements(element: Element, ns: string, name: string): Element[] {
  const out: Element[] = [];
  const walk = (node: Element) => {
    if (node.localName === name && node.namespaceURI === ns) out.push(node);
    for (let c = node.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) walk(c as Element);
  };
  walk(element);
  return out;
}

function directChildren(element: Element, ns: string, name: string): Element[] {
  const out: Element[] = [];
  for (let c = element.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && (c as Element).localName === name && (c as Element).namespaceURI === ns)
      out.push(c as Element);
  return out;
}

/** `rel.attrib[name]`: KeyError when absent. */
function attribute(element: Element, name: string): string {
  const node = element.getAttributeNode(name);
  if (!node) throw new PythonError("KeyError", `'${name}'`);
  return node.value;
}

function parseXml(data: Uint8Array): Element {
  const text = Buffer.from(data)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return parseXmlDocument(text).documentElement!;
}

/** zipfile's namelist(), read from the central directory without inflating anything. */
function memberNames(data: Uint8Array): Set<string> {
  const names = new Set<string>();
  unzip(data, (name) => {
    names.add(name);
    return false;
  });
  return names;
}

function readMember(data: Uint8Array, name: string): Uint8Array {
  let size = 0;
  const entries = unzip(data, (member, originalSize) => {
    if (member !== name) return false;
    size = originalSize;
    return true;
  });
  if (size > MAX_MEMBER_BYTES)
    throw new PythonError(
      "NotSupported",
      `${name} is larger than desktest extracts (${MAX_MEMBER_BYTES} bytes)`,
    );
  const content = entries[name];
  if (!content) throw new PythonError("KeyError", `"There is no item named '${name}' in the archive"`);
  return content;
}

function unzip(
  data: Uint8Array,
  keep: (name: string, originalSize: number) => boolean,
): Record<string, Uint8Array> {
  let tooLarge = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data, {
      filter: (file) => {
        const wanted = keep(file.name, file.originalSize);
        if (wanted && file.originalSize > MAX_MEMBER_BYTES) tooLarge = true;
        return wanted && !tooLarge;
      },
    });
  } catch (error) {
    const message = (error as Error).message;
    if (/compression/i.test(message))
      throw new PythonError(
        "NotSupported",
        `a member of the package is compressed in a way desktest does not read (${message})`,
      );
    throw new PythonError("BadZipFile", "File is not a zip file");
  }
  return entries;
}
