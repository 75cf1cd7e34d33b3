/**
 * The encoding of a text file that is not UTF-8 but one of Unicode's wider forms (UTF-16 or UTF-32, big
 * or little endian), told by its byte order mark or, without one, by the zero bytes ASCII characters get
 * in those forms (a JSON file starts with ASCII: `{`, whitespace). Undefined for UTF-8 (with or without
 * a BOM) and for anything else, which the JSON parser judges.
 */
export function wideUnicodeEncoding(bytes: Uint8Array): string | undefined {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0x00 && b1 === 0x00 && b2 === 0xfe && b3 === 0xff) return "UTF-32BE (with a byte order mark)";
  if (b0 === 0xff && b1 === 0xfe && b2 === 0x00 && b3 === 0x00) return "UTF-32LE (with a byte order mark)";
  if (b0 === 0xfe && b1 === 0xff) return "UTF-16BE (with a byte order mark)";
  if (b0 === 0xff && b1 === 0xfe) return "UTF-16LE (with a byte order mark)";
  if (bytes.length < 4) return undefined;
  // Without a BOM: the first character is ASCII (JSON), so its zero bytes say the form.
  if (b0 === 0 && b1 === 0 && b2 === 0 && b3 !== 0) return "UTF-32BE";
  if (b0 !== 0 && b1 === 0 && b2 === 0 && b3 === 0) return "UTF-32LE";
  if (b0 === 0 && b1 !== 0) return "UTF-16BE";
  if (b0 !== 0 && b1 === 0) return "UTF-16LE";
  return undefined;
}
