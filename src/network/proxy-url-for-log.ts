/** A proxy URL as it may be shown: scheme, host and port, never the user name or password it carries. */
export function proxyUrlForLog(proxy: URL): string {
  const shown = new URL(proxy.href);
  shown.username = "";
  shown.password = "";
  return shown.origin === "null" ? `${shown.protocol}//${shown.host}` : shown.origin;
}
