import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  buildTestApp,
  createClient,
  type TestApp,
  type TestClient,
} from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'
import { makeImage, mediaRowCount, storedFiles, svgImage, upload } from '../../test/media.ts'

async function uploaded(
  client: TestClient,
  filename = 'bild.png',
  fields: Record<string, string> = {},
) {
  const content = filename.endsWith('.svg') ? svgImage() : await makeImage('png')
  const res = await upload(client, { filename, content, fields })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: number; url: string; filename: string; size: number }
}

const derivedFolder = (testApp: TestApp, organizationId: number, fileId: number) =>
  join(testApp.config.DATA_DIR, 'media', `org-${organizationId}`, 'derived', String(fileId))

describe('media files', () => {
  it('reads, renames, describes and moves a file (spec §7 GET/POST media/files/{id})', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const file = await uploaded(client)
    expect((await client.get(`/api/media/files/${file.id}`)).json()).toMatchObject({
      id: file.id,
      name: null,
      alt: null,
    })
    const category = (await client.post('/api/media_categories', { title: 'Team' })).json()
    const changed = await client.post(`/api/media/files/${file.id}`, {
      name: '  Teamfoto ',
      alt: 'Das Team vor der Werkstatt',
      media_category_id: category.id,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({
      name: 'Teamfoto',
      alt: 'Das Team vor der Werkstatt',
      media_category_id: category.id,
    })
    const cleared = await client.post(`/api/media/files/${file.id}`, {
      name: '',
      alt: null,
      media_category_id: 0,
    })
    expect(cleared.json()).toMatchObject({ name: null, alt: null, media_category_id: null })
  })

  it('refuses unknown fields, a foreign category and a non-numeric id', async () => {
    const testApp = await buildTestApp()
    const other = await siteOwner(testApp, 'Andere GmbH')
    const foreign = (await other.client.post('/api/media_categories', { title: 'Fremd' })).json()
    const { client } = await siteOwner(testApp)
    const file = await uploaded(client)
    const unknown = await client.post(`/api/media/files/${file.id}`, { filename: 'x.png' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ filename: ['Unbekanntes Feld.'] })
    const moved = await client.post(`/api/media/files/${file.id}`, {
      media_category_id: foreign.id,
    })
    expect(moved.statusCode).toBe(422)
    expect(Object.keys(moved.json().errors)).toEqual(['media_category_id'])
    expect((await client.get('/api/media/files/abc')).statusCode).toBe(404)
  })

  it('searches name, alt and filename, with % and _ taken literally', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const a = await uploaded(client, 'sommer.png', { name: 'Gartenfest' })
    const b = await uploaded(client, 'winter.png', { alt: 'Schnee im GARTEN' })
    const c = await uploaded(client, '100%_rabatt.png')
    const search = async (q: string) =>
      (
        (await client.get(`/api/media/files?q=${encodeURIComponent(q)}`)).json() as { id: number }[]
      ).map((f) => f.id)
    expect(await search('garten')).toEqual([a.id, b.id])
    expect(await search('SOMMER')).toEqual([a.id])
    expect(await search('%')).toEqual([c.id])
    expect(await search('%_r')).toEqual([c.id])
    expect(await search('0_r')).toEqual([]) // '_' is not "any character"
    expect(await search('_')).toEqual([c.id])
    expect(await search('')).toEqual([a.id, b.id, c.id])
    expect((await client.get(`/api/media/files?q=${'x'.repeat(201)}`)).statusCode).toBe(422)
  })

  it('deletes an unused file with its stored bytes and derived images', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await siteOwner(testApp)
    const file = await uploaded(client)
    const keep = await uploaded(client, 'bleibt.png')
    // What the image pipeline would have written for both files.
    for (const id of [file.id, keep.id]) {
      await mkdir(derivedFolder(testApp, organization.id, id), { recursive: true })
      await writeFile(join(derivedFolder(testApp, organization.id, id), '320w1x.webp'), 'x')
    }
    const res = await client.delete(`/api/media/${file.id}`)
    expect(res.statusCode).toBe(204)
    expect((await client.get(`/api/media/files/${file.id}`)).statusCode).toBe(404)
    await expect(readdir(derivedFolder(testApp, organization.id, file.id))).rejects.toThrow()
    expect(await readdir(derivedFolder(testApp, organization.id, keep.id))).toEqual(['320w1x.webp'])
    expect((await storedFiles(testApp)).length).toBe(2) // the other original and its derived image
    expect(await mediaRowCount(testApp)).toBe(1)
    expect((await client.delete(`/api/media/${file.id}`)).statusCode).toBe(404)
  })

  it("answers 404 for another organisation's file on every call, and changes nothing", async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp)
    const file = await uploaded(owner.client, 'geheim.png', { name: 'Geheim' })
    const { client } = await siteOwner(testApp, 'Fremd AG')
    expect((await client.get(`/api/media/files/${file.id}`)).statusCode).toBe(404)
    expect((await client.post(`/api/media/files/${file.id}`, { name: 'x' })).statusCode).toBe(404)
    expect((await client.delete(`/api/media/${file.id}`)).statusCode).toBe(404)
    expect((await client.get('/api/media/files?q=geheim')).json()).toEqual([])
    expect((await client.get('/api/media_categories')).json().files).toEqual([])
    expect((await client.get(file.url)).statusCode).toBe(404)
    // The X-Organization-Id of an organisation the user is not a member of.
    client.useOrganization(owner.organization.id)
    expect((await client.get(`/api/media/files/${file.id}`)).statusCode).toBe(404)
    expect((await client.get('/api/media/files')).statusCode).toBe(404)
    expect((await owner.client.get(`/api/media/files/${file.id}`)).json().name).toBe('Geheim')
    expect(await mediaRowCount(testApp)).toBe(1)
  })

  it('needs a session for every call', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp)
    const file = await uploaded(owner.client)
    const guest = createClient(testApp.app, { organizationId: owner.organization.id })
    expect((await guest.get(`/api/media/files/${file.id}`)).statusCode).toBe(401)
    expect((await guest.get(file.url)).statusCode).toBe(401)
    expect((await guest.get('/api/media_categories')).statusCode).toBe(401)
  })
})

