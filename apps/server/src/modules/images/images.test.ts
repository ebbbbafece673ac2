import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { IMAGE_DENSITIES, IMAGE_FORMATS, IMAGE_WIDTH_VALUES, imageUrl } from '@sitewerk/contracts'
import { buildApp } from '../../app.ts'
import { createLocalStorage } from '../../lib/storage/local-storage.ts'
import type { Storage } from '../../lib/storage/storage.ts'
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts'
import { signedInClient, siteOwner } from '../../test/factories.ts'
import { insertMediaFile, makeJpeg, storageOf } from './test-images.ts'

const ORIGINAL = { width: 1400, height: 1050 }

/** A site of one organisation with one photo in its media library. */
async function siteWithPhoto(testApp: TestApp, title = 'Bäckerei Sonne') {
  const owner = await siteOwner(testApp, title)
  const body = await makeJpeg(ORIGINAL.width, ORIGINAL.height)
  const file = await insertMediaFile(testApp, {
    organizationId: owner.organization.id,
    body,
    ...ORIGINAL,
  })
  const host = `${owner.site.identifier}.localhost:3000`
  const visit = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } })
  return { ...owner, file, host, visit }
}

/** Local storage that counts what it is asked: proof of work done, with nothing faked. */
function countingStorage(dataDir: string) {
  const inner = createLocalStorage(join(dataDir, 'media'))
  const puts: string[] = []
  const gets: string[] = []
  const storage: Storage = {
    ...inner,
    put: (key, body, type) => (puts.push(key), inner.put(key, body, type)),
    get: (key) => (gets.push(key), inner.get(key)),
  }
  return { storage, puts, gets }
}

