import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { pageWithArticle, siteOwner } from '../../test/factories.ts'
import { homeWithBlock, pageAtPublishedAddress } from '../../test/publishing.ts'

async function pageWithBlock(title = 'Bäckerei Sonne') {
  const testApp = await buildTestApp()
  const owner = await homeWithBlock(testApp, title)
  const { client, page } = owner
  const state = async () => (await client.get(`/api/page/${page.id}/publishing`)).json()
  return { ...owner, testApp, state }
}

describe('publishing (issue #15)', () => {
  it('keeps a new page unpublished until it is published, then marks later edits as changes', async () => {
    const { client, page, content, state } = await pageWithBlock()
    expect(await state()).toMatchObject({ status: 'unpublished', published: null })

    const published = await client.post(`/api/page/${page.id}/publish`, { note: 'Erste Fassung' })
    expect(published.statusCode).toBe(200)
    expect(published.json()).toMatchObject({
      status: 'published',
      draft_changed_at: null,
      published: { number: 1, note: 'Erste Fassung', current: true, url: '' },
    })
    expect(published.json().published.created_by.name).toBeTruthy()

    await client.patch(`/api/content/${content.id}`, { data: { text: 'Neue Brötchen' } })
    const changed = await state()
    expect(changed.status).toBe('changed')
    expect(changed.draft_changed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    const again = (await client.post(`/api/page/${page.id}/publish`, {})).json()
    expect(again).toMatchObject({ status: 'published', published: { number: 2, note: null } })
  })

  it('lists the site’s pages with their state, and publishes the changed ones with the site', async () => {
    const { client, site, page } = await pageWithBlock()
    const other = (
      await client.post('/api/page', { site_id: site.id, title: 'Über uns', url: 'ueber-uns' })
    ).json()
    await client.post(`/api/page/${page.id}/publish`, {})

    const before = (await client.get(`/api/sites/${site.id}/publishing`)).json()
    expect(before.pages.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
      [page.id, 'published'],
      [other.id, 'unpublished'],
    ])
    expect(before.published_at).not.toBeNull()

    const result = await client.post(`/api/sites/${site.id}/publish`, { note: 'Alles' })
    expect(result.statusCode).toBe(200)
    expect(result.json().published_page_ids).toEqual([other.id])
    expect(
      result.json().site.pages.every((p: { status: string }) => p.status === 'published'),
    ).toBe(true)
  })

  it('marks the site when its layouts change, and clears the mark when the site is published', async () => {
    const { client, site, page } = await pageWithBlock()
    await client.post(`/api/page/${page.id}/publish`, {})
    const site1 = (await client.get(`/api/sites/${site.id}/publishing`)).json()
    expect(site1.draft_changed_at).toBeNull()
    expect(
      (await client.post('/api/layouts', { site_id: site.id, title: 'Schmal' })).statusCode,
    ).toBe(201)
    expect((await client.get(`/api/sites/${site.id}/publishing`)).json().draft_changed_at).not.toBe(
      null,
    )
    await client.post(`/api/sites/${site.id}/publish`, {})
    expect((await client.get(`/api/sites/${site.id}/publishing`)).json().draft_changed_at).toBe(
      null,
    )
  })

  it('takes a page off the site and keeps it for editors', async () => {
    const { client, page, state } = await pageWithBlock()
    await client.post(`/api/page/${page.id}/publish`, {})
    const off = await client.post(`/api/page/${page.id}/unpublish`)
    expect(off.json()).toMatchObject({ status: 'unpublished', published: null })
    expect((await client.get(`/api/page/${page.id}`)).statusCode).toBe(200)
    expect((await state()).status).toBe('unpublished')
  })

  it('refuses to publish a page at an address another published page still has', async () => {
    const { client, site, page } = await pageWithBlock()
    const { about, newcomer } = await pageAtPublishedAddress(client, site.id)
    const refused = await client.post(`/api/page/${newcomer.id}/publish`, {})
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.url[0]).toContain('„Über uns“')
    // publishing both together is one consistent state
    const both = await client.post(`/api/sites/${site.id}/publish`, {
      page_ids: [about.id, newcomer.id, page.id],
    })
    expect(both.statusCode).toBe(200)
  })

  it('refuses pages of another site in a site publish with a field error', async () => {
    const { client, site, testApp } = await pageWithBlock()
    const stranger = await siteOwner(testApp, 'Fremd')
    const theirs = await pageWithArticle(stranger.client, stranger.site.id, '')
    const refused = await client.post(`/api/sites/${site.id}/publish`, {
      page_ids: [theirs.page.id],
    })
    expect(refused.statusCode).toBe(422)
    expect(Object.keys(refused.json().errors)).toEqual(['page_ids.0'])
    expect(
      (await stranger.client.get(`/api/page/${theirs.page.id}/publishing`)).json().status,
    ).toBe('unpublished')
  })
})

describe('a page publish and the layouts it wears', () => {
  it('takes the site’s layouts along when the page wears one visitors have never seen', async () => {
    const { client, site, page, testApp } = await pageWithBlock()
    await client.post(`/api/page/${page.id}/publish`, {})
    const layout = (await client.post('/api/layouts', { site_id: site.id, title: 'Neu' })).json()
    await client.patch(`/api/page/${page.id}`, { layout_id: layout.id })
    await client.post(`/api/page/${page.id}/publish`, {})
    const { rows } = await testApp.database.db.execute<{ ids: number[] }>(
      sql`select jsonb_path_query_array(v.snapshot, '$.layouts[*].id') as ids
            from sites s join site_versions v on v.id = s.published_version_id
           where s.id = ${site.id}`,
    )
    expect(rows[0]!.ids).toContain(layout.id)
  })
})
