import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../../test/factories.ts'
import { publishSite } from '../../test/publishing.ts'
import { insertMediaFile, makeJpeg } from './test-images.ts'

describe('images on a public page', () => {
  it('a media value renders as <img srcset> whose every address answers on the site host', async () => {
    const testApp = await buildTestApp()
    const { client, site, organization } = await siteOwner(testApp)
    const file = await insertMediaFile(testApp, {
      organizationId: organization.id,
      body: await makeJpeg(900, 600),
      width: 900,
      height: 600,
    })
    const figure = await createComponent(testApp.database, {
      key: 'figure',
      form: [{ $formkit: 'media', name: 'photo', label: 'Bild' }] as never,
      template: `<figure>{{ photo | image: '(min-width: 1080px) 50vw, 100vw' }}</figure>`,
    })
    const { article } = await pageWithArticle(client, site.id)
    const photo = { ...{ id: file.id, filename: file.filename, name: 'Werkstatt' }, width: 900 }
    const created = await client.post('/api/content', {
      section_id: article.sections[0].id,
      component_id: figure.id,
      data: { photo: { ...photo, height: 600, size: file.size, alt: 'Hobelbank & Späne' } },
    })
    expect(created.statusCode).toBe(201)

    await publishSite(client, site.id)
    const host = `${site.identifier}.localhost:3000`
    const page = await testApp.app.inject({ url: '/', headers: { host } })
    expect(page.statusCode).toBe(200)
    const img = page.body.match(/<img [^>]*>/)?.[0] ?? ''
    expect(img).toContain(' alt="Hobelbank &amp; Späne"')
    expect(img).toContain(' width="900" height="600"')
    // The first article's image: loaded at once (spec §9).
    expect(img).toContain(' loading="eager" fetchpriority="high"')
    const srcset = /srcset="([^"]+)"/.exec(img)![1]!
    // the file's version on every address (decision 042)
    const v = `?v=${file.checksum.slice(0, 12)}`
    expect(srcset).toBe(
      `/media/img/${file.id}/320w1x.webp${v} 320w, /media/img/${file.id}/640w1x.webp${v} 640w, /media/img/${file.id}/768w1x.webp${v} 768w, /media/img/${file.id}/1024w1x.webp${v} 900w`,
    )
    const addresses = [...page.body.matchAll(/(\/media\/img\/[^\s",]+) (\d+)w/g)]
    expect(addresses.map((m) => m[1]!.split('?')[0]!.split('.').pop())).toEqual([
      ...['avif', 'avif', 'avif', 'avif'],
      ...['webp', 'webp', 'webp', 'webp'],
    ])
    for (const [, url, pixels] of addresses) {
      const res = await testApp.app.inject({ url: url!, headers: { host } })
      expect(res.statusCode, url).toBe(200)
      expect((await sharp(res.rawPayload).metadata()).width, url).toBe(Number(pixels))
    }
  })
})
