import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { publishSite, publishedStartAndOffer } from '../../test/publishing.ts'

/** The published bakery, with the body of what a visitor gets and a publish of Angebot alone. */
async function publishedSite(testApp: TestApp) {
  const owner = await publishedStartAndOffer(testApp)
  const visit = async (url: string) => (await owner.visit(url)).body
  const publishOffer = () => owner.client.post(`/api/page/${owner.offer.id}/publish`, {})
  return { ...owner, visit, publishOffer }
}

describe('what search engines read of a page (decision 036)', () => {
  it('shows the SEO title, noindex and canonical address once published, as drafts do not', async () => {
    const testApp = await buildTestApp()
    const { client, offer, visit, publishOffer, siteUrl } = await publishedSite(testApp)
    const before = await visit('/angebot')
    expect(before).toContain('<title>Angebot | Bäckerei Sonne</title>')
    expect(before).toContain(`<link rel="canonical" href="${siteUrl}/angebot">`)
    expect(before).not.toContain('name="robots"')

    const saved = await client.patch(`/api/page/${offer.id}`, {
      seo_title: 'Brot & Brötchen aus Hannover',
      noindex: true,
      canonical_url: '/Start/',
    })
    expect(saved.json()).toMatchObject({ seo_title: 'Brot & Brötchen aus Hannover', noindex: true })
    expect((await client.get(`/api/page/${offer.id}/publishing`)).json().status).toBe('changed')
    expect(await visit('/angebot')).not.toContain('noindex')

    await publishOffer()
    const after = await visit('/angebot')
    expect(after).toContain('<title>Brot &amp; Brötchen aus Hannover</title>')
    expect(after).toContain('<meta property="og:title" content="Brot &amp; Brötchen aus Hannover">')
    expect(after).toContain('<meta name="robots" content="noindex">')
    expect(after).toContain(`<link rel="canonical" href="${siteUrl}/start">`)
  })

  it('takes an absolute canonical address as typed, and refuses anything else', async () => {
    const testApp = await buildTestApp()
    const { client, offer, visit, publishOffer } = await publishedSite(testApp)
    await client.patch(`/api/page/${offer.id}`, {
      canonical_url: 'https://www.baeckerei-sonne.de/angebot',
    })
    await publishOffer()
    expect(await visit('/angebot')).toContain(
      '<link rel="canonical" href="https://www.baeckerei-sonne.de/angebot">',
    )
    const bad = await client.patch(`/api/page/${offer.id}`, { canonical_url: 'javascript:x' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({ canonical_url: ['Bitte eine gültige URL angeben.'] })
  })

  it('leaves noindex and excluded pages out of the sitemap, while robots.txt names it', async () => {
    const testApp = await buildTestApp()
    const { client, site, offer, visit, siteUrl } = await publishedSite(testApp)
    const team = (
      await client.post('/api/page', { site_id: site.id, title: 'Team', url: 'team' })
    ).json()
    await client.patch(`/api/page/${offer.id}`, { noindex: true })
    await client.patch(`/api/page/${team.id}`, { exclude_from_sitemap: true })
    // not yet published: the sitemap lists what visitors see
    expect(await visit('/sitemap.xml')).toContain(`<loc>${siteUrl}/angebot</loc>`)

    await publishSite(client, site.id)
    const sitemap = await visit('/sitemap.xml')
    expect(sitemap).toContain(`<loc>${siteUrl}/</loc>`)
    expect(sitemap).not.toContain('/angebot')
    expect(sitemap).not.toContain('/team')
    // left out of the sitemap only: still indexable
    expect(await visit('/team')).not.toContain('name="robots"')
    expect(await visit('/robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })

  it('brings a version’s search engine fields back with a restore', async () => {
    const testApp = await buildTestApp()
    const { client, offer, publishOffer } = await publishedSite(testApp)
    await client.patch(`/api/page/${offer.id}`, { seo_title: 'Erste Fassung', noindex: true })
    await publishOffer()
    const [first] = (await client.get(`/api/page/${offer.id}/versions`)).json()
    await client.patch(`/api/page/${offer.id}`, { seo_title: null, noindex: false })
    const restored = await client.post(`/api/page-versions/${first.id}/restore`, {})
    expect(restored.statusCode).toBe(200)
    expect((await client.get(`/api/page/${offer.id}`)).json()).toMatchObject({
      seo_title: 'Erste Fassung',
      noindex: true,
      exclude_from_sitemap: false,
      canonical_url: null,
    })
  })
})
