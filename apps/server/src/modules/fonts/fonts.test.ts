import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'

const WOFF2_MAGIC = 'wOF2'
const TRAVERSALS = [
  '/fonts/..%2F..%2Fpackage.json',
  '/fonts/../package.css',
  '/fonts/%2e%2e%2fpackage.css',
  '/fonts/files/..%2Finter-latin-400-normal.woff2',
  '/fonts/files/../../../etc/passwd.woff2',
  '/fonts/files/inter-latin-400-normal%2F..%2F.woff2',
  '/fonts/files/inter-latin-100-normal.woff2',
  '/fonts/files/inter-latin-400-normal.woff',
  '/fonts/Inter.css',
  '/fonts/inter..css',
]

describe('the font library', () => {
  it('answers spec §7 gfont with a stylesheet on our own host, 404 for unknown or crafted names', async () => {
    const { app } = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/gfont/open-sans' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ href: '/fonts/open-sans.css' })
    for (const name of ['comic-sans', 'Open%20Sans', '..%2Fopen-sans', 'open-sans%00', '-inter-']) {
      expect((await app.inject({ method: 'GET', url: `/api/gfont/${name}` })).statusCode).toBe(404)
    }
  })

  it('serves a family’s font-face stylesheet and its woff2 files with long cache headers on the back office', async () => {
    const { app } = await buildTestApp()
    const css = await app.inject({ method: 'GET', url: '/fonts/lora.css' })
    expect(css.statusCode).toBe(200)
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(css.body).toContain(
      '@font-face{font-family:"Lora";font-style:normal;font-weight:400;font-display:swap;src:url(/fonts/files/lora-latin-400-normal.woff2) format("woff2")}',
    )
    expect(css.body).toContain('font-weight:700')
    expect(css.body).toContain('font-style:italic')
    expect(css.body).not.toMatch(/https?:/)
    const file = await app.inject({
      method: 'GET',
      url: '/fonts/files/lora-latin-700-normal.woff2',
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('font/woff2')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe(WOFF2_MAGIC)
    for (const url of TRAVERSALS) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })

  it('serves the same files on a site host without reading or setting cookies', async () => {
    const testApp = await buildTestApp()
    const { site } = await siteOwner(testApp)
    const host = `${site.identifier}.localhost:3000`
    const get = (url: string) =>
      testApp.app.inject({ method: 'GET', url, headers: { host, cookie: 'sitewerk_session=x' } })
    const css = await get('/fonts/inter.css')
    expect(css.statusCode).toBe(200)
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(css.headers['set-cookie']).toBeUndefined()
    expect(css.body).toContain('font-family:"Inter"')
    const file = await get('/fonts/files/inter-latin-400-normal.woff2')
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('font/woff2')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(file.headers['set-cookie']).toBeUndefined()
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe(WOFF2_MAGIC)
    for (const url of TRAVERSALS) expect((await get(url)).statusCode, url).toBe(404)
  })
})
