/** Where a command writes and what it sees; real process streams in production, buffers in tests. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  color: boolean;
  /**
   * The person at the keyboard, when there is one: present only when stdin and stderr are both a
   * terminal. Interactive commands ask here (questions on `output`, answers from `input`); without it
   * they take everything from their flags and say which flags they need.
   */
  terminal?: CliTerminal;
}

export interface CliTerminal {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

export function processIO(): CliIO {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
    color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    // Looked at when a command asks: opening stdin loads its stream, which no other command needs.
    get terminal(): CliTerminal | undefined {
      return process.stdin.isTTY && process.stderr.isTTY
        ? { input: process.stdin, output: process.stderr }
        : undefined;
    },
  };
}
