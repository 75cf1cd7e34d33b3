// pdf.js's worker module, imported for its main-thread ("fake worker") handler; it ships no types.
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
