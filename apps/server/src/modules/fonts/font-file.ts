import type { FontFormat } from '@sitewerk/contracts'

/** What the bytes of an upload are, decided from its content alone. */
export interface FontFileType {
  format: FontFormat
  mimeType: string
}

const MIME: Record<FontFormat, string> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
}

/** More tables than any real font has: a directory claiming more is not a font. */
const MAX_TABLES = 256
const SFNT_HEADER = 12
const SFNT_RECORD = 16
const WOFF_HEADER = 44
const WOFF_RECORD = 20
const WOFF2_HEADER = 48
/** WOFF2's table tags in the order of their 6-bit index (WOFF2 spec §5.2, "Known Table Tags"). */
const WOFF2_GLYF = 10
const WOFF2_LOCA = 11

const tagAt = (bytes: Buffer, offset: number) => bytes.toString('latin1', offset, offset + 4)

/** TrueType ('\0\1\0\0' or 'true') and OpenType/CFF ('OTTO'): the sfnt table directory. */
function sfnt(bytes: Buffer): boolean {
  if (bytes.length < SFNT_HEADER) return false
  const numTables = bytes.readUInt16BE(4)
  const end = SFNT_HEADER + numTables * SFNT_RECORD
  if (numTables < 1 || numTables > MAX_TABLES || end > bytes.length) return false
  const tags = new Set<string>()
  for (let i = 0; i < numTables; i++) {
    const record = SFNT_HEADER + i * SFNT_RECORD
    const offset = bytes.readUInt32BE(record + 8)
    const length = bytes.readUInt32BE(record + 12)
    if (offset < end || offset + length > bytes.length) return false
    tags.add(tagAt(bytes, record))
  }
  // Every TrueType and OpenType font has these; a file without them draws no text.
  return tags.has('head') && tags.has('cmap')
}

/** WOFF 1.0: header length equals the file, every table's compressed bytes inside the file. */
function woff(bytes: Buffer): boolean {
  if (bytes.length < WOFF_HEADER || bytes.readUInt32BE(8) !== bytes.length) return false
  const numTables = bytes.readUInt16BE(12)
  const end = WOFF_HEADER + numTables * WOFF_RECORD
  if (numTables < 1 || numTables > MAX_TABLES || bytes.readUInt16BE(14) !== 0) return false
  if (end > bytes.length) return false
  for (let i = 0; i < numTables; i++) {
    const record = WOFF_HEADER + i * WOFF_RECORD
    const offset = bytes.readUInt32BE(record + 4)
    const compLength = bytes.readUInt32BE(record + 8)
    const origLength = bytes.readUInt32BE(record + 12)
    if (offset < end || offset + compLength > bytes.length || compLength > origLength) return false
  }
  return true
}

/** WOFF2 UIntBase128: at most 5 bytes, no leading zero byte, fits 32 bits. Null when broken. */
function readBase128(bytes: Buffer, at: number): { value: number; next: number } | null {
  let value = 0
  for (let i = 0; i < 5; i++) {
    if (at + i >= bytes.length) return null
    const byte = bytes[at + i]!
    if (i === 0 && byte === 0x80) return null
    if (value & 0xfe000000) return null
    value = value * 128 + (byte & 0x7f)
    if ((byte & 0x80) === 0) return { value, next: at + i + 1 }
  }
  return null
}

/** WOFF2: header length equals the file; the table directory and the compressed stream fit in it. */
function woff2(bytes: Buffer): boolean {
  if (bytes.length < WOFF2_HEADER || bytes.readUInt32BE(8) !== bytes.length) return false
  const numTables = bytes.readUInt16BE(12)
  if (numTables < 1 || numTables > MAX_TABLES || bytes.readUInt16BE(14) !== 0) return false
  const totalCompressedSize = bytes.readUInt32BE(20)
  let at = WOFF2_HEADER
  for (let i = 0; i < numTables; i++) {
    if (at >= bytes.length) return false
    const flags = bytes[at]!
    at += 1
    const tagIndex = flags & 0x3f
    const transform = flags >> 6
    if (tagIndex === 0x3f) at += 4 // an arbitrary tag follows
    const orig = readBase128(bytes, at)
    if (!orig) return false
    at = orig.next
    // glyf and loca are transformed at version 0, every other table at any other version.
    const glyfOrLoca = tagIndex === WOFF2_GLYF || tagIndex === WOFF2_LOCA
    if (glyfOrLoca ? transform === 0 : transform !== 0) {
      const transformed = readBase128(bytes, at)
      if (!transformed) return false
      at = transformed.next
    }
  }
  // A font collection ('ttcf') has a collection directory before the stream; it at least fits.
  return totalCompressedSize > 0 && at + totalCompressedSize <= bytes.length
}

/**
 * The format of a font file from its signature and a sanity check of its table directory, or
 * null: a renamed image, an empty or truncated file is no font, whatever its name says.
 */
export function detectFontFile(bytes: Buffer): FontFileType | null {
  if (bytes.length < 4) return null
  const signature = tagAt(bytes, 0)
  const format: FontFormat | null =
    signature === 'wOF2' && woff2(bytes)
      ? 'woff2'
      : signature === 'wOFF' && woff(bytes)
        ? 'woff'
        : (signature === '\0\x01\0\0' || signature === 'true') && sfnt(bytes)
          ? 'ttf'
          : signature === 'OTTO' && sfnt(bytes)
            ? 'otf'
            : null
  return format ? { format, mimeType: MIME[format] } : null
}

export const fontMimeType = (format: FontFormat) => MIME[format]