describe('the image transform address on a site host', () => {
  it('answers every width × density × format with that format, never wider than the original', async () => {
    const testApp = await buildTestApp()
    const { file, visit } = await siteWithPhoto(testApp)
    for (const format of IMAGE_FORMATS) {
      for (const width of IMAGE_WIDTH_VALUES) {
        for (const density of IMAGE_DENSITIES) {
          const res = await visit(imageUrl(file.id, width, density, format))
          expect(res.statusCode, `${width}w${density}x.${format}`).toBe(200)
          expect(res.headers['content-type']).toBe(`image/${format}`)
          expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
          expect(res.headers['x-content-type-options']).toBe('nosniff')
          expect(res.headers.etag).toMatch(/^"[0-9a-f]{24}-\d+w\dx\.(webp|avif)-v1"$/)
          const meta = await sharp(res.rawPayload).metadata()
          expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp')
          expect(meta.width, `${width}w${density}x.${format}`).toBe(
            Math.min(width * density, ORIGINAL.width),
          )
          expect(meta.exif).toBeUndefined()
        }
      }
    }
  })

  it('answers a tiny blurred webp placeholder', async () => {
    const testApp = await buildTestApp()
    const { file, visit } = await siteWithPhoto(testApp)
    const res = await visit(`/media/img/${file.id}/placeholder.webp`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    const meta = await sharp(res.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 32, 24])
    expect(res.rawPayload.length).toBeLessThan(1000)
  })

  it('turns a photo by its EXIF orientation and keeps none of its metadata', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp)
    // Stored 600×400 landscape, to be shown as 400×600 portrait (orientation 6: rotate 90°).
    const body = await makeJpeg(600, 400, { orientation: 6 })
    const file = await insertMediaFile(testApp, { organizationId: owner.organization.id, body })
    const res = await testApp.app.inject({
      url: imageUrl(file.id, 320, 2),
      headers: { host: `${owner.site.identifier}.localhost:3000` },
    })
    const meta = await sharp(res.rawPayload).metadata()
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      400,
      600,
      undefined,
      undefined,
    ])
  })

  it('refuses every other width, density, format or address with 404 and transforms nothing', async () => {
    const counting = { puts: [] as string[] }
    const testApp = await buildTestApp({
      storage: (dir) => {
        const c = countingStorage(dir)
        counting.puts = c.puts
        return c.storage
      },
    })
    const { file, visit } = await siteWithPhoto(testApp)
    const before = counting.puts.length
    const refused = [
      `/media/img/${file.id}/100w1x.webp`,
      `/media/img/${file.id}/1920w1x.webp`,
      `/media/img/${file.id}/320w3x.webp`,
      `/media/img/${file.id}/320w0x.webp`,
      `/media/img/${file.id}/320w1x.png`,
      `/media/img/${file.id}/320w1x.jpg`,
      `/media/img/${file.id}/320w1x.WEBP`,
      `/media/img/${file.id}/0320w1x.webp`,
      `/media/img/${file.id}/placeholder.avif`,
      `/media/img/${file.id}/320w1x.webp/x`,
      `/media/img/${file.id}/%2e%2e/320w1x.webp`,
      `/media/img/${file.id}/..%2f320w1x.webp`,
      `/media/img/0/320w1x.webp`,
      `/media/img/0${file.id}/320w1x.webp`,
      `/media/img/abc/320w1x.webp`,
      `/media/img/99999999999/320w1x.webp`,
      `/media/img/2147483648/320w1x.webp`,
      `/media/img/${file.id + 1000}/320w1x.webp`,
      `/media/img/${file.id}`,
      `/media/img/`,
    ]
    for (const url of refused) {
      const res = await visit(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
    expect(counting.puts.slice(before)).toEqual([])
    // A query string does not change the address.
    expect((await visit(`${imageUrl(file.id, 320)}?w=4000`)).statusCode).toBe(200)
  })

  it("answers 404 for another organisation's file, a font file, and the files of another site host", async () => {
    const testApp = await buildTestApp()
    const mine = await siteWithPhoto(testApp)
    const other = await siteWithPhoto(testApp, 'Tischlerei Holz')
    const font = await insertMediaFile(testApp, {
      organizationId: mine.organization.id,
      body: await makeJpeg(400, 300),
      namespace: 'font',
      filename: 'schrift.jpg',
    })
    expect((await mine.visit(imageUrl(mine.file.id, 640))).statusCode).toBe(200)
    expect((await mine.visit(imageUrl(other.file.id, 640))).statusCode).toBe(404)
    expect((await other.visit(imageUrl(mine.file.id, 640))).statusCode).toBe(404)
    expect((await mine.visit(imageUrl(font.id, 640))).statusCode).toBe(404)
    expect(
      (await mine.visit(imageUrl(mine.file.id, 640), { host: 'nowhere.localhost:3000' }))
        .statusCode,
    ).toBe(404)
  })

  it('answers 304 to a matching If-None-Match, plain, weak or in a list', async () => {
    const testApp = await buildTestApp()
    const { file, visit } = await siteWithPhoto(testApp)
    const url = imageUrl(file.id, 768)
    const { etag } = (await visit(url)).headers as { etag: string }
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await visit(url, { 'if-none-match': header })
      expect(res.statusCode, header).toBe(304)
      expect(res.body).toBe('')
      expect(res.headers.etag).toBe(etag)
    }
    expect((await visit(url, { 'if-none-match': '"other"' })).statusCode).toBe(200)
    expect((await visit(imageUrl(file.id, 640), { 'if-none-match': etag })).statusCode).toBe(200)
  })

  it('transforms once, stores the variant, and serves it from storage when the original is gone', async () => {
    let counting!: ReturnType<typeof countingStorage>
    const testApp = await buildTestApp({
      storage: (dir) => (counting = countingStorage(dir)).storage,
    })
    const { file, visit, organization } = await siteWithPhoto(testApp)
    const url = imageUrl(file.id, 1280)
    const derivedKey = `org-${organization.id}/derived/${file.id}/1280w1x.webp`

    // Concurrent first requests: one transform, one write.
    const first = await Promise.all(Array.from({ length: 6 }, () => visit(url)))
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    expect(new Set(first.map((r) => r.rawPayload.toString('base64'))).size).toBe(1)
    expect(counting.puts.filter((k) => k === derivedKey)).toHaveLength(1)
    expect(counting.gets.filter((k) => k === file.storageKey)).toHaveLength(1)
    expect(await storageOf(testApp).exists(derivedKey)).toBe(true)

    // Without the original, the stored variant still answers: nothing is transformed again.
    await storageOf(testApp).delete(file.storageKey)
    const again = await visit(url)
    expect(again.statusCode).toBe(200)
    expect(again.rawPayload.equals(first[0]!.rawPayload)).toBe(true)
    // A variant never made before needs the original: 404, not 500.
    expect((await visit(imageUrl(file.id, 320))).statusCode).toBe(404)
    expect(counting.puts.filter((k) => k === derivedKey)).toHaveLength(1)
  })

  it('reads a stored variant from storage in a process that never transformed it', async () => {
    const testApp = await buildTestApp()
    const { file, visit, host } = await siteWithPhoto(testApp)
    const url = imageUrl(file.id, 640, 2)
    const made = await visit(url)
    await storageOf(testApp).delete(file.storageKey)
    const second = await buildApp({
      config: testApp.config,
      database: testApp.database,
      serveWeb: false,
    })
    try {
      const res = await second.inject({
        url,
        headers: { host },
      })
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload.equals(made.rawPayload)).toBe(true)
    } finally {
      await second.close()
    }
  })

  it('answers 404, not 500, for an original that does not decode or has too many pixels', async () => {
    const testApp = await buildTestApp({ env: { MEDIA_MAX_PIXELS: '100000' } })
    const { file, visit, organization } = await siteWithPhoto(testApp)
    expect((await visit(imageUrl(file.id, 320))).statusCode).toBe(404)
    const broken = await insertMediaFile(testApp, {
      organizationId: organization.id,
      body: Buffer.from('not a jpeg at all'),
      filename: 'kaputt.jpg',
    })
    expect((await visit(imageUrl(broken.id, 320))).statusCode).toBe(404)
    expect((await visit(imageUrl(broken.id, 320))).statusCode).toBe(404)
  })

  it('answers an SVG as it is, sandboxed, at every width address; it has no placeholder', async () => {
    const testApp = await buildTestApp()
    const { organization, visit } = await siteWithPhoto(testApp)
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    const file = await insertMediaFile(testApp, {
      organizationId: organization.id,
      body: svg,
      mimeType: 'image/svg+xml',
      filename: 'logo.svg',
    })
    const res = await visit(imageUrl(file.id, 320))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.rawPayload.equals(svg)).toBe(true)
    expect((await visit(imageUrl(file.id, 1536, 2))).rawPayload.equals(svg)).toBe(true)
    expect((await visit(`/media/img/${file.id}/placeholder.webp`)).statusCode).toBe(404)
  })
})

describe('the image transform address on the back-office host', () => {
  it("serves members of the file's organisation without X-Organization-Id, and no one else", async () => {
    const testApp = await buildTestApp()
    const { file, client } = await siteWithPhoto(testApp)
    const url = imageUrl(file.id, 320, 2)
    client.useOrganization(undefined)
    const res = await client.get(url, { accept: 'image/avif,image/webp,*/*' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640)
    expect(
      (await client.get(url, { 'if-none-match': res.headers.etag as string })).statusCode,
    ).toBe(304)

    const stranger = await signedInClient(testApp)
    expect((await stranger.client.get(url)).statusCode).toBe(404)
    const otherOwner = await siteOwner(testApp, 'Andere GmbH')
    expect((await otherOwner.client.get(url)).statusCode).toBe(404)
    expect((await createClient(testApp.app).get(url)).statusCode).toBe(404)
    expect((await client.get(`/media/img/${file.id}/321w1x.webp`)).statusCode).toBe(404)
  })
})
