import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pc from "picocolors";
import { ConfigError } from "../../errors/desktest-error.ts";
import { ExitCode } from "../../errors/exit-code.ts";
import { loadTaskText } from "../../run/load-task-file.ts";
import { TASK_DEFAULTS, type EvaluatorMode } from "../../task/model.ts";
import {
  askingSource,
  DefaultsSource,
  type AnswerSource,
  type MissingAnswer,
} from "../init/answer-sources.ts";
import { lookAround } from "../init/look-around.ts";
import {
  APP_FIELDS,
  APP_TYPE_CHOICES,
  DEFAULT_INSTRUCTION,
  METRIC_KINDS,
  appTypesOfOption,
  defaultAppType,
  defaultId,
  type AppField,
  type AppSoFar,
  type Context,
  type MetricField,
} from "../init/task-questions.ts";
import type { InitAppType, InitOptions } from "../init-options.ts";
import type { CliIO } from "../io.ts";
import { Prompter } from "../prompter.ts";
import { wholeNumber } from "../whole-number.ts";

/** At most this many --metric flags, each at most this long: a task file is small. */
const MAX_METRIC_FLAGS = 50;
const MAX_METRIC_LENGTH = 10_000;

const EVALUATOR_CHOICES: readonly { value: EvaluatorMode; description: string }[] = [
  { value: "llm", description: "the agent's own verdict" },
  { value: "hybrid", description: "the agent's verdict and checks of the desktop, both must pass" },
  { value: "programmatic", description: "the checks of the desktop alone decide" },
];

/** The parts of the task being written, in the order the file lists them. */
interface Parts {
  id?: string;
  instruction?: string;
  completion_condition?: string;
  app: AppSoFar;
  evaluator: { mode: EvaluatorMode; metrics: Record<string, unknown>[] };
  timeout: number;
  max_steps: number;
}

/** An answer's place in the file: the flag that sets it, and how to ask for it again (on a terminal). */
interface Field {
  flag: string;
  ask?: () => Promise<void>;
}

/**
 * `desktest init [file]`: write a new task file. On a terminal it asks for the app, the instruction and
 * how the result is judged (Enter takes each default); elsewhere, and with --yes, the answers come from
 * the flags and the defaults. The task is checked by the validator before it is written, and an existing
 * file is replaced only when the person says so, or with --force.
 */
export async function initCommand(
  file: string | undefined,
  options: InitOptions,
  io: CliIO,
): Promise<ExitCode> {
  const shown = file ?? "task.json";
  const target = path.resolve(io.cwd, shown);
  const taskDir = path.dirname(target);
  const flagMetrics = parseMetricFlags(options.metric);
  const timeout = options.timeout !== undefined ? wholeNumber("--timeout", options.timeout, 1) : undefined;
  const maxSteps =
    options.maxSteps !== undefined ? wholeNumber("--max-steps", options.maxSteps, 1) : undefined;

  const existing = statSync(target, { throwIfNoEntry: false });
  if (existing?.isDirectory()) {
    throw new ConfigError(`${shown} is a folder: name the task file to write in it`, {
      hint: `desktest init ${path.join(shown, "task.json")}`,
    });
  }
  const interactive = io.terminal !== undefined && !options.yes;
  if (existing && !options.force && !interactive) {
    throw new ConfigError(`${shown} already exists, and was left as it was`, {
      hint: `pass --force to replace it, or name another file: desktest init <file>`,
    });
  }

  const prompter = interactive ? new Prompter(io.terminal!, io.color) : undefined;
  try {
    const source = prompter ? askingSource(prompter) : new DefaultsSource(options.yes === true);
    if (existing && !options.force) {
      const replace = await source.yesNo({
        question: `${shown} already exists. Replace it?`,
        default: false,
        flag: "--force",
      });
      if (!replace) {
        io.stdout(`Nothing written: ${shown} is as it was.\n`);
        return ExitCode.pass;
      }
    }
    source.say(
      pc
        .createColors(io.color)
        .dim(`A new task in ${shown}. Enter takes the [default]; Ctrl+C stops without writing anything.`),
    );
    const context: Context = { taskDir, file: shown, surroundings: lookAround(taskDir, io.env) };
    const fields = new Map<string, Field>();
    const parts = await askForTask(source, options, context, fields, {
      metrics: flagMetrics,
      timeout: timeout ?? TASK_DEFAULTS.timeout,
      maxSteps: maxSteps ?? TASK_DEFAULTS.max_steps,
    });
    if (source instanceof DefaultsSource && source.missing.length > 0) {
      throw missingAnswers(source.missing, shown, options.yes === true);
    }
    const { text, warnings } = await validTask(parts, fields, source, shown, io);

    mkdirSync(taskDir, { recursive: true });
    try {
      writeFileSync(target, text, { flag: existing ? "w" : "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      throw new ConfigError(`${shown} appeared while the questions were asked, and was left as it was`, {
        hint: "run desktest init again, or pass --force to replace it",
      });
    }
    const c = pc.createColors(io.color);
    const { mode, metrics } = parts.evaluator;
    const judged = mode === "llm" ? "the agent's verdict" : `${mode}, ${metrics.length} check(s)`;
    io.stdout(
      `${c.green("✓")} Wrote ${shown}: a ${parts.app.type} task judged by ${judged}; it validates.\n`,
    );
    for (const warning of warnings) io.stdout(c.yellow(`  warning: ${warning}\n`));
    io.stdout(`Run it: desktest run ${quoteForShell(shown)}\n`);
    return ExitCode.pass;
  } finally {
    prompter?.close();
  }
}

