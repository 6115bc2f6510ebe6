// Text from a file's bytes, by its byte order mark. YAML 1.2 requires UTF-16 as well as UTF-8,
// and Windows PowerShell 5's `>` writes UTF-16 LE with a BOM; kubectl reads such files. Without
// a UTF-16 BOM the bytes are UTF-8 (a UTF-8 BOM is dropped); what is not text at all is left to
// the YAML reader, which reports binary data.

/** The text of `bytes`, without its BOM; positions are UTF-16 code units of this string. */
export function decodeText(bytes: Buffer): string {
  const order = utf16Order(bytes);
  const utf16Text = order && utf16(bytes.subarray(2), order);
  if (utf16Text !== undefined) return utf16Text;
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function utf16Order(bytes: Buffer): 'le' | 'be' | undefined {
  // FF FE 00 00 is the UTF-32 LE BOM: not UTF-16 (and reported as binary).
  if (bytes[0] === 0xff && bytes[1] === 0xfe && !(bytes[2] === 0 && bytes[3] === 0)) return 'le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'be';
  return undefined;
}

/** UTF-16 text, or undefined when the code units are not text (unpaired surrogates). */
function utf16(body: Buffer, order: 'le' | 'be'): string | undefined {
  const even = body.length - (body.length % 2);
  let units = body.subarray(0, even);
  if (order === 'be') units = Buffer.from(units).swap16();
  // A dangling odd byte is not a character: U+FFFD, as a decoder would give.
  const text = units.toString('utf16le') + (even < body.length ? '\ufffd' : '');
  // Binary data that happens to start like a BOM: decoded as UTF-8, the BOM's bytes are invalid
  // and the YAML reader reports the file as binary, as it did before UTF-16 was read.
  return (text as string & { isWellFormed(): boolean }).isWellFormed() ? text : undefined;
}
