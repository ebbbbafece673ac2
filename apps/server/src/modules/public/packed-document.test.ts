import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, PackedDocument } from './packed-document.ts'

const page = '<!doctype html><p>Willkommen bei der Bäckerei Sonnenschein</p>'.repeat(200)

describe('a packed document (issue #18)', () => {
  it('compresses only in the encodings clients ask for, each once', async () => {
    const document = new PackedDocument(page, { etag: '"p1"', 'content-type': 'text/html' })
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
    const document = new PackedDocument(page, { etag: '"p1"' })
    expect(document.etags).toEqual(['"p1"', '"p1-br"', '"p1-gz"'])
    expect(document.headersOf('gzip')).toMatchObject({
      etag: '"p1-gz"',
      'content-encoding': 'gzip',
    })
    expect(document.bytes).toBe(Buffer.byteLength(page))
  })

  it('picks brotli, else gzip, else none, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
    expect(chooseEncoding('*')).toBe('br')
  })
})