async function askForTask(
  source: AnswerSource,
  options: InitOptions,
  context: Context,
  fields: Map<string, Field>,
  given: { metrics: Record<string, unknown>[]; timeout: number; maxSteps: number },
): Promise<Parts> {
  const appOptionsGiven = (Object.keys(options) as (keyof InitOptions)[]).filter(
    (option) => options[option] !== undefined && appTypesOfOption(option).length > 0,
  );
  const suggested = defaultAppType(appOptionsGiven, context.surroundings);
  const type: InitAppType =
    options.appType ??
    (suggested.certain
      ? suggested.type
      : (await source.choose({
          question: "App type",
          choices: APP_TYPE_CHOICES,
          default: suggested.type,
          flag: "--app-type <type>",
          essential: true,
        }))!);
  const misplaced = appOptionsGiven.filter((option) => !appTypesOfOption(option).includes(type));
  if (misplaced.length > 0) {
    const option = misplaced[0]!;
    const flag = `--${option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    throw new ConfigError(`${flag} is for ${appTypesOfOption(option).join(" and ")} apps, not ${type}`, {
      hint: `leave ${flag} out, or pass the app type it belongs to with --app-type`,
    });
  }

  const parts: Parts = {
    app: { type },
    evaluator: { mode: "llm", metrics: [] },
    timeout: given.timeout,
    max_steps: given.maxSteps,
  };
  for (const field of APP_FIELDS[type]) {
    const ask = () => askAppField(source, field, context, parts.app);
    const value = options[field.option] as string | boolean | undefined;
    if (value === undefined) await ask();
    else parts.app[field.key] = value;
    fields.set(`/app/${field.key}`, { flag: field.flag, ask });
  }

  const askText = async (
    key: "id" | "instruction" | "completion_condition",
    flag: string,
    question: string,
    value: string | undefined,
    extra: { default?: string; optional?: boolean; essential?: boolean },
  ) => {
    const ask = async () => {
      parts[key] = await source.text({ question, flag, ...extra });
    };
    if (value === undefined) await ask();
    else parts[key] = value;
    fields.set(`/${key}`, { flag, ask });
  };
  await askText("id", "--id <id>", "Task id", options.id, { default: defaultId(context.file) });
  await askText(
    "instruction",
    "--instruction <text>",
    "Instruction: what should the agent do?",
    options.instruction,
    {
      default: DEFAULT_INSTRUCTION,
      essential: true,
    },
  );
  await askText(
    "completion_condition",
    "--completion-condition <text>",
    "When is it done? (the agent reads this too)",
    options.completionCondition,
    { optional: true },
  );

  const mode =
    options.evaluator ??
    (await source.choose({
      question: "How is the result judged?",
      choices: EVALUATOR_CHOICES,
      default: given.metrics.length > 0 ? "hybrid" : "llm",
      flag: "--evaluator <mode>",
    }))!;
  parts.evaluator.mode = mode;
  fields.set("/evaluator/mode", { flag: "--evaluator <mode>" });
  if (given.metrics.length > 0) {
    parts.evaluator.metrics = given.metrics;
    given.metrics.forEach((_, i) =>
      fields.set(`/evaluator/metrics/${i}`, { flag: `--metric (the ${ordinal(i + 1)})` }),
    );
  } else if (mode !== "llm") {
    if (source instanceof DefaultsSource) {
      source.missing.push({
        flag: "--metric <json>",
        question: `a check of the desktop (evaluator ${mode} needs at least one)`,
        noDefault: "a check is yours to describe",
      });
    } else {
      await askForMetrics(source, parts.evaluator.metrics, fields);
    }
  }
  return parts;
}

async function askAppField(
  source: AnswerSource,
  field: AppField,
  context: Context,
  app: AppSoFar,
): Promise<void> {
  const defaultValue = field.default?.(context, app);
  if (field.kind === "yes-no") {
    const yes = await source.yesNo({
      question: field.question,
      default: defaultValue === true,
      flag: field.flag,
    });
    if (yes) app[field.key] = true;
    else delete app[field.key];
    return;
  }
  const answer = await source.text({
    question: field.question,
    flag: field.flag,
    ...(typeof defaultValue === "string" ? { default: defaultValue } : {}),
    ...(field.optional?.(app) ? { optional: true } : {}),
    ...(field.essential ? { essential: true } : {}),
    ...(field.noDefault ? { noDefault: field.noDefault(context) } : {}),
  });
  if (answer === undefined) delete app[field.key];
  else app[field.key] = answer;
}

async function askForMetrics(
  source: AnswerSource,
  metrics: Record<string, unknown>[],
  fields: Map<string, Field>,
): Promise<void> {
  do {
    const type = await source.choose({
      question: metrics.length === 0 ? "A check of the desktop once the agent is done" : "Another check",
      choices: METRIC_KINDS.map((kind) => ({ value: kind.type, description: kind.description })),
      flag: "--metric <json>",
    });
    const kind = METRIC_KINDS.find((candidate) => candidate.type === type)!;
    const metric: Record<string, unknown> = { type };
    const index = metrics.length;
    metrics.push(metric);
    for (const field of kind.fields) {
      const ask = () => askMetricField(source, field, metric);
      await ask();
      fields.set(`/evaluator/metrics/${index}/${field.key}`, { flag: "--metric <json>", ask });
    }
  } while (await source.yesNo({ question: "Add another check?", default: false, flag: "--metric <json>" }));
}

async function askMetricField(
  source: AnswerSource,
  field: MetricField,
  metric: Record<string, unknown>,
): Promise<void> {
  const flag = "--metric <json>";
  switch (field.kind) {
    case "text":
      metric[field.key] = await source.text({ question: field.question, flag });
      return;
    case "choice":
      metric[field.key] = await source.choose({
        question: field.question,
        choices: field.choices.map((value) => ({ value, description: "" })),
        default: field.default,
        flag,
      });
      return;
    case "integer":
      metric[field.key] = await source.integer({ ...field, flag });
      return;
    case "yes-no":
      if (await source.yesNo({ question: field.question, default: field.default, flag }))
        metric[field.key] = true;
      else delete metric[field.key];
  }
}

/**
 * The task's text once the validator accepts it. On a terminal, each answer it rejects is said and asked
 * again; otherwise the rejections are a configuration error naming the flags to change.
 */
async function validTask(
  parts: Parts,
  fields: Map<string, Field>,
  source: AnswerSource,
  shown: string,
  io: CliIO,
): Promise<{ text: string; warnings: string[] }> {
  for (;;) {
    const text = `${JSON.stringify(toDocument(parts), null, 2)}\n`;
    const loaded = loadTaskText(text, shown, { cwd: io.cwd });
    const errors = loaded.diagnostics.filter((d) => d.severity === "error");
    if (errors.length === 0) {
      return {
        text,
        warnings: loaded.diagnostics.map((d) => `${d.pointer} ${d.message}`),
      };
    }
    const found = errors.map((error) => ({ error, field: fieldAt(fields, error.pointer) }));
    if (!source.interactive || found.some(({ field }) => field?.ask === undefined)) {
      const lines = found.map(
        ({ error, field }) => `  ${error.pointer} ${error.message}${field ? ` (${field.flag})` : ""}`,
      );
      throw new ConfigError(
        `${shown} would not be a valid task, so nothing was written:\n${lines.join("\n")}`,
        {
          hint: "change the answers named, then run desktest init again",
        },
      );
    }
    const asked = new Set<Field>();
    for (const { error, field } of found) {
      if (asked.has(field!)) continue;
      asked.add(field!);
      source.say(pc.createColors(io.color).yellow(`${error.pointer} ${error.message}`));
      await field!.ask!();
    }
  }
}

/** The field an error points at, or the nearest one above it. */
function fieldAt(fields: Map<string, Field>, pointer: string): Field | undefined {
  for (let at = pointer; at !== ""; at = at.slice(0, at.lastIndexOf("/"))) {
    const field = fields.get(at);
    if (field) return field;
  }
  return undefined;
}

/** The task file's object, in the order people read a task: what, on which app, judged how, limits. */
function toDocument(parts: Parts): Record<string, unknown> {
  return {
    schema_version: "1.0",
    id: parts.id,
    instruction: parts.instruction,
    ...(parts.completion_condition !== undefined ? { completion_condition: parts.completion_condition } : {}),
    app: parts.app,
    evaluator:
      parts.evaluator.mode === "llm" && parts.evaluator.metrics.length === 0
        ? { mode: "llm" }
        : parts.evaluator,
    timeout: parts.timeout,
    max_steps: parts.max_steps,
  };
}

function parseMetricFlags(values: readonly string[]): Record<string, unknown>[] {
  if (values.length > MAX_METRIC_FLAGS) throw new ConfigError(`at most ${MAX_METRIC_FLAGS} --metric flags`);
  return values.map((value, i) => {
    const which = `--metric (the ${ordinal(i + 1)})`;
    if (value.length > MAX_METRIC_LENGTH)
      throw new ConfigError(`${which} is longer than ${MAX_METRIC_LENGTH} characters`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      throw new ConfigError(`${which} is not JSON: ${(error as Error).message}`, {
        hint: `write the check as the task file would, e.g. --metric '{"type":"file_exists","path":"/home/tester/out.txt"}'`,
      });
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new ConfigError(
        `${which} must be a JSON object (one check), e.g. {"type":"file_exists","path":"…"}`,
      );
    return parsed as Record<string, unknown>;
  });
}

/** What to pass when the questions cannot be asked: each flag, its question, and its default or why none. */
function missingAnswers(missing: readonly MissingAnswer[], shown: string, yes: boolean): ConfigError {
  const width = Math.max(...missing.map((m) => m.flag.length));
  const lines = missing.map((m) => {
    const about =
      m.default !== undefined ? `default: ${m.default}` : `no default: ${m.noDefault ?? "yours to give"}`;
    return `  ${m.flag.padEnd(width)}  ${m.question} (${about})`;
  });
  const needed = missing.filter((m) => m.default === undefined).map((m) => m.flag);
  const example = `desktest init ${quoteForShell(shown)} --yes${needed.map((flag) => ` ${flag}`).join("")}`;
  return yes
    ? new ConfigError(
        `desktest init --yes: these questions have no default here, so they need flags:\n${lines.join("\n")}`,
        {
          hint: example,
        },
      )
    : new ConfigError(
        `desktest init asks its questions on a terminal, and this is not one: pass these flags, or --yes to take the defaults:\n${lines.join("\n")}`,
        { hint: needed.length > 0 ? example : `desktest init ${quoteForShell(shown)} --yes` },
      );
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

function quoteForShell(text: string): string {
  return /^[\w./@:+-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
