/**
 * What desktest runs of the OSWorld format: every setup type, getter and metric OSWorld defines is listed,
 * either supported or with the reason it is not (yet). `desktest validate` reports the unsupported ones
 * at their location; docs/osworld.md renders this table.
 */

export type SupportStatus =
  | { supported: true; note?: string }
  | { supported: false; kind: "not_yet" | "google" | "internal"; reason: string };

const yes = (note?: string): SupportStatus => (note ? { supported: true, note } : { supported: true });
const notYet = (reason: string): SupportStatus => ({ supported: false, kind: "not_yet", reason });
const google = (reason: string): SupportStatus => ({ supported: false, kind: "google", reason });
const internal = (reason: string): SupportStatus => ({ supported: false, kind: "internal", reason });

const CDP_LIVE = "needs the live Chrome tab over CDP/Playwright";
const PREFS = "~/.config/google-chrome/Default/Preferences, with OSWorld's fallbacks";
const LOCAL_STATE = "~/.config/google-chrome/Local State, with OSWorld's fallbacks";
const XCU = "LibreOffice's registrymodifications.xcu, read as OSWorld reads it";
/** OSWorld's source that the names newer than desktop-env 1.0.2 follow. */
export const OSWORLD_COMMIT = "87df18ff0e906dafdb1ea96b8299f35ec1e67e6b";
const NEWER = `not in the oracle (newer than desktop-env 1.0.2): ported from OSWorld's source at ${OSWORLD_COMMIT.slice(0, 7)}`;
/** Supported names that desktop-env 1.0.2 lacks, so the oracle cannot check them (their own tests do). */
export const NOT_IN_ORACLE_NAMES: ReadonlySet<string> = new Set([
  "chrome_color_scheme",
  "chrome_appearance_mode_ui",
  "check_structure_sim_with_threshold",
]);
const COMPARE_URLS =
  "URLs compared as OSWorld's compare_urls: urllib's parsing, public suffixes from tldts's copy of the Public Suffix List";
const SLIDE_MEDIA =
  "the slide's media extracted from the .pptx into the task cache (never outside it), or fetched from the desktop when linked with file://";
const GOOGLE = "needs a real Google account (OAuth credentials and Google Drive), which desktest never uses";

export const SETUP_SUPPORT: Record<string, SupportStatus> = {
  download: yes(
    "from the local cache (DESKTEST_OSWORLD_CACHE or osworld-cache/ beside the task); never from the network",
  ),
  upload_file: yes("local_path relative to the task file"),
  open: yes("xdg-open, then waits for a window whose title has the file name, and activates it"),
  launch: yes("detached; a non-shell string is split on whitespace"),
  execute: yes("placeholders substituted; stdout/stderr saved to the task cache; `until` honoured"),
  command: yes("alias of execute"),
  execute_with_verification: yes(),
  sleep: yes(),
  activate_window: yes("wmctrl -a (-F strict, -x by class)"),
  close_window: yes("wmctrl -c (-F strict, -x by class)"),
  chrome_open_tabs: yes("over Chrome's DevTools HTTP endpoint on port 9222 (chromium)"),
  change_wallpaper: yes("gsettings"),
  chrome_close_tabs: yes(
    "over Chrome's DevTools HTTP endpoint on port 9222 (chromium): the first page equal to each URL under compare_urls is closed",
  ),
  update_browse_history: yes(
    "OSWorld's History template from the local cache, one urls and one visits row per item (visit times from the host's local clock, as OSWorld computes them), uploaded to ~/.config/google-chrome/Default/History",
  ),
  googledrive: google(GOOGLE),
  login: google(GOOGLE),
  proxy: internal("set by OSWorld's env itself, never listed in a task"),
  tidy_desktop: internal("declared but not implemented by OSWorld either"),
  act: internal("declared but not implemented by OSWorld either"),
  replay: internal("declared but not implemented by OSWorld either"),
};

