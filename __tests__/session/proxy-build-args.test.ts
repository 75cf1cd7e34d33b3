import { describe, expect, it } from "vitest";
import { proxyBuildOptions } from "../../src/session/docker/proxy-build-args.ts";

describe("the image build behind a proxy", () => {
  it("passes the proxy variables as build arguments, and nothing without them", () => {
    expect(proxyBuildOptions({ PATH: "/bin" })).toEqual({});
    expect(proxyBuildOptions({ HTTPS_PROXY: "http://proxy.corp:3128", no_proxy: ".corp" })).toEqual({
      buildargs: { HTTPS_PROXY: "http://proxy.corp:3128", no_proxy: ".corp" },
    });
  });

  it("builds on the host's network when the proxy listens on the host's loopback", () => {
    expect(proxyBuildOptions({ http_proxy: "127.0.0.1:3128" }).networkmode).toBe("host");
    expect(proxyBuildOptions({ HTTPS_PROXY: "http://localhost:3128" }).networkmode).toBe("host");
    expect(proxyBuildOptions({ HTTPS_PROXY: "http://10.1.2.3:3128" }).networkmode).toBeUndefined();
  });
});
