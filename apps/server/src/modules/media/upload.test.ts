import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mediaFiles } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'
import { multipart } from '../../test/multipart.ts'
import {
  makeImage,
  mediaRowCount,
  nestedUseSvg,
  pixelFloodPng,
  storedFiles,
  svgImage,
  upload,
} from '../../test/media.ts'

async function expectNothingStored(testApp: TestApp) {
  expect(await storedFiles(testApp)).toEqual([])
  expect(await mediaRowCount(testApp)).toBe(0)
}

describe('POST /api/media/upload', () => {
  it.each([
    ['png', 'logo.png', 'image/png'],
    ['jpeg', 'foto.JPG', 'image/jpeg'],
    ['jpeg', 'foto.jpeg', 'image/jpeg'],
    ['webp', 'bild.webp', 'image/webp'],
  ] as const)(
    'stores a %s image under the organisation with its size and checksum',
    async (format, filename, type) => {
      const testApp = await buildTestApp()
      const { client, organization } = await siteOwner(testApp)
      const content = await makeImage(format, { width: 64, height: 48 })
      const res = await upload(client, {
        filename,
        content,
        fields: {
          name: '  Unser Logo ',
          alt: ' Ein pinkes Rechteck ',
          organization_id: String(organization.id),
        },
      })
      expect(res.statusCode).toBe(201)
      const file = res.json()
      expect(file).toMatchObject({
        namespace: 'media',
        filename,
        mime_type: type,
        media_category_id: null,
        organization_id: organization.id,
        width: 64,
        height: 48,
        size: content.length,
        name: 'Unser Logo',
        alt: 'Ein pinkes Rechteck',
        url: `/media/files/${file.id}/${filename}`,
      })
      const [row] = await testApp.database.db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.id, file.id))
      expect(row!.checksum).toBe(createHash('sha256').update(content).digest('hex'))
      expect(row!.storageKey).toMatch(
        new RegExp(`^org-${organization.id}/media/[0-9a-f]{32}\\.(png|jpg|webp)$`),
      )
      const stored = await readFile(join(testApp.config.DATA_DIR, 'media', row!.storageKey))
      expect(stored.equals(content)).toBe(true)
    },
  )

  it('keeps name and alt only when they are not empty after trimming (spec §5)', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const res = await upload(client, {
      filename: 'a.png',
      content: await makeImage('png'),
      fields: { name: '   ', alt: '' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ name: null, alt: null })
  })

  it('takes the name of the file part when no filename field is sent', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const { body, headers } = multipart([
      { name: 'file', filename: 'Sommerfest 2025.png', content: await makeImage('png') },
    ])
    const res = await client.request('POST', '/api/media/upload', body, headers)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      filename: 'Sommerfest 2025.png',
      url: expect.stringMatching(/\/Sommerfest%202025\.png$/),
    })
  })

  it('records the size of an SVG from width/height or the viewBox and stores it cleaned', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const hostile = svgImage(
      '<script>alert(1)</script><rect width="10" height="10" onload="alert(2)"/><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject><use href="https://evil.test/a.svg#x"/><image xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="http://evil.test/a.png"/>',
      'viewBox="0 0 300 200"',
    )
    const res = await upload(client, { filename: 'icon.svg', content: hostile })
    expect(res.statusCode).toBe(201)
    const file = res.json()
    expect(file).toMatchObject({ mime_type: 'image/svg+xml', width: 300, height: 200 })
    const [row] = await testApp.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, file.id))
    const stored = await readFile(join(testApp.config.DATA_DIR, 'media', row!.storageKey), 'utf8')
    expect(stored).not.toMatch(/script|onload|alert|foreignObject|evil/i)
    expect(stored).toContain('<rect width="10" height="10"/>')
    expect(file.size).toBe(Buffer.byteLength(stored))
    expect(row!.checksum).toBe(createHash('sha256').update(stored).digest('hex'))
  })

  it('answers in the language of the user', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const content = Buffer.from('MZ\x90\x00 this is an executable')
    const german = await upload(client, { filename: 'virus.png', content })
    expect(german.statusCode).toBe(422)
    expect(german.json().errors.file).toEqual([
      'Erlaubt sind nur Bilder im Format JPG, PNG, WebP oder SVG.',
    ])
    const english = await client.request(
      'POST',
      '/api/media/upload',
      multipart([{ name: 'file', filename: 'virus.png', content }]).body,
      { ...multipart([]).headers, 'accept-language': 'en' },
    )
    expect(english.statusCode).toBe(422)
  })

  it('refuses an SVG too costly to draw, in the language of the user (issue #31)', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const content = nestedUseSvg()
    const german = await upload(client, { filename: 'logo.svg', content })
    expect(german.statusCode).toBe(422)
    expect(german.json()).toEqual({
      message: expect.any(String),
      errors: {
        file: [
          'Die SVG-Datei ist zu aufwendig zu zeichnen (zu viele Elemente oder zu tief verschachtelte use-Verweise). Bitte die Grafik vereinfachen oder als PNG hochladen.',
        ],
      },
    })
    const form = multipart([{ name: 'file', filename: 'logo.svg', content }])
    const english = await client.request('POST', '/api/media/upload', form.body, {
      ...form.headers,
      'accept-language': 'en',
    })
    expect(english.statusCode).toBe(422)
    expect(english.json().errors.file).toEqual([
      'The SVG file is too costly to draw (too many elements or use references nested too deeply). Please simplify it or upload a PNG.',
    ])
    await expectNothingStored(testApp)
  })

  describe('refuses with 422, stores nothing and stays up', () => {
    const cases: [string, () => Promise<{ filename: string; content: Buffer }>, string][] = [
      [
        'a renamed executable',
        async () => ({
          filename: 'photo.jpg',
          content: Buffer.from('\x7fELF\x02\x01\x01\x00binary'),
        }),
        'file',
      ],
      ['an empty file', async () => ({ filename: 'empty.png', content: Buffer.alloc(0) }), 'file'],
      [
        'a truncated JPEG',
        async () => {
          const jpeg = await makeImage('jpeg', { width: 400, height: 300, noise: true })
          return { filename: 'cut.jpg', content: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }
        },
        'file',
      ],
      [
        'a truncated PNG',
        async () => {
          const png = await makeImage('png', { width: 200, height: 200, noise: true })
          return { filename: 'cut.png', content: png.subarray(0, png.length - 400) }
        },
        'file',
      ],
      [
        'a pixel-flood PNG',
        async () => ({ filename: 'flood.png', content: pixelFloodPng() }),
        'file',
      ],
      [
        'a PNG named .jpg',
        async () => ({ filename: 'wrong.jpg', content: await makeImage('png') }),
        'file',
      ],
      [
        'an SVG with entity declarations',
        async () => ({
          filename: 'lol.svg',
          content: Buffer.from(
            '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
          ),
        }),
        'file',
      ],
      [
        'an SVG of 10⁸ shapes by nested <use>',
        async () => ({ filename: 'logo.svg', content: nestedUseSvg() }),
        'file',
      ],
      [
        'an SVG as large as a city (its viewBox without width and height)',
        async () => ({
          filename: 'big.svg',
          content: svgImage(undefined, 'viewBox="0 0 1000000 1000000"'),
        }),
        'file',
      ],
      [
        'an SVG of 100,000 groups inside one another',
        async () => ({
          filename: 'deep.svg',
          content: svgImage('<g>'.repeat(100_000) + '</g>'.repeat(100_000)),
        }),
        'file',
      ],
      [
        'malformed SVG',
        async () => ({
          filename: 'bad.svg',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'),
        }),
        'file',
      ],
      [
        'HTML named .svg',
        async () => ({
          filename: 'page.svg',
          content: Buffer.from('<html><script>alert(1)</script></html>'),
        }),
        'file',
      ],
    ]
    it.each([
      'doc.gif',
      'png',
      '../../x.png',
      '..\\..\\x.png',
      '/etc/x.png',
      '.png',
      'a\u0000.png',
    ])(
      'a file named %j (path-like, hidden, without or with another extension)',
      async (filename) => {
        const testApp = await buildTestApp()
        const { client } = await siteOwner(testApp)
        const res = await upload(client, {
          filename: 'ok.png',
          content: await makeImage('png'),
          fields: { filename },
        })
        expect(res.statusCode).toBe(422)
        expect(Object.keys(res.json().errors)).toEqual(['filename'])
        await expectNothingStored(testApp)
      },
    )

    it.each(cases)('%s', async (_, make, field) => {
      const testApp = await buildTestApp()
      const { client } = await siteOwner(testApp)
      const res = await upload(client, await make())
      expect(res.statusCode).toBe(422)
      expect(Object.keys(res.json().errors)).toContain(field)
      await expectNothingStored(testApp)
      expect((await client.get('/api/media/files')).statusCode).toBe(200)
    })

    it('an empty filename field (0-byte name)', async () => {
      const testApp = await buildTestApp()
      const { client } = await siteOwner(testApp)
      const res = await upload(client, {
        filename: 'a.png',
        content: await makeImage('png'),
        fields: { filename: '' },
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.filename).toEqual(['Dieses Feld ist erforderlich.'])
      await expectNothingStored(testApp)
    })

    it('a form without a file', async () => {
      const testApp = await buildTestApp()
      const { client } = await siteOwner(testApp)
      const { body, headers } = multipart([{ name: 'filename', value: 'a.png' }])
      const res = await client.request('POST', '/api/media/upload', body, headers)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.file).toEqual(['Bitte eine Datei auswählen.'])
      await expectNothingStored(testApp)
    })

    it('two files', async () => {
      const testApp = await buildTestApp()
      const { client } = await siteOwner(testApp)
      const png = await makeImage('png')
      const { body, headers } = multipart([
        { name: 'file', filename: 'a.png', content: png },
        { name: 'file', filename: 'b.png', content: png },
      ])
      const res = await client.request('POST', '/api/media/upload', body, headers)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.file).toEqual(['Bitte nur eine Datei hochladen.'])
      await expectNothingStored(testApp)
    })

    it('a file over MEDIA_MAX_BYTES (the multipart limit cuts it; 413 becomes 422)', async () => {
      const testApp = await buildTestApp({ env: { MEDIA_MAX_BYTES: '10000' } })
      const { client } = await siteOwner(testApp)
      const big = await makeImage('png', { width: 100, height: 100, noise: true })
      expect(big.length).toBeGreaterThan(10_000)
      const res = await upload(client, { filename: 'big.png', content: big })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.file).toEqual(['Die Datei ist zu groß (höchstens 9,8 KiB).'])
      await expectNothingStored(testApp)
    })

    it('a body that is not multipart', async () => {
      const testApp = await buildTestApp()
      const { client } = await siteOwner(testApp)
      const res = await client.post('/api/media/upload', { file: 'x' })
      expect(res.statusCode).toBe(422)
      await expectNothingStored(testApp)
    })

    it('a namespace other than media', async () => {
      const testApp = await buildTestApp()
      const { client } = await siteOwner(testApp)
      const { body, headers } = multipart([
        { name: 'namespace', value: 'font' },
        { name: 'file', filename: 'a.png', content: await makeImage('png') },
      ])
      const res = await client.request('POST', '/api/media/upload', body, headers)
      expect(res.statusCode).toBe(422)
      expect(Object.keys(res.json().errors)).toEqual(['namespace'])
      await expectNothingStored(testApp)
    })

    it('an organization_id other than the X-Organization-Id header', async () => {
      const testApp = await buildTestApp()
      const { client, organization } = await siteOwner(testApp)
      const res = await upload(client, {
        filename: 'a.png',
        content: await makeImage('png'),
        fields: { organization_id: String(organization.id + 1) },
      })
      expect(res.statusCode).toBe(422)
      expect(Object.keys(res.json().errors)).toEqual(['organization_id'])
      await expectNothingStored(testApp)
    })

    it('a category of another organisation', async () => {
      const testApp = await buildTestApp()
      const other = await siteOwner(testApp, 'Andere GmbH')
      const category = (await other.client.post('/api/media_categories', { title: 'Fremd' })).json()
      const { client } = await siteOwner(testApp)
      const res = await upload(client, {
        filename: 'a.png',
        content: await makeImage('png'),
        fields: { category_id: String(category.id) },
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.category_id).toEqual([
        'Diese Kategorie gibt es in dieser Organisation nicht.',
      ])
      await expectNothingStored(testApp)
    })
  })

  it('accepts a file larger than the 1 MB JSON body limit', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const content = await makeImage('png', { width: 700, height: 700, noise: true })
    expect(content.length).toBeGreaterThan(1024 * 1024)
    const res = await upload(client, { filename: 'gross.png', content })
    expect(res.statusCode).toBe(201)
    expect(res.json().size).toBe(content.length)
  })

  it('files the upload in a category of the organisation', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const category = (await client.post('/api/media_categories', { title: 'Logos' })).json()
    const res = await upload(client, {
      filename: 'a.png',
      content: await makeImage('png'),
      fields: { category_id: String(category.id) },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().media_category_id).toBe(category.id)
  })

  it('needs a signed-in member of the organisation', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const stranger = await siteOwner(testApp, 'Fremd AG')
    client.useOrganization(stranger.organization.id)
    const res = await upload(client, { filename: 'a.png', content: await makeImage('png') })
    expect(res.statusCode).toBe(404)
    await expectNothingStored(testApp)
  })
})
