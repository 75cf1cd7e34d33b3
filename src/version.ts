/** desktest's version: report.json's generator, `desktest --version`, the Action's summary. Kept equal to package.json's (a test checks). */
export const VERSION = "0.1.0";
