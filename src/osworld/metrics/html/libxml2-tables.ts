/**
 * The tables of libxml2 2.12's HTML parser (HTMLparser.c, as lxml 5.3 bundles it) that shape the tree it
 * builds: which start tags close which open elements (htmlStartClose), which elements are empty, the end
 * tags' priorities (htmlEndPriority) and the HTML 4 entities (html40EntitiesTable).
 */

/** htmlStartClose: an open element (key) is closed by the start tag of any of these. */
const START_CLOSE: Record<string, string> = {
  a: "a fieldset table td th",
  address: "dd dl dt form li ul",
  b: "center p td th",
  big: "p",
  caption: "col colgroup tbody tfoot thead tr",
  col: "col colgroup tbody tfoot thead tr",
  colgroup: "colgroup tbody tfoot thead tr",
  dd: "dt",
  dir: "dd dl dt form ul",
  dl: "form li",
  dt: "dd dl",
  font: "center td th",
  form: "form",
  h1: "fieldset form li p table",
  h2: "fieldset form li p table",
  h3: "fieldset form li p table",
  h4: "fieldset form li p table",
  h5: "fieldset form li p table",
  h6: "fieldset form li p table",
  head: "a abbr acronym address b bdo big blockquote body br center cite code dd dfn dir div dl dt em fieldset font form frameset h1 h2 h3 h4 h5 h6 hr i iframe img kbd li listing map menu ol p pre q s samp small span strike strong sub sup table tt u ul var xmp",
  hr: "form",
  i: "center p td th",
  legend: "fieldset",
  li: "li",
  link: "body frameset",
  listing: "dd dl dt fieldset form li table ul",
  menu: "dd dl dt form ul",
  ol: "form",
  option: "optgroup option",
  p: "address blockquote body caption center col colgroup dd dir div dl dt fieldset form frameset h1 h2 h3 h4 h5 h6 head hr li listing menu ol p pre table tbody td tfoot th title tr ul xmp",
  pre: "dd dl dt fieldset form li table ul",
  s: "p",
  script: "noscript",
  small: "p",
  span: "td th",
  strike: "p",
  style: "body frameset",
  tbody: "tbody tfoot",
  td: "tbody td tfoot th tr",
  tfoot: "tbody",
  th: "tbody td tfoot th tr",
  thead: "tbody tfoot",
  title: "body frameset",
  tr: "tbody tfoot tr",
  tt: "p",
  u: "p td th",
  ul: "address form menu pre",
  xmp: "dd dl dt fieldset form li table ul",
};

const CLOSES = new Map(Object.entries(START_CLOSE).map(([old, tags]) => [old, new Set(tags.split(" "))]));

/** htmlCheckAutoClose: does the start tag `newTag` close the open element `oldTag`? */
export function startTagCloses(newTag: string, oldTag: string): boolean {
  return CLOSES.get(oldTag)?.has(newTag) ?? false;
}

/** The elements html40ElementTable marks empty: their start tag is their end. */
export const EMPTY_ELEMENTS = new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "link",
  "meta",
  "param",
]);

const END_PRIORITY: Record<string, number> = {
  div: 150,
  td: 160,
  th: 160,
  tr: 170,
  thead: 180,
  tbody: 180,
  tfoot: 180,
  table: 190,
  head: 200,
  body: 200,
  html: 220,
};

/** htmlGetEndPriority: a misplaced end tag closes only elements of lower or equal priority. */
export function endPriority(name: string): number {
  return END_PRIORITY[name] ?? 100;
}

