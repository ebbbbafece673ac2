import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { detectFontFile } from './font-file.ts'

const require = createRequire(import.meta.url)
const fontsource = (file: string) => readFileSync(require.resolve(`@fontsource/lora/files/${file}`))
const WOFF2 = fontsource('lora-latin-400-normal.woff2')
const WOFF = fontsource('lora-latin-400-normal.woff')

/** A minimal sfnt: the given signature and tables, each of `length` zero bytes. */
function sfnt(signature: string, tags: string[], length = 8) {
  const header = Buffer.alloc(12 + tags.length * 16)
  header.write(signature, 0, 'latin1')
  header.writeUInt16BE(tags.length, 4)
  tags.forEach((tag, i) => {
    const record = 12 + i * 16
    header.write(tag, record, 'latin1')
    header.writeUInt32BE(header.length + i * length, record + 8)
    header.writeUInt32BE(length, record + 12)
  })
  return Buffer.concat([header, Buffer.alloc(tags.length * length)])
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

describe('detectFontFile', () => {
  it('knows woff2, woff, ttf and otf by their bytes', () => {
    expect(detectFontFile(WOFF2)).toEqual({ format: 'woff2', mimeType: 'font/woff2' })
    expect(detectFontFile(WOFF)).toEqual({ format: 'woff', mimeType: 'font/woff' })
    expect(detectFontFile(sfnt('\0\x01\0\0', ['cmap', 'head']))?.format).toBe('ttf')
    expect(detectFontFile(sfnt('true', ['cmap', 'head']))?.format).toBe('ttf')
    expect(detectFontFile(sfnt('OTTO', ['CFF ', 'cmap', 'head']))?.format).toBe('otf')
  })

  it('refuses what only looks like a font: images, empty, cut-off and inconsistent files', () => {
    expect(detectFontFile(PNG)).toBeNull()
    expect(detectFontFile(Buffer.alloc(0))).toBeNull()
    expect(detectFontFile(Buffer.from('wOF2'))).toBeNull()
    expect(detectFontFile(WOFF2.subarray(0, WOFF2.length - 1))).toBeNull()
    expect(detectFontFile(WOFF2.subarray(0, 100))).toBeNull()
    expect(detectFontFile(WOFF.subarray(0, WOFF.length - 1))).toBeNull()
    const ttf = sfnt('\0\x01\0\0', ['cmap', 'head'])
    expect(detectFontFile(ttf.subarray(0, ttf.length - 1))).toBeNull()
    // A directory claiming more tables than the file holds, or none, or no head/cmap.
    const lying = Buffer.from(ttf)
    lying.writeUInt16BE(500, 4)
    expect(detectFontFile(lying)).toBeNull()
    expect(detectFontFile(sfnt('\0\x01\0\0', []))).toBeNull()
    expect(detectFontFile(sfnt('\0\x01\0\0', ['glyf', 'loca']))).toBeNull()
    // A PNG renamed with a font's signature in front.
    expect(detectFontFile(Buffer.concat([Buffer.from('OTTO'), PNG]))).toBeNull()
  })
})