export const GETTER_SUPPORT: Record<string, SupportStatus> = {
  vm_file: yes(),
  cloud_file: yes(
    "from the local cache (DESKTEST_OSWORLD_CACHE or osworld-cache/ beside the task); never from the network",
  ),
  cache_file: yes(),
  content_from_vm_file: yes("xlsx last_row"),
  vm_command_line: yes(),
  vm_command_error: yes(),
  vm_terminal_output: yes("the focused gnome-terminal tab, through AT-SPI"),
  rule: yes(),
  rule_relativeTime: yes("'now' from the guest clock, or the rules' timezone"),
  time_diff_range: yes(),
  accessibility_tree: yes("OSWorld's XML shape (desktop-frame, st:/attr:/cp: namespaces)"),
  list_directory: yes(),
  vm_screen_size: yes(),
  vm_window_size: yes(),
  vm_wallpaper: yes(),
  vlc_config: yes(),
  default_video_player: yes(),
  gimp_config_file: yes("~/.config/GIMP/2.10 (Debian bookworm ships GIMP 2.10)"),
  bookmarks: yes("~/.config/google-chrome/Default/Bookmarks (chromium's profile there)"),
  open_tabs_info: yes("Chrome's DevTools HTTP endpoint /json/list"),
  vlc_playing_info: yes(
    "VLC's HTTP interface (the vlc profile's vlc starts it on 127.0.0.1:8080), read inside the desktop",
  ),
  vscode_config: yes(
    "the command palette's keys, then the file; VS Code is not a Debian package, so validate warns and the task needs an image of your own with it (--image)",
  ),
  audio_in_slide: yes(SLIDE_MEDIA),
  background_image_in_slide: yes(SLIDE_MEDIA),
  conference_city_in_order: yes(
    "as OSWorld's: it opens the host file csv_path and reads it after closing it, so it raises (FileNotFoundError when the file is missing, which scores 0)",
  ),
  history: yes("~/.config/google-chrome/Default/History: url, title, last_visit_time of every row"),
  cookie_data: yes(
    "~/.config/google-chrome/Default/Cookies, OSWorld's path (Chrome 96 and later keep cookies in Default/Network/Cookies: there the getter gives None, as OSWorld's does)",
  ),
  default_search_engine: yes(PREFS),
  enable_do_not_track: yes(PREFS),
  enable_safe_browsing: yes(PREFS),
  enable_enhanced_safety_browsing: yes(PREFS),
  data_delete_automacally: yes(PREFS),
  new_startup_page: yes(PREFS),
  profile_name: yes(PREFS),
  chrome_language: yes(LOCAL_STATE),
  chrome_font_size: yes(PREFS),
  chrome_color_scheme: yes(
    `the Preferences files of the profiles in ~/.config/google-chrome, newest first, read five times a second apart; ${NEWER}`,
  ),
  chrome_appearance_mode_ui: yes(
    `chrome://settings/appearance over Chrome's DevTools endpoint on port 9222, else chrome_color_scheme; ${NEWER}`,
  ),
  find_installed_extension_name: yes(PREFS),
  find_unpacked_extension_path: yes(PREFS),
  enabled_experiments: yes(LOCAL_STATE),
  shortcuts_on_desktop: yes("the .desktop files in ~/Desktop"),
  active_url_from_accessTree: yes(
    "the address bar of Chromium (or an application named Google Chrome) in the accessibility tree",
  ),
  active_tab_info: notYet(CDP_LIVE),
  page_info: notYet(CDP_LIVE),
  active_tab_url_parse: notYet(CDP_LIVE),
  url_dashPart: notYet(CDP_LIVE),
  url_path_parse: notYet(CDP_LIVE),
  macys_product_url_parse: notYet(CDP_LIVE),
  active_tab_html_parse: notYet(CDP_LIVE),
  info_from_website: notYet("scrapes a live website at evaluation time"),
  gotoRecreationPage_and_get_html_content: notYet("scrapes a live website at evaluation time"),
  pdf_from_url: notYet(CDP_LIVE),
  number_of_search_results: notYet("scrapes a live website at evaluation time"),
  googledrive_file: google(GOOGLE),
  replay: internal("OSWorld-internal helper, not a task getter"),
};

const PDF_PAGES = "page count through pdf.js";
const PDF_TEXT = "text through pdf.js, laid out in lines as PyMuPDF / pdfplumber lay out ordinary documents";
const PPTX = "the .pptx read as python-pptx reads it (placeholders inherit positions from layout and master)";
const DOCX = "the .docx read as python-docx reads it (OpenDocument .odt is not ported)";
const PIL =
  "Pillow's image semantics and scikit-image's SSIM, re-implemented (PNG decoded by desktest, other formats by sharp)";

