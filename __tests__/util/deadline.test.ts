import { describe, expect, it } from "vitest";
import { Deadline } from "../../src/util/deadline.ts";

describe("Deadline", () => {
  it("does not count a wait off the clock (a person deciding in step mode)", async () => {
    const deadline = new Deadline(0.2);
    const earlier = deadline.earlier(50);
    let release!: () => void;
    const decision = new Promise<void>((resolve) => (release = resolve));
    const waiting = deadline.excluding(decision);
    const raced = deadline.race(waiting);
    // Well past the cap while the person decides: the deadline has not passed.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(deadline.expired()).toBe(false);
    expect(earlier.expired()).toBe(false);
    release();
    expect(await raced).toEqual({ value: undefined, timedOut: false });
    expect(deadline.remainingMs()).toBeGreaterThan(0);
    // After the wait, the clock runs again and the cap passes.
    expect(await deadline.race(new Promise(() => undefined))).toEqual({ timedOut: true });
    expect(earlier.expired()).toBe(true);
  });

  it("an earlier deadline follows its owner's pauses", async () => {
    const deadline = new Deadline(0.1);
    const earlier = deadline.earlier(20);
    await earlier.excluding(new Promise((resolve) => setTimeout(resolve, 200)));
    expect(deadline.expired()).toBe(false);
    expect(earlier.remainingMs()).toBeLessThanOrEqual(deadline.remainingMs() - 20);
  });
});
