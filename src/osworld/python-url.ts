import { isIPv6 } from "node:net";
import { parse as parseDomain } from "tldts";
import { PythonError } from "./python-error.ts";
import { pyStrip, pyTypeName } from "./python-semantics.ts";

/**
 * Python's `urllib.parse.urlparse`/`urlunparse` (CPython 3.11) and `tldextract.extract`, as OSWorld's URL
 * metrics use them (`compare_urls` and friends). The public-suffix rules come from tldts's copy of the Public
 * Suffix List, ICANN section only (tldextract's default leaves the private section out).
 */

/** `urllib.parse.ParseResult`: scheme, netloc, path, params, query, fragment. */
export interface ParseResult {
  scheme: string;
  netloc: string;
  path: string;
  params: string;
  query: string;
  fragment: string;
}

const USES_NETLOC = new Set([
  "",
  "ftp",
  "http",
  "gopher",
  "nntp",
  "telnet",
  "imap",
  "wais",
  "file",
  "mms",
  "https",
  "shttp",
  "snews",
  "prospero",
  "rtsp",
  "rtsps",
  "rtspu",
  "rsync",
  "svn",
  "svn+ssh",
  "sftp",
  "nfs",
  "git",
  "git+ssh",
  "ws",
  "wss",
]);
const USES_PARAMS = new Set([
  "",
  "ftp",
  "hdl",
  "prospero",
  "http",
  "imap",
  "https",
  "shttp",
  "rtsp",
  "rtsps",
  "rtspu",
  "sip",
  "sips",
  "mms",
  "sftp",
  "tel",
]);
const SCHEME_CHARS = /^[A-Za-z0-9+\-.]*$/;
const C0_CONTROL_OR_SPACE = Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(i)).join("");

function requireString(url: unknown, what: string): string {
  if (typeof url === "string") return url;
  throw new PythonError("TypeError", `${what}: expected str, got '${pyTypeName(url)}'`);
}

function checkBracketedHost(host: string): void {
  if (host.startsWith("v")) {
    if (!/^v[a-fA-F0-9]+\..+$/s.test(host))
      throw new PythonError("ValueError", "IPvFuture address is invalid");
    return;
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host))
    throw new PythonError("ValueError", "An IPv4 address cannot be in brackets");
  if (!isIPv6(host))
    throw new PythonError("ValueError", `'${host}' does not appear to be an IPv4 or IPv6 address`);
}

