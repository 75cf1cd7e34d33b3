import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureOsworldImage } from "../../../src/session/docker/osworld-image.ts";
import type { DockerSession } from "../../../src/session/docker/docker-session.ts";
import { desktops, docker } from "../../helpers/desktop.ts";
import { CALC_OUTPUTS, calcCases, calcInputs, calcScript } from "./calc-real-files.ts";
import { metricCases, Files, type MetricCase } from "./cases.ts";
import { agree, describeOutcome, ourOutcome, pythonOutcome, requestOf, type Outcome } from "./compare.ts";
import { Oracle } from "./oracle.ts";
import { makePptx, sp } from "./pptx-writer.ts";

// The oracle on files LibreOffice itself writes (in the OSWorld libreoffice profile, headless): Writer's
// .docx, Calc's .xlsx, Impress's .pptx and PDF exports, as OSWorld's tasks produce them. Every case must
// agree; hand-written files (oracle.test.ts) cover the edges, these cover what the app really writes.
const open = desktops();
const files = new Files();
let session: DockerSession;
let oracle: Oracle;
const outcomes = new Map<string, { python: Outcome; ours: Outcome }>();
let cases: MetricCase[] = [];

async function sh(script: string): Promise<string> {
  const result = await session.exec(["bash", "-lc", script], { timeoutMs: 180_000 });
  if (result.exitCode !== 0) throw new Error(`${script}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

beforeAll(async () => {
  const image = await ensureOsworldImage(docker, ["libreoffice"]);
  session = await open({ image });
  const html = (title: string, word: string) =>
    `<html><body><h1 style="text-align:center">${title}</h1><p>The <b>quick</b> brown ${word} jumps.</p><p>Second paragraph with 3 numbers: 1, 2, 3.</p><table border="1"><tr><td>Name</td><td>Qty</td></tr><tr><td>pen</td><td>3</td></tr></table></body></html>`;
  const csv = (qty: number) => `Name,Qty,Price\npen,${qty},1.25\ncup,4,2.5\nink,,0.5\n`;
  await sh(
    [
      "mkdir -p /tmp/real && cd /tmp/real",
      `printf '%s' '${html("Report", "fox")}' > a.html`,
      `printf '%s' '${html("Report", "fox")}' > same.html`,
      `printf '%s' '${html("Report", "cat")}' > b.html`,
      `printf '${csv(3).replace(/\n/g, "\\n")}' > a.csv`,
      `printf '${csv(5).replace(/\n/g, "\\n")}' > b.csv`,
    ].join(" && "),
  );
  // hand-written decks, rewritten by Impress into its own .pptx
  const deckDir = path.join(files.dir, "decks");
  mkdirSync(deckDir, { recursive: true });
  const deck = (name: string, title: string) =>
    makePptx(path.join(deckDir, name), {
      slides: [
        {
          shapes:
            sp({
              id: 2,
              paragraphs: [
                `<a:p><a:pPr algn="ctr"/><a:r><a:rPr lang="en-US" b="1" sz="3200"/><a:t>${title}</a:t></a:r></a:p>`,
              ],
            }) +
            sp({
              id: 3,
              box: [914400, 2000000, 7000000, 3000000],
              paragraphs: ["First point", "Second point"],
            }),
        },
      ],
    });
  for (const file of [deck("deck-a.pptx", "Quarterly report"), deck("deck-b.pptx", "Quarterly Report")])
    await session.copyIn(file, "/tmp/real");
  await sh(
    "cd /tmp/real && soffice --headless --convert-to docx:'MS Word 2007 XML' a.html same.html b.html --outdir docx >/dev/null 2>&1" +
      " && soffice --headless --convert-to xlsx a.csv b.csv --outdir xlsx >/dev/null 2>&1" +
      " && soffice --headless --convert-to pdf:writer_pdf_Export docx/a.docx docx/b.docx --outdir pdf >/dev/null 2>&1" +
      " && soffice --headless --convert-to pptx:'Impress MS PowerPoint 2007 XML' deck-a.pptx deck-b.pptx --outdir pptx >/dev/null 2>&1" +
      " && ls docx xlsx pdf pptx",
  );
  // compare_table's object-model rules on what Calc writes (calc-real-files.ts)
  const calcDir = path.join(files.dir, "calc");
  mkdirSync(calcDir, { recursive: true });
  await sh("mkdir -p /tmp/real/calc");
  for (const name of calcInputs(calcDir)) await session.copyIn(path.join(calcDir, name), "/tmp/real/calc");
  await sh(calcScript());
  for (const name of CALC_OUTPUTS)
    await session.copyOut(`/tmp/real/calc/out/${name}`, path.join(files.dir, `calc-out-${name}`));
  const local = (name: string) => path.join(files.dir, name.replace("/", "-"));
  for (const name of [
    "docx/a.docx",
    "docx/same.docx",
    "docx/b.docx",
    "xlsx/a.xlsx",
    "xlsx/b.xlsx",
    "pdf/a.pdf",
    "pdf/b.pdf",
    "pptx/deck-a.pptx",
    "pptx/deck-b.pptx",
  ])
    await session.copyOut(`/tmp/real/${name}`, local(name));
  const docx = (n: string) => local(`docx/${n}.docx`);
  const xlsx = (n: string) => local(`xlsx/${n}.xlsx`);
  const pdf = (n: string) => local(`pdf/${n}.pdf`);
  const pptx = (n: string) => local(`pptx/deck-${n}.pptx`);
  const zipOf = (name: string, members: Record<string, string>) =>
    files.write(
      name,
      zipSync(Object.fromEntries(Object.entries(members).map(([m, file]) => [m, readFileSync(file)]))),
    );
  const gold = files.write("gold.json", JSON.stringify({ a: "quick brown fox", b: "Second paragraph" }));
  cases = [
    ...metricCases("docs", "compare_docx_files", [
      { name: "LibreOffice: the same document", result: docx("a"), expected: docx("same") },
      { name: "LibreOffice: one word apart", result: docx("a"), expected: docx("b") },
      {
        name: "LibreOffice: fuzzy",
        result: docx("a"),
        expected: docx("b"),
        options: { fuzzy_match: true, ignore_blanks: false },
      },
    ]),
    ...metricCases("docs", "compare_docx_tables", [
      { name: "LibreOffice: tables", result: docx("a"), expected: docx("b") },
    ]),
    ...metricCases("docs", "is_first_line_centered", [
      { name: "LibreOffice: a centered heading", result: docx("a") },
    ]),
    ...metricCases("docs", "compare_font_names", [
      { name: "LibreOffice: fonts", result: docx("a"), expected: { font_name: "Liberation Serif" } },
    ]),
    ...metricCases("docs", "compare_line_spacing", [
      { name: "LibreOffice: line spacing", result: docx("a"), expected: docx("same") },
    ]),
    ...metricCases("table", "compare_table", [
      {
        name: "LibreOffice: sheet data",
        result: xlsx("a"),
        expected: xlsx("b"),
        options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" }] },
      },
      {
        name: "LibreOffice: the same sheet",
        result: xlsx("a"),
        expected: xlsx("a"),
        options: {
          rules: [{ type: "sheet_name" }, { type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0" }],
        },
      },
      {
        name: "LibreOffice: a cell",
        result: xlsx("a"),
        options: {
          rules: [
            {
              type: "check_cell",
              sheet_idx: 0,
              coordinate: "B2",
              props: { value: { method: "eq", ref: 3 } },
            },
          ],
        },
      },
      {
        name: "LibreOffice: fuzzy cells",
        result: xlsx("a"),
        expected: xlsx("b"),
        options: {
          rules: [
            {
              type: "sheet_fuzzy",
              sheet_idx0: 0,
              sheet_idx1: "EI0",
              rules: [{ range: ["A1:C4"], type: "exact_match" }],
            },
          ],
        },
      },
    ]),
    ...calcCases(
      (name) => path.join(files.dir, `calc-out-${name}`),
      (name) => path.join(calcDir, name),
    ),
    ...metricCases("pdf", "check_pdf_pages", [
      { name: "LibreOffice: one page", result: pdf("a"), expected: { relation: "eq", ref_value: 1 } },
    ]),
    ...metricCases("chrome", "compare_pdfs", [
      { name: "LibreOffice: the same export", result: pdf("a"), expected: pdf("a") },
      { name: "LibreOffice: one word apart", result: pdf("a"), expected: pdf("b") },
    ]),
    ...metricCases("vscode", "compare_zip_files", [
      {
        name: "LibreOffice: zipped PDFs, the same export",
        result: zipOf("za.zip", { "r.pdf": pdf("a") }),
        expected: zipOf("za2.zip", { "r.pdf": pdf("a") }),
      },
      {
        name: "LibreOffice: zipped PDFs one word apart",
        result: zipOf("zb.zip", { "r.pdf": pdf("a") }),
        expected: zipOf("zb2.zip", { "r.pdf": pdf("b") }),
      },
    ]),
    ...metricCases("chrome", "compare_archive", [
      {
        name: "LibreOffice: zipped PDFs and documents",
        result: zipOf("ca.zip", { "a.pdf": pdf("a"), "b.pdf": pdf("b") }),
        expected: zipOf("cb.zip", { "a.pdf": pdf("b"), "b.pdf": pdf("b") }),
        options: { file_type: "pdf" },
      },
      {
        name: "LibreOffice: zipped Writer documents",
        result: zipOf("cc.zip", { "x.docx": docx("a") }),
        expected: zipOf("cd.zip", { "x.docx": docx("same") }),
        options: { file_type: "docx" },
      },
    ]),
    ...metricCases("general", "is_gold_text_included_in_pdf", [
      { name: "LibreOffice: gold text", result: pdf("a"), expected: gold },
    ]),
    ...metricCases("slides", "compare_pptx_files", [
      { name: "Impress: the same deck", result: pptx("a"), expected: pptx("a") },
      { name: "Impress: a title's case", result: pptx("a"), expected: pptx("b") },
      {
        name: "Impress: text not examined",
        result: pptx("a"),
        expected: pptx("b"),
        options: { examine_text: false },
      },
    ]),
    ...metricCases("slides", "check_slide_orientation_Portrait", [
      { name: "Impress: landscape", result: pptx("a") },
    ]),
  ];
  oracle = Oracle.start();
  const answers = await oracle.ask(cases.map(requestOf));
  for (const [i, c] of cases.entries())
    outcomes.set(c.name, { python: pythonOutcome(answers[i]!), ours: await ourOutcome(c) });
}, 900_000);

afterAll(() => oracle?.stop());

describe("OSWorld's evaluators and desktest's agree on files LibreOffice writes", () => {
  it("every case", () => {
    const disagreements = cases
      .map((c) => ({ c, ...outcomes.get(c.name)! }))
      .filter(({ python, ours }) => !agree(python, ours))
      .map(
        ({ c, python, ours }) =>
          `${c.name}: OSWorld ${describeOutcome(python)}, desktest ${describeOutcome(ours)}`,
      );
    expect(disagreements).toEqual([]);
    expect(cases.length).toBeGreaterThan(15);
  });
});
