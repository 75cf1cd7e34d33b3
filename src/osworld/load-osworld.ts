import { existsSync } from "node:fs";
import path from "node:path";
import { byPosition, type Diagnostic } from "../task/diagnostic.ts";
import { describeValue } from "../task/describe-value.ts";
import { didYouMean } from "../task/did-you-mean.ts";
import { exactTopLevelValue, joinPointer, type JsonDocument } from "../task/json-document.ts";
import { parseCssSelector } from "./metrics/css-to-xpath.ts";
import {
  OSWORLD_DEFAULTS,
  type GetterConfig,
  type OsworldEvaluator,
  type OsworldMetricSpec,
  type OsworldStep,
  type OsworldTask,
} from "./model.ts";
import { RELATIVE_TIME_PHRASES } from "./getters/relative-time.ts";
import { isRuleMethod } from "./metrics/rules.ts";
import { UNPORTED_DIMENSION_PROPS } from "./metrics/table-objects.ts";
import { STYLE_PROPS } from "./metrics/table-styles.ts";
import { ABSENT_PROGRAMS, absentProgramWarning } from "./profile-tools.ts";
import { PythonError } from "./python-error.ts";
import { pyInt } from "./python-semantics.ts";
import { compilePythonRegex, reFlag } from "./python-re.ts";
import {
  COMPARE_TABLE_RULES,
  GETTER_SUPPORT,
  METRIC_SUPPORT,
  SETUP_SUPPORT,
  unsupportedMessage,
  type SupportStatus,
} from "./support.ts";

type Raw = Record<string, unknown>;

export interface OsworldLoadResult {
  task?: OsworldTask;
  diagnostics: Diagnostic[];
}

/** Every ported metric that is called with the result only (OSWorld: `metric(result, **options)`). */
export const RESULT_ONLY_METRICS = new Set([
  "infeasible",
  "is_utc_0",
  "check_text_enlarged",
  "check_left_panel",
  "check_textbox_on_leftside",
  "check_triangle_position",
  "has_page_numbers_in_footers",
  "is_first_line_centered",
  "check_slide_orientation_Portrait",
  "check_presenter_console_disable",
  "check_slide_numbers_color",
  "evaluate_conversion",
  "evaluate_spacing",
  "evaluate_alignment",
]);
/** Metrics whose expected getter may be left out. */
const OPTIONAL_EXPECTED_METRICS = new Set(["compare_table", "check_html_background_image"]);

/**
 * Validate and normalise an OSWorld task document. Parsing is lenient where OSWorld is (scalar or list
 * evaluator fields, missing config/postconfig, `shell: "true"`, unknown keys kept as metadata); every
 * setup type, getter and metric is checked against the support table, and what desktest cannot run is an
 * error at its location, never skipped.
 */
