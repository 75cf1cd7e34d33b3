import {
  isPlainObject,
  PythonError,
  pyDecodeUtf8,
  pyEquals,
  pyJsonLoads,
  pyTruthy,
  pyTypeName,
} from "../python-semantics.ts";
import { dictGet, iterate, subscript } from "../metrics/python-access.ts";

/**
 * OSWorld's Chrome profile getters (getters/chrome.py): each reads one JSON file of the profile —
 * `Default/Preferences` or `Local State` under `~/.config/google-chrome` — and picks a setting, with
 * OSWorld's own fallback when the file is missing or not what it expects (some of those fallbacks are
 * odd, e.g. "Google" for a missing safe-browsing setting; they are kept, because scores depend on them).
 */
export interface ChromeProfileGetter {
  /** The file, relative to `~/.config/google-chrome`. */
  file: "Default/Preferences" | "Local State";
  read: (data: unknown) => unknown;
  /** What OSWorld returns when reading raises. */
  fallback: unknown;
}

const truthyText = (value: unknown) => (pyTruthy(value) ? "true" : "false");

export const CHROME_PROFILE_GETTERS: Record<string, ChromeProfileGetter> = {
  default_search_engine: {
    file: "Default/Preferences",
    read: (data) =>
      dictGet(
        dictGet(dictGet(data, "default_search_provider_data", {}), "template_url_data", {}),
        "short_name",
        "Google",
      ),
    fallback: "Google",
  },
  enabled_experiments: {
    file: "Local State",
    read: (data) => dictGet(dictGet(data, "browser", {}), "enabled_labs_experiments", []),
    fallback: [],
  },
  profile_name: {
    file: "Default/Preferences",
    read: (data) => dictGet(dictGet(data, "profile", {}), "name", null),
    fallback: null,
  },
  chrome_language: {
    file: "Local State",
    read: (data) => dictGet(dictGet(data, "intl", {}), "app_locale", "en-US"),
    fallback: "en-US",
  },
  chrome_font_size: {
    file: "Default/Preferences",
    read: (data) =>
      dictGet(dictGet(data, "webkit", {}), "webprefs", {
        default_fixed_font_size: 13,
        default_font_size: 16,
        minimum_font_size: 13,
      }),
    fallback: { default_fixed_font_size: 13, default_font_size: 16 },
  },
  enable_do_not_track: {
    file: "Default/Preferences",
    read: (data) => truthyText(dictGet(data, "enable_do_not_track", {})),
    fallback: "false",
  },
  enable_enhanced_safety_browsing: {
    file: "Default/Preferences",
    read: (data) => truthyText(dictGet(dictGet(data, "safebrowsing", {}), "enhanced", {})),
    fallback: "Google",
  },
  enable_safe_browsing: {
    file: "Default/Preferences",
    read: (data) => {
      const safebrowsing = dictGet(data, "safebrowsing", {});
      const enhanced = pyTruthy(dictGet(safebrowsing, "enhanced", false));
      const enabled = pyTruthy(dictGet(safebrowsing, "enabled", false));
      return enhanced || enabled ? "true" : "false";
    },
    fallback: "false",
  },
  new_startup_page: {
    file: "Default/Preferences",
    read: (data) => {
      if (!isPlainObject(data))
        throw new PythonError("AttributeError", `'${pyTypeName(data)}' object has no attribute 'keys'`);
      if (!("session" in data)) return "true";
      return pyEquals(dictGet(dictGet(data, "session", {}), "restore_on_startup", {}), 5) ? "true" : "false";
    },
    fallback: "Google",
  },
  find_unpacked_extension_path: {
    file: "Default/Preferences",
    read: (data) => {
      const all = dictGet(dictGet(data, "extensions", {}), "settings", {});
      return iterate(all).map((id) => subscript(subscript(all, id), "path"));
    },
    fallback: "Google",
  },
  find_installed_extension_name: {
    file: "Default/Preferences",
    read: (data) => {
      const all = dictGet(dictGet(data, "extensions", {}), "settings", {});
      return iterate(all).map((id) => subscript(subscript(subscript(all, id), "manifest"), "name"));
    },
    fallback: "Google",
  },
  data_delete_automacally: {
    file: "Default/Preferences",
    read: (data) =>
      dictGet(subscript(data, "profile"), "default_content_setting_values", null) !== null ? "true" : "false",
    fallback: "Google",
  },
};

/**
 * `json.loads(content)` of the file's bytes (None when the file is missing, which raises TypeError), then
 * the getter's pick; OSWorld's fallback where that raises.
 */
export function readChromeProfile(getter: ChromeProfileGetter, content: Uint8Array | null): unknown {
  try {
    if (content === null)
      throw new PythonError("TypeError", "the JSON object must be str, bytes or bytearray, not NoneType");
    let text = pyDecodeUtf8(content);
    if (text.startsWith("\ufeff")) text = text.slice(1); // json.loads of bytes detects utf-8-sig
    return getter.read(pyJsonLoads(text));
  } catch (error) {
    if (error instanceof PythonError) return getter.fallback;
    throw error;
  }
}
