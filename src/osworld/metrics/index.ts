import * as apps from "./apps.ts";
import * as archive from "./archive.ts";
import * as chrome from "./chrome.ts";
import * as docs from "./docs.ts";
import * as images from "./images.ts";
import * as libreoffice from "./libreoffice.ts";
import * as pdf from "./pdf.ts";
import * as slides from "./slides.ts";
import * as thunderbird from "./thunderbird.ts";
import * as general from "./general.ts";
import { PythonError } from "../python-semantics.ts";
import { compare_table } from "./table.ts";
import { check_mp3_meta } from "./mp3-meta.ts";
import { compare_audios, compare_videos } from "./desktop-media.ts";
import { compare_image_text } from "./image-text.ts";
import { compare_highlighted_text } from "./docx-highlight.ts";
import { check_highlighted_words } from "./odt-highlight.ts";
import { evaluate_colored_words_in_tables } from "./docx-colored-words.ts";
import { check_tabstops } from "./docx-tabstops.ts";
import { compare_references } from "./docx-references.ts";
import { is_vlc_playing } from "./vlc-playing.ts";
import { check_python_file_by_test_suite, type MetricContext } from "./python-test-suite.ts";
import { check_structure_sim_with_threshold } from "./structure-threshold.ts";
import { compare_time_in_speedtest_results } from "./speedtest.ts";
import { compare_conference_city_in_order } from "./conference-cities.ts";
import { check_html_background_image, compare_htmls } from "./html.ts";
import { check_slide_numbers_color, evaluate_presentation_fill_to_rgb_distance } from "./slide-colors.ts";
import { check_image_stretch_and_center } from "./image-stretch.ts";
import { compare_epub } from "./epub.ts";
import { check_no_duplicates, compare_unique_train_records } from "./train-records.ts";
import { fuzzy_place_math } from "./fuzzy-place-math.ts";
import { compare_docx_images } from "./docx-images.ts";
import { run_sqlite3 } from "./sqlite-query.ts";

export type { MetricContext } from "./python-test-suite.ts";

/**
 * A metric as OSWorld calls it: `metric(result, expected, **options)` or `metric(result, **options)`. It
 * returns the score, null where OSWorld's function returns None, and throws PythonError where it raises.
 */
type Score = number | null;
type Fn2 = (
  a: unknown,
  b: unknown,
  options?: Record<string, unknown>,
  context?: MetricContext,
) => Score | Promise<Score>;
type Fn1 = (a: unknown, options?: Record<string, unknown>) => Score | Promise<Score>;