export function loadOsworldDocument(
  document: JsonDocument,
  file: string,
  options: { dir: string; exists?: (p: string) => boolean },
): OsworldLoadResult {
  const diagnostics: Diagnostic[] = [];
  const at = (severity: Diagnostic["severity"], pointer: string, message: string, atKey = false) => {
    const position = atKey ? document.keyPosition(pointer) : document.valuePosition(pointer);
    diagnostics.push({ severity, file, ...position, pointer, message });
  };
  const error = (pointer: string, message: string, atKey = false) => at("error", pointer, message, atKey);
  const warning = (pointer: string, message: string) => at("warning", pointer, message);
  const raw = document.value as Raw;

  const id = requireString(raw, "", "id", error);
  const instruction = requireString(raw, "", "instruction", error);
  if (id !== undefined && id.trim() === "") error("/id", "must not be empty");
  for (const key of ["snapshot"] as const) {
    if (key in raw && typeof raw[key] !== "string")
      error(`/${key}`, `must be a string (found ${describeValue(raw[key])})`);
  }
  const relatedApps = Array.isArray(raw.related_apps)
    ? raw.related_apps.filter((a): a is string => typeof a === "string")
    : [];
  if ("related_apps" in raw && !Array.isArray(raw.related_apps))
    error("/related_apps", `must be an array of strings (found ${describeValue(raw.related_apps)})`);
  const proxy = raw.proxy === true || raw.proxy === "true";
  if (proxy)
    warning(
      "/proxy",
      "the task asks for a residential proxy (some websites block datacenter addresses); desktest runs without one, so live-website steps may behave differently",
    );

  const config = checkSteps(raw.config, "/config", "config", error, warning);

  let evaluator: OsworldEvaluator | undefined;
  if (!("evaluator" in raw)) error("", "is missing the required property 'evaluator'", true);
  else if (!isObject(raw.evaluator))
    error("/evaluator", `must be an object (found ${describeValue(raw.evaluator)})`);
  // integers beyond 2^53 in the rules and options stay exact, as Python's json reads them
  else evaluator = checkEvaluator(exactTopLevelValue(document, "evaluator") as Raw, error, warning);

  const timeout = positiveNumber(raw, "timeout", OSWORLD_DEFAULTS.timeout, error, false);
  const maxSteps = positiveNumber(raw, "max_steps", OSWORLD_DEFAULTS.max_steps, error, true);
  const exists = options.exists ?? existsSync;
  let replayScript: string | undefined;
  if ("replay_script" in raw) {
    if (typeof raw.replay_script !== "string" || raw.replay_script === "")
      error("/replay_script", `must be a path (found ${describeValue(raw.replay_script)})`);
    else {
      replayScript = path.resolve(options.dir, raw.replay_script);
      if (!exists(replayScript))
        warning("/replay_script", `"${raw.replay_script}" does not exist (looked for ${replayScript})`);
    }
  } else {
    const beside = path.join(options.dir, `${path.basename(file).replace(/\.json$/i, "")}.replay.py`);
    if (exists(beside)) replayScript = beside;
  }

  diagnostics.sort(byPosition);
  if (
    diagnostics.some((d) => d.severity === "error") ||
    !evaluator ||
    id === undefined ||
    instruction === undefined
  )
    return { diagnostics };
  return {
    diagnostics,
    task: {
      format: "osworld",
      id,
      instruction,
      ...(typeof raw.snapshot === "string" ? { snapshot: raw.snapshot } : {}),
      related_apps: relatedApps,
      config,
      evaluator,
      proxy,
      timeout,
      max_steps: maxSteps,
      ...(replayScript ? { replay_script: replayScript } : {}),
      raw: structuredClone(raw),
    },
  };
}

type Report = (pointer: string, message: string, atKey?: boolean) => void;

function isObject(value: unknown): value is Raw {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function requireString(holder: Raw, base: string, key: string, error: Report): string | undefined {
  const pointer = joinPointer(base, key);
  if (!(key in holder)) {
    error(base, `is missing the required property '${key}'`, true);
    return undefined;
  }
  if (typeof holder[key] !== "string") {
    error(pointer, `must be a string (found ${describeValue(holder[key])})`);
    return undefined;
  }
  return holder[key];
}

function positiveNumber(raw: Raw, key: string, fallback: number, error: Report, integer: boolean): number {
  if (!(key in raw)) return fallback;
  const value = raw[key];
  if (typeof value !== "number" || !(value > 0) || (integer && !Number.isInteger(value))) {
    error(
      `/${key}`,
      `must be a positive ${integer ? "integer" : "number"} (a desktest extension; found ${describeValue(value)})`,
    );
    return fallback;
  }
  return value;
}

/** `true`, `false`, or OSWorld's string spellings of them. */
export function boolish(value: unknown): boolean {
  return value === true || (typeof value === "string" && value.toLowerCase() === "true");
}

function checkSupport(
  table: Record<string, SupportStatus>,
  what: string,
  name: string,
  pointer: string,
  error: Report,
): boolean {
  const status = table[name];
  if (!status) {
    const guess = didYouMean(name, Object.keys(table));
    error(
      pointer,
      `unknown ${what} '${name}'${guess ? `; did you mean '${guess}'?` : ""} (not an OSWorld ${what})`,
    );
    return false;
  }
  if (!status.supported) {
    error(pointer, unsupportedMessage(what, name, status));
    return false;
  }
  return true;
}

function checkSteps(
  value: unknown,
  base: string,
  label: string,
  error: Report,
  warning: Report,
): OsworldStep[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    error(base, `must be an array of {type, parameters} steps (found ${describeValue(value)})`);
    return [];
  }
  const steps: OsworldStep[] = [];
  value.forEach((step, i) => {
    const pointer = joinPointer(base, i);
    if (!isObject(step)) {
      error(pointer, `must be a {type, parameters} object (found ${describeValue(step)})`);
      return;
    }
    if (typeof step.type !== "string") {
      error(pointer, `is missing the ${label} step's 'type'`, !("type" in step));
      return;
    }
    if (!checkSupport(SETUP_SUPPORT, "setup type", step.type, `${pointer}/type`, error)) return;
    let parameters: Raw = {};
    if (!("parameters" in step)) error(pointer, `is missing the required property 'parameters'`, true);
    else if (!isObject(step.parameters))
      error(`${pointer}/parameters`, `must be an object (found ${describeValue(step.parameters)})`);
    else parameters = step.parameters;
    checkStepParameters(step.type, parameters, `${pointer}/parameters`, error, warning);
    steps.push({ type: step.type, parameters: structuredClone(parameters), pointer });
  });
  return steps;
}

