import { readText } from "../../../src/osworld/metrics/files.ts";
import { soupFromLxml, tagTexts } from "../../../src/osworld/metrics/html/soup.ts";
import { tokenizeLikeHtmlParser } from "../../../src/osworld/metrics/html/python-html-parser.ts";
import { Files, metricCases, type MetricCase, type SoupCase } from "./cases.ts";

// OSWorld's HTML metrics (compare_htmls: BeautifulSoup with lxml; check_html_background_image: with
// html.parser), and BeautifulSoup's trees themselves on the same files: every descendant with lxml (libxml2
// 2.12's HTML parser as lxml 5.3 drives it), every <style> text with html.parser.
const f = new Files();

const CALC_EXPORT = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">

<html>
<head>
\t
\t<meta http-equiv="content-type" content="text/html; charset=utf-8"/>
\t<title></title>
\t<meta name="generator" content="LibreOffice 7.4.7.2 (Linux)"/>
\t<style type="text/css">
\t\tbody,div,table,thead,tbody,tfoot,tr,th,td,p { font-family:"Liberation Sans"; font-size:x-small }
\t\ta.comment-indicator:hover + comment { background:#ffd; position:absolute; display:block; border:1px solid black; padding:0.5em;  }
\t\t<!-- a.comment-indicator { background:red; display:inline-block; border:1px solid black; width:0.5em; height:0.5em;  } -->
\t</style>
\t
</head>

<body>
<table cellspacing="0" border="0">
\t<colgroup width="85"></colgroup>
\t<colgroup span="2" width="64"></colgroup>
\t<tr>
\t\t<td height="17" align="left">Name</td>
\t\t<td align="left">Qty</td>
\t\t<td align="left">Price</td>
\t</tr>
\t<tr>
\t\t<td height="17" align="left">pen</td>
\t\t<td align="right" sdval="3" sdnum="1033;">3</td>
\t\t<td align="right" sdval="1.25" sdnum="1033;0;0.00">1.25</td>
\t</tr>
</table>
<!-- ************************************************************************** -->
</body>

</html>
`;

const WRITER_EXPORT = `<!DOCTYPE html>
<html>
<head>
\t<meta http-equiv="content-type" content="text/html; charset=utf-8"/>
\t<title></title>
\t<meta name="generator" content="LibreOffice 7.4.7.2 (Linux)"/>
\t<style type="text/css">
\t\t@page { size: 21cm 29.7cm; margin: 2cm }
\t\tp { line-height: 115%; margin-bottom: 0.25cm; background: transparent }
\t</style>
</head>
<body lang="de-DE" link="#000080" vlink="#800000" dir="ltr"><p style="line-height: 100%; margin-bottom: 0cm">
Über <b>fette</b> und <i>schräge</i> Wörter&nbsp;– mit Text.</p>
<p style="line-height: 100%; margin-bottom: 0cm"><br/>

</p>
<ul>
\t<li><p style="margin-bottom: 0cm">eins</p></li>
\t<li><p>zwei</p></li>
</ul>
</body>
</html>
`;

/** Documents the tree cases parse (each also a compare_htmls input). */
const DOCS: Record<string, string> = {
  "a LibreOffice Calc export": CALC_EXPORT,
  "a LibreOffice Writer export": WRITER_EXPORT,
  "text only": "hello world",
  "text and a tag, nothing else": "hello <b>x</b> there",
  "leading and trailing blanks": "  \n<p>x</p>  \n",
  "an empty document": "",
  "blanks only": " \n\t ",
  "a byte-order mark": "\uFEFF<p>bom</p>",
  "blanks in html and head": "<html> <head> <title>t</title> </head> <body> <p>a</p> </body></html>",
  "implied head for a title, body for text": "<title>T</title>text<p>para",
  "omitted end tags: p, li, dt/dd, option":
    "<p>one<p>two<ul><li>a<li>b</ul><dl><dt>t<dd>d</dl><select><option>1<option>2</select>",
  "tables without tbody, cells left open": "<table><tr><td>a<td>b<tr><th>h<td>c</table><p>after",
  "nested tables and a misplaced end":
    "<table><tr><td><table><tr><td>in</td></tr></table></td></tr></table></div>x",
  "a p inside a table": "<table><p>para<tr><td>cell</td></tr></table>",
  "links inside links": '<a href="1">one<a href="2">two</a></a>',
  "headings close paragraphs": "<p>text<h1>head</h1>after",
  "misplaced html, head and body tags":
    '<html lang="en"><head><title>x</title></head><body class="a"><html lang="de"><head><meta a=1></head><body class="b"><p>p</p></body></html>',
  "a second body": "<body><p>x<body id=2><p>y</body>z",
  "content after </html>": "<html><body><p>in</p></body></html><p>after</p>",
  "blanks and comments after </html>": "<html><body>x</body></html>\n<!--a-->\n<!--b-->\n",
  "end tags of elements never opened": "<div><span>x</b></i></span></div></p>y",
  "end tag priorities": "<table><tr><td><div>x</td>y</div></table>",
  "uppercase and mixed-case names": '<DIV CLASS="A b"><SPAN Title="T">x</SPAN></div>',
  "names with digits, colons, dots": "<h7>seven</h7><my:tag a:b=1>ns</my:tag><x.y>dot</x.y>",
  "a tag name over 100 characters": `<${"a".repeat(120)}>long</${"a".repeat(120)}>`,
  "attributes: duplicates, bare, unquoted, odd characters":
    '<p a=1 a=2 b c="" d=\'q\' e=x/y f="a&amp;b" g=&lt; h="&unknown;" i="&#65;&#x42;" j="&#0;cut">x</p>',
  "self-closing tags": "<br/><p/>after p<img src=a.png/><div/>in div",
  "empty elements with end tags": "<p>a<br></br>b<hr>c</hr><input>d",
  "class lists: tabs, repeats, non-breaking spaces":
    '<p class=" a\tb  a ">1</p><p class="x\u00a0y">2</p><a rel="nofollow  noopener" rev="">3</a><td headers="h1 h2">4</td>',
  "entities in text":
    "<p>&amp; &lt;&gt; &nbsp;&hellip; &apos; &copy; &euro;&unknown; &amp no semicolon &AMP; &#65;&#x42;&#X43; &#0; &#xD800; &#1114112; &#; &#x; &#xZZ; &#12a &</p>",
  "a lone ampersand and less-than": "<p>a & b < c <3 d</p>< p>",
  "comments: empty, abrupt, --!>, dashes": "<p>a<!---->b<!-->c<!--->d<!-- x --!>e<!-- a -- b -->f</p>",
  "an unterminated comment": "<p>before<!-- never closed <b>x</b>",
  "a comment before the DOCTYPE": "<!-- top -->\n<!DOCTYPE html>\n<p>x",
  "processing instructions": '<?xml version="1.0" encoding="utf-8"?><p>a<?php echo 1; ?>b<?x>c<?>d</p>',
  "a bogus comment and a CDATA section": "<p>a<!x y>b<![CDATA[c]]>d<!ELEMENT e>f</p>",
  "script and style text":
    '<script>if (a < b && c > d) { x = "</p>"; }</script><style>p > a { color: red } </style><p>x</p>',
  "a script that mentions another end tag":
    "<script>document.write('</div>'); var s = '</scr' + 'ipt>';</script><p>after",
  "end tags of script and style in other cases": "<SCRIPT>x</Script ><style>y</STYLE\n>z",
  "an unterminated script": "<p>x<script>var a = 1;",
  "an unterminated start tag": '<p>text<div class="a"',
  "a start tag cut by a NUL": '<p a="x\u0000y">z</p>',
  "NUL and control characters in text": "<p>a\u0000b\u0001c\u0008d\u000be\u001ff</p>\u0000<p>g</p>",
  "non-characters and astral text": "<p>\uFFFE\uFFFF \u{1F600} 漢字 e\u0301 ‏עברית</p>",
  "pre and textarea keep blank strings":
    "<pre>\n\n  </pre><textarea>   </textarea><div>   </div><div>\n \n</div>",
  "ruby, template and script strings":
    "<p>a<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>b<template>t</template><script>s</script></p>",
  "DOCTYPE variants":
    '<!doctype html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><p>x',
  "a DOCTYPE with a system identifier only": '<!DOCTYPE html SYSTEM "about:legacy-compat"><p>x',
  "a DOCTYPE without a name": "<!DOCTYPE><p>x",
  "a DOCTYPE system identifier with non-ASCII text (libxml2 cuts it short)":
    '<!DOCTYPE html SYSTEM "üab"><p>x',
  "a DOCTYPE system identifier cut inside a character (lxml rejects it)": '<!DOCTYPE html SYSTEM "ü"><p>x',
  "a non-ASCII processing instruction target and entity names": "<?ñame data?><p>&é; &ñ &漢字; x</p>",
  "a DOCTYPE in the body": "<p>x<!DOCTYPE html><p>y",
  "frameset and noframes":
    '<html><head><title>f</title></head><frameset cols="50%,50%"><frame src="a"><noframes><p>no</p></noframes></frameset></html>',
  "head elements after text": "text<title>late</title><meta charset=x><link rel=a><style>s</style>",
  "a meta charset that disagrees with UTF-8":
    '<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><body>é ü</body></html>',
  "1500 blanks before text in html": `<html>${" ".repeat(1500)}text</html>`,
  "over 1000 bytes of text at once": `<p>${"word ".repeat(400)}</p>`,
  "forms nested in forms": "<form id=1><p>a<form id=2>b</form>c</form>",
  "a final less-than": "<p>x</p><",
  "a final ampersand": "<p>x</p>&",
  "end tags without names": "<p>a</ >b</3>c</>d",
  "a start of tag before a digit": "<p>1<2 and a <!-",
};

const file = (name: string) => f.write(`${name.replace(/\W+/g, "-")}.html`, DOCS[name]!);
const paths = Object.fromEntries(Object.keys(DOCS).map((name) => [name, file(name)]));

// over 2^19 characters: lxml feeds the text in pieces, and a comment and a start tag cross the first cut
const cut = 2 ** 19;
const bigHead = "<html><body><p>";
const filler = "x".repeat(cut - bigHead.length - 10);
const BIG = `${bigHead}${filler}<!-- across the cut -->text<div class="across">end</div>${"y".repeat(2000)}`;
const bigFile = f.write("big.html", BIG);

// fragments strung together at random (a fixed seed): the parsers' recovery paths in combinations no one
// would write by hand
const PIECES = [
  "<p>",
  "</p>",
  "<div>",
  "</div>",
  "<table>",
  "<tr>",
  "<td>",
  "</td>",
  "</tr>",
  "</table>",
  "<li>",
  "<ul>",
  "</ul>",
  "<html>",
  "</html>",
  "<head>",
  "</head>",
  "<body>",
  "</body>",
  "<title>",
  "</title>",
  "<script>",
  "</script>",
  "<style>",
  "</style>",
  "<STYLE>",
  "</style >",
  "<!-- c -->",
  "<!--",
  "-->",
  "<!---->",
  "<!-->",
  "--!>",
  "<!DOCTYPE html>",
  "<!doctype html>",
  '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">',
  "<?pi x?>",
  "<?>",
  "<?ñame x?>",
  "&amp;",
  "&nbsp;",
  "&#65;",
  "&#;",
  "&bogus;",
  "&é;",
  "&",
  "<",
  ">",
  " ",
  "\n",
  "\t",
  "  ",
  "text",
  "ü",
  "漢",
  "<b>",
  "</b>",
  "<br/>",
  "<img src=x>",
  "<a href='q'>",
  "</a>",
  "<pre>",
  "</pre>",
  "<textarea>",
  "</textarea>",
  "<option>",
  "<select>",
  "</select>",
  "<h1>",
  "</h1>",
  "<form>",
  "</form>",
  "<frameset>",
  "<frame>",
  "<noframes>",
  "<meta charset=x>",
  '<p class="a b">',
  "<x:y a=1>",
  "</ >",
  "</3>",
  "<3",
  "<!x>",
  "<![CDATA[z]]>",
  "<![if x]>",
  "<![endif]>",
  "<rt>",
  "</rt>",
  "<template>",
  "\u0000",
  "\u0001",
  '<p a="unterminated',
  "<div/>",
  "<input>",
  "</input>",
  "<dt>",
  "<dd>",
  "<caption>",
  "<col>",
  "<tbody>",
  "<thead>",
  "<th>",
  "<span>",
  "</span>",
  "<i>",
  "<font>",
  "</font>",
  "</body></html>",
  "<p a='x'>",
  "<P A=B>",
  "<p a=>",
  "<p =x>",
  '<p "x">',
  "</P >",
  "<p/ >",
  "<br/x>",
  "<td/>",
  "<html lang=x>",
  "<body id=y>",
  "<head/>",
  "x".repeat(600),
  " ".repeat(600),
  "\n".repeat(700),
  "background-image: url('bg.jpg')",
];
let seed = 20240501;
const random = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const GENERATED = Array.from({ length: 400 }, () =>
  Array.from(
    { length: 1 + Math.floor(random() * 25) },
    () => PIECES[Math.floor(random() * PIECES.length)],
  ).join(""),
);
const generated = GENERATED.map(
  (text, i) => [`generated fragments ${i + 1}`, f.write(`generated-${i + 1}.html`, text)] as const,
);

/** Our tree as the harness dumps BeautifulSoup's. */
function dumpLxml(path: string): unknown[] {
  const soup = soupFromLxml(readText(path));
  const texts = tagTexts(soup);
  return soup.descendants.map((d) =>
    d.kind === "tag" ? ["Tag", d.name, Object.fromEntries(d.attrs), texts.get(d)] : [d.type, d.text],
  );
}

const LXML_CASES: SoupCase[] = [
  ...Object.entries(paths),
  ["more than 2^19 characters", bigFile] as const,
  ...generated.slice(0, 300),
].map(([name, path]) => ({
  kind: "soup",
  name: `BeautifulSoup lxml: ${name}`,
  parser: "lxml",
  file: path,
  ours: () => dumpLxml(path),
}));

/** Documents for html.parser's <style> texts (and check_html_background_image). */
const STYLE_DOCS: Record<string, string> = {
  "a background image in a style element": `<html><head><style>body { background-image: url('bg.jpg'); }</style></head><body></body></html>`,
  "double quotes": `<style>body { background-image: url("bg.jpg"); }</style>`,
  "no space after the colon": `<style>body { background-image:url('bg.jpg'); }</style>`,
  "the second style element": `<style>p { color: red }</style><p>x</p><STYLE type="text/css">div { background-image: url('bg.jpg') }</STYLE>`,
  "only in a style attribute": `<body style="background-image: url('bg.jpg')"></body>`,
  "inside a comment": `<!-- <style>body { background-image: url('bg.jpg'); }</style> -->`,
  "inside a script": `<script>var s = "<style>body { background-image: url('bg.jpg'); }</style>";</script>`,
  "an unterminated style element": `<style>body { background-image: url('bg.jpg'); }`,
  "a self-closing style element": `<style/>body { background-image: url('bg.jpg'); }`,
  "a style end tag with a space": `<style>body { background-image: url('bg.jpg'); }</style >rest`,
  "a style end tag with an attribute (not an end)": `<style>a { background-image: url('x.png') }</style x>b { background-image: url('bg.jpg') }</style>`,
  "a style start tag with junk": `<style foo"bar>body { background-image: url('bg.jpg'); }</style>`,
  "a style start tag cut at the end": `<p>x</p><style`,
  "entities stay as written in a style": `<style>body { background-image: url('a&amp;b.jpg'); }</style>`,
  "an MS Office conditional section": `<![if !supportLists]><span>1.</span><![endif]><style>body { background-image: url('bg.jpg'); }</style>`,
  "a CDATA section": `<![CDATA[x]]><style>body { background-image: url('bg.jpg'); }</style>`,
  "an unknown marked section": `<![bogus[ x ]]><style>body { background-image: url('bg.jpg'); }</style>`,
  "a marked section without a name": `<![ x ]><style>body { background-image: url('bg.jpg'); }</style>`,
  "a bad character reference twice (the rest is text)": `<p>&#; and &#; <style>body { background-image: url('bg.jpg'); }</style>`,
  "a Unicode file name": `<style>body { background-image: url('Hintergrund ✓.png'); }</style>`,
  "a byte-order mark and CRLF lines": `\uFEFF<style>\r\nbody {\r\n background-image: url('bg.jpg');\r\n}\r\n</style>`,
  "no style at all": "<p>plain</p>",
};
const stylePaths = Object.fromEntries(
  Object.entries(STYLE_DOCS).map(([name, text]) => [
    name,
    f.write(`style-${name.replace(/\W+/g, "-")}.html`, text),
  ]),
);