/** Every ported metric by name (the support table in support.ts lists the rest). */
export const METRICS: Record<string, { fn: Fn1 | Fn2; arity: 1 | 2 }> = {
  exact_match: { fn: general.exact_match, arity: 2 },
  fuzzy_match: { fn: general.fuzzy_match, arity: 2 },
  check_include_exclude: { fn: general.check_include_exclude, arity: 2 },
  match_in_list: { fn: general.match_in_list, arity: 2 },
  is_in_list: { fn: general.is_in_list, arity: 2 },
  check_list: { fn: general.check_list, arity: 2 },
  literal_match: { fn: general.literal_match, arity: 2 },
  file_contains: { fn: general.file_contains, arity: 2 },
  check_line_number: { fn: general.check_line_number, arity: 2 },
  diff_text_file: { fn: general.diff_text_file, arity: 2 },
  compare_text_file: { fn: general.compare_text_file, arity: 2 },
  compare_python_pure_text: { fn: general.compare_python_pure_text, arity: 2 },
  check_json: { fn: general.check_json, arity: 2 },
  check_direct_json_object: { fn: general.check_direct_json_object, arity: 2 },
  is_included_all_json_objects: { fn: general.is_included_all_json_objects, arity: 2 },
  check_csv: { fn: general.check_csv, arity: 2 },
  compare_csv: { fn: general.compare_csv, arity: 2 },
  is_utc_0: { fn: general.is_utc_0, arity: 1 },
  check_accessibility_tree: { fn: general.check_accessibility_tree, arity: 2 },
  run_sqlite3: { fn: run_sqlite3, arity: 2 },
  check_gnome_favorite_apps: { fn: general.check_gnome_favorite_apps, arity: 2 },
  check_text_enlarged: { fn: general.check_text_enlarged, arity: 1 },
  check_moved_jpgs: { fn: general.check_moved_jpgs, arity: 2 },
  is_in_vm_clickboard: { fn: general.is_in_vm_clickboard, arity: 2 },
  compare_terminal_and_txt: { fn: general.compare_terminal_and_txt, arity: 2 },
  compare_table: { fn: compare_table, arity: 2 },
  check_config_status: { fn: apps.check_config_status, arity: 2 },
  check_qt_bgcone: { fn: apps.check_qt_bgcone, arity: 2 },
  check_qt_max_volume: { fn: apps.check_qt_max_volume, arity: 2 },
  check_qt_minimal_view: { fn: apps.check_qt_minimal_view, arity: 2 },
  check_qt_slider_colours: { fn: apps.check_qt_slider_colours, arity: 2 },
  check_global_key_play_pause: { fn: apps.check_global_key_play_pause, arity: 2 },
  check_one_instance_when_started_from_file: { fn: apps.check_one_instance_when_started_from_file, arity: 2 },
  check_play_and_exit: { fn: apps.check_play_and_exit, arity: 2 },
  is_vlc_recordings_folder: { fn: apps.is_vlc_recordings_folder, arity: 2 },
  is_vlc_fullscreen: { fn: apps.is_vlc_fullscreen, arity: 2 },
  is_expected_bookmarks: { fn: apps.is_expected_bookmarks, arity: 2 },
  check_thunderbird_prefs: { fn: thunderbird.check_thunderbird_prefs, arity: 2 },
  check_thunderbird_filter: { fn: thunderbird.check_thunderbird_filter, arity: 2 },
  check_thunderbird_folder: { fn: thunderbird.check_thunderbird_folder, arity: 2 },
  compare_answer: { fn: apps.compare_answer, arity: 2 },
  compare_result_files: { fn: apps.compare_result_files, arity: 2 },
  is_shortcut_on_desktop: { fn: apps.is_shortcut_on_desktop, arity: 2 },
  check_font_size: { fn: chrome.check_font_size, arity: 2 },
  check_enabled_experiments: { fn: chrome.check_enabled_experiments, arity: 2 },
  check_history_deleted: { fn: chrome.check_history_deleted, arity: 2 },
  is_expected_url_pattern_match: { fn: chrome.is_expected_url_pattern_match, arity: 2 },
  is_expected_active_tab: { fn: chrome.is_expected_active_tab, arity: 2 },
  is_expected_active_tab_approximate: { fn: chrome.is_expected_active_tab_approximate, arity: 2 },
  is_expected_tabs: { fn: chrome.is_expected_tabs, arity: 2 },
  compare_archive: { fn: archive.compare_archive, arity: 2 },
  compare_zip_files: { fn: archive.compare_zip_files, arity: 2 },
  is_cookie_deleted: { fn: chrome.is_cookie_deleted, arity: 2 },
  is_expected_installed_extensions: { fn: chrome.is_expected_installed_extensions, arity: 2 },
  check_auto_saving_time: { fn: libreoffice.check_auto_saving_time, arity: 2 },
  find_default_font: { fn: libreoffice.find_default_font, arity: 2 },
  check_libre_locale: { fn: libreoffice.check_libre_locale, arity: 2 },
  check_left_panel: { fn: libreoffice.check_left_panel, arity: 1 },
  compare_docx_files: { fn: docs.compare_docx_files, arity: 2 },
  compare_init_lines: { fn: docs.compare_init_lines, arity: 2 },
  compare_docx_lines: { fn: docs.compare_docx_lines, arity: 2 },
  compare_docx_files_and_ignore_new_lines: { fn: docs.compare_docx_files_and_ignore_new_lines, arity: 2 },
  compare_docx_tables: { fn: docs.compare_docx_tables, arity: 2 },
  compare_highlighted_text: { fn: compare_highlighted_text, arity: 2 },
  check_highlighted_words: { fn: check_highlighted_words, arity: 2 },
  evaluate_colored_words_in_tables: { fn: evaluate_colored_words_in_tables, arity: 2 },
  check_tabstops: { fn: check_tabstops, arity: 2 },
  compare_references: { fn: compare_references, arity: 2 },
  compare_line_spacing: { fn: docs.compare_line_spacing, arity: 2 },
  compare_insert_equation: { fn: docs.compare_insert_equation, arity: 2 },
  compare_font_names: { fn: docs.compare_font_names, arity: 2 },
  compare_subscript_contains: { fn: docs.compare_subscript_contains, arity: 2 },
  has_page_numbers_in_footers: { fn: docs.has_page_numbers_in_footers, arity: 1 },
  is_first_line_centered: { fn: docs.is_first_line_centered, arity: 1 },
  contains_page_break: { fn: docs.contains_page_break, arity: 2 },
  compare_contains_image: { fn: docs.compare_contains_image, arity: 2 },
  evaluate_strike_through_last_paragraph: { fn: docs.evaluate_strike_through_last_paragraph, arity: 2 },
  evaluate_conversion: { fn: docs.evaluate_conversion, arity: 1 },
  evaluate_spacing: { fn: docs.evaluate_spacing, arity: 1 },
  check_italic_font_size_14: { fn: docs.check_italic_font_size_14, arity: 2 },
  evaluate_alignment: { fn: docs.evaluate_alignment, arity: 1 },
  check_no_duplicates: { fn: check_no_duplicates, arity: 2 },
  compare_unique_train_records: { fn: compare_unique_train_records, arity: 2 },
  fuzzy_place_math: { fn: fuzzy_place_math, arity: 2 },
  compare_docx_images: { fn: compare_docx_images, arity: 2 },
  compare_images: { fn: images.compare_images, arity: 2 },
  check_pdf_pages: { fn: pdf.check_pdf_pages, arity: 2 },
  compare_pptx_files: { fn: slides.compare_pptx_files, arity: 2 },
  check_slide_orientation_Portrait: { fn: slides.check_slide_orientation_Portrait, arity: 1 },
  check_strikethrough: { fn: slides.check_strikethrough, arity: 2 },
  check_transition: { fn: slides.check_transition, arity: 2 },
  check_page_number_colors: { fn: slides.check_page_number_colors, arity: 2 },
  check_presenter_console_disable: { fn: slides.check_presenter_console_disable, arity: 1 },
  check_slide_numbers_color: { fn: check_slide_numbers_color, arity: 1 },
  check_image_stretch_and_center: { fn: check_image_stretch_and_center, arity: 2 },
  compare_epub: { fn: compare_epub, arity: 2 },
  evaluate_presentation_fill_to_rgb_distance: { fn: evaluate_presentation_fill_to_rgb_distance, arity: 2 },
  compare_pdfs: { fn: pdf.compare_pdfs, arity: 2 },
  is_gold_text_included_in_pdf: { fn: pdf.is_gold_text_included_in_pdf, arity: 2 },
  compare_image_list: { fn: images.compare_image_list, arity: 2 },
  check_structure_sim: { fn: images.check_structure_sim, arity: 2 },
  check_structure_sim_resized: { fn: images.check_structure_sim_resized, arity: 2 },
  check_file_exists_and_structure_sim: { fn: images.check_file_exists_and_structure_sim, arity: 2 },
  check_image_mirror: { fn: images.check_image_mirror, arity: 2 },
  check_palette_and_structure_sim: { fn: images.check_palette_and_structure_sim, arity: 2 },
  check_brightness_decrease_and_structure_sim: {
    fn: images.check_brightness_decrease_and_structure_sim,
    arity: 2,
  },
  check_saturation_increase_and_structure_sim: {
    fn: images.check_saturation_increase_and_structure_sim,
    arity: 2,
  },
  check_contrast_increase_and_structure_sim: {
    fn: images.check_contrast_increase_and_structure_sim,
    arity: 2,
  },
  check_image_size: { fn: images.check_image_size, arity: 2 },
  check_textbox_on_leftside: { fn: images.check_textbox_on_leftside, arity: 1 },
  check_green_background: { fn: images.check_green_background, arity: 2 },
  check_triangle_position: { fn: images.check_triangle_position, arity: 1 },
  increase_saturation: { fn: images.increase_saturation, arity: 2 },
  decrease_brightness: { fn: images.decrease_brightness, arity: 2 },
  check_image_file_size: { fn: images.check_image_file_size, arity: 2 },
  check_file_exists: { fn: images.check_file_exists, arity: 2 },
  check_sharper: { fn: images.check_sharper, arity: 2 },
  compare_triangle_positions: { fn: images.compare_triangle_positions, arity: 2 },
  check_mp3_meta: { fn: check_mp3_meta, arity: 2 },
  compare_audios: { fn: compare_audios, arity: 2 },
  compare_videos: { fn: compare_videos, arity: 2 },
  compare_image_text: { fn: compare_image_text, arity: 2 },
  check_json_settings: { fn: apps.check_json_settings, arity: 2 },
  check_json_keybindings: { fn: apps.check_json_keybindings, arity: 2 },
  is_extension_installed: { fn: apps.is_extension_installed, arity: 2 },
  compare_config: { fn: apps.compare_config, arity: 2 },
  is_vlc_playing: { fn: is_vlc_playing, arity: 2 },
  check_python_file_by_test_suite: { fn: check_python_file_by_test_suite, arity: 2 },
  check_structure_sim_with_threshold: { fn: check_structure_sim_with_threshold, arity: 2 },
  compare_time_in_speedtest_results: { fn: compare_time_in_speedtest_results, arity: 2 },
  compare_conference_city_in_order: { fn: compare_conference_city_in_order, arity: 2 },
  compare_htmls: { fn: compare_htmls, arity: 2 },
  check_html_background_image: { fn: check_html_background_image, arity: 2 },
};

