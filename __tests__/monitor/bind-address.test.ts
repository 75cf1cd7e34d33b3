import { describe, expect, it } from "vitest";
import { isLoopback, parseBindAddress } from "../../src/monitor/bind-address.ts";

describe("--monitor-bind", () => {
  it("reads ADDRESS:PORT, IPv6 in brackets, and a port alone", () => {
    expect(parseBindAddress("127.0.0.1:7860")).toEqual({ host: "127.0.0.1", port: 7860 });
    expect(parseBindAddress("0.0.0.0:0")).toEqual({ host: "0.0.0.0", port: 0 });
    expect(parseBindAddress("[::1]:8080")).toEqual({ host: "::1", port: 8080 });
    expect(parseBindAddress("9000")).toEqual({ host: "127.0.0.1", port: 9000 });
  });

  it("says what is wrong with a malformed one (a configuration error)", () => {
    for (const bad of ["localhost", "1.2.3.4:70000", "::1:80", "[nope]:80", "a:b"]) {
      expect(() => parseBindAddress(bad)).toThrow(/--monitor-bind must be ADDRESS:PORT/u);
    }
  });

  it("knows which addresses are this machine only", () => {
    expect(["127.0.0.1", "127.1.2.3", "::1", "localhost"].map(isLoopback)).toEqual([true, true, true, true]);
    expect(["0.0.0.0", "::", "192.168.1.4"].map(isLoopback)).toEqual([false, false, false]);
  });
});
