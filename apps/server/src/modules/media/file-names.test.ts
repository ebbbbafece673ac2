import { createRequire } from 'node:module'
import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mediaFiles } from '../../db/schema/index.ts'
import { buildTestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'
import { makeImage, upload } from '../../test/media.ts'
import { multipart } from '../../test/multipart.ts'
import { grantPlan } from '../../test/plans.ts'

const require = createRequire(import.meta.url)

// U+202E right-to-left override: 'rechnung\u202Egnp.exe' reads as 'rechnungexe.png'.
const RLO = '\u202E'

describe('file names that disguise themselves are normalised (issue 12)', () => {
  it('an uploaded image keeps the name it really has, without overrides or invisible characters', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const content = await makeImage('png')

    const fromPart = await upload(client, { filename: `lo\u200Bgo${RLO}.png`, content })
    expect(fromPart.statusCode).toBe(201)
    expect(fromPart.json().filename).toBe('logo.png')

    const fromField = await upload(client, {
      filename: 'x.png',
      content,
      fields: { filename: `  Mu\u0308nchen \u00A0\u2066Plan\u2069 .png. ` },
    })
    expect(fromField.statusCode).toBe(201)
    const file = fromField.json()
    expect(file.filename).toBe('M\u00fcnchen Plan.png')
    expect(file.url).toBe(`/media/files/${file.id}/${encodeURIComponent('M\u00fcnchen Plan.png')}`)
    const [row] = await testApp.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, file.id))
    expect(row!.filename).toBe('M\u00fcnchen Plan.png')
  })

  it('a name whose override hides the real extension is checked against the real one', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    // Reads as 'rechnungexe.png'; the extension really is .exe.
    const res = await upload(client, {
      filename: `rechnung${RLO}gnp.exe`,
      content: await makeImage('png'),
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(['filename'])
  })

  it('renaming a file normalises its display name', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const file = (
      await upload(client, { filename: 'a.png', content: await makeImage('png') })
    ).json()
    const renamed = await client.post(`/api/media/files/${file.id}`, {
      name: ` Team\u200D\u200Bfoto${RLO}  2026\uFEFF `,
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().name).toBe('Teamfoto 2026')
  })

  it('an uploaded font file keeps its real name', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await siteOwner(testApp)
    await grantPlan(testApp.database, organization.id)
    const font = await readFile(
      require.resolve('@fontsource/lora/files/lora-latin-400-normal.woff2'),
    )
    const { body, headers } = multipart([
      { name: 'family', value: 'Hausschrift' },
      { name: 'source', filename: `haus${RLO}2ffow.\u200Bschrift.woff2`, content: font },
    ])
    const res = await client.post('/api/fonts', body, headers)
    expect(res.statusCode).toBe(201)
    const [row] = await testApp.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, res.json().source_id))
    expect(row!.filename).toBe('haus2ffow.schrift.woff2')
  })
})
