import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { isEarlyExitConditionMet } from "../../src/evaluate/early-exit.ts";
import type { Session } from "../../src/session/session.ts";
import { tempTree } from "../helpers/cli.ts";
import { desktops } from "../helpers/desktop.ts";

const desktop = desktops();
let session: Session;
beforeAll(async () => {
  session = await desktop();
  await session.exec("echo saved > ~/done.txt");
});

const noJudge = async () => {
  throw new Error("the judge must not be asked");
};

describe("early exit conditions in a desktop", () => {
  it("a programmatic condition is met exactly when the same-named metric passes", async () => {
    const met = (condition: Parameters<typeof isEarlyExitConditionMet>[1]) =>
      isEarlyExitConditionMet(session, condition, { judge: noJudge });
    expect(await met({ type: "file_exists", path: "~/done.txt", should_not_exist: false })).toBe(true);
    expect(await met({ type: "file_exists", path: "~/done.txt", should_not_exist: true })).toBe(false);
    expect(
      await met({
        type: "command_output",
        command: "cat ~/done.txt",
        expected: "saved",
        match_mode: "equals",
      }),
    ).toBe(true);
    expect(
      await met({
        type: "command_output",
        command: "cat ~/done.txt",
        expected: "nope",
        match_mode: "contains",
      }),
    ).toBe(false);
    expect(await met({ type: "exit_code", command: "grep -q saved ~/done.txt", expected: 0 })).toBe(true);
    expect(await met({ type: "exit_code", command: "grep -q other ~/done.txt", expected: 0 })).toBe(false);
    const host = tempTree({ "done.txt": "saved\n", "other.txt": "x\n" });
    expect(
      await met({
        type: "file_compare",
        actual_path: "/home/tester/done.txt",
        expected_path: path.join(host, "done.txt"),
        compare_mode: "exact",
      }),
    ).toBe(true);
    expect(
      await met({
        type: "file_compare",
        actual_path: "/home/tester/done.txt",
        expected_path: path.join(host, "other.txt"),
        compare_mode: "exact",
      }),
    ).toBe(false);
  });

  it("an error is 'not met', and is logged", async () => {
    const log: string[] = [];
    const met = await isEarlyExitConditionMet(
      session,
      {
        type: "file_compare",
        actual_path: "/home/tester/absent.txt",
        expected_path: "/nowhere/x",
        compare_mode: "exact",
      },
      { judge: noJudge, log: (line) => log.push(line) },
    );
    expect(met).toBe(false);
    expect(log).toEqual([
      "Early exit condition (file_compare) could not be checked: expected_path '/nowhere/x' does not exist",
    ]);
  });
});

describe("llm_judge conditions", () => {
  const condition = { type: "llm_judge", prompt: "Is the dialog open?" } as const;

  it("asks the judge with the prompt and uses its answer", async () => {
    const asked: string[] = [];
    const judge = async (prompt: string) => {
      asked.push(prompt);
      return asked.length === 1;
    };
    expect(await isEarlyExitConditionMet(session, condition, { judge })).toBe(true);
    expect(await isEarlyExitConditionMet(session, condition, { judge })).toBe(false);
    expect(asked).toEqual(["Is the dialog open?", "Is the dialog open?"]);
  });

  it("a failing judge means not met", async () => {
    const log: string[] = [];
    const judge = async () => {
      throw new Error("HTTP 529 overloaded");
    };
    expect(await isEarlyExitConditionMet(session, condition, { judge, log: (l) => log.push(l) })).toBe(false);
    expect(log).toEqual(["Early exit condition (llm_judge) could not be checked: HTTP 529 overloaded"]);
  });
});