function isCommand(value: unknown): value is string | string[] {
  return typeof value === "string" || (Array.isArray(value) && value.every((v) => typeof v === "string"));
}

function checkStepParameters(type: string, p: Raw, base: string, error: Report, warning: Report): void {
  const need = (key: string, ok: (v: unknown) => boolean, shape: string) => {
    if (!(key in p)) error(base, `is missing the required parameter '${key}' (${shape})`, true);
    else if (!ok(p[key])) error(`${base}/${key}`, `must be ${shape} (found ${describeValue(p[key])})`);
  };
  const optional = (key: string, ok: (v: unknown) => boolean, shape: string) => {
    if (key in p && p[key] !== null && !ok(p[key]))
      error(`${base}/${key}`, `must be ${shape} (found ${describeValue(p[key])})`);
  };
  const isBoolish = (v: unknown) => typeof v === "boolean" || v === "true" || v === "false";
  const isString = (v: unknown) => typeof v === "string" && v !== "";
  switch (type) {
    case "download":
    case "upload_file": {
      const from = type === "download" ? "url" : "local_path";
      need("files", (v) => Array.isArray(v), `an array of {${from}, path}`);
      if (Array.isArray(p.files))
        p.files.forEach((f, i) => {
          const fp = `${base}/files/${i}`;
          if (!isObject(f)) return error(fp, `must be a {${from}, path} object (found ${describeValue(f)})`);
          for (const key of [from, "path"]) {
            if (!(key in f)) error(fp, `is missing '${key}'`, true);
            else if (!isString(f[key]))
              error(`${fp}/${key}`, `must be a non-empty string (found ${describeValue(f[key])})`);
          }
        });
      return;
    }
    case "launch":
    case "execute":
    case "command":
    case "execute_with_verification":
      need(
        "command",
        (v) => isCommand(v) && (typeof v === "string" ? v.trim() !== "" : v.length > 0),
        "a non-empty string or array of strings",
      );
      optional("shell", isBoolish, "true or false");
      if (type !== "launch") {
        optional("stdout", (v) => typeof v === "string", "a file name");
        optional("stderr", (v) => typeof v === "string", "a file name");
        optional("until", isObject, "an object ({returncode}, {stdout} or {stderr})");
      }
      if (type === "execute_with_verification") optional("verification", isObject, "an object");
      {
        const absent = absentProgramWarning(p.command, isBoolish(p.shell) && boolish(p.shell));
        if (absent) warning(`${base}/command`, `${absent}, so this step does not do what it does in OSWorld`);
      }
      if (/\b(apt-get|apt|pip3?|wget|curl)\b/.test(JSON.stringify(p.command ?? "")))
        warning(
          `${base}/command`,
          "installs or downloads in the desktop: the osworld image has no root and may have no network, so this step may not do what it did in OSWorld (its exit code never fails a step)",
        );
      return;
    case "sleep":
      need("seconds", (v) => typeof v === "number" && v >= 0, "a number of seconds");
      return;
    case "open":
    case "change_wallpaper":
      need("path", isString, "a path");
      return;
    case "activate_window":
    case "close_window":
      need("window_name", isString, "a window title (or class with by_class)");
      optional("strict", isBoolish, "true or false");
      optional("by_class", isBoolish, "true or false");
      return;
    case "chrome_close_tabs":
      need("urls_to_close", (v) => Array.isArray(v) && v.every(isString), "an array of URLs");
      return;
    case "update_browse_history":
      need("history", Array.isArray, "an array of {url, title, visit_time_from_now_in_seconds}");
      if (Array.isArray(p.history))
        p.history.forEach((item, i) => {
          const ip = `${base}/history/${i}`;
          if (!isObject(item))
            return error(
              ip,
              `must be a {url, title, visit_time_from_now_in_seconds} object (found ${describeValue(item)})`,
            );
          const sqlValue = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);
          for (const key of ["url", "title", "visit_time_from_now_in_seconds"]) {
            if (!(key in item)) error(ip, `is missing '${key}' (OSWorld's step raises KeyError)`, true);
            else if (
              key === "visit_time_from_now_in_seconds"
                ? !(typeof item[key] === "number" || typeof item[key] === "boolean")
                : !sqlValue(item[key])
            )
              error(
                `${ip}/${key}`,
                `must be ${key === "visit_time_from_now_in_seconds" ? "a number of seconds" : "text (or a number)"} (found ${describeValue(item[key])})`,
              );
          }
        });
      return;
    case "chrome_open_tabs":
      need("urls_to_open", (v) => Array.isArray(v) && v.every(isString), "an array of URLs");
      if (
        Array.isArray(p.urls_to_open) &&
        p.urls_to_open.some(
          (u) => typeof u === "string" && !/^(about:|chrome:|file:|https?:\/\/(localhost|127\.))/.test(u),
        )
      )
        warning(
          `${base}/urls_to_open`,
          "opens live websites: the outcome depends on the network and on the sites' current content",
        );
      return;
  }
}

