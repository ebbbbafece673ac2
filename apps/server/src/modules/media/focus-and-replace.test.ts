import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { SHARE_CROP, shareCropUrl, type MediaFile } from '@sitewerk/contracts'
import { buildTestApp, type TestApp, type TestClient } from '../../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../../test/factories.ts'
import { makeImage, storedFiles, svgImage, upload } from '../../test/media.ts'
import { multipart } from '../../test/multipart.ts'
import { publishSite } from '../../test/publishing.ts'
import { storageOf } from '../images/test-images.ts'
import { createTestClock } from '../../test/clock.ts'

const RED = { r: 230, g: 0, b: 30 }

/**
 * A portrait PNG, blue, with a red square in its top-left corner: a crop around the centre loses
 * the square, a crop around a focal point on it keeps it.
 */
async function portraitWithRedCorner() {
  const square = await sharp({
    create: { width: 60, height: 60, channels: 3, background: RED },
  })
    .png()
    .toBuffer()
  return sharp({ create: { width: 300, height: 600, channels: 3, background: '#1040c0' } })
    .composite([{ input: square, left: 0, top: 0 }])
    .png()
    .toBuffer()
}

/** The colour of one pixel of an encoded image. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! }
}
const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > 180 && g < 60 && b < 90

const replace = (
  client: TestClient,
  id: number,
  { filename, content }: { filename: string; content: Buffer },
  headers: Record<string, string> = {},
) => {
  const form = multipart([{ name: 'file', filename, content }])
  return client.request('POST', `/api/media/files/${id}/content`, form.body, {
    ...form.headers,
    ...headers,
  })
}

/** A site whose published start page shows the file in a figure, with the use's own focus or none. */
async function pageShowing(
  testApp: TestApp,
  owner: Awaited<ReturnType<typeof siteOwner>>,
  file: MediaFile,
  useFocus?: { x: number; y: number },
) {
  const figure = await createComponent(testApp.database, {
    key: 'figure',
    form: [{ $formkit: 'media', name: 'photo', label: 'Bild' }] as never,
    template: `<figure>{{ photo | image }}</figure>`,
  })
  const { article } = await pageWithArticle(owner.client, owner.site.id)
  const created = await owner.client.post('/api/content', {
    section_id: article.sections[0].id,
    component_id: figure.id,
    data: {
      photo: {
        ...{ id: file.id, filename: file.filename, width: file.width, height: file.height },
        alt: file.alt,
        ...(useFocus ? { focus: useFocus } : {}),
      },
    },
  })
  expect(created.statusCode).toBe(201)
  await publishSite(owner.client, owner.site.id)
  const host = `${owner.site.identifier}.localhost:3000`
  return async () => {
    const page = await testApp.app.inject({ url: '/', headers: { host } })
    expect(page.statusCode).toBe(200)
    return page.body.match(/<img [^>]*>/)?.[0] ?? ''
  }
}

async function uploaded(client: TestClient, filename: string, content: Buffer) {
  const res = await upload(client, {
    filename,
    content,
    fields: { alt: 'Brötchen im Korb', name: 'Korb' },
  })
  expect(res.statusCode).toBe(201)
  return res.json() as MediaFile
}

