import path from "node:path";

/** A path with the platform's separators replaced by forward slashes (what reports and artifacts carry). */
export function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}