function checkEvaluator(raw: Raw, error: Report, warning: Report): OsworldEvaluator | undefined {
  const base = "/evaluator";
  const postconfig = checkSteps(raw.postconfig, `${base}/postconfig`, "postconfig", error, warning);
  const conjRaw = raw.conj ?? "and";
  if (conjRaw !== "and" && conjRaw !== "or")
    error(`${base}/conj`, `must be "and" or "or" (found ${describeValue(conjRaw)})`);
  const conj = conjRaw === "or" ? "or" : "and";

  if (!("func" in raw)) {
    error(base, "is missing the required property 'func'", true);
    return undefined;
  }
  const func = raw.func;
  const list = Array.isArray(func);
  const funcs: unknown[] = list ? func : [func];
  if (list && funcs.length === 0) error(`${base}/func`, "must name at least one metric");
  if (funcs.length === 1 && funcs[0] === "infeasible" && !list) {
    return { metrics: [], list: false, expectedList: false, conj, postconfig, infeasible: true };
  }
  const n = funcs.length;
  // In list form, result/expected/options must be lists of the same length (null/{} placeholders allowed).
  // undefined: absent; null: present but malformed (already reported, so no "needs a getter" on top).
  const parallel = (
    key: "result" | "expected" | "options",
  ): { value: unknown; pointer: string }[] | undefined | null => {
    if (!(key in raw) || raw[key] === null) return undefined;
    const value = raw[key];
    if (!list) return [{ value, pointer: `${base}/${key}` }];
    if (!Array.isArray(value)) {
      error(
        `${base}/${key}`,
        `must be a list with one entry per metric (func is a list of ${n}; found ${describeValue(value)})`,
      );
      return null;
    }
    if (value.length !== n) {
      error(
        `${base}/${key}`,
        `has ${value.length} entr${value.length === 1 ? "y" : "ies"} but func lists ${n} metric${n === 1 ? "" : "s"}`,
      );
      return null;
    }
    return value.map((v, i) => ({ value: v, pointer: `${base}/${key}/${i}` }));
  };
  const results = parallel("result");
  const expecteds = parallel("expected");
  const optionsList = parallel("options");

  const metrics: OsworldMetricSpec[] = [];
  funcs.forEach((name, i) => {
    const funcPointer = list ? `${base}/func/${i}` : `${base}/func`;
    if (typeof name !== "string") {
      error(funcPointer, `must be a metric name (found ${describeValue(name)})`);
      return;
    }
    if (name === "infeasible") {
      error(funcPointer, "'infeasible' must be the evaluator's only func (a string), not part of a list");
      return;
    }
    const supported = checkSupport(METRIC_SUPPORT, "metric", name, funcPointer, error);
    const resultEntry = results?.[i];
    const expectedEntry = expecteds?.[i];
    const optionsEntry = optionsList?.[i];
    const resultPointer = resultEntry?.pointer ?? `${base}/result`;
    const expectedPointer = expectedEntry?.pointer ?? `${base}/expected`;
    const optionsPointer = optionsEntry?.pointer ?? `${base}/options`;
    const result = getterAt(resultEntry, error, warning);
    const expected = getterAt(expectedEntry, error, warning);
    // An entry that is there but was rejected has been reported already.
    const given = (entry: { value: unknown } | undefined, all: unknown[] | undefined | null) =>
      all === null ||
      (entry !== undefined &&
        entry.value !== null &&
        !(isObject(entry.value) && Object.keys(entry.value).length === 0));
    let options: Raw = {};
    if (optionsEntry && optionsEntry.value !== null && optionsEntry.value !== undefined) {
      if (!isObject(optionsEntry.value))
        error(
          optionsEntry.pointer,
          `must be an object of keyword arguments (found ${describeValue(optionsEntry.value)})`,
        );
      else options = optionsEntry.value;
    }
    if (supported) {
      if (!result && !given(resultEntry, results))
        error(
          resultEntry ? resultPointer : base,
          `metric '${name}' needs a result getter ('result')`,
          !resultEntry,
        );
      if (
        !expected &&
        !given(expectedEntry, expecteds) &&
        !RESULT_ONLY_METRICS.has(name) &&
        !OPTIONAL_EXPECTED_METRICS.has(name)
      )
        error(
          expectedEntry ? expectedPointer : base,
          `metric '${name}' needs an expected getter ('expected')`,
          !expectedEntry,
        );
      checkMetricArguments(
        name,
        expected,
        options,
        { expected: expectedPointer, options: optionsPointer },
        error,
        warning,
      );
      if (list && !expected && Array.isArray(raw.expected) && raw.expected.length > 0)
        warning(
          expectedPointer,
          `OSWorld calls an expected getter for every metric of a list that has 'expected', and raises TypeError on this empty entry, so '${name}' never scores`,
        );
    }
    metrics.push({
      func: name,
      ...(result ? { result } : {}),
      ...(expected ? { expected } : {}),
      options: structuredClone(options),
      pointers: {
        func: funcPointer,
        result: resultPointer,
        expected: expectedPointer,
        options: optionsPointer,
      },
    });
  });
  const expectedList = Array.isArray(raw.expected) ? raw.expected.length > 0 : false;
  return { metrics, list, expectedList, conj, postconfig, infeasible: false };
}

