import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, EncodedDocument } from './encoded-document.ts'

const page = '<!doctype html><p>Willkommen bei der Bäckerei Sonnenschein</p>'.repeat(200)

/** A page of varied text, as a real one is: compression levels differ on it. */
const wordy = Array.from(
  { length: 1500 },
  (_, i) =>
    `<p class="card__text">Brot Nr. ${i} aus ${['Dinkel', 'Roggen', 'Weizen'][i % 3]}, ${(i * 7919) % 1000} g</p>`,
).join('')

/**
 * The window a brotli stream was made with, read from its first bits (RFC 7932, 9.1): a window
 * as large as the document, not brotli's 4 MiB, which each compression would allocate and clear.
 */
function windowBitsOf(stream: Buffer) {
  const bits = stream.readUInt16LE(0)
  if ((bits & 1) === 0) return 16
  const n = (bits >> 1) & 7
  if (n !== 0) return 17 + n
  const m = (bits >> 4) & 7
  return m === 0 ? 17 : 8 + m
}

describe('a packed document (issue #18)', () => {
  it('compresses only in the encodings clients ask for, each once', async () => {
    const document = new EncodedDocument(page, { etag: '"p1"', 'content-type': 'text/html' })
    expect(document.bytes).toBe(Buffer.byteLength(page))
    expect(document.ready('br')).toBeUndefined()
    expect(document.ready('gzip')).toBeUndefined()

    const [a, b] = await Promise.all([document.represent('br'), document.represent('br')])
    expect(a).toBe(b)
    expect(brotliDecompressSync(a.body).toString('utf8')).toBe(page)
    expect(a.headers).toMatchObject({
      'content-encoding': 'br',
      etag: '"p1-br"',
      vary: 'accept-encoding',
    })
    expect(document.ready('br')).toBe(a)
    expect(document.ready('gzip')).toBeUndefined()
    expect(document.bytes).toBe(Buffer.byteLength(page) + a.body.length)

    const gz = await document.represent('gzip')
    expect(gunzipSync(gz.body).toString('utf8')).toBe(page)
    expect(document.bytes).toBe(Buffer.byteLength(page) + a.body.length + gz.body.length)
  })

  it('knows every validator and header before anything is compressed', () => {
    const document = new EncodedDocument(page, { etag: '"p1"' })
    expect(document.etags).toEqual(['"p1"', '"p1-br"', '"p1-gz"'])
    expect(document.headersOf('gzip')).toMatchObject({
      etag: '"p1-gz"',
      'content-encoding': 'gzip',
    })
    expect(document.bytes).toBe(Buffer.byteLength(page))
  })

  it('compresses a document kept well and one sent once fast, in a window its own size', async () => {
    const kept = new EncodedDocument(wordy, {})
    const once = new EncodedDocument(wordy, {}, { sentOnce: true })
    for (const encoding of ['br', 'gzip'] as const) {
      const [well, fast] = await Promise.all([kept.represent(encoding), once.represent(encoding)])
      const unpack = encoding === 'br' ? brotliDecompressSync : gunzipSync
      expect(unpack(well.body).toString('utf8')).toBe(wordy)
      expect(unpack(fast.body).toString('utf8')).toBe(wordy)
      expect(fast.body.length).toBeGreaterThan(well.body.length * 1.1)
    }
    expect(Buffer.byteLength(wordy)).toBeGreaterThan(2 ** 16)
    expect(Buffer.byteLength(wordy)).toBeLessThan(2 ** 17 - 16)
    expect(windowBitsOf((await kept.represent('br')).body)).toBe(17)
    expect(windowBitsOf((await new EncodedDocument('<p>Hallo</p>', {}).represent('br')).body)).toBe(
      16,
    )
    const large = 'x'.repeat(5 * 2 ** 20)
    const largeBody = (await new EncodedDocument(large, {}).represent('br')).body
    expect(windowBitsOf(largeBody)).toBe(22)
    expect(brotliDecompressSync(largeBody).length).toBe(large.length)
  })

  it('picks brotli, else gzip, else none, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
    expect(chooseEncoding('*')).toBe('br')
  })
})
