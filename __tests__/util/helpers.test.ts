import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { describe, expect, it } from "vitest";
import { cutText, keepText } from "../../src/util/cut-text.ts";
import { formatDuration } from "../../src/util/format-duration.ts";
import { codeBlock, codeSpan, inlineText, plain } from "../../src/util/markdown.ts";
import { template } from "../../src/util/templates.ts";

const toHtml = (markdown: string) =>
  micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });

describe("formatDuration", () => {
  it("compact: ms below a second, tenths below a minute, then minutes and hours", () => {
    expect(formatDuration(0)).toBe("0ms");
    expect(formatDuration(849.6)).toBe("850ms");
    expect(formatDuration(12_340)).toBe("12.3s");
    expect(formatDuration(59_960)).toBe("1m 00s");
    expect(formatDuration(119_600)).toBe("2m 00s");
    expect(formatDuration(245_000)).toBe("4m 05s");
    expect(formatDuration(3_720_000)).toBe("1h 02m");
    expect(formatDuration(Number.NaN)).toBe("0ms");
    expect(formatDuration(-5)).toBe("0ms");
  });

  it("seconds (the reference's suite table) and minutes (the reference's logs)", () => {
    expect(formatDuration(850, "seconds")).toBe("850ms");
    expect(formatDuration(754_200, "seconds")).toBe("754.2s");
    expect(formatDuration(59_000, "minutes")).toBe("59s");
    expect(formatDuration(3_725_000, "minutes")).toBe("62m 05s");
  });
});

describe("cutting text", () => {
  it("counts code points and never splits a surrogate pair", () => {
    expect(cutText("abc", 3)).toBe("abc");
    expect(cutText("abcd", 3)).toBe("ab…");
    const emoji = "😀😀😀😀";
    expect(cutText(emoji, 3)).toBe("😀😀…");
    expect(cutText(emoji, 4)).toBe(emoji);
    expect([...cutText("a😀b😀c", 3)].every((c) => c.length === 1 || c.codePointAt(0)! > 0xffff)).toBe(true);
    expect(keepText("😀😀😀", 2, "... (truncated)")).toBe("😀😀... (truncated)");
    expect(keepText("ab", 2, "…")).toBe("ab");
  });
});

describe("untrusted text in GitHub-flavoured Markdown", () => {
  const HOSTILE = [
    "[x](http://evil.example)",
    "![i](http://t.example/p.png)",
    "@team",
    "#12",
    "<img src=x onerror=alert(1)>",
    "a | b",
    "`tick`",
    ":tada:",
    "www.evil.example",
  ];

  it("inline text renders as the same text: no link, image, mention, issue reference, HTML or cell break", () => {
    for (const text of HOSTILE) {
      const html = toHtml(`| col |\n| --- |\n| ${inlineText(text)} |`);
      expect(html, text).not.toMatch(/<a |<img|<code>|<td>[^<]*<\/td>\s*<td>/);
      expect(html.match(/<td>/g), text).toHaveLength(1);
    }
    expect(toHtml(inlineText("@team"))).not.toMatch(/<p>@team<\/p>/);
  });

  it("code spans and blocks fence any backticks and escape table pipes", () => {
    for (const text of HOSTILE) {
      const html = toHtml(`| col |\n| --- |\n| ${codeSpan(text, { inTable: true })} |`);
      expect(html, text).not.toMatch(/<a |<img/);
      expect(html.match(/<td>/g), text).toHaveLength(1);
    }
    const block = codeBlock("```\n[x](http://evil.example)\n```");
    expect(toHtml(block)).not.toMatch(/<a /);
    expect(plain("a\u202eb\n c", 10)).toBe("ab c");
  });
});

describe("templates", () => {
  it("a page template escapes HTML; helpers insert their own output", () => {
    const page = template("job-summary.hbs", {
      escapeHtml: true,
      helpers: { md: (v: unknown) => inlineText(String(v)) },
    });
    expect(typeof page).toBe("function");
    expect(template("job-summary.hbs", { escapeHtml: true })).toBe(page);
  });
});
