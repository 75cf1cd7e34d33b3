import { describe, expect, it } from "vitest";
import { bypassesProxy } from "../../src/network/no-proxy.ts";

describe("NO_PROXY, as curl and the Actions runner read it", () => {
  const cases: Array<[string, string, number, boolean]> = [
    // [NO_PROXY, host, port, bypasses]
    ["", "api.anthropic.com", 443, false],
    ["*", "api.anthropic.com", 443, true],
    ["example.com", "example.com", 443, true],
    ["example.com", "api.example.com", 443, true],
    [".example.com", "api.example.com", 443, true],
    ["*.example.com", "api.example.com", 443, true],
    [".example.com", "example.com", 443, true],
    ["example.com", "notexample.com", 443, false],
    ["example.com", "example.com.evil.net", 443, false],
    ["EXAMPLE.com", "Api.Example.COM.", 443, true],
    ["example.com:8443", "api.example.com", 8443, true],
    ["example.com:8443", "api.example.com", 443, false],
    ["internal, .corp.local  ,other", "git.corp.local", 443, true],
    ["internal other.net", "x.other.net", 443, true],
    ["10.0.0.5", "10.0.0.5", 443, true],
    ["10.0.0.5", "10.0.0.50", 443, false],
    ["0.0.5", "10.0.0.5", 443, false],
    ["10.0.0.0/8", "10.20.30.40", 443, true],
    ["10.0.0.0/8", "11.0.0.1", 443, false],
    ["127.0.0.1:8080", "127.0.0.1", 8080, true],
    ["127.0.0.1:8080", "127.0.0.1", 443, false],
    ["::1", "[::1]", 443, true],
    ["[::1]:8080", "::1", 8080, true],
    ["[::1]:8080", "::1", 80, false],
    ["fd00::/8", "fd12::1", 443, true],
    ["localhost", "127.0.0.1", 443, false],
    [",,", "example.com", 443, false],
  ];
  it.each(cases)("NO_PROXY=%j, %s:%d → bypass %s", (noProxy, host, port, expected) => {
    expect(bypassesProxy(host, port, noProxy)).toBe(expected);
  });
});