/** A getter config at an entry (null / {} placeholders mean "none"), its type and parameters checked. */
function getterAt(
  entry: { value: unknown; pointer: string } | undefined,
  error: Report,
  warning: Report,
): GetterConfig | undefined {
  if (!entry || entry.value === null || entry.value === undefined) return undefined;
  const { value, pointer } = entry;
  if (!isObject(value)) {
    error(pointer, `must be a getter object {"type": ..., ...} (found ${describeValue(value)})`);
    return undefined;
  }
  if (Object.keys(value).length === 0) return undefined;
  if (typeof value.type !== "string") {
    error(pointer, "is missing the getter's 'type'", !("type" in value));
    return undefined;
  }
  if (!checkSupport(GETTER_SUPPORT, "getter", value.type, `${pointer}/type`, error)) return undefined;
  checkGetterParameters(value, pointer, error, warning);
  return structuredClone(value) as GetterConfig;
}

function checkGetterParameters(g: Raw, base: string, error: Report, warning: Report): void {
  const need = (key: string, ok: (v: unknown) => boolean, shape: string) => {
    if (!(key in g)) error(base, `is missing the ${String(g.type)} getter's '${key}' (${shape})`, true);
    else if (!ok(g[key])) error(`${base}/${key}`, `must be ${shape} (found ${describeValue(g[key])})`);
  };
  const str = (v: unknown) => typeof v === "string" && v !== "";
  const strOrList = (v: unknown) => str(v) || (Array.isArray(v) && v.length > 0 && v.every(str));
  switch (g.type) {
    case "vm_file":
    case "cloud_file":
      need("path", g.multi === true ? strOrList : str, g.multi === true ? "a list of paths" : "a path");
      need(
        "dest",
        g.multi === true ? strOrList : str,
        g.multi === true ? "a list of file names" : "a file name",
      );
      if (
        g.multi === true &&
        Array.isArray(g.path) &&
        Array.isArray(g.dest) &&
        g.path.length !== g.dest.length
      )
        error(`${base}/dest`, `has ${g.dest.length} names for ${g.path.length} paths`);
      if (
        "gives" in g &&
        !(Array.isArray(g.gives) && g.gives.every((x) => Number.isInteger(x) && (x as number) >= 0))
      )
        error(`${base}/gives`, `must be a list of indices (found ${describeValue(g.gives)})`);
      return;
    case "cache_file":
    case "list_directory":
      need("path", str, "a path");
      return;
    case "content_from_vm_file":
      need("path", str, "a path");
      need("file_type", (v) => v === "xlsx", '"xlsx" (the only file type OSWorld reads)');
      need("file_content", (v) => v === "last_row", '"last_row" (the only content OSWorld reads)');
      return;
    case "vm_command_line":
    case "vm_command_error": {
      need("command", isCommand, "a string or an array of strings");
      const absent = absentProgramWarning(g.command, boolish(g.shell));
      if (absent) warning(`${base}/command`, `${absent}, so this getter cannot see what it sees in OSWorld`);
      return;
    }
    case "rule":
      need("rules", () => true, "any JSON value");
      return;
    case "rule_relativeTime": {
      need("rules", isObject, "an object with relativeTime and expected");
      const rules = g.rules;
      if (!isObject(rules)) return;
      const rel = rules.relativeTime;
      if (!isObject(rel))
        return error(`${base}/rules`, "is missing 'relativeTime' ({from, to?})", !("relativeTime" in rules));
      for (const key of ["from", "to"] as const) {
        if (!(key in rel)) {
          if (key === "from") error(`${base}/rules/relativeTime`, "is missing 'from'", true);
          continue;
        }
        if (typeof rel[key] !== "string" || !RELATIVE_TIME_PHRASES.includes(rel[key])) {
          const guess =
            typeof rel[key] === "string" ? didYouMean(rel[key], RELATIVE_TIME_PHRASES) : undefined;
          error(
            `${base}/rules/relativeTime/${key}`,
            `must be one of OSWorld's phrases (${RELATIVE_TIME_PHRASES.join(", ")}; found ${describeValue(rel[key])}${guess ? `; did you mean '${guess}'?` : ""})`,
          );
        }
      }
      if (!isObject(rules.expected))
        error(`${base}/rules`, "is missing 'expected' (the templates to fill)", !("expected" in rules));
      return;
    }
    case "vm_window_size":
      need("app_class_name", str, "a window class name");
      return;
    case "vm_wallpaper":
    case "vlc_config":
    case "vlc_playing_info":
      need("dest", str, "a file name");
      return;
    case "vscode_config":
      need("vscode_extension_command", str, "the command to type in VS Code's command palette");
      need("path", str, "a path");
      need("dest", str, "a file name");
      warning(
        `${base}/type`,
        `types into VS Code's command palette, but desktest's OSWorld image has no VS Code (${ABSENT_PROGRAMS.code}), so this getter cannot see what it sees in OSWorld`,
      );
      return;
    case "gimp_config_file":
      need("file_name", str, "a file name under ~/.config/GIMP/2.10");
      need("dest", str, "a file name");
      return;
    case "time_diff_range":
      need("diff_range_in_minutes", () => true, "a number of minutes");
      return;
    case "audio_in_slide":
    case "background_image_in_slide":
      need("ppt_file_path", str, "the presentation's path in the desktop");
      need(
        "slide_index",
        (v) => {
          try {
            pyInt(v);
            return true;
          } catch {
            return false;
          }
        },
        "a 0-based slide number (something Python's int() reads)",
      );
      need("dest", str, "a file name");
      return;
    case "conference_city_in_order":
      need("csv_path", str, "a path on the host");
      warning(
        `${base}/type`,
        "OSWorld's getter closes the CSV file before reading it, so it never gives a value: it raises FileNotFoundError (score 0) when csv_path does not exist on the host, and ValueError (no score) when it does",
      );
      return;
    case "cookie_data":
      warning(
        `${base}/type`,
        "reads ~/.config/google-chrome/Default/Cookies as OSWorld does, but Chrome 96 and later (the image's Chromium too) keep cookies in Default/Network/Cookies: this getter gives None, as OSWorld's does, and a metric over it raises",
      );
      return;
  }
}

