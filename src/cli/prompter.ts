import { createInterface, type Interface } from "node:readline";
import pc from "picocolors";
import { ConfigError, InfraError } from "../errors/desktest-error.ts";
import type { CliTerminal } from "./io.ts";

/*
 * Questions on a terminal, one line each: Enter takes the default shown in brackets, a wrong answer is
 * said and the question asked again. Ctrl+C and Ctrl+D end the questions with an error (nothing has
 * been done yet when a command is still asking). Lines typed ahead are kept for the next questions.
 */

export interface TextQuestion {
  question: string;
  /** What Enter takes. */
  default?: string;
  /** Enter with no default leaves the answer out (undefined). */
  optional?: boolean;
  /** Why an answer is not acceptable, or undefined when it is. */
  check?: (answer: string) => string | undefined;
}

export interface ChoiceQuestion<T extends string> {
  question: string;
  choices: readonly { value: T; description: string }[];
  default?: T;
}

/** The longest answer kept: a line longer than this is cut (a paste gone wrong). */
const MAX_ANSWER = 10_000;

export class Prompter {
  private readonly readline: Interface;
  private readonly lines: string[] = [];
  private waiting?: { resolve: (line: string) => void; reject: (error: Error) => void };
  private ended?: Error;
  private readonly c: ReturnType<typeof pc.createColors>;

  constructor(
    private readonly terminal: CliTerminal,
    color: boolean,
  ) {
    this.c = pc.createColors(color);
    this.readline = createInterface({
      input: terminal.input,
      output: terminal.output,
      terminal: (terminal.output as { isTTY?: boolean }).isTTY === true,
      historySize: 0,
    });
    this.readline.on("line", (line) => {
      const answer = line.slice(0, MAX_ANSWER);
      if (this.waiting) {
        const { resolve } = this.waiting;
        this.waiting = undefined;
        resolve(answer);
      } else this.lines.push(answer);
    });
    this.readline.on("SIGINT", () => {
      this.lines.length = 0; // what was typed ahead is not an answer any more
      this.end(new InfraError("interrupted (Ctrl+C) before the questions were answered: nothing was done"));
      this.terminal.output.write("\n");
      this.readline.close();
    });
    this.readline.on("close", () =>
      this.end(
        new ConfigError("the input ended (Ctrl+D) before every question was answered: nothing was done", {
          hint: "answer each question, or give the answers as flags (see --help)",
        }),
      ),
    );
  }

  /** A line to the person (not a question). */
  say(text: string): void {
    this.terminal.output.write(`${text}\n`);
  }

  async text(q: TextQuestion): Promise<string | undefined> {
    const hint =
      q.default !== undefined
        ? ` ${this.c.dim(`[${q.default}]`)}`
        : q.optional
          ? ` ${this.c.dim("(Enter to leave out)")}`
          : "";
    for (;;) {
      const answer = (await this.ask(`${this.c.bold(q.question)}${hint}: `)).trim();
      const value = answer === "" ? q.default : answer;
      if (value === undefined) {
        if (q.optional) return undefined;
        this.say(this.c.yellow("  an answer is needed"));
        continue;
      }
      const problem = q.check?.(value);
      if (problem === undefined) return value;
      this.say(this.c.yellow(`  ${problem}`));
    }
  }

  async choose<T extends string>(q: ChoiceQuestion<T>): Promise<T> {
    this.say(this.c.bold(q.question));
    const width = Math.max(...q.choices.map((choice) => choice.value.length));
    q.choices.forEach((choice, i) => {
      const mark = choice.value === q.default ? this.c.dim(" (default)") : "";
      this.say(`  ${i + 1}) ${choice.value.padEnd(width)}  ${this.c.dim(choice.description)}${mark}`);
    });
    for (;;) {
      const hint = q.default !== undefined ? ` ${this.c.dim(`[${q.default}]`)}` : "";
      const answer = (await this.ask(`Choice${hint}: `)).trim();
      const chosen = pickChoice(
        answer,
        q.choices.map((choice) => choice.value),
        q.default,
      );
      if (chosen !== undefined) return chosen;
      this.say(
        this.c.yellow(
          `  enter a number from 1 to ${q.choices.length}, or one of: ${q.choices.map((choice) => choice.value).join(", ")}`,
        ),
      );
    }
  }

  async confirm(question: string, defaultYes: boolean): Promise<boolean> {
    for (;;) {
      const answer = await this.ask(
        `${this.c.bold(question)} ${this.c.dim(defaultYes ? "[Y/n]" : "[y/N]")}: `,
      );
      const yes = parseYesNo(answer, defaultYes);
      if (yes !== undefined) return yes;
      this.say(this.c.yellow("  answer y or n"));
    }
  }

  async integer(question: string, defaultValue: number, minimum: number): Promise<number> {
    const answer = await this.text({
      question,
      default: String(defaultValue),
      check: (text) =>
        /^-?\d+$/.test(text) && Number(text) >= minimum
          ? undefined
          : `a whole number of at least ${minimum} is needed`,
    });
    return Number(answer);
  }

  /** Stop reading the terminal (the process can then end). */
  close(): void {
    this.readline.removeAllListeners("close");
    this.readline.close();
  }

  private ask(prompt: string): Promise<string> {
    const typedAhead = this.lines.shift();
    if (this.ended && typedAhead === undefined) return Promise.reject(this.ended);
    if (!this.ended) {
      this.readline.setPrompt(prompt);
      this.readline.prompt();
    } else this.terminal.output.write(prompt);
    if (typedAhead !== undefined) return Promise.resolve(typedAhead);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  private end(error: Error): void {
    this.ended ??= error;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(this.ended);
  }
}

/** A choice by its number (1-based) or its name (any case); Enter takes the default. */
export function pickChoice<T extends string>(
  answer: string,
  choices: readonly T[],
  defaultValue?: T,
): T | undefined {
  const text = answer.trim();
  if (text === "") return defaultValue;
  if (/^\d+$/.test(text)) return choices[Number(text) - 1];
  return choices.find((choice) => choice.toLowerCase() === text.toLowerCase());
}

/** y, yes, n, no (any case); Enter takes the default; anything else is no answer. */
export function parseYesNo(answer: string, defaultYes: boolean): boolean | undefined {
  const text = answer.trim().toLowerCase();
  if (text === "") return defaultYes;
  if (text === "y" || text === "yes") return true;
  if (text === "n" || text === "no") return false;
  return undefined;
}
