import { describe, expect, it } from 'vitest'
import { createBlockPlacer } from './placed-blocks.ts'

describe('drawings placed as bytes (issue #18)', () => {
  it('writes a page’s text with each drawing in its place, as UTF-8', () => {
    const page = createBlockPlacer()()
    const hero = { html: '<h1>Möbel, die bleiben – „seit 1987“ 🪵</h1>' }
    const text = { html: '<p>Gute Möbel entstehen im Gespräch.</p>' }
    const parts = [
      '<main id="main">',
      `<div class="sw-content">${page.place(hero)}</div><div>${page.place(text)}</div>`,
      `<div>${page.place(hero)}</div></main>`,
    ]
    const written = page.write(parts)
    const expected = `<main id="main"><div class="sw-content">${hero.html}</div><div>${text.html}</div><div>${hero.html}</div></main>`
    expect(written.toString('utf8')).toBe(expected)
    expect(written.equals(Buffer.from(expected, 'utf8'))).toBe(true)
    // its own memory: handed to another thread, it takes nothing else along
    expect(written.byteLength).toBe(written.buffer.byteLength)
  })

  it('makes a drawing’s bytes once, whichever pages place it', () => {
    let reads = 0
    const kept = {
      get html() {
        reads++
        return '<p>Öffnungszeiten</p>'
      },
    }
    const placer = createBlockPlacer()
    for (let i = 0; i < 3; i++) {
      const page = placer()
      expect(page.write([page.place(kept)]).toString('utf8')).toBe('<p>Öffnungszeiten</p>')
    }
    expect(reads).toBe(1)
  })

  it('writes text that only looks like a marker as it is', () => {
    const page = createBlockPlacer()()
    const marker = page.place({ html: '<p>echt</p>' })
    // the same shape with another secret
    const forged = `\u0000${'A'.repeat(16)}${marker.slice(marker.indexOf(':'))}`
    const text = `\u0000 ${forged} \u00000\u0000`
    expect(page.write([text, marker]).toString('utf8')).toBe(`${text}<p>echt</p>`)
  })
})