describe("a file's focal point", () => {
  it('is kept by the share crop: the red corner is cut away around the centre and kept around the point', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const file = await uploaded(client, 'ecke.png', await portraitWithRedCorner())
    expect(file.focus).toBeNull()
    client.useOrganization(undefined)
    const centred = await client.get(shareCropUrl(file.id))
    expect(centred.statusCode).toBe(200)
    const meta = await sharp(centred.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      SHARE_CROP.width,
      SHARE_CROP.height,
    ])
    expect(isRed(await pixel(centred.rawPayload, 100, 100))).toBe(false)

    client.useOrganization(file.organization_id)
    const moved = await client.post(`/api/media/files/${file.id}`, { focus: { x: 10, y: 5 } })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ focus: { x: 10, y: 5 } })
    expect(moved.json().version).not.toBe(file.version)
    expect((await client.get(`/api/media/files/${file.id}`)).json().focus).toEqual({ x: 10, y: 5 })

    client.useOrganization(undefined)
    const focused = await client.get(shareCropUrl(file.id, moved.json().version))
    expect(focused.statusCode).toBe(200)
    expect(focused.headers.etag).not.toBe(centred.headers.etag)
    // The square is 60 of the crop's 300 pixels across: 240 of the 1200 drawn.
    expect(isRed(await pixel(focused.rawPayload, 100, 100))).toBe(true)
    expect(isRed(await pixel(focused.rawPayload, 400, 100))).toBe(false)
    // The crop made around the centre is gone from storage; the new one is there.
    const derived = `org-${file.organization_id}/derived/${file.id}/`
    expect(await storageOf(testApp).exists(`${derived}share-50-50.webp`)).toBe(false)
    expect(await storageOf(testApp).exists(`${derived}share-10-5.webp`)).toBe(true)
  })

  it('is refused outside 0–100 with 422 and field errors in the user’s language', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const file = await uploaded(client, 'ecke.png', await makeImage('png'))
    for (const focus of [{ x: 120, y: 50 }, { x: 50, y: -1 }, { x: '50', y: 50 }, { x: 50 }]) {
      const res = await client.post(`/api/media/files/${file.id}`, { focus })
      expect(res.statusCode, JSON.stringify(focus)).toBe(422)
      expect(Object.keys(res.json().errors)[0], JSON.stringify(focus)).toMatch(/^focus\.(x|y)$/)
    }
    const de = await client.post(`/api/media/files/${file.id}`, { focus: { x: 101, y: 50 } })
    const en = await client.post(
      `/api/media/files/${file.id}`,
      { focus: { x: 101, y: 50 } },
      { 'accept-language': 'en' },
    )
    expect(de.json().errors['focus.x'][0]).not.toBe(en.json().errors['focus.x'][0])
    expect(en.json().errors['focus.x'][0]).toMatch(/100/)
    expect((await client.get(`/api/media/files/${file.id}`)).json().focus).toBeNull()
    // null puts it back in the centre
    await client.post(`/api/media/files/${file.id}`, { focus: { x: 0, y: 100 } })
    const reset = await client.post(`/api/media/files/${file.id}`, { focus: null })
    expect(reset.json().focus).toBeNull()
  })

  it('is the object-position of public images whose use sets none, and the page shows a change at once', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp)
    const file = await uploaded(owner.client, 'foto.jpg', await makeImage('jpeg'))
    const img = await pageShowing(testApp, owner, file)
    expect(await img()).not.toContain('object-position')
    const moved = await owner.client.post(`/api/media/files/${file.id}`, {
      focus: { x: 20, y: 80 },
    })
    const html = await img()
    expect(html).toContain('object-position:20% 80%')
    // The addresses carry the file's new version, so no browser keeps the old pictures.
    expect(html).toContain(`/media/img/${file.id}/320w1x.webp?v=${moved.json().version}`)
  })

  it("gives way to the use's own focus", async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp)
    const file = await uploaded(owner.client, 'foto.jpg', await makeImage('jpeg'))
    await owner.client.post(`/api/media/files/${file.id}`, { focus: { x: 20, y: 80 } })
    const img = await pageShowing(testApp, owner, file, { x: 70, y: 30 })
    expect(await img()).toContain('object-position:70% 30%')
  })
})

