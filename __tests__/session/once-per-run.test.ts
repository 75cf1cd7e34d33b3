import { describe, expect, it } from "vitest";
import { OncePerRun } from "../../src/session/once-per-run.ts";

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
