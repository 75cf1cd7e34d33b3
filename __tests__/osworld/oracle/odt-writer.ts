import { strToU8, zipSync } from "fflate";

/** The namespace declarations LibreOffice writes on an OpenDocument part's root. */
export const ODF_DECLARATIONS = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"',
].join(" ");

export interface OdtParts {
  /** the XML inside <office:text> */
  body?: string;
  /** the XML inside content.xml's <office:automatic-styles> */
  automaticStyles?: string;
  /** styles.xml's <office:automatic-styles> and <office:master-styles> contents */
  stylesAutomatic?: string;
  masterStyles?: string;
  /** a whole content.xml instead of the one built from body and automaticStyles */
  content?: string;
  /** manifest entries (full-path → media-type); content.xml, styles.xml and "/" by default */
  manifest?: Record<string, string>;
  /** more zip entries */
  extra?: Record<string, string>;
}

/** A minimal .odt written by hand, as LibreOffice lays it out (mimetype first, manifest, content, styles). */
export function odtBytes(parts: OdtParts): Uint8Array {
  const content =
    parts.content ??
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ODF_DECLARATIONS} office:version="1.3"><office:automatic-styles>${parts.automaticStyles ?? ""}</office:automatic-styles><office:body><office:text>${parts.body ?? ""}</office:text></office:body></office:document-content>`;
  const styles = `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${ODF_DECLARATIONS} office:version="1.3"><office:styles><style:style style:name="Standard" style:family="paragraph"/></office:styles><office:automatic-styles>${parts.stylesAutomatic ?? ""}</office:automatic-styles><office:master-styles>${parts.masterStyles ?? ""}</office:master-styles></office:document-styles>`;
  const manifest = parts.manifest ?? {
    "/": "application/vnd.oasis.opendocument.text",
    "content.xml": "text/xml",
    "styles.xml": "text/xml",
  };
  const manifestXml = `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">${Object.entries(
    manifest,
  )
    .map(([p, t]) => `<manifest:file-entry manifest:full-path="${p}" manifest:media-type="${t}"/>`)
    .join("")}</manifest:manifest>`;
  return zipSync({
    mimetype: [strToU8("application/vnd.oasis.opendocument.text"), { level: 0 }],
    "META-INF/manifest.xml": strToU8(manifestXml),
    "content.xml": strToU8(content),
    "styles.xml": strToU8(styles),
    ...Object.fromEntries(Object.entries(parts.extra ?? {}).map(([k, v]) => [k, strToU8(v)])),
  });
}

/** A text style (family text) with text properties. */
export const textStyle = (name: string, properties: string) =>
  `<style:style style:name="${name}" style:family="text"><style:text-properties ${properties}/></style:style>`;

/** A paragraph of strings (plain text) and [style, text] spans. */
export const para = (...items: (string | [string, string])[]) =>
  `<text:p text:style-name="Standard">${items
    .map((i) => (typeof i === "string" ? i : `<text:span text:style-name="${i[0]}">${i[1]}</text:span>`))
    .join("")}</text:p>`;
