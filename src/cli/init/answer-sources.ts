import type { ChoiceQuestion, Prompter, TextQuestion } from "../prompter.ts";

/*
 * Where `desktest init` gets the answers its flags do not give: a person at a terminal (the Prompter),
 * or the defaults (`--yes`, and without a terminal). The second remembers every question it could not
 * answer, so that the command can say at once which flags to pass.
 */

/** How a question is answered without a terminal. */
export interface FlagInfo {
  /** The flag that answers it, with its value's name (`--dir <folder>`). */
  flag: string;
  /** Part of what the task is about: it needs its flag unless --yes takes the default. */
  essential?: boolean;
  /** Why there is no default, when there is none. */
  noDefault?: string;
}

export interface AnswerSource {
  /** A person answers (re-asking after a validation error makes sense). */
  readonly interactive: boolean;
  text(q: TextQuestion & FlagInfo): Promise<string | undefined>;
  choose<T extends string>(q: ChoiceQuestion<T> & FlagInfo): Promise<T | undefined>;
  yesNo(q: { question: string; default: boolean } & FlagInfo): Promise<boolean>;
  integer(q: { question: string; default: number; minimum: number } & FlagInfo): Promise<number>;
  say(text: string): void;
}

/** An answer no flag gave and no default could: what to pass instead. */
export interface MissingAnswer {
  flag: string;
  question: string;
  default?: string;
  noDefault?: string;
}

export function askingSource(prompter: Prompter): AnswerSource {
  return {
    interactive: true,
    text: (q) => prompter.text(q),
    choose: (q) => prompter.choose(q),
    yesNo: (q) => prompter.confirm(q.question, q.default),
    integer: (q) => prompter.integer(q.question, q.default, q.minimum),
    say: (text) => prompter.say(text),
  };
}

/**
 * The defaults: with `yes`, every question that has one; without, only the questions that are not
 * essential. The others are collected in `missing`.
 */
export class DefaultsSource implements AnswerSource {
  readonly interactive = false;
  readonly missing: MissingAnswer[] = [];

  constructor(private readonly yes: boolean) {}

  text(q: TextQuestion & FlagInfo): Promise<string | undefined> {
    return Promise.resolve(this.take(q, q.default, q.optional === true));
  }

  choose<T extends string>(q: ChoiceQuestion<T> & FlagInfo): Promise<T | undefined> {
    return Promise.resolve(this.take(q, q.default, false));
  }

  yesNo(q: { question: string; default: boolean } & FlagInfo): Promise<boolean> {
    return Promise.resolve(q.default);
  }

  integer(q: { question: string; default: number } & FlagInfo): Promise<number> {
    return Promise.resolve(q.default);
  }

  say(): void {}

  private take<T extends string>(
    q: { question: string } & FlagInfo,
    defaultValue: T | undefined,
    optional: boolean,
  ): T | undefined {
    if (optional && defaultValue === undefined) return undefined;
    if (defaultValue !== undefined && (this.yes || !q.essential)) return defaultValue;
    this.missing.push({
      flag: q.flag,
      question: q.question,
      ...(defaultValue !== undefined ? { default: defaultValue } : {}),
      ...(q.noDefault !== undefined && defaultValue === undefined ? { noDefault: q.noDefault } : {}),
    });
    // Later defaults may depend on this one (the entrypoint on the folder): go on with it.
    return defaultValue;
  }
}