describe('serving originals', () => {
  it('serves a file to members on the back office with its type, nosniff, ETag and a long cache', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const file = await uploaded(client)
    const res = await client.get(file.url)
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      etag: expect.stringMatching(/^"[0-9a-f]{64}"$/),
    })
    expect(res.rawPayload.length).toBe(file.size)
    const again = await client.get(file.url, { 'if-none-match': res.headers.etag as string })
    expect(again.statusCode).toBe(304)
    expect((await client.get(`/media/files/${file.id}/anders.png`)).statusCode).toBe(404)
  })

  it('serves an SVG sandboxed by its Content-Security-Policy', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const file = await uploaded(client, 'icon.svg')
    for (const res of [
      await client.get(file.url),
      await testApp.app.inject({
        url: file.url,
        headers: { host: `${site.identifier}.localhost` },
      }),
    ]) {
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/svg+xml')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/)
    }
  })

  it("serves a file on its organisation's site hosts, never another organisation's", async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const other = await siteOwner(testApp, 'Fremd AG')
    const file = await uploaded(client, 'foto.png')
    const visit = (identifier: string, url = file.url, headers = {}) =>
      testApp.app.inject({ url, headers: { host: `${identifier}.localhost:3000`, ...headers } })
    const res = await visit(site.identifier)
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(
      (await visit(site.identifier, file.url, { 'if-none-match': res.headers.etag })).statusCode,
    ).toBe(304)
    expect((await visit(other.site.identifier)).statusCode).toBe(404)
    expect((await visit(site.identifier, `/media/files/${file.id}/x.png`)).statusCode).toBe(404)
    expect((await visit(site.identifier, '/media/files/99999/foto.png')).statusCode).toBe(404)
  })
})
