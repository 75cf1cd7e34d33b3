/**
 * Expand a leading `~` or `~/` to the desktop user's home (the reference quotes paths, so its `~` never
 * expands and such a metric can never pass). `~user/…`, `$VAR` and everything else stay literal.
 */
export function expandHome(guestPath: string, home: string): string {
  if (guestPath === "~") return home;
  if (guestPath.startsWith("~/")) return `${home.replace(/\/+$/, "")}/${guestPath.slice(2)}`;
  return guestPath;
}
