import { describe, expect, it } from "vitest";
import { closeAllSessions, openSessionCount } from "../../src/session/open-sessions.ts";
import { closingOnFailure } from "../../src/session/start-scope.ts";

describe("a start that declares what it opens", () => {
  it("closes everything opened so far, newest first, when a later step fails, and passes the error on", async () => {
    const closed: string[] = [];
    const start = closingOnFailure(async (scope) => {
      scope.opened("vm", async (what) => closed.push(what));
      scope.opened("agent", async () => {
        closed.push("agent");
        throw new Error("already gone"); // one that fails to close keeps none of the others open
      });
      scope.opened("forward", async (what) => closed.push(what));
      throw new Error("the desktop never came up");
    });
    await expect(start).rejects.toThrow("the desktop never came up");
    expect(closed).toEqual(["forward", "agent", "vm"]);
    expect(openSessionCount()).toBe(0);
  });

  it("leaves what it opened to the result when the start succeeds", async () => {
    const closed: string[] = [];
    const result = await closingOnFailure(async (scope) => {
      scope.opened("vm", async (what) => closed.push(what));
      return "session";
    });
    expect(result).toBe("session");
    expect(closed).toEqual([]);
    expect(openSessionCount()).toBe(0);
  });

  it("is closed by an interruption while it starts", async () => {
    const closed: string[] = [];
    let step!: () => void;
    const start = closingOnFailure(async (scope) => {
      scope.opened("container", async (what) => closed.push(what));
      await new Promise<void>((resolve) => (step = resolve));
      return "too late";
    });
    await Promise.resolve();
    expect(openSessionCount()).toBe(1);
    await closeAllSessions(); // what SIGINT and SIGTERM do
    expect(closed).toEqual(["container"]);
    step();
    await start;
    expect(closed).toEqual(["container"]); // closed once
  });
});
