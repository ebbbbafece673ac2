/**
 * A page written as bytes with its rendered blocks made into UTF-8 once (issue #18). The page
 * renderer puts a marker where a rendered block goes (RenderPageInput.placeBlock); the page's text
 * is then written with each marker replaced by the block's bytes, stored beside the rendered block
 * for as long as the block cache holds it. Every uncached render otherwise encoded the whole page
 * anew: 110 KB of the landing page, most of it cached blocks, about a seventh of a render worker's
 * time.
 */
import { randomBytes } from 'node:crypto'

export function createBlockPlacer() {
  // No page text holds this: a NUL, a secret of this worker, the block's number, a NUL.
  const marker = `\u0000${randomBytes(12).toString('base64url')}:`
  const markers = new RegExp(`${marker}(\\d+)\u0000`, 'g')
  const bytesOf = new WeakMap<object, Buffer>()

  /** One page's rendered blocks: `place` for RenderPageInput.placeBlock, then `write` for its text. */
  return function forPage() {
    const placed: Buffer[] = []
    return {
      place(block: { readonly html: string }) {
        let bytes = bytesOf.get(block)
        if (!bytes) bytesOf.set(block, (bytes = Buffer.from(block.html, 'utf8')))
        placed.push(bytes)
        return `${marker}${placed.length - 1}\u0000`
      },
      /**
       * `texts` as UTF-8 one after the other, each marker as its block's bytes, in a Buffer of
       * its own memory (handed to another thread without a copy).
       */
      write(texts: readonly string[]): Buffer {
        const pieces: (string | Buffer)[] = []
        for (const text of texts) {
          let last = 0
          for (const found of text.matchAll(markers)) {
            if (found.index > last) pieces.push(text.slice(last, found.index))
            pieces.push(placed[Number(found[1])]!)
            last = found.index + found[0].length
          }
          if (last < text.length) pieces.push(last === 0 ? text : text.slice(last))
        }
        let length = 0
        for (const piece of pieces)
          length += typeof piece === 'string' ? Buffer.byteLength(piece, 'utf8') : piece.length
        const bytes = Buffer.allocUnsafeSlow(length)
        let at = 0
        for (const piece of pieces)
          at += typeof piece === 'string' ? bytes.write(piece, at, 'utf8') : piece.copy(bytes, at)
        return bytes
      },
    }
  }
}

export type PagePlacer = ReturnType<ReturnType<typeof createBlockPlacer>>