/** html40EntitiesTable: the 253 entities of HTML 4 (name → code point); names are case-sensitive. */
export const HTML4_ENTITIES: ReadonlyMap<string, number> = new Map(
  (
    "quot:34 amp:38 apos:39 lt:60 gt:62 nbsp:160 iexcl:161 cent:162 pound:163 curren:164 yen:165 " +
    " brvbar:166 sect:167 uml:168 copy:169 ordf:170 laquo:171 not:172 shy:173 reg:174 macr:175 deg:176 " +
    " plusmn:177 sup2:178 sup3:179 acute:180 micro:181 para:182 middot:183 cedil:184 sup1:185 ordm:186 " +
    " raquo:187 frac14:188 frac12:189 frac34:190 iquest:191 Agrave:192 Aacute:193 Acirc:194 Atilde:195 " +
    " Auml:196 Aring:197 AElig:198 Ccedil:199 Egrave:200 Eacute:201 Ecirc:202 Euml:203 Igrave:204 " +
    " Iacute:205 Icirc:206 Iuml:207 ETH:208 Ntilde:209 Ograve:210 Oacute:211 Ocirc:212 Otilde:213 Ouml:214 " +
    " times:215 Oslash:216 Ugrave:217 Uacute:218 Ucirc:219 Uuml:220 Yacute:221 THORN:222 szlig:223 " +
    " agrave:224 aacute:225 acirc:226 atilde:227 auml:228 aring:229 aelig:230 ccedil:231 egrave:232 " +
    " eacute:233 ecirc:234 euml:235 igrave:236 iacute:237 icirc:238 iuml:239 eth:240 ntilde:241 ograve:242 " +
    " oacute:243 ocirc:244 otilde:245 ouml:246 divide:247 oslash:248 ugrave:249 uacute:250 ucirc:251 " +
    " uuml:252 yacute:253 thorn:254 yuml:255 OElig:338 oelig:339 Scaron:352 scaron:353 Yuml:376 fnof:402 " +
    " circ:710 tilde:732 Alpha:913 Beta:914 Gamma:915 Delta:916 Epsilon:917 Zeta:918 Eta:919 Theta:920 " +
    " Iota:921 Kappa:922 Lambda:923 Mu:924 Nu:925 Xi:926 Omicron:927 Pi:928 Rho:929 Sigma:931 Tau:932 " +
    " Upsilon:933 Phi:934 Chi:935 Psi:936 Omega:937 alpha:945 beta:946 gamma:947 delta:948 epsilon:949 " +
    " zeta:950 eta:951 theta:952 iota:953 kappa:954 lambda:955 mu:956 nu:957 xi:958 omicron:959 pi:960 " +
    " rho:961 sigmaf:962 sigma:963 tau:964 upsilon:965 phi:966 chi:967 psi:968 omega:969 thetasym:977 " +
    " upsih:978 piv:982 ensp:8194 emsp:8195 thinsp:8201 zwnj:8204 zwj:8205 lrm:8206 rlm:8207 ndash:8211 " +
    " mdash:8212 lsquo:8216 rsquo:8217 sbquo:8218 ldquo:8220 rdquo:8221 bdquo:8222 dagger:8224 Dagger:8225 " +
    " bull:8226 hellip:8230 permil:8240 prime:8242 Prime:8243 lsaquo:8249 rsaquo:8250 oline:8254 " +
    " frasl:8260 euro:8364 image:8465 weierp:8472 real:8476 trade:8482 alefsym:8501 larr:8592 uarr:8593 " +
    " rarr:8594 darr:8595 harr:8596 crarr:8629 lArr:8656 uArr:8657 rArr:8658 dArr:8659 hArr:8660 " +
    " forall:8704 part:8706 exist:8707 empty:8709 nabla:8711 isin:8712 notin:8713 ni:8715 prod:8719 " +
    " sum:8721 minus:8722 lowast:8727 radic:8730 prop:8733 infin:8734 ang:8736 and:8743 or:8744 cap:8745 " +
    " cup:8746 int:8747 there4:8756 sim:8764 cong:8773 asymp:8776 ne:8800 equiv:8801 le:8804 ge:8805 " +
    " sub:8834 sup:8835 nsub:8836 sube:8838 supe:8839 oplus:8853 otimes:8855 perp:8869 sdot:8901 " +
    " lceil:8968 rceil:8969 lfloor:8970 rfloor:8971 lang:9001 rang:9002 loz:9674 spades:9824 clubs:9827 " +
    " hearts:9829 diams:9830"
  )
    .split(/ +/)
    .map((pair) => {
      const [name, value] = pair.split(":");
      return [name!, Number(value)] as const;
    }),
);