function checkNetloc(netloc: string): void {
  if (!netloc || [...netloc].every((c) => c.charCodeAt(0) < 0x80)) return;
  const n = netloc.replace(/[@:#?]/g, "");
  const normalized = n.normalize("NFKC");
  if (n === normalized) return;
  if (/[/?#@:]/.test(normalized))
    throw new PythonError(
      "ValueError",
      `netloc '${netloc}' contains invalid characters under NFKC normalization`,
    );
}

/** `urllib.parse.urlsplit(url)`: [scheme, netloc, path, query, fragment]. */
export function urlsplit(input: string): [string, string, string, string, string] {
  let url = pyStrip(input, C0_CONTROL_OR_SPACE, "left").replace(/[\t\r\n]/g, "");
  let scheme = "";
  let netloc = "";
  let query = "";
  let fragment = "";
  const i = url.indexOf(":");
  if (i > 0 && /^[A-Za-z]/.test(url) && SCHEME_CHARS.test(url.slice(0, i))) {
    scheme = url.slice(0, i).toLowerCase();
    url = url.slice(i + 1);
  }
  if (url.startsWith("//")) {
    let delim = url.length;
    for (const c of "/?#") {
      const at = url.indexOf(c, 2);
      if (at >= 0) delim = Math.min(delim, at);
    }
    netloc = url.slice(2, delim);
    url = url.slice(delim);
    const open = netloc.includes("[");
    const close = netloc.includes("]");
    if (open !== close) throw new PythonError("ValueError", "Invalid IPv6 URL");
    if (open && close) {
      const afterOpen = netloc.slice(netloc.indexOf("[") + 1);
      const end = afterOpen.indexOf("]");
      checkBracketedHost(end < 0 ? afterOpen : afterOpen.slice(0, end));
    }
  }
  const hash = url.indexOf("#");
  if (hash >= 0) {
    fragment = url.slice(hash + 1);
    url = url.slice(0, hash);
  }
  const question = url.indexOf("?");
  if (question >= 0) {
    query = url.slice(question + 1);
    url = url.slice(0, question);
  }
  checkNetloc(netloc);
  return [scheme, netloc, url, query, fragment];
}

/** `urllib.parse.urlparse(url)` of a str. */
export function urlparse(input: unknown): ParseResult {
  const [scheme, netloc, split, query, fragment] = urlsplit(requireString(input, "urlparse"));
  let path = split;
  let params = "";
  if (USES_PARAMS.has(scheme) && path.includes(";")) {
    let at: number;
    if (path.includes("/")) {
      at = path.indexOf(";", path.lastIndexOf("/"));
    } else at = path.indexOf(";");
    if (at >= 0) {
      params = path.slice(at + 1);
      path = path.slice(0, at);
    }
  }
  return { scheme, netloc, path, params, query, fragment };
}

/** `urllib.parse.urlunparse(parts)`. */
export function urlunparse(parts: ParseResult): string {
  const { scheme, netloc, params, query, fragment } = parts;
  let url = params ? `${parts.path};${params}` : parts.path;
  if (netloc || (scheme && USES_NETLOC.has(scheme) && !url.startsWith("//"))) {
    if (url && !url.startsWith("/")) url = `/${url}`;
    url = `//${netloc}${url}`;
  }
  if (scheme) url = `${scheme}:${url}`;
  if (query) url = `${url}?${query}`;
  if (fragment) url = `${url}#${fragment}`;
  return url;
}

/** `tldextract.extract(url)`'s subdomain, domain and suffix (ICANN suffixes only, as its default). */
export interface ExtractResult {
  subdomain: string;
  domain: string;
  suffix: string;
}

const IPV4 =
  /^(?:(?:[0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5])\.){3}(?:[0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5])$/;
const ROOT_LABEL_DOTS = ".\u3002\uff0e\uff61";

function partitionBefore(text: string, separator: string): string {
  const at = text.indexOf(separator);
  return at < 0 ? text : text.slice(0, at);
}

/** tldextract's lenient_netloc: the host of a URL-like string, case kept, brackets of IPv6 kept. */
function lenientNetloc(url: string): string {
  let schemeless = url;
  const slashes = url.indexOf("//");
  if (slashes === 0) schemeless = url.slice(2);
  else if (slashes >= 2 && url[slashes - 1] === ":" && SCHEME_CHARS.test(url.slice(0, slashes - 1)))
    schemeless = url.slice(slashes + 2);
  const authority = partitionBefore(partitionBefore(partitionBefore(schemeless, "/"), "?"), "#");
  const afterUserinfo = authority.slice(authority.lastIndexOf("@") + 1);
  if (afterUserinfo.startsWith("[")) {
    const close = afterUserinfo.indexOf("]");
    if (close >= 0) return `${afterUserinfo.slice(0, close)}]`;
  }
  const hostname = pyStrip(partitionBefore(afterUserinfo, ":"));
  return pyStrip(hostname, ROOT_LABEL_DOTS, "right");
}

/**
 * The index of the first public-suffix label, or null when no ICANN rule matches (tldextract's
 * suffix_index). tldts applies the list's wildcard and exception rules; its fallback for an unlisted TLD (the
 * implicit `*` rule) is no match here, as in tldextract.
 */
function suffixIndex(labels: string[]): number | null {
  const host = labels.map((l) => l.toLowerCase()).join(".");
  const parsed = parseDomain(host, {
    allowPrivateDomains: false,
    extractHostname: false,
    validateHostname: false,
    detectIp: false,
    mixedInputs: false,
  });
  if (!parsed.isIcann || !parsed.publicSuffix) return null;
  return labels.length - parsed.publicSuffix.split(".").length;
}

export function tldExtract(input: unknown): ExtractResult {
  const url = requireString(input, "tldextract.extract");
  const netloc = lenientNetloc(url).replace(/[\u3002\uff0e\uff61]/g, ".");
  if (netloc.length >= 4 && netloc.startsWith("[") && netloc.endsWith("]") && isIPv6(netloc.slice(1, -1)))
    return { subdomain: "", domain: netloc, suffix: "" };
  const labels = netloc.split(".");
  const index = suffixIndex(labels);
  if (index === null) {
    if (labels.length === 4 && /^[0-9]/.test(netloc) && IPV4.test(netloc))
      return { subdomain: "", domain: netloc, suffix: "" };
    return { subdomain: labels.slice(0, -1).join("."), domain: labels.at(-1)!, suffix: "" };
  }
  return {
    subdomain: index >= 2 ? labels.slice(0, index - 1).join(".") : "",
    domain: index > 0 ? labels[index - 1]! : "",
    suffix: labels.slice(index).join("."),
  };
}

/**
 * OSWorld's `compare_urls(url1, url2, full=True)` (metrics/utils.py): equal after a default `http://` scheme,
 * dropping a lone `www` subdomain and the public suffix, and a lone `/` path; params, query and fragment count
 * only when `full`.
 */
export function compareUrls(url1: unknown, url2: unknown, full = true): boolean {
  if (url1 === null || url1 === undefined || url2 === null || url2 === undefined)
    return (url1 ?? null) === (url2 ?? null);
  const normalize = (url: unknown): string => {
    if (typeof url !== "string")
      throw new PythonError("TypeError", `expected string or bytes-like object, got '${pyTypeName(url)}'`);
    const parsed = urlparse(/^[a-zA-Z][a-zA-Z0-9+\-.]*:\/\//.test(url) ? url : `http://${url}`);
    const extracted = tldExtract(parsed.netloc.toLowerCase());
    const subdomain = extracted.subdomain === "www" ? "" : extracted.subdomain;
    return urlunparse({
      scheme: parsed.scheme.toLowerCase(),
      netloc: subdomain ? `${subdomain}.${extracted.domain}` : extracted.domain,
      path: parsed.path !== "/" ? parsed.path : "",
      params: full ? parsed.params : "",
      query: full ? parsed.query : "",
      fragment: full ? parsed.fragment : "",
    });
  };
  return normalize(url1) === normalize(url2);
}
