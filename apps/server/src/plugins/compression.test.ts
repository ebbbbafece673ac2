import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { brotliDecompressSync, gzipSync } from 'node:zlib'
import { buildTestApp, createClient } from '../test/build-test-app.ts'
import { siteWithTemplate } from '../test/site-pages.ts'
import { appWithStarters, signedInClient } from '../test/factories.ts'

describe('compression of API answers (issue #18)', () => {
  it('sends a large answer as brotli when the browser takes it, and a small one as it is', async () => {
    const testApp = await appWithStarters()
    const { client } = await signedInClient(testApp)
    const organization = (await client.post('/api/organizations', { title: 'Komprimiert' })).json()
    client.useOrganization(organization.id)
    const plain = await client.get('/api/components')
    const packed = await client.get('/api/components', { 'accept-encoding': 'gzip, br' })
    expect(packed.headers['content-encoding']).toBe('br')
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json())

    const small = await createClient(testApp.app).get('/api/sanctum/csrf-cookie', {
      'accept-encoding': 'br',
    })
    expect(small.headers['content-encoding']).toBeUndefined()
  })

  it('does not unpack a compressed request body', async () => {
    const testApp = await buildTestApp()
    const client = createClient(testApp.app)
    const res = await client.request(
      'POST',
      '/api/login',
      gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x' })),
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    )
    expect([400, 415, 422]).toContain(res.statusCode)
  })

  it('sends a public page compressed once, when it is rendered, and never packs it twice', async () => {
    // the back office served too, as the started server does: a site's page arrives on its routes
    const dist = await mkdtemp(join(tmpdir(), 'sitewerk-web-'))
    onTestFinished(() => rm(dist, { recursive: true, force: true }))
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Sitewerk</title>')
    const testApp = await buildTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true })
    const { site } = await siteWithTemplate(testApp, {
      title: 'Gepackt',
      template: `<p>${'Brot '.repeat(500)}</p>`,
    })
    const visit = (encoding: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `${site.identifier}.localhost:3000`, 'accept-encoding': encoding },
      })
    const first = await visit('br, gzip')
    const again = await visit('br, gzip')
    expect(first.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('Brot Brot')
    // the cached bytes themselves: the same validator and body, not a second compression
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    const plain = await visit('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('Brot Brot')
    expect(plain.headers.etag).not.toBe(first.headers.etag)
  })
})
