import { describe, expect, it } from 'vitest'
import { normalizeFileName, normalizeName } from './file-name.ts'

describe('file names people cannot be fooled by', () => {
  it('drops a right-to-left override, so the real extension is the one shown', () => {
    // Shown as 'rechnungexe.jpg' by a bidi-aware display.
    expect(normalizeFileName('rechnung\u202Egpj.exe')).toBe('rechnunggpj.exe')
    expect(normalizeFileName('photo\u2067gnp.\u2069jpg')).toBe('photognp.jpg')
  })

  it('drops zero-width and other invisible characters', () => {
    expect(normalizeFileName('lo\u200Bgo\u200C\u200D\u2060\uFEFF.png')).toBe('logo.png')
    expect(normalizeFileName('\u00ADbild\u3164.png')).toBe('bild.png')
  })

  it('composes to NFC, so one name has one spelling', () => {
    expect(normalizeFileName('Mu\u0308nchen.jpg')).toBe('M\u00fcnchen.jpg')
  })

  it('collapses white space and keeps the extension honest', () => {
    expect(normalizeFileName('  mein \u00A0\u3000 Bild\u2028 .jpg  ')).toBe('mein Bild.jpg')
    expect(normalizeFileName('bild.jpg. . ')).toBe('bild.jpg')
    expect(normalizeFileName('bild . png')).toBe('bild.png')
  })

  it('leaves ordinary names alone', () => {
    for (const name of ['logo.png', 'Fröhliche Weihnachten 2026.webp', 'a.b.c.svg', 'שלום.jpg'])
      expect(normalizeFileName(name)).toBe(name)
    expect(normalizeName('Team-Foto (groß)')).toBe('Team-Foto (groß)')
  })
})
