import { describe, expect, it } from "vitest";
import { AgentError, ConfigError, InfraError, TestFailure } from "../../src/errors/desktest-error.ts";
import { exitCodeForError } from "../../src/errors/exit-code.ts";

describe("error categories", () => {
  it("map to the reference exit codes", () => {
    expect(exitCodeForError(new TestFailure("metric failed"))).toBe(1);
    expect(exitCodeForError(new ConfigError("bad task"))).toBe(2);
    expect(exitCodeForError(new InfraError("docker down"))).toBe(3);
    expect(exitCodeForError(new AgentError("429 forever"))).toBe(4);
    expect(exitCodeForError(new Error("a bug"))).toBe(3);
    expect(exitCodeForError("thrown string")).toBe(3);
  });

  it("describe themselves with file, line and column and a hint", () => {
    const error = new ConfigError("Setup step 0 (execute) failed", {
      location: { file: "tasks/a.json", line: 7, column: 5 },
      hint: "check the command",
    });
    expect(error.describe()).toBe(
      "tasks/a.json:7:5 Setup step 0 (execute) failed\n  hint: check the command",
    );
    expect(new InfraError("plain").describe()).toBe("plain");
    expect(error.category).toBe("config_error");
    expect(error.name).toBe("ConfigError");
  });
});
