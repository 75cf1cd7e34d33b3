import { OSWORLD_APPS, type OsworldApp } from "../session/osworld-profile-tags.ts";
import type { OsworldTask } from "./model.ts";

export {
  OSWORLD_APPS,
  osworldImageTag,
  appsOfOsworldImage,
  type OsworldApp,
} from "../session/osworld-profile-tags.ts";

const RELATED_APPS: [RegExp, OsworldApp][] = [
  [/chrome|chromium/i, "chromium"],
  [/gimp/i, "gimp"],
  [/libre\s*office|^(calc|writer|impress)$/i, "libreoffice"],
  [/thunderbird/i, "thunderbird"],
  [/vlc/i, "vlc"],
];

const COMMAND_WORDS: [RegExp, OsworldApp][] = [
  [/\b(google-chrome(-stable)?|chromium|chrome)\b/, "chromium"],
  [/\bgimp\b/, "gimp"],
  [/\b(libreoffice|soffice|localc|lowriter|loimpress|scalc|swriter|simpress)\b/, "libreoffice"],
  [/\.(xlsx|xls|ods|docx|doc|odt|pptx|ppt|odp|csv)\b/i, "libreoffice"],
  [/\bthunderbird\b/, "thunderbird"],
  [/\bvlc\b/, "vlc"],
];

const GETTER_APPS: Record<string, OsworldApp> = {
  vlc_config: "vlc",
  vlc_playing_info: "vlc",
  gimp_config_file: "gimp",
  bookmarks: "chromium",
  open_tabs_info: "chromium",
  history: "chromium",
  cookie_data: "chromium",
  active_url_from_accessTree: "chromium",
  default_search_engine: "chromium",
  enable_do_not_track: "chromium",
  enable_safe_browsing: "chromium",
  enable_enhanced_safety_browsing: "chromium",
  data_delete_automacally: "chromium",
  new_startup_page: "chromium",
  profile_name: "chromium",
  chrome_language: "chromium",
  chrome_font_size: "chromium",
  chrome_color_scheme: "chromium",
  chrome_appearance_mode_ui: "chromium",
  enabled_experiments: "chromium",
  find_installed_extension_name: "chromium",
  find_unpacked_extension_path: "chromium",
};

/** The tools a metric runs in the desktop (OSWorld computes them with libraries its own host has). */
const METRIC_TOOLS: Record<string, OsworldApp> = {
  compare_audios: "librosa",
  compare_image_text: "tesseract",
};

/**
 * The apps a task needs, from what it names: `related_apps` (metadata, inconsistently spelled), the
 * commands and paths of its setup and postconfig steps, and app-specific getters; and the tools its
 * metrics run in the desktop. The image profile is then the core plus exactly these.
 */
export function appsForTask(task: Pick<OsworldTask, "related_apps" | "config" | "evaluator">): OsworldApp[] {
  const apps = new Set<OsworldApp>();
  for (const name of task.related_apps)
    for (const [re, app] of RELATED_APPS) if (re.test(name)) apps.add(app);
  const steps = [...task.config, ...task.evaluator.postconfig];
  for (const step of steps) {
    if (step.type === "chrome_open_tabs" || step.type === "chrome_close_tabs") apps.add("chromium");
    if (step.type === "download") continue; // a downloaded file is opened by a later step, if at all
    const text = JSON.stringify(step.parameters);
    for (const [re, app] of COMMAND_WORDS) if (re.test(text)) apps.add(app);
  }
  for (const metric of task.evaluator.metrics) {
    const tool = Object.hasOwn(METRIC_TOOLS, metric.func) ? METRIC_TOOLS[metric.func] : undefined;
    if (tool) apps.add(tool);
    for (const getter of [metric.result, metric.expected]) {
      const app = getter && GETTER_APPS[getter.type];
      if (app) apps.add(app);
    }
  }
  return OSWORLD_APPS.filter((a) => apps.has(a));
}
