/**
 * A page written as bytes with its blocks' drawings made into UTF-8 once (issue #18). The page
 * renderer puts a marker where a drawing goes (RenderPageInput.placeDrawing); the page's text is
 * then written with each marker replaced by the drawing's bytes, kept beside the drawing for as
 * long as the block cache keeps it. Every uncached render otherwise encoded the whole page anew:
 * 110 KB of the landing page, most of it kept drawings, about a seventh of a render worker's time.
 */
import { randomBytes } from 'node:crypto'

export function createDrawingPlacer() {
  // No page text holds this: a NUL, a secret of this worker, the drawing's number, a NUL.
  const marker = `\u0000${randomBytes(12).toString('base64url')}:`
  const markers = new RegExp(`${marker}(\\d+)\u0000`, 'g')
  const bytesOf = new WeakMap<object, Buffer>()

  /** One page's drawings: `place` for RenderPageInput.placeDrawing, then `write` for its text. */
  return function forPage() {
    const placed: Buffer[] = []
    return {
      place(drawing: { readonly html: string }) {
        let bytes = bytesOf.get(drawing)
        if (!bytes) bytesOf.set(drawing, (bytes = Buffer.from(drawing.html, 'utf8')))
        placed.push(bytes)
        return `${marker}${placed.length - 1}\u0000`
      },
      /**
       * `texts` as UTF-8 one after the other, each marker as its drawing's bytes, in a Buffer of
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

export type PagePlacer = ReturnType<ReturnType<typeof createDrawingPlacer>>