/**
 * Call a metric as OSWorld does: with the expected value when the task has an expected getter, otherwise
 * with the result only (`options` are keyword arguments in both cases). A metric whose expected argument
 * is optional (compare_table) gets undefined; one that needs it gets Python's TypeError without it. A metric
 * that runs task code in the desktop (check_python_file_by_test_suite) gets the context too.
 */
export async function callMetric(
  name: string,
  result: unknown,
  expected: { value: unknown } | undefined,
  options: Record<string, unknown>,
  context?: MetricContext,
): Promise<number | null> {
  const entry = METRICS[name];
  if (!entry) throw new Error(`metric '${name}' is not ported`);
  if (entry.arity === 1) {
    if (expected !== undefined)
      throw new PythonError("TypeError", `${name}() takes 1 positional argument but 2 were given`);
    return await (entry.fn as Fn1)(result, options);
  }
  if (expected === undefined && !OPTIONAL_EXPECTED.has(name))
    throw new PythonError("TypeError", `${name}() missing 1 required positional argument`);
  return await (entry.fn as Fn2)(result, expected?.value, options, context);
}

/** Metrics whose second parameter has a default (`compare_table(result, expected=None, **options)`). */
const OPTIONAL_EXPECTED = new Set(["compare_table", "check_html_background_image"]);
