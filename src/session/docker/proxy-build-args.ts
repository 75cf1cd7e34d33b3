import { isIP } from "node:net";

const PROXY_VARIABLES = ["HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY", "https_proxy", "http_proxy", "no_proxy"];

/**
 * What an image build needs to reach the package index through the runner's proxy: the proxy variables
 * as build arguments (Docker's predefined ones, kept out of the image's history), and the host's network
 * when the proxy listens on the host's loopback, which a build container cannot reach otherwise.
 */
export function proxyBuildOptions(env: Readonly<Record<string, string | undefined>>): {
  buildargs?: Record<string, string>;
  networkmode?: string;
} {
  const buildargs: Record<string, string> = {};
  for (const name of PROXY_VARIABLES) {
    const value = env[name]?.trim();
    if (value) buildargs[name] = value;
  }
  if (!Object.keys(buildargs).length) return {};
  const onLoopback = [
    buildargs.HTTPS_PROXY,
    buildargs.HTTP_PROXY,
    buildargs.https_proxy,
    buildargs.http_proxy,
  ].some((proxy) => proxy !== undefined && isLoopback(proxy));
  return { buildargs, ...(onLoopback ? { networkmode: "host" } : {}) };
}

function isLoopback(proxy: string): boolean {
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`).hostname;
  } catch {
    return false;
  }
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || (isIP(bare) === 4 && bare.startsWith("127."));
}