/** XML 1.0 character classes above U+00FF (chvalid.c), for names the parser reads beyond ASCII. */
const BASE_CHAR_RANGES =
  "100-131 134-13e 141-148 14a-17e 180-1c3 1cd-1f0 1f4-1f5 1fa-217 250-2a8 2bb-2c1 386 388-38a 38c 38e-3a1 3a3-3ce 3d0-3d6 3da 3dc 3de 3e0 3e2-3f3 401-40c 40e-44f 451-45c 45e-481 490-4c4 4c7-4c8 4cb-4cc 4d0-4eb 4ee-4f5 4f8-4f9 531-556 559 561-586 5d0-5ea 5f0-5f2 621-63a 641-64a 671-6b7 6ba-6be 6c0-6ce 6d0-6d3 6d5 6e5-6e6 905-939 93d 958-961 985-98c 98f-990 993-9a8 9aa-9b0 9b2 9b6-9b9 9dc-9dd 9df-9e1 9f0-9f1 a05-a0a a0f-a10 a13-a28 a2a-a30 a32-a33 a35-a36 a38-a39 a59-a5c a5e a72-a74 a85-a8b a8d a8f-a91 a93-aa8 aaa-ab0 ab2-ab3 ab5-ab9 abd ae0 b05-b0c b0f-b10 b13-b28 b2a-b30 b32-b33 b36-b39 b3d b5c-b5d b5f-b61 b85-b8a b8e-b90 b92-b95 b99-b9a b9c b9e-b9f ba3-ba4 ba8-baa bae-bb5 bb7-bb9 c05-c0c c0e-c10 c12-c28 c2a-c33 c35-c39 c60-c61 c85-c8c c8e-c90 c92-ca8 caa-cb3 cb5-cb9 cde ce0-ce1 d05-d0c d0e-d10 d12-d28 d2a-d39 d60-d61 e01-e2e e30 e32-e33 e40-e45 e81-e82 e84 e87-e88 e8a e8d e94-e97 e99-e9f ea1-ea3 ea5 ea7 eaa-eab ead-eae eb0 eb2-eb3 ebd ec0-ec4 f40-f47 f49-f69 10a0-10c5 10d0-10f6 1100 1102-1103 1105-1107 1109 110b-110c 110e-1112 113c 113e 1140 114c 114e 1150 1154-1155 1159 115f-1161 1163 1165 1167 1169 116d-116e 1172-1173 1175 119e 11a8 11ab 11ae-11af 11b7-11b8 11ba 11bc-11c2 11eb 11f0 11f9 1e00-1e9b 1ea0-1ef9 1f00-1f15 1f18-1f1d 1f20-1f45 1f48-1f4d 1f50-1f57 1f59 1f5b 1f5d 1f5f-1f7d 1f80-1fb4 1fb6-1fbc 1fbe 1fc2-1fc4 1fc6-1fcc 1fd0-1fd3 1fd6-1fdb 1fe0-1fec 1ff2-1ff4 1ff6-1ffc 2126 212a-212b 212e 2180-2182 3041-3094 30a1-30fa 3105-312c ac00-d7a3";
const COMBINING_RANGES =
  "300-345 360-361 483-486 591-5a1 5a3-5b9 5bb-5bd 5bf 5c1-5c2 5c4 64b-652 670 6d6-6dc 6dd-6df 6e0-6e4 6e7-6e8 6ea-6ed 901-903 93c 93e-94c 94d 951-954 962-963 981-983 9bc 9be 9bf 9c0-9c4 9c7-9c8 9cb-9cd 9d7 9e2-9e3 a02 a3c a3e a3f a40-a42 a47-a48 a4b-a4d a70-a71 a81-a83 abc abe-ac5 ac7-ac9 acb-acd b01-b03 b3c b3e-b43 b47-b48 b4b-b4d b56-b57 b82-b83 bbe-bc2 bc6-bc8 bca-bcd bd7 c01-c03 c3e-c44 c46-c48 c4a-c4d c55-c56 c82-c83 cbe-cc4 cc6-cc8 cca-ccd cd5-cd6 d02-d03 d3e-d43 d46-d48 d4a-d4d d57 e31 e34-e3a e47-e4e eb1 eb4-eb9 ebb-ebc ec8-ecd f18-f19 f35 f37 f39 f3e f3f f71-f84 f86-f8b f90-f95 f97 f99-fad fb1-fb7 fb9 20d0-20dc 20e1 302a-302f 3099 309a";
const DIGIT_RANGES =
  "660-669 6f0-6f9 966-96f 9e6-9ef a66-a6f ae6-aef b66-b6f be7-bef c66-c6f ce6-cef d66-d6f e50-e59 ed0-ed9 f20-f29";
const EXTENDER_RANGES = "2d0 2d1 387 640 e46 ec6 3005 3031-3035 309d-309e 30fc-30fe";

function rangeTest(spec: string): (c: number) => boolean {
  const ranges = spec.split(" ").map((r) => {
    const [lo, hi] = r.split("-");
    return [parseInt(lo!, 16), parseInt(hi ?? lo!, 16)] as const;
  });
  return (c) => ranges.some(([lo, hi]) => c >= lo && c <= hi);
}
const baseChar = rangeTest(BASE_CHAR_RANGES);
const combining = rangeTest(COMBINING_RANGES);
const digit = rangeTest(DIGIT_RANGES);
const extender = rangeTest(EXTENDER_RANGES);

/** IS_LETTER: a base character or an ideograph. */
export function isXmlLetter(c: number): boolean {
  if (c < 0x100)
    return (
      (c >= 0x41 && c <= 0x5a) ||
      (c >= 0x61 && c <= 0x7a) ||
      (c >= 0xc0 && c <= 0xd6) ||
      (c >= 0xd8 && c <= 0xf6) ||
      c >= 0xf8
    );
  return baseChar(c) || (c >= 0x4e00 && c <= 0x9fa5) || c === 0x3007 || (c >= 0x3021 && c <= 0x3029);
}

/** IS_DIGIT, IS_COMBINING, IS_EXTENDER. */
export function isXmlNameExtra(c: number): boolean {
  if (c < 0x100) return (c >= 0x30 && c <= 0x39) || c === 0xb7;
  return digit(c) || combining(c) || extender(c);
}