describe("replacing a file's content", () => {
  it('keeps id, name, alt, focal point and every use; the old bytes and variants leave storage', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp)
    const { client } = owner
    const file = await uploaded(
      client,
      'korb.png',
      await makeImage('png', { width: 64, height: 48 }),
    )
    await client.post(`/api/media/files/${file.id}`, { focus: { x: 30, y: 40 } })
    const img = await pageShowing(testApp, owner, file)
    expect(await img()).toContain(' width="64" height="48"')
    client.useOrganization(undefined)
    const oldVariant = await client.get(`/media/img/${file.id}/320w1x.webp`)
    expect((await sharp(oldVariant.rawPayload).metadata()).width).toBe(64)
    client.useOrganization(file.organization_id)
    const before = await storedFiles(testApp)
    expect(before.some((f) => f.includes(`/derived/${file.id}/`))).toBe(true)

    const content = await makeImage('jpeg', { width: 200, height: 100 })
    const res = await replace(client, file.id, { filename: 'neuer-korb.jpg', content })
    expect(res.statusCode).toBe(200)
    const replaced = res.json() as MediaFile
    expect(replaced).toMatchObject({
      id: file.id,
      name: 'Korb',
      alt: 'Brötchen im Korb',
      focus: { x: 30, y: 40 },
      filename: 'neuer-korb.jpg',
      mime_type: 'image/jpeg',
      width: 200,
      height: 100,
      size: content.length,
      url: `/media/files/${file.id}/neuer-korb.jpg`,
    })
    expect(replaced.version).not.toBe(file.version)

    // One original, the new one; no variant made of the old bytes.
    const after = await storedFiles(testApp)
    expect(after).toHaveLength(1)
    expect(after.some((f) => before.includes(f))).toBe(false)
    const original = await client.get(replaced.url)
    expect(original.rawPayload.equals(content)).toBe(true)
    // The pipeline forgot the old picture: the same address now answers the new one.
    client.useOrganization(undefined)
    const newVariant = await client.get(`/media/img/${file.id}/320w1x.webp`)
    expect((await sharp(newVariant.rawPayload).metadata()).width).toBe(200)
    expect(newVariant.headers.etag).not.toBe(oldVariant.headers.etag)
    client.useOrganization(file.organization_id)

    // The page shows it at once, with its new size and version; the use is still there.
    const html = await img()
    expect(html).toContain(' width="200" height="100"')
    expect(html).toContain(`?v=${replaced.version}`)
    expect(html).toContain('alt="Brötchen im Korb"')
    expect((await client.delete(`/api/media/${file.id}`)).statusCode).toBe(409)
  })

  it('gives the upload time of the new bytes, which a later edit of the alt text keeps', async () => {
    const clock = createTestClock(new Date('2026-11-20T09:00:00Z'))
    const testApp = await buildTestApp({ clock })
    const { client } = await siteOwner(testApp)
    const file = await uploaded(client, 'korb.png', await makeImage('png'))
    clock.advanceSeconds(3 * 24 * 3600)
    const res = await replace(client, file.id, {
      filename: 'neuer-korb.png',
      content: await makeImage('png', { width: 80, height: 40 }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      created_at: '2026-11-23 09:00:00',
      updated_at: '2026-11-23 09:00:00',
    })
    clock.advanceSeconds(3600)
    const edited = await client.post(`/api/media/files/${file.id}`, { alt: 'Ein Korb' })
    expect(edited.json()).toMatchObject({
      created_at: '2026-11-23 09:00:00',
      updated_at: '2026-11-23 10:00:00',
    })
  })

  it('lets an SVG be replaced by an SVG only, and a bitmap by a bitmap only (422, nothing changed)', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const bitmap = await uploaded(client, 'foto.png', await makeImage('png'))
    const vector = await uploaded(client, 'logo.svg', svgImage())
    const stored = await storedFiles(testApp)

    const toSvg = await replace(client, bitmap.id, { filename: 'logo.svg', content: svgImage() })
    expect(toSvg.statusCode).toBe(422)
    expect(toSvg.json().errors.file).toEqual([
      'Ein Bild lässt sich nur durch ein Bild ersetzen (JPG, PNG oder WebP), nicht durch eine SVG-Grafik.',
    ])
    const toPng = await replace(
      client,
      vector.id,
      { filename: 'foto.png', content: await makeImage('png') },
      { 'accept-language': 'en' },
    )
    expect(toPng.statusCode).toBe(422)
    expect(toPng.json().errors.file).toEqual([
      'An SVG graphic can only be replaced by an SVG graphic.',
    ])
    const svg = await replace(client, vector.id, {
      filename: 'logo-neu.svg',
      content: svgImage('<circle r="5" fill="#000"/>'),
    })
    expect(svg.statusCode).toBe(200)
    expect(svg.json()).toMatchObject({ id: vector.id, mime_type: 'image/svg+xml' })
    expect(await storedFiles(testApp)).toHaveLength(stored.length)
  })

  it.each([
    ['an extension that does not match the content', 'foto.jpg', () => makeImage('png')],
    ['bytes that are no image', 'foto.png', async () => Buffer.from('kein Bild')],
    ['an empty file', 'foto.png', async () => Buffer.alloc(0)],
    ['a type not accepted', 'foto.gif', () => makeImage('png')],
  ])('refuses %s with 422 and keeps the file as it was', async (_, filename, make) => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const file = await uploaded(client, 'foto.png', await makeImage('png'))
    const stored = await storedFiles(testApp)
    const res = await replace(client, file.id, { filename, content: await make() })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.file ?? res.json().errors.filename).toHaveLength(1)
    expect(await storedFiles(testApp)).toEqual(stored)
    expect((await client.get(`/api/media/files/${file.id}`)).json()).toEqual(file)
  })

  it('refuses a file over MEDIA_MAX_BYTES with 422, a form without a file with 422, and another organisation’s file with 404', async () => {
    const testApp = await buildTestApp({ env: { MEDIA_MAX_BYTES: '10000' } })
    const { client } = await siteOwner(testApp)
    const file = await uploaded(client, 'foto.png', await makeImage('png'))
    const big = await makeImage('png', { width: 100, height: 100, noise: true })
    const tooBig = await replace(client, file.id, { filename: 'gross.png', content: big })
    expect(tooBig.statusCode).toBe(422)
    expect(tooBig.json().errors.file).toEqual(['Die Datei ist zu groß (höchstens 9,8 KiB).'])
    const empty = multipart([{ name: 'alt', value: 'x' }])
    const noFile = await client.request(
      'POST',
      `/api/media/files/${file.id}/content`,
      empty.body,
      empty.headers,
    )
    expect(noFile.statusCode).toBe(422)
    expect(noFile.json().errors.file).toEqual(['Bitte eine Datei auswählen.'])
    const other = await siteOwner(testApp, 'Andere GmbH')
    const foreign = await replace(other.client, file.id, {
      filename: 'foto.png',
      content: await makeImage('png'),
    })
    expect(foreign.statusCode).toBe(404)
    expect((await client.get(`/api/media/files/${file.id}`)).json()).toEqual(file)
  })
})
