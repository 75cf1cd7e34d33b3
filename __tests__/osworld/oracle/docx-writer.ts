import { writeFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";

/**
 * A minimal .docx written by hand for the Writer cases: `body` is the XML inside <w:body> (w: is
 * WordprocessingML), `footers` the <w:ftr> contents by relationship id (rIdF1, ...), `contentType` to make
 * a package that is no Word document.
 */
export function makeDocx(
  file: string,
  body: string,
  options: { footers?: Record<string, string>; contentType?: string } = {},
): string {
  const W =
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const footers = Object.entries(options.footers ?? {});
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${options.contentType ?? "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"}"/>${footers
        .map(
          ([id]) =>
            `<Override PartName="/word/footer-${id}.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>`,
        )
        .join("")}</Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    ),
  };
  if (footers.length > 0) {
    files["word/_rels/document.xml.rels"] = strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${footers
        .map(
          ([id]) =>
            `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer-${id}.xml"/>`,
        )
        .join("")}</Relationships>`,
    );
    for (const [id, xml] of footers)
      files[`word/footer-${id}.xml`] = strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr ${W}>${xml}</w:ftr>`,
      );
  }
  writeFileSync(file, zipSync(files));
  return file;
}

/** A paragraph of runs: strings are w:t runs; objects give raw run XML. */
export function p(...runs: (string | { xml: string })[]): string {
  return `<w:p>${runs.map((r) => (typeof r === "string" ? `<w:r><w:t xml:space="preserve">${r}</w:t></w:r>` : r.xml)).join("")}</w:p>`;
}