function dumpStyles(path: string): string[] {
  const styles: string[] = [];
  let open = false;
  tokenizeLikeHtmlParser(readText(path), {
    startTag(name, selfClosing) {
      if (name !== "style") return;
      styles.push("");
      open = !selfClosing;
    },
    endTag(name) {
      if (name === "style") open = false;
    },
    data(chunk) {
      if (open) styles[styles.length - 1] += chunk;
    },
  });
  return styles;
}

const PARSER_CASES: SoupCase[] = [...Object.entries(stylePaths), ...generated.slice(300)].map(
  ([name, path]) => ({
    kind: "soup",
    name: `BeautifulSoup html.parser: ${name}`,
    parser: "html.parser",
    file: path,
    ours: () => dumpStyles(path),
  }),
);

const RULE = { value: "bg.jpg" };
const BACKGROUND_CASES: MetricCase[] = metricCases("vscode", "check_html_background_image", [
  ...Object.entries(stylePaths).map(([name, path]) => ({ name, result: path, expected: RULE })),
  {
    name: "a Unicode value",
    result: stylePaths["a Unicode file name"],
    expected: { value: "Hintergrund ✓.png" },
  },
  {
    name: "the value with an ampersand entity",
    result: stylePaths["entities stay as written in a style"],
    expected: { value: "a&amp;b.jpg" },
  },
  {
    name: "a number value",
    result: f.write("number.html", "<style>x { background-image: url('7'); }</style>"),
    expected: { value: 7 },
  },
  {
    name: "a list value",
    result: f.write("list.html", "<style>x { background-image: url('['a']'); }</style>"),
    expected: { value: ["a"] },
  },
  { name: "no value in the rule", result: stylePaths["double quotes"], expected: { url: "bg.jpg" } },
  {
    name: "no value in the rule, no style",
    result: stylePaths["no style at all"],
    expected: { url: "bg.jpg" },
  },
  { name: "no rule (None), no style", result: stylePaths["no style at all"] },
  { name: "no rule (None), a style", result: stylePaths["double quotes"] },
  {
    name: "the rule as a keyword option",
    result: stylePaths["a background image in a style element"],
    options: { rule: RULE },
  },
  {
    name: "the rule twice",
    result: stylePaths["a background image in a style element"],
    expected: RULE,
    options: { rule: RULE },
  },
  {
    name: "an unknown keyword option",
    result: stylePaths["a background image in a style element"],
    expected: RULE,
    options: { strict: true },
  },
  { name: "no file (None)", result: null, expected: RULE },
  { name: "an empty path", result: "", expected: RULE },
  { name: "a missing file", result: f.missing("x.html"), expected: RULE },
  { name: "a folder", result: f.dir, expected: RULE },
  {
    name: "not UTF-8",
    result: f.write("latin1.html", Buffer.from([0x3c, 0x70, 0x3e, 0xe9])),
    expected: RULE,
  },
]);

