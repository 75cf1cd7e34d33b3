import { APPS_CASES } from "./cases-apps.ts";
import { ARCHIVE_CASES } from "./cases-archives.ts";
import type { OracleCase } from "./cases.ts";
import { DOCS_CASES, MORE_DOCS_CASES } from "./cases-docs.ts";
import { DOCS_FORMATTING_CASES } from "./cases-docs-formatting.ts";
import { ODT_CASES } from "./cases-odt.ts";
import { GENERAL_CASES } from "./cases-general.ts";
import { IMAGE_CASES } from "./cases-images.ts";
import { MEDIA_CASES } from "./cases-media.ts";
import { MISC_CASES } from "./cases-misc.ts";
import { PDF_CASES } from "./cases-pdf.ts";
import { PROFILE_GETTER_CASES, PROFILE_METRIC_CASES } from "./cases-profiles.ts";
import { SLIDES_CASES } from "./cases-slides.ts";
import { SLIDE_COLOR_CASES } from "./cases-slide-colors.ts";
import { IMAGE_STRETCH_CASES } from "./cases-image-stretch.ts";
import { EPUB_CASES } from "./cases-epub.ts";
import { TABLE_CASES } from "./cases-table.ts";
import { TABLE_SHEET_CASES } from "./cases-table-sheets.ts";
import { cookieCases, URL_CASES } from "./cases-urls.ts";
import { VLC_PYTHON_CASES } from "./cases-vlc-python.ts";
import { BROWSE_HISTORY_CASES } from "./cases-browse-history.ts";
import { HTML_ORACLE_CASES } from "./cases-html.ts";
import { IMPRESS_MEDIA_CASES } from "./cases-impress-media.ts";
import { SINGLE_TASK_CASES } from "./cases-single-task.ts";
import { FUZZY_PLACE_MATH_CASES, TRAIN_RECORD_CASES } from "./cases-train-records.ts";
import { DOCX_IMAGE_CASES } from "./cases-docx-images.ts";
import { PYTHON_EDGE_CASES } from "./cases-python-edges.ts";
import { LITERAL_CASES } from "./cases-literals.ts";
import { missingResultCases } from "./cases-missing-result.ts";

const WRITTEN_CASES: OracleCase[] = [
  ...GENERAL_CASES,
  ...TABLE_CASES,
  ...TABLE_SHEET_CASES,
  ...APPS_CASES,
  ...PROFILE_METRIC_CASES,
  ...PROFILE_GETTER_CASES,
  ...IMAGE_CASES,
  ...MEDIA_CASES,
  ...DOCS_CASES,
  ...MORE_DOCS_CASES,
  ...DOCS_FORMATTING_CASES,
  ...ODT_CASES,
  ...PDF_CASES,
  ...MISC_CASES,
  ...SLIDES_CASES,
  ...SLIDE_COLOR_CASES,
  ...IMAGE_STRETCH_CASES,
  ...EPUB_CASES,
  ...URL_CASES,
  ...cookieCases(),
  ...ARCHIVE_CASES,
  ...VLC_PYTHON_CASES,
  ...HTML_ORACLE_CASES,
  ...IMPRESS_MEDIA_CASES,
  ...BROWSE_HISTORY_CASES,
  ...SINGLE_TASK_CASES,
  ...TRAIN_RECORD_CASES,
  ...FUZZY_PLACE_MATH_CASES,
  ...DOCX_IMAGE_CASES,
  ...PYTHON_EDGE_CASES,
  ...LITERAL_CASES,
];

/** Every input the differential suite runs, each through OSWorld's function and ours. */
export const ALL_CASES: OracleCase[] = [...WRITTEN_CASES, ...missingResultCases(WRITTEN_CASES)];
