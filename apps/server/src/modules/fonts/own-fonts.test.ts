import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FontInUseErrorBody, type Font } from '@sitewerk/contracts'
import { fonts, mediaFiles } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp, type TestClient } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'
import { multipart, type MultipartPart } from '../../test/multipart.ts'
import { grantPlan } from '../../test/plans.ts'
import { FONT_PACKAGES } from './library.ts'

const require = createRequire(import.meta.url)
const fontsource = (file: string) => readFile(require.resolve(`@fontsource/lora/files/${file}`))
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

const upload = (client: TestClient, parts: MultipartPart[]) => {
  const { body, headers } = multipart(parts)
  return client.post('/api/fonts', body, headers)
}
const fontFile = (content: Buffer, filename = 'hausschrift.woff2', name = 'source') => ({
  name,
  filename,
  content,
})

/** A site owner whose plan includes own fonts (decision 029). */
async function fontOwner(testApp: TestApp, title?: string) {
  const owner = await siteOwner(testApp, title)
  await grantPlan(testApp.database, owner.organization.id)
  return owner
}

/** Every file below the app's storage folder (there is none before the first upload). */
async function storedFiles(testApp: TestApp): Promise<string[]> {
  const root = join(testApp.config.DATA_DIR, 'media')
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
  } catch {
    return []
  }
}