/** Checks of the arguments a metric receives from a `rule` expected getter and from `options`. */
function checkMetricArguments(
  name: string,
  expected: GetterConfig | undefined,
  options: Raw,
  pointers: { expected: string; options: string },
  error: Report,
  warning: Report,
): void {
  const rules = expected?.type === "rule" ? expected.rules : undefined;
  /** A Python pattern desktest must translate: an error when it cannot, a warning when Python refuses it. */
  const checkPattern = (pattern: unknown, pointer: string, flags = 0) => {
    if (typeof pattern !== "string") return;
    try {
      compilePythonRegex(pattern, flags);
    } catch (e) {
      if (!(e instanceof PythonError)) throw e;
      if (e.kind === "NotSupported") error(pointer, e.message.replace(/^NotSupported: /, ""));
      else
        warning(
          pointer,
          `Python refuses this pattern (${e.message}), so OSWorld's evaluator raises and never scores it`,
        );
    }
  };
  const rulesPointer = `${pointers.expected}/rules`;
  const needKey = (key: string, what: string) => {
    if (expected?.type !== "rule") return;
    if (!isObject(rules) || !(key in rules))
      error(
        isObject(rules) ? rulesPointer : pointers.expected,
        `metric '${name}' reads rules.${key} (${what})`,
        true,
      );
  };
  const checkMethod = (rule: unknown, pointer: string) => {
    if (!isObject(rule)) return error(pointer, `must be a {method, ref} rule (found ${describeValue(rule)})`);
    if (typeof rule.method !== "string") return error(pointer, "is missing the rule's 'method'", true);
    if (!isRuleMethod(rule.method))
      return error(
        `${pointer}/method`,
        `unknown rule method '${rule.method}' (eq, ne, lt, le, gt, ge, re[.FLAGS], approx:T, range.XY, str_list_eq, str_set_eq, spreadsheet_range)`,
      );
    if (rule.method.startsWith("re")) {
      let flags = 0;
      for (const flag of rule.method.split(".").slice(1)) {
        try {
          flags |= reFlag(flag);
        } catch {
          return error(
            `${pointer}/method`,
            `'${flag}' is not a flag of Python's re module (I, M, S, X, A, ...)`,
          );
        }
      }
      checkPattern(rule.ref, `${pointer}/ref`, flags);
    }
  };
  switch (name) {
    case "exact_match":
    case "match_in_list":
    case "is_in_list":
    case "fuzzy_match":
    case "file_contains":
    case "check_line_number":
    case "check_json_settings":
    case "check_json_keybindings":
    case "check_gnome_favorite_apps":
    case "check_moved_jpgs":
    case "compare_config":
      needKey("expected", "the expected value");
      return;
    case "compare_conference_city_in_order":
      needKey("expected", "the cities expected in C2:C22, in order");
      return;
    case "check_html_background_image":
      needKey("value", "the image URL a <style> must set as background-image");
      return;
    case "check_list":
      if (isObject(rules))
        for (const key of ["expect", "unexpect"])
          if (Array.isArray(rules[key]))
            (rules[key] as unknown[]).forEach((p, i) => checkPattern(p, `${rulesPointer}/${key}/${i}`));
      return;
    case "run_sqlite3":
      needKey("sql", "the query whose first column of the first row is the score");
      return;
    case "is_vlc_playing":
      needKey("type", '"file_name" or "url"');
      if (isObject(rules) && (rules.type === "file_name" || rules.type === "url"))
        needKey(rules.type, rules.type === "url" ? "the stream's URL" : "the file's name");
      return;
    case "check_config_status":
      needKey("key", "the gimprc key");
      needKey("value", "the expected value");
      return;
    case "is_extension_installed":
      needKey("type", '"contain" or "not_contain"');
      needKey("expected", "the text to look for");
      return;
    case "is_expected_bookmarks":
      needKey(
        "type",
        "bookmark_bar_folders_names, bookmark_bar_websites_urls or liked_authors_websites_urls",
      );
      if (
        isObject(rules) &&
        typeof rules.type === "string" &&
        !["bookmark_bar_folders_names", "bookmark_bar_websites_urls", "liked_authors_websites_urls"].includes(
          rules.type,
        )
      )
        error(`${rulesPointer}/type`, `unknown bookmarks rule type '${rules.type}'`);
      return;
    case "check_json":
    case "check_thunderbird_prefs": {
      if (!isObject(rules)) return;
      for (const key of ["expect", "unexpect"]) {
        const list = rules[key];
        if (list === undefined) continue;
        if (name === "check_json") {
          if (!Array.isArray(list))
            error(
              `${rulesPointer}/${key}`,
              `must be a list of {key, method, ref} (found ${describeValue(list)})`,
            );
          else
            list.forEach((r, i) => {
              const rp = `${rulesPointer}/${key}/${i}`;
              if (isObject(r) && !Array.isArray(r.key))
                error(
                  isObject(r) && "key" in r ? `${rp}/key` : rp,
                  "must have 'key', a list of keys to walk",
                  !("key" in r),
                );
              checkMethod(r, rp);
            });
        } else if (!isObject(list))
          error(
            `${rulesPointer}/${key}`,
            `must map pref names to {method, ref} (found ${describeValue(list)})`,
          );
        else
          for (const [pref, r] of Object.entries(list))
            checkMethod(r, joinPointer(`${rulesPointer}/${key}`, pref));
      }
      return;
    }
    case "check_accessibility_tree": {
      if ("osname" in options && options.osname !== "ubuntu")
        warning(
          `${pointers.options}/osname`,
          ["windows", "macos"].includes(options.osname as string)
            ? `selects with ${String(options.osname)}'s accessibility namespaces, and desktest's desktops give Ubuntu's tree (OSWorld's accessibility_tree on Linux): prefixed names (st:, attr:, …) will match nothing`
            : `must be "ubuntu", "windows" or "macos" (found ${describeValue(options.osname)}): OSWorld raises KeyError`,
        );
      if (expected?.type !== "rule") return;
      if (!Array.isArray(rules))
        return error(
          rulesPointer,
          `must be a list of {xpath | selectors, text?, exact?} (found ${describeValue(rules)})`,
        );
      rules.forEach((r, i) => {
        const rp = `${rulesPointer}/${i}`;
        if (!isObject(r)) return error(rp, `must be an object (found ${describeValue(r)})`);
        if ("text" in r && !("exact" in r))
          error(rp, "has 'text' without 'exact' (OSWorld reads rules['exact'] and fails without it)", true);
        if (typeof r.xpath === "string") return;
        if (!Array.isArray(r.selectors)) return error(rp, "needs 'xpath' or 'selectors'", true);
        r.selectors.forEach((s, j) => {
          if (typeof s !== "string")
            return error(`${rp}/selectors/${j}`, `must be a CSS selector (found ${describeValue(s)})`);
          try {
            parseCssSelector(s);
          } catch (e) {
            error(
              `${rp}/selectors/${j}`,
              `is a CSS selector desktest cannot translate (${JSON.stringify(s)}): ${(e as Error).message}`,
            );
          }
        });
      });
      return;
    }
    case "literal_match":
      if ("type" in options && options.type !== "str" && options.type !== "list")
        error(`${pointers.options}/type`, `must be "str" or "list" (found ${describeValue(options.type)})`);
      return;
    case "compare_table": {
      if (!Array.isArray(options.rules)) {
        error(
          "rules" in options ? `${pointers.options}/rules` : pointers.options,
          "compare_table needs options.rules, a list of sheet checks",
          !("rules" in options),
        );
        return;
      }
      options.rules.forEach((r, i) => {
        const rp = `${pointers.options}/rules/${i}`;
        if (!isObject(r) || typeof r.type !== "string") return error(rp, "must be a {type, ...} sheet check");
        if (!checkSupport(COMPARE_TABLE_RULES, "compare_table rule", r.type, `${rp}/type`, error)) return;
        if (r.type === "check_cell" && isObject(r.props)) {
          for (const [prop, rule] of Object.entries(r.props)) {
            const pp = joinPointer(`${rp}/props`, prop);
            if (prop !== "value" && !STYLE_PROPS.includes(prop))
              warning(
                pp,
                `'${prop}' is not a cell property OSWorld reads (${STYLE_PROPS.join(", ")}, value): it reads as None`,
              );
            checkMethod(rule, pp);
          }
        }
        if (r.type === "style" && Array.isArray(r.props))
          r.props.forEach((prop, k) => {
            if (typeof prop !== "string" || !STYLE_PROPS.includes(prop))
              warning(
                `${rp}/props/${k}`,
                `${describeValue(prop)} is not a style property OSWorld reads: its evaluator raises NotImplementedError`,
              );
          });
        if ((r.type === "row_props" || r.type === "col_props") && Array.isArray(r.props))
          r.props.forEach((prop, k) => {
            if (typeof prop === "string" && UNPORTED_DIMENSION_PROPS.has(prop))
              error(
                `${rp}/props/${k}`,
                `${r.type} property '${prop}' is not supported yet (row and column styles are not ported)`,
              );
          });
        if (r.type === "data_validation" && Array.isArray(r.dv_props))
          r.dv_props.forEach((props, k) => {
            if (isObject(props))
              for (const [attribute, rule] of Object.entries(props))
                checkMethod(rule, joinPointer(`${rp}/dv_props/${k}`, attribute));
          });
        if (r.type === "zoom") checkMethod(r, rp);
      });
      return;
    }
  }
}