export const METRIC_SUPPORT: Record<string, SupportStatus> = {
  infeasible: yes("1 exactly when the agent's last action is FAIL"),
  exact_match: yes(),
  fuzzy_match: yes("rapidfuzz ratio / 100"),
  check_include_exclude: yes(),
  match_in_list: yes(),
  is_in_list: yes(),
  check_list: yes(),
  literal_match: yes(),
  file_contains: yes(),
  check_line_number: yes(),
  diff_text_file: yes("difflib SequenceMatcher ratio over lines"),
  compare_text_file: yes(),
  compare_python_pure_text: yes(),
  check_json: yes("JSON or YAML (is_yaml)"),
  check_direct_json_object: yes(),
  is_included_all_json_objects: yes(),
  check_csv: yes(),
  compare_csv: yes(),
  is_utc_0: yes(),
  check_accessibility_tree: yes("XPath 1.0, or CSS selectors translated to XPath"),
  run_sqlite3: yes(),
  check_gnome_favorite_apps: yes(),
  check_text_enlarged: yes(),
  check_moved_jpgs: yes(),
  is_in_vm_clickboard: yes(),
  compare_terminal_and_txt: yes(),
  compare_table: yes(
    "every rule type: sheet_name, sheet_data, sheet_print, sheet_fuzzy, check_cell, style, chart, pivot_table, data_validation, row_props, col_props, filter, sparkline, zoom, freeze",
  ),
  check_config_status: yes(),
  check_qt_bgcone: yes(),
  check_qt_max_volume: yes(),
  check_qt_minimal_view: yes(),
  check_qt_slider_colours: yes(),
  check_global_key_play_pause: yes(),
  check_one_instance_when_started_from_file: yes(),
  check_play_and_exit: yes(),
  is_vlc_recordings_folder: yes(),
  is_vlc_fullscreen: yes(),
  is_expected_bookmarks: yes(),
  check_thunderbird_prefs: yes(),
  check_json_settings: yes(),
  check_json_keybindings: yes(),
  is_extension_installed: yes(),
  compare_config: yes(),
  compare_pptx_files: yes(PPTX),
  compare_docx_files: yes(
    "the .docx read as python-docx reads it, an .odt pair as odfpy 1.4.1 loads it (its parts, attribute checks and style renaming re-implemented)",
  ),
  compare_docx_tables: yes(DOCX),
  compare_docx_images: yes(
    `${DOCX}; its PNG and JPEG images decoded as Pillow's tobytes() gives them (PNG by desktest, JPEG by sharp; other formats are refused)`,
  ),
  compare_docx_lines: yes(DOCX),
  compare_docx_files_and_ignore_new_lines: yes(DOCX),
  compare_line_spacing: yes(DOCX),
  compare_font_names: yes(DOCX),
  compare_subscript_contains: yes(DOCX),
  compare_insert_equation: yes(DOCX),
  compare_highlighted_text: yes(
    "word/document.xml read from the zip as ElementTree reads it (as OSWorld does, not through python-docx)",
  ),
  compare_contains_image: yes(DOCX),
  compare_references: yes(DOCX),
  compare_unique_train_records: yes(DOCX),
  compare_init_lines: yes(DOCX),
  has_page_numbers_in_footers: yes(DOCX),
  is_first_line_centered: yes(DOCX),
  check_tabstops: yes(DOCX),
  contains_page_break: yes(DOCX),
  check_highlighted_words: yes(
    "the .odt read as odfpy 1.4.1 loads it (its parts, attribute checks and style renaming re-implemented), after compare_docx_files on the pair",
  ),
  evaluate_strike_through_last_paragraph: yes(DOCX),
  evaluate_colored_words_in_tables: yes(
    `${DOCX}; colours compared by scikit-image's rgb2lab and CIEDE2000, re-implemented`,
  ),
  evaluate_conversion: yes(DOCX),
  evaluate_spacing: yes(DOCX),
  evaluate_alignment: yes(DOCX),
  check_italic_font_size_14: yes(DOCX),
  get_unique_train_ids: internal(
    "a helper of check_no_duplicates (ported with it): it returns (a set of train ids, a count), not a score",
  ),
  check_no_duplicates: yes(DOCX),
  find_default_font: yes(XCU),
  check_file_exists: yes(),
  fuzzy_place_math: yes(DOCX),
  compare_pdfs: yes(PDF_TEXT),
  compare_pdf_images: notYet(
    "PyMuPDF's get_images and extract_image (MuPDF's order of a page's image resources, its decoding and PNG re-encoding of non-JPEG images) and Pillow's decoding of what it extracts are not reproduced exactly",
  ),
  check_pdf_pages: yes(PDF_PAGES),
  is_gold_text_included_in_pdf: yes(PDF_TEXT),
  compare_htmls: yes(
    "BeautifulSoup's lxml tree, with libxml2 2.12's HTML parser as lxml 5.3 drives it (implied and auto-closed elements, HTML 4 entities)",
  ),
  compare_archive: yes(
    "zip, tar and gzip'd tar unpacked as shutil does (bzip2/xz tar files and audio/video members are not read; no member leaves the unpacked folder)",
  ),
  compare_epub: yes(
    "the zip's root toc.ncx and content.opf as OSWorld filters them, compared in memory (OSWorld writes them beside the file); an EPUB with an .html member, which OSWorld re-serialises with lxml.html, is reported as an evaluation desktest cannot make",
  ),
  check_presenter_console_disable: yes(PPTX),
  check_image_stretch_and_center: yes(PPTX),
  check_slide_numbers_color: yes(PPTX),
  check_strikethrough: yes(PPTX),
  check_slide_orientation_Portrait: yes(PPTX),
  evaluate_presentation_fill_to_rgb_distance: yes(PPTX),
  check_left_panel: yes("Impress's Slides View document frame in the accessibility tree"),
  check_transition: yes(PPTX),
  check_page_number_colors: yes(PPTX),
  check_auto_saving_time: yes(XCU),
  check_libre_locale: yes(XCU),
  compare_images: yes(PIL),
  compare_image_list: yes(PIL),
  compare_image_text: yes(
    "read by Tesseract (English) in the desktop, its words joined with spaces, not by OSWorld's easyocr (its models come from GitHub at first use): the text read can differ",
  ),
  check_structure_sim: yes(PIL),
  check_structure_sim_resized: yes(PIL),
  check_structure_sim_with_threshold: yes(`${PIL}; ${NEWER}`),
  check_file_exists_and_structure_sim: yes(PIL),
  check_brightness_decrease_and_structure_sim: yes(PIL),
  check_contrast_increase_and_structure_sim: yes(PIL),
  check_saturation_increase_and_structure_sim: yes(PIL),
  check_palette_and_structure_sim: yes(PIL),
  check_image_mirror: yes(PIL),
  check_green_background: yes(PIL),
  check_textbox_on_leftside: yes(PIL),
  check_triangle_position: yes(PIL),
  compare_triangle_positions: yes(
    "OpenCV's imread (PNG by desktest, other formats by sharp) and the frame contour its all-pass mask gives: the score depends on the two images' sizes, as in OSWorld",
  ),
  check_sharper: yes(
    "OpenCV's grayscale imread (libpng's rgb_to_gray with file gamma, exact; a colour JPEG's luma approximated from sharp's RGB), Laplacian and numpy's variance",
  ),
  check_image_size: yes(PIL),
  check_image_file_size: yes(PIL),
  increase_saturation: yes(PIL),
  decrease_brightness: yes(PIL),
  check_html_background_image: yes("the style elements Python 3.11's html.parser finds"),
  compare_audios: yes(
    "OSWorld's own computation (librosa, fastdtw, scipy), run by the desktop's python3 on copies of the files, with the profile's librosa tool",
  ),
  compare_videos: yes(
    "frames decoded by the desktop's ffmpeg (every decoded frame, as OpenCV's VideoCapture reads them), reduced to phash's 32×32 gray by the desktop's Pillow; imagehash's phash and the frame loop ported",
  ),
  check_mp3_meta: yes(
    "mutagen's EasyID3 over the ID3v2.2/2.3/2.4 and ID3v1 tags as mutagen loads them (text and user text frames; ID3v1's numbered genres and the people, UFID, WOAR and RVA2 keys are not ported)",
  ),
  is_vlc_playing: yes("status.xml of VLC's HTTP interface (vlc_playing_info), read as ElementTree reads it"),
  check_thunderbird_filter: yes("msgFilterRules.dat, read as OSWorld reads it"),
  check_thunderbird_folder: yes("as desktop-env 1.0.2 writes it (it keeps only the blank parts of a folder)"),
  is_expected_tabs: yes(COMPARE_URLS),
  is_expected_active_tab: yes(COMPARE_URLS),
  is_expected_active_tab_approximate: yes(
    "urllib's parsing; the URLs are equal once their queries are dropped",
  ),
  is_expected_url_pattern_match: yes(
    "Python regular expressions over the URL (e.g. from active_url_from_accessTree)",
  ),
  is_expected_search_query: notYet(CDP_LIVE),
  is_expected_installed_extensions: yes(),
  is_added_to_steam_cart: notYet(CDP_LIVE),
  is_cookie_deleted: yes(COMPARE_URLS),
  check_history_deleted: yes(),
  is_shortcut_on_desktop: yes(),
  check_font_size: yes(),
  check_enabled_experiments: yes(),
  compare_conference_city_in_order: yes(
    "C2:C22 of the active sheet as openpyxl reads them (formulas as their text; a shared formula's other cells are not ported)",
  ),
  compare_time_in_speedtest_results: yes("the host's local clock, hours and minutes, as OSWorld reads it"),
  compare_answer: yes(),
  compare_result_files: yes(),
  compare_zip_files: yes("PDF members compared by their text, laid out from pdf.js as PyPDF2 lays it out"),
  check_python_file_by_test_suite: yes(
    "the test suite runs in the task's desktop (python3, as the desktop user, 120 s at most), never on the host",
  ),
  check_python_file_by_gold_file: internal(
    "its body is `pass` in desktop-env 1.0.2: OSWorld never scores a task that uses it",
  ),
};