describe('own fonts', () => {
  it('lists the library and the organisation’s own fonts with the spec §3 fields', async () => {
    const testApp = await buildTestApp()
    const { client } = await fontOwner(testApp)
    const library = (await client.get('/api/fonts')).json() as Font[]
    expect(library.length).toBeGreaterThanOrEqual(20)
    expect(library.every((f) => f.availability === 'library' && f.size === 0)).toBe(true)
    expect(library.find((f) => f.name === 'lora')).toEqual({
      id: expect.any(Number),
      name: 'lora',
      family: 'Lora',
      size: 0,
      source_id: null,
      source_italic_id: null,
      availability: 'library',
      default_weight_copy: 400,
      default_weight_headline: 700,
      category: 'serif',
      weights: [400, 700],
      italic: true,
      faces: [
        {
          url: '/fonts/files/lora-latin-400-normal.woff2',
          format: 'woff2',
          style: 'normal',
          weight: 400,
        },
        {
          url: '/fonts/files/lora-latin-700-normal.woff2',
          format: 'woff2',
          style: 'normal',
          weight: 700,
        },
        {
          url: '/fonts/files/lora-latin-400-italic.woff2',
          format: 'woff2',
          style: 'italic',
          weight: 400,
        },
      ],
    })
    // Oswald has no italic.
    expect(library.find((f) => f.name === 'oswald')).toMatchObject({ italic: false })
    expect(library.map((f) => f.name).toSorted()).toEqual(FONT_PACKAGES.toSorted())
    const own = await upload(client, [
      { name: 'family', value: 'Hausschrift' },
      fontFile(await fontsource('lora-latin-400-normal.woff2')),
    ])
    expect(own.statusCode).toBe(201)
    const listed = (await client.get('/api/fonts')).json() as Font[]
    expect(listed).toHaveLength(library.length + 1)
    expect(listed.at(-1)).toEqual(own.json())
  })

  it('stores an uploaded woff2 with its italic and serves it with its type, nosniff and a year of cache', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await fontOwner(testApp)
    const regular = await fontsource('lora-latin-400-normal.woff2')
    const italic = await fontsource('lora-latin-400-italic.woff2')
    const res = await upload(client, [
      { name: 'family', value: 'Hausschrift' },
      { name: 'default_weight_headline', value: '600' },
      fontFile(regular),
      fontFile(italic, 'hausschrift-kursiv.woff2', 'source_italic'),
    ])
    expect(res.statusCode).toBe(201)
    const font = res.json() as Font
    expect(font).toMatchObject({
      name: 'hausschrift',
      family: 'Hausschrift',
      size: regular.length + italic.length,
      availability: 'organization',
      default_weight_copy: 400,
      default_weight_headline: 600,
      category: null,
      italic: true,
    })
    expect(font.faces.map((f) => [f.style, f.format, f.weight])).toEqual([
      ['normal', 'woff2', [1, 1000]],
      ['italic', 'woff2', [1, 1000]],
    ])
    const files = await testApp.database.db.select().from(mediaFiles)
    expect(files.map((f) => [f.id, f.namespace, f.organizationId, f.mimeType, f.size])).toEqual([
      [font.source_id, 'font', organization.id, 'font/woff2', regular.length],
      [font.source_italic_id, 'font', organization.id, 'font/woff2', italic.length],
    ])
    expect(files[0]!.filename).toBe('hausschrift.woff2')
    expect(files[0]!.storageKey).toMatch(
      new RegExp(`^org-${organization.id}/fonts/[0-9a-f]{32}\\.woff2$`),
    )
    expect(await storedFiles(testApp)).toHaveLength(2)

    const served = await client.get(font.faces[0]!.url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('font/woff2')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.rawPayload.equals(regular)).toBe(true)
    // A changed checksum, another extension or no session: not found.
    const [, id, sum] = /own\/(\d+)-([0-9a-f]{8})\./.exec(font.faces[0]!.url)!
    for (const url of [`/fonts/own/${id}-00000000.woff2`, `/fonts/own/${id}-${sum}.ttf`])
      expect((await client.get(url)).statusCode, url).toBe(404)
    expect((await testApp.app.inject({ method: 'GET', url: font.faces[0]!.url })).statusCode).toBe(
      404,
    )
  })

  it('refuses what is no font, too large, doubled or named like a path with 422 at the file field, storing nothing', async () => {
    const testApp = await buildTestApp({ env: { MEDIA_MAX_BYTES: '30000' } })
    const { client } = await fontOwner(testApp)
    const woff2 = await fontsource('lora-latin-400-normal.woff2')
    const family = { name: 'family', value: 'Hausschrift' }
    const cases: [string, MultipartPart[], string][] = [
      [
        'renamed PNG',
        [family, fontFile(PNG)],
        'Diese Datei ist keine Schrift. Erlaubt sind WOFF2, WOFF, TTF und OTF.',
      ],
      [
        'empty file',
        [family, fontFile(Buffer.alloc(0))],
        'Diese Datei ist keine Schrift. Erlaubt sind WOFF2, WOFF, TTF und OTF.',
      ],
      [
        'truncated font',
        [family, fontFile(woff2.subarray(0, 4000))],
        'Diese Datei ist keine Schrift. Erlaubt sind WOFF2, WOFF, TTF und OTF.',
      ],
      [
        'two files in one field',
        [family, fontFile(woff2), fontFile(woff2)],
        'Bitte nur eine Datei für dieses Feld hochladen.',
      ],
      [
        'path-like name',
        [family, fontFile(woff2, '../../etc/hausschrift.woff2')],
        'Der Dateiname ist ungültig: bitte ein einfacher Name ohne Pfad.',
      ],
      [
        'windows path',
        [family, fontFile(woff2, 'C:\\fonts\\hausschrift.woff2')],
        'Der Dateiname ist ungültig: bitte ein einfacher Name ohne Pfad.',
      ],
      [
        'too large',
        [family, fontFile(Buffer.concat([woff2, woff2]))],
        'Die Datei ist größer als 0.03 MB.',
      ],
      ['no file', [family], 'Dieses Feld ist erforderlich.'],
    ]
    for (const [what, parts, message] of cases) {
      const res = await upload(client, parts)
      expect(res.statusCode, what).toBe(422)
      expect(res.json().errors, what).toEqual({ source: [message] })
    }
    const italic = await upload(client, [
      family,
      fontFile(woff2),
      fontFile(PNG, 'k.woff2', 'source_italic'),
    ])
    expect(italic.json().errors).toEqual({
      source_italic: ['Diese Datei ist keine Schrift. Erlaubt sind WOFF2, WOFF, TTF und OTF.'],
    })
    client.jar.set('locale', 'en')
    const english = await upload(client, [family, fontFile(PNG)])
    expect(english.json().errors).toEqual({
      source: ['This file is not a font. WOFF2, WOFF, TTF and OTF are allowed.'],
    })
    expect(await storedFiles(testApp)).toEqual([])
    expect(await testApp.database.db.select().from(mediaFiles)).toEqual([])
    expect(
      (await testApp.database.db.select().from(fonts)).every((f) => f.availability === 'library'),
    ).toBe(true)
  })

  it('answers 422, not 500, for a body that says multipart but is none', async () => {
    const testApp = await buildTestApp()
    const { client } = await fontOwner(testApp)

    for (const contentType of ['multipart/form-data; boundary=x', 'multipart/form-data']) {
      const res = await client.post('/api/fonts', '{}', { 'content-type': contentType })

      expect(res.statusCode, contentType).toBe(422)
      expect(res.json().errors.source).toEqual([
        'Bitte die Schrift als Datei-Upload (multipart/form-data) senden.',
      ])
    }
    expect(await storedFiles(testApp)).toEqual([])
  })

  it('names the family when it is missing, not a font name, taken or a library family', async () => {
    const testApp = await buildTestApp()
    const { client } = await fontOwner(testApp)
    const woff2 = await fontsource('lora-latin-400-normal.woff2')
    const family = async (value: string | null) =>
      (
        await upload(client, [
          ...(value === null ? [] : [{ name: 'family', value }]),
          fontFile(woff2),
        ])
      ).json().errors?.family
    expect(await family(null)).toEqual(['Dieses Feld ist erforderlich.'])
    expect(await family('Haus"; }')).toEqual([
      'Der Schriftname darf nur Buchstaben, Ziffern, Leerzeichen, - und _ enthalten.',
    ])
    expect(await family('lora')).toEqual([
      'Eine Schrift mit diesem Namen gibt es schon in der Bibliothek.',
    ])
    expect(await family('Hausschrift')).toBeUndefined()
    expect(await family('hausschrift')).toEqual([
      'Eine Schrift mit diesem Namen gibt es in dieser Organisation schon.',
    ])
    expect(await storedFiles(testApp)).toHaveLength(1)
  })

  it('keeps a font a theme uses (409 with the themes), deletes it with its files once unused', async () => {
    const testApp = await buildTestApp()
    const { client } = await fontOwner(testApp)
    const font = (
      await upload(client, [
        { name: 'family', value: 'Hausschrift' },
        fontFile(await fontsource('lora-latin-400-normal.woff2')),
      ])
    ).json() as Font
    const theme = (
      await client.post('/api/themes', { title: 'Nacht', copy_font_id: font.id })
    ).json()
    expect(theme.copy_font_id).toBe(font.id)

    const refused = await client.delete(`/api/fonts/${font.id}`)
    expect(refused.statusCode).toBe(409)
    expect(FontInUseErrorBody.parse(refused.json())).toEqual({
      message: 'Die Schrift wird noch von Themes verwendet und kann nicht gelöscht werden.',
      errorTypes: { id: ['is_used'] },
      usages: [{ type: 'theme', id: theme.id, title: 'Nacht' }],
    })
    expect((await client.get(font.faces[0]!.url)).statusCode).toBe(200)

    await client.patch(`/api/themes/${theme.id}`, { copy_font_id: null })
    expect((await client.delete(`/api/fonts/${font.id}`)).statusCode).toBe(204)
    expect(await storedFiles(testApp)).toEqual([])
    expect(await testApp.database.db.select().from(mediaFiles)).toEqual([])
    expect((await client.get(font.faces[0]!.url)).statusCode).toBe(404)
    expect((await client.delete(`/api/fonts/${font.id}`)).statusCode).toBe(404)

    const lora = ((await client.get('/api/fonts')).json() as Font[]).find((f) => f.name === 'lora')!
    expect((await client.delete(`/api/fonts/${lora.id}`)).statusCode).toBe(403)
  })

  it('another organisation gets 404 for the font and its file and cannot put it in a theme', async () => {
    const testApp = await buildTestApp()
    const a = await fontOwner(testApp, 'Alpha')
    const b = await fontOwner(testApp, 'Beta')
    const font = (
      await upload(a.client, [
        { name: 'family', value: 'Alpha Sans' },
        fontFile(await fontsource('lora-latin-400-normal.woff2')),
      ])
    ).json() as Font
    expect(
      ((await b.client.get('/api/fonts')).json() as Font[]).some((f) => f.id === font.id),
    ).toBe(false)
    expect((await b.client.delete(`/api/fonts/${font.id}`)).statusCode).toBe(404)
    expect((await b.client.get(font.faces[0]!.url)).statusCode).toBe(404)
    const theme = await b.client.post('/api/themes', { title: 'Beta', headline_font_id: font.id })
    expect(theme.statusCode).toBe(422)
    expect(theme.json().errors).toEqual({
      headline_font_id: [
        'Diese Schrift gibt es weder in der Bibliothek noch in dieser Organisation.',
      ],
    })
    const siteHost = (site: { identifier: string }) => ({
      host: `${site.identifier}.localhost:3000`,
    })
    const onSite = (site: { identifier: string }) =>
      testApp.app.inject({ method: 'GET', url: font.faces[0]!.url, headers: siteHost(site) })
    expect((await onSite(b.site)).statusCode).toBe(404)
    const own = await onSite(a.site)
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('font/woff2')
    expect(own.headers['x-content-type-options']).toBe('nosniff')
    expect(own.headers['set-cookie']).toBeUndefined()
  })
})
