import { describe, expect, it } from 'vitest'
import { withFileFacts } from './media-values.ts'
import type { MediaFileRow } from './site-data.ts'

const file = (id: number, checksum: string): MediaFileRow => ({
  id,
  filename: `foto-${checksum}.jpg`,
  name: 'Foto',
  width: 1600,
  height: 1200,
  size: 1234,
  alt: 'Brot',
  mimeType: 'image/jpeg',
  checksum: checksum.padEnd(12, '0'),
  focusX: null,
  focusY: null,
})

/** A page-like tree: one block with a photo, one without any media value. */
const tree = () => ({
  articles: [
    {
      sections: [
        {
          contents: [
            { id: 1, data: { photo: { id: 5, filename: 'alt.jpg', width: 10, height: 10 } } },
            { id: 2, data: { body: 'Text' } },
          ],
        },
      ],
    },
  ],
})

describe('media values with their files’ facts (issue #18)', () => {
  it('copies only the values with a file and what holds them; other parts are the tree’s own', async () => {
    const page = tree()
    const files = new Map([[5, file(5, 'aaa')]])
    const drawn = await withFileFacts(page, async (id) => files.get(id) ?? null)
    const [photoBlock, textBlock] = drawn.articles[0]!.sections[0]!.contents
    expect(photoBlock!.data.photo).toMatchObject({
      id: 5,
      filename: 'foto-aaa.jpg',
      width: 1600,
      version: 'aaa000000000',
    })
    expect(textBlock).toBe(page.articles[0]!.sections[0]!.contents[1])
    // The stored tree itself is not changed.
    expect(page.articles[0]?.sections[0]?.contents[0]?.data.photo?.filename).toBe('alt.jpg')
  })

  it('gives the same result again while the files are the same rows, and a new one for a replaced file', async () => {
    const page = tree()
    let photo = file(5, 'aaa')
    const fileOf = async () => photo
    const first = await withFileFacts(page, fileOf)
    expect(await withFileFacts(page, fileOf)).toBe(first)

    // A replaced file is a new row (SiteData reads it anew): the page shows it at once.
    photo = file(5, 'bbb')
    const replaced = await withFileFacts(page, fileOf)
    expect(replaced).not.toBe(first)
    expect(replaced.articles[0]!.sections[0]!.contents[0]!.data.photo).toMatchObject({
      filename: 'foto-bbb.jpg',
      version: 'bbb000000000',
    })
  })

  it('gives a tree without media values as it is, asking for no file', async () => {
    const page = { articles: [{ sections: [{ contents: [{ id: 2, data: { body: 'Text' } }] }] }] }
    const asked: number[] = []
    expect(await withFileFacts(page, async (id) => (asked.push(id), null))).toBe(page)
    expect(asked).toEqual([])
  })
})
