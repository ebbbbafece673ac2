import { describe, expect, it } from 'vitest'
import { createShareImages } from './share-image.ts'

describe('the default share images (decision 064)', () => {
  it('keeps at most its bytes, draws a title once, and draws one it let go again', async () => {
    const drawn: string[] = []
    const images = createShareImages({
      maxBytes: 10_000,
      render: async (title) => {
        drawn.push(title)
        return Buffer.alloc(2000, title)
      },
    })
    const titles = Array.from({ length: 12 }, (_, i) => `Bäckerei ${i}`)
    for (const title of titles) await images.of(title)
    expect(images.bytes).toBeLessThanOrEqual(10_000)
    drawn.length = 0
    const newest = await Promise.all(titles.slice(-4).map((title) => images.of(title)))
    expect(newest.map((jpeg) => jpeg.toString().slice(0, 10))).toEqual(
      titles.slice(-4).map((title) => title.slice(0, 10)),
    )
    expect(drawn).toEqual([])
    await Promise.all([images.of('Bäckerei 0'), images.of('Bäckerei 0')])
    expect(drawn).toEqual(['Bäckerei 0'])
    expect(images.bytes).toBeLessThanOrEqual(10_000)
  })
})
