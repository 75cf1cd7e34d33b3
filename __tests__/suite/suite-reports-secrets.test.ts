import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runSuiteJob } from "../../src/suite/suite-job.ts";
import type { Task } from "../../src/task/model.ts";
import { tempTree } from "../helpers/cli.ts";
import { fakeRunTask, suiteTask, suiteTaskOf } from "./fake-run-task.ts";

/*
 * A task file may hold a secret's value literally (an API key pasted into an instruction, a password a
 * check compares with): the suite's reports, which quote the task, must not. The per-task results are the
 * run pipeline's (redacted there); this is about what the suite writes itself from the task files.
 */
const API_KEY = "sk-ant-report-literal-0123456789";
const PASSWORD = "hunter2-report-literal";

function leakyTasks() {
  const pasted = suiteTask("pasted-key");
  pasted.task.instruction = `Sign in with the key ${API_KEY} and open the settings.`;
  const declared = suiteTask("declared-secret");
  const task = {
    ...declared.task,
    instruction: `Type ${PASSWORD} into the password field.`,
    secrets: { password: { env: "APP_PASSWORD" } },
    metadata: { tags: ["smoke", `pw-${PASSWORD}`] },
  } as Task;
  return [pasted, suiteTaskOf(task, "tasks/declared-secret.json")];
}

describe("the suite's reports", () => {
  it("hold no API key and no task secret quoted from a task file: report.json, junit.xml, suite-results.json, report.html", async () => {
    const cwd = tempTree({});
    const tasks = leakyTasks();
    const fake = fakeRunTask((id) =>
      id === "pasted-key"
        ? { status: "pass" }
        : { status: "fail", detail: "command_output: Output does not equal expected." },
    );
    const { files, report } = await runSuiteJob(
      { found: tasks, skipped: [], tasks, filters: [] },
      {
        outputDir: path.join(cwd, "out"),
        cwd,
        env: { APP_PASSWORD: PASSWORD },
        apiKeys: [API_KEY],
        artifactsDir: "out/artifacts",
        concurrency: 2,
        width: 1280,
        height: 800,
        preflight: false,
        runTask: fake.run,
      },
    );
    for (const file of Object.values(files)) {
      const text = readFileSync(file, "utf8");
      expect(text, path.basename(file)).not.toContain(API_KEY);
      expect(text, path.basename(file)).not.toContain(PASSWORD);
    }
    // What was around the secrets is still there: the reports are redacted, not emptied.
    expect(report.tasks.find((t) => t.id === "pasted-key")!.instruction).toBe(
      "Sign in with the key [REDACTED] and open the settings.",
    );
    const declared = report.tasks.find((t) => t.id === "declared-secret")!;
    expect(declared.instruction).toBe("Type [REDACTED] into the password field.");
    expect(declared.tags).toContain("pw-[REDACTED]");
    expect(declared.status).toBe("fail");
  });
});