const sameAs = (name: string, text: string) => f.write(`same-${name.replace(/\W+/g, "-")}.html`, text);
const calc = paths["a LibreOffice Calc export"]!;
const writer = paths["a LibreOffice Writer export"]!;
const HTML_CASES: MetricCase[] = metricCases("chrome", "compare_htmls", [
  { name: "a Calc export against itself", result: calc, expected: sameAs("calc", CALC_EXPORT) },
  { name: "a Writer export against itself", result: writer, expected: sameAs("writer", WRITER_EXPORT) },
  {
    name: "a changed cell",
    result: calc,
    expected: sameAs("calc-cell", CALC_EXPORT.replace(">pen<", ">cup<")),
  },
  {
    name: "a changed sdnum",
    result: calc,
    expected: sameAs("calc-sdnum", CALC_EXPORT.replace('sdnum="1033;0;0.00"', 'sdnum="1031;0;0,00"')),
  },
  {
    name: "a changed sdnum, ignore_sdnum",
    result: calc,
    expected: sameAs("calc-sdnum2", CALC_EXPORT.replace('sdnum="1033;0;0.00"', 'sdnum="1031;0;0,00"')),
    options: { ignore_sdnum: true },
  },
  {
    name: "a removed sdnum, ignore_sdnum",
    result: calc,
    expected: sameAs("calc-nosdnum", CALC_EXPORT.replace(' sdnum="1033;0;0.00"', "")),
    options: { ignore_sdnum: true },
  },
  {
    name: "a changed sdval, ignore_sdnum",
    result: calc,
    expected: sameAs("calc-sdval", CALC_EXPORT.replace('sdval="1.25"', 'sdval="1.5"')),
    options: { ignore_sdnum: true },
  },
  {
    name: "ignore_sdnum as a truthy text",
    result: calc,
    expected: sameAs("calc-sdnum3", CALC_EXPORT.replace('sdnum="1033;"', 'sdnum="1031;"')),
    options: { ignore_sdnum: "no" },
  },
  {
    name: "ignore_sdnum as an empty list",
    result: calc,
    expected: sameAs("calc-sdnum4", CALC_EXPORT.replace('sdnum="1033;"', 'sdnum="1031;"')),
    options: { ignore_sdnum: [] },
  },
  {
    name: "other options are ignored",
    result: calc,
    expected: sameAs("calc-2", CALC_EXPORT),
    options: { strict: true },
  },
  {
    name: "attributes in another order",
    result: f.write("order1.html", '<p a="1" b="2">x</p>'),
    expected: f.write("order2.html", '<p b="2" a="1">x</p>'),
  },
  {
    name: "classes in another order",
    result: f.write("class1.html", '<p class="a b">x</p>'),
    expected: f.write("class2.html", '<p class="b a">x</p>'),
  },
  {
    name: "class spacing",
    result: f.write("class3.html", '<p class="a b">x</p>'),
    expected: f.write("class4.html", '<p class="  a\n b ">x</p>'),
  },
  {
    name: "text that differs in blanks only around it",
    result: f.write("ws1.html", "<p>  x  </p>"),
    expected: f.write("ws2.html", "<p>x</p>"),
  },
  {
    name: "blank strings that differ",
    result: f.write("ws3.html", "<div> <p>x</p></div>"),
    expected: f.write("ws4.html", "<div>\n<p>x</p></div>"),
  },
  {
    name: "more text at the end of one (the tags' texts differ)",
    result: f.write("long1.html", "<p>x</p>"),
    expected: f.write("long2.html", "<p>x</p><p>more</p>"),
  },
  {
    name: "a trailing comment in one (zip stops at the shorter)",
    result: f.write("long3.html", "<p>x</p>"),
    expected: f.write("long4.html", "<p>x</p><!-- more -->"),
  },
  {
    name: "a comment against text",
    result: f.write("cmt1.html", "<p>a<!--x--></p>"),
    expected: f.write("cmt2.html", "<p>ax</p>"),
  },
  {
    name: "a comment against the same text as a string",
    result: f.write("cmt3.html", "<p><!--x--></p>"),
    expected: f.write("cmt4.html", "<p>x</p>"),
  },
  {
    name: "a tag against a string",
    result: f.write("ts1.html", "<p><b>x</b></p>"),
    expected: f.write("ts2.html", "<p>x</p>"),
  },
  {
    name: "implied tags make them equal",
    result: f.write("imp1.html", "<p>x"),
    expected: f.write("imp2.html", "<html><body><p>x</p></body></html>"),
  },
  {
    name: "case of names",
    result: f.write("case1.html", "<P CLASS=a>x</P>"),
    expected: f.write("case2.html", '<p class="a">x</p>'),
  },
  {
    name: "entities against characters",
    result: f.write("ent1.html", "<p>a&amp;b&nbsp;c</p>"),
    expected: f.write("ent2.html", "<p>a&b\u00a0c</p>"),
  },
  {
    name: "script text does not count in the parent's text",
    result: f.write("sc1.html", "<p>x<script>1</script></p>"),
    expected: f.write("sc2.html", "<p>x<script>2</script></p>"),
  },
  {
    name: "Unicode text",
    result: f.write("uni1.html", "<p>Grüße 漢字 \u{1F600}</p>"),
    expected: f.write("uni2.html", "<p>Grüße 漢字 \u{1F600}</p>"),
  },
  { name: "two empty files", result: f.write("empty1.html", ""), expected: f.write("empty2.html", "") },
  { name: "an empty file against a document", result: f.write("empty3.html", ""), expected: calc },
  { name: "a missing file", result: f.missing("a.html"), expected: calc },
  { name: "the second file missing", result: calc, expected: f.missing("b.html") },
  { name: "no file (None)", result: null, expected: calc },
  {
    name: "not UTF-8",
    result: f.write("latin1b.html", Buffer.from([0x3c, 0x70, 0x3e, 0xe9])),
    expected: calc,
  },
  { name: "a big document against itself", result: bigFile, expected: f.write("big2.html", BIG) },
]);

export const HTML_ORACLE_CASES = [...LXML_CASES, ...PARSER_CASES, ...BACKGROUND_CASES, ...HTML_CASES];
