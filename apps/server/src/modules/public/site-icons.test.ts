import { rm } from 'node:fs/promises'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { nestedUseSvg, storedUnchecked, svgImage } from '../../test/media.ts'
import { homeWithBlock, publishSite } from '../../test/publishing.ts'
import type { HostMatch } from '../sites/host-resolver.ts'
import { DEFAULT_ICON_SVG } from './default-icon.ts'
import { RENDERED_ICON_PATHS, renderIcons, type RenderedIcons } from './icon-rendering.ts'
import { createSiteIcons } from './site-icons.ts'

const ICONS = ['/favicon.ico', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png'] as const

/** A published site whose favicon is an SVG file; `stored` are the bytes its storage holds. */
async function siteWithSvgFavicon(testApp: TestApp, stored: Buffer = svgImage()) {
  const { client, site } = await homeWithBlock(testApp)
  const icon = await storedUnchecked(testApp, client, stored)
  const saved = await client.put(`/api/sites/${site.id}/settings`, {
    settings: {},
    logo_file_id: null,
    favicon_file_id: icon.id,
    seo_image_id: null,
  })
  expect(saved.statusCode).toBe(200)
  await publishSite(client, site.id)
  const visit = (app: TestApp['app'], url: string) =>
    app.inject({ method: 'GET', url, headers: { host: `${site.identifier}.localhost` } })
  return { visit, original: icon.path }
}

describe('site icons are drawn once, never on a visitor’s request (issue #31)', () => {
  it('answers every icon of a favicon SVG stored before the limits at once, with the default icon', async () => {
    const logLines: string[] = []
    const testApp = await buildTestApp({ env: { LOG_LEVEL: 'warn' }, logLines })
    const { visit } = await siteWithSvgFavicon(testApp, nestedUseSvg())
    const defaults = await renderIcons(DEFAULT_ICON_SVG)
    for (const round of [1, 2]) {
      for (const path of ICONS) {
        const started = performance.now()
        const res = await visit(testApp.app, path)
        const ms = performance.now() - started
        expect(res.statusCode, `${path} (${round})`).toBe(200)
        expect(ms, `${path} (${round})`).toBeLessThan(2000)
        expect(res.rawPayload.equals(defaults[path]), `${path} (${round})`).toBe(true)
      }
    }
    // Refused once, by its drawing's limits, and remembered: never drawn, not even once.
    const refusals = logLines.filter((line) => line.includes('favicon not drawable'))
    expect(refusals).toHaveLength(1)
    expect(refusals[0]).toMatch(/svg_too_complex/)
  })

  it('keeps the drawn icons: another server process answers them without the original', async () => {
    const testApp = await buildTestApp()
    const { visit, original } = await siteWithSvgFavicon(testApp)
    const first = await Promise.all(ICONS.map((path) => visit(testApp.app, path)))
    for (const res of first) expect(res.headers['cache-control']).toBe('public, max-age=86400')
    const meta = await sharp(first[3]!.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512])

    await rm(original)
    const other = await buildTestApp({
      database: testApp.database,
      env: { DATA_DIR: testApp.config.DATA_DIR },
    })
    for (const [i, path] of ICONS.entries()) {
      const res = await visit(other.app, path)
      expect(res.statusCode, path).toBe(200)
      expect(res.rawPayload.equals(first[i]!.rawPayload), path).toBe(true)
    }
  })
})

describe('the drawn icons kept in memory (decision 064)', () => {
  it('keeps at most its bytes of them, and reads those it let go from storage, never drawing again', async () => {
    const stored = new Map<string, Buffer>()
    const reads: string[] = []
    let drawings = 0
    const icons = createSiteIcons({
      readFile: async () => ({ body: Buffer.from('<svg/>') }),
      themeColorOf: async () => '#000000',
      storage: {
        exists: async (key) => stored.has(key),
        get: async (key) => {
          reads.push(key)
          return stored.get(key) ?? null
        },
        put: async (key, body) => void stored.set(key, body),
      },
      maker: {
        make: async () => {
          drawings++
          const image = Buffer.alloc(1000, drawings)
          return Object.fromEntries(RENDERED_ICON_PATHS.map((p) => [p, image])) as RenderedIcons
        },
      },
      log: { warn: () => {} } as never,
      maxBytes: 20_000,
    })
    const favicon = (fileId: number) =>
      icons({
        path: '/icon-192.png',
        site: { organizationId: 1, faviconFileId: fileId } as HostMatch['site'],
        ifNoneMatch: undefined,
        version: String(fileId),
      })
    for (let fileId = 1; fileId <= 20; fileId++) await favicon(fileId)
    expect(drawings).toBe(20)
    reads.length = 0
    for (let fileId = 17; fileId <= 20; fileId++)
      expect((await favicon(fileId))?.body).toEqual(Buffer.alloc(1000, fileId))
    expect(reads).toEqual([])
    expect((await favicon(1))?.body).toEqual(Buffer.alloc(1000, 1))
    expect(reads).toHaveLength(RENDERED_ICON_PATHS.length)
    expect(drawings).toBe(20)
  })
})
