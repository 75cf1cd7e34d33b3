import type { ExitCode } from "../../errors/exit-code.ts";
import type { CliIO } from "../io.ts";

/** What a command's definition needs to run it: the CLI's input and output, and where its exit code goes. */
export interface CommandContext {
  io: CliIO;
  /** The command ended with this exit code. */
  end: (code: ExitCode) => void;
}
