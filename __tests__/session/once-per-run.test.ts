import { describe, expect, it } from "vitest";
import { OncePerRun } from "../../src/session/once-per-run.ts";
import { runSuite } from "../../src/suite/run-suite.ts";
import { tempTree } from "../helpers/cli.ts";
import { fakeRunTask, suiteTask } from "../suite/fake-run-task.ts";

describe("OncePerRun", () => {
  it("makes each key's value once, for every asker at once and after, and tells it made without making", async () => {
    const once = new OncePerRun();
    let made = 0;
    const make = async () => `image ${++made}`;
    expect(once.madeFor("a")).toBeUndefined();
    const [first, second] = await Promise.all([once.get("a", make), once.get("a", make)]);
    expect([first, second, await once.get("a", make)]).toEqual(["image 1", "image 1", "image 1"]);
    expect(once.madeFor("a")).toBe("image 1");
    expect(await once.get("b", make)).toBe("image 2");
    expect(made).toBe(2);
  });

  it("forgets a failure: the asker gets the error, the next one tries again", async () => {
    const once = new OncePerRun();
    let tries = 0;
    const make = async () => {
      if (++tries === 1) throw new Error("the pull failed");
      return "pulled";
    };
    await expect(once.get("a", make)).rejects.toThrow("the pull failed");
    expect(once.madeFor("a")).toBeUndefined();
    expect(await once.get("a", make)).toBe("pulled");
    expect(tries).toBe(2);
  });
});

describe("a suite's work done once", () => {
  it("is one OncePerRun given to every task of the suite, and another to the next suite", async () => {
    const fake = fakeRunTask(() => ({ status: "pass", ms: 5 }));
    const suite = () =>
      runSuite({
        tasks: ["t1", "t2", "t3"].map((id) => suiteTask(id)),
        cwd: tempTree({}),
        env: {},
        artifactsDir: "artifacts",
        concurrency: 2,
        width: 1280,
        height: 800,
        replay: true,
        preflight: false,
        reviews: false,
        runTask: fake.run,
      });
    await suite();
    const first = new Set(fake.calls.map((call) => call.options.once));
    expect(first.size).toBe(1);
    expect([...first][0]).toBeInstanceOf(OncePerRun);
    await suite();
    const second = new Set(fake.calls.slice(3).map((call) => call.options.once));
    expect(second.size).toBe(1);
    expect([...second][0]).not.toBe([...first][0]);
  });
});
