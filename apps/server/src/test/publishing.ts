import type { TestApp, TestClient } from './build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from './factories.ts'

/** An owner's site with a home page holding one block of the organisation's own component. */
export async function homeWithBlock(
  testApp: TestApp,
  title = 'Bäckerei Sonne',
  text = 'Frische Brötchen',
) {
  const owner = await siteOwner(testApp, title)
  const { client, site, organization } = owner
  const component = await createComponent(testApp.database, {
    key: `c-${site.identifier}`,
    organizationId: organization.id,
    form: [{ $formkit: 'text', name: 'text' }] as never,
    template: '<p>{{ text }}</p>',
  })
  const { page, article } = await pageWithArticle(client, site.id, '')
  const content = (
    await client.post('/api/content', {
      section_id: article.sections[0].id,
      component_id: component.id,
      data: { text },
    })
  ).json()
  const edit = (changed: string) =>
    client.patch(`/api/content/${content.id}`, { data: { text: changed } })
  return { ...owner, component, page, article, content, edit }
}

/**
 * „Über uns“ is published at 'ueber-uns', then its draft moves to 'team' and a new page „Neu“
 * takes the address: publishing „Neu“ alone would put two published pages at one address.
 */
export async function pageAtPublishedAddress(client: TestClient, siteId: number) {
  const about = (
    await client.post('/api/page', { site_id: siteId, title: 'Über uns', url: 'ueber-uns' })
  ).json()
  await client.post(`/api/sites/${siteId}/publish`, {})
  await client.patch(`/api/page/${about.id}`, { url: 'team' })
  const newcomer = (
    await client.post('/api/page', { site_id: siteId, title: 'Neu', url: 'ueber-uns' })
  ).json()
  return { about, newcomer }
}

/**
 * Publishes the site with every page that has unpublished changes, as the publish dialog does:
 * visitors see only what was published (decision 027).
 */
export async function publishSite(client: TestClient, siteId: number) {
  const res = await client.post(`/api/sites/${siteId}/publish`, {})
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`)
  return res.json() as { published_page_ids: number[] }
}

/**
 * An owner's site with the published pages Start ('') and Angebot ('angebot'), and a visitor of
 * the site's host (GET or HEAD).
 */
export async function publishedStartAndOffer(testApp: TestApp, title?: string) {
  const owner = await siteOwner(testApp, title)
  const { client, site } = owner
  await client.post('/api/page', { site_id: site.id, title: 'Start', url: '' })
  const offer = (
    await client.post('/api/page', { site_id: site.id, title: 'Angebot', url: 'angebot' })
  ).json() as { id: number }
  await publishSite(client, site.id)
  const host = `${site.identifier}.localhost`
  const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    testApp.app.inject({ method, url, headers: { host } })
  return { ...owner, offer, visit, siteUrl: `http://${host}:3000` }
}