/** `compare_table` rule types (options.rules[].type) and whether they are ported. */
export const COMPARE_TABLE_RULES: Record<string, SupportStatus> = {
  sheet_name: yes(),
  sheet_data: yes("pandas read_excel + round(precision) + DataFrame.equals, re-implemented"),
  sheet_print: yes("the <name>-<Sheet>.csv files beside the xlsx"),
  sheet_fuzzy: yes(),
  check_cell: yes(
    "the value and every style property OSWorld reads (font, fill, number format, hyperlink, merge), from the workbook as openpyxl loads it",
  ),
  zoom: yes(),
  freeze: yes(),
  style: yes(
    "every cell's properties as openpyxl gives them, then conditional formatting: the rules' formulas computed as the formulas package does (its operators and the functions desktest ports; others are refused), OSWorld's quirks kept",
  ),
  chart: yes(
    "openpyxl's chart reader: the plot area's first chart, its series, title, legend, axis titles, anchor",
  ),
  pivot_table: yes("openpyxl's pivot table and cache definitions"),
  data_validation: yes(
    "the sheet's dataValidations as openpyxl reads them (the x14 extension list is not read, as in openpyxl)",
  ),
  row_props: yes("openpyxl's row dimensions (styles of rows are not ported)"),
  col_props: yes("openpyxl's column dimensions (styles of columns are not ported)"),
  filter: yes("the sheet's autoFilter: filter columns (values, custom filters) and sort state"),
  sparkline: yes(
    "the x14 sparklines of the worksheet part named by the sheet's sheetId, as OSWorld reads them",
  ),
};

/** What `desktest validate` says about an unsupported name. */
export function unsupportedMessage(what: string, name: string, status: SupportStatus): string {
  if (status.supported) return "";
  switch (status.kind) {
    case "google":
      return `${what} '${name}' is not supported: it ${status.reason}`;
    case "internal":
      return `${what} '${name}' is not supported: ${status.reason}`;
    default:
      return `${what} '${name}' is not supported yet (${status.reason})`;
  }
}
