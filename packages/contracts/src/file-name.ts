/**
 * Characters that show nothing but change how a name reads: Unicode format characters (Cf: the
 * bidi overrides and isolates such as U+202E, zero-width space and joiners, word joiner, BOM,
 * soft hyphen, tag characters) and the Hangul and Mongolian fillers that render blank.
 */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u180e\u3164\uffa0]/gu
/** Any run of white space, including no-break, ideographic and line/paragraph separators. */
const WHITESPACE = /\s+/gu

/**
 * A name as people will read it: NFC, without invisible characters, white space collapsed to one
 * space and trimmed. `'rechnung\u202Egpj.exe'` (shown as 'rechnungexe.jpg') becomes
 * 'rechnunggpj.exe', which is what it is.
 */
export function normalizeName(name: string): string {
  return name.normalize('NFC').replace(INVISIBLE, '').replace(WHITESPACE, ' ').trim()
}

/**
 * A file name as stored and offered on download: `normalizeName`, and an honest extension — no
 * trailing dots or spaces (which some systems drop, so 'a.exe.' would open as 'a.exe') and no
 * space around the last dot ('photo . jpg' is 'photo.jpg'), so the extension shown is the one the
 * server checks against the file's bytes.
 */
export function normalizeFileName(name: string): string {
  return normalizeName(name)
    .replace(/[\s.]+$/u, '')
    .replace(/\s*\.\s*([^.]*)$/u, '.$1')
}
