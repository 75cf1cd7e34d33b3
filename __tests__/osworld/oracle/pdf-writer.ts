import { writeFileSync } from "node:fs";

/**
 * PDFs written by hand for the PDF cases: each page is a list of text operations in Helvetica
 * (WinAnsiEncoding), `[x, y, size, text]`, written as one BT…ET with its own Td per operation; a proper
 * cross-reference table so that every reader takes the same path.
 */
export type TextOp = [x: number, y: number, size: number, text: string];

export function makePdf(file: string, pages: TextOp[][]): string {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(""); // pages, filled below
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const kids: number[] = [];
  for (const page of pages) {
    const escape = (s: string) => s.replace(/([\\()])/g, "\\$1");
    const stream = page
      .map(([x, y, size, text]) => `BT /F1 ${size} Tf ${x} ${y} Td (${escape(text)}) Tj ET`)
      .join("\n");
    const content = Buffer.from(stream, "latin1");
    add(`<< /Length ${content.length} >>\nstream\n${content.toString("latin1")}\nendstream`);
    const contentId = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentId} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  writeFileSync(file, Buffer.from(out, "latin1"));
  return file;
}
