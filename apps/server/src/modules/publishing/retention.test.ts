import { describe, expect, it } from 'vitest'
import { buildTestApp, buildTestConfig } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { pageWithArticle, siteOwner } from '../../test/factories.ts'
import { createHistoryRepository } from './history-repository.ts'

const DAY = 24 * 60 * 60

describe('retention of versions (issue #15)', () => {
  it('keeps 50 versions per page for 365 days unless configured otherwise', () => {
    expect(buildTestConfig()).toMatchObject({
      PAGE_VERSIONS_KEEP: 50,
      PAGE_VERSIONS_MAX_AGE_DAYS: 365,
    })
    expect(
      buildTestConfig({ PAGE_VERSIONS_KEEP: '3', PAGE_VERSIONS_MAX_AGE_DAYS: '30' }),
    ).toMatchObject({ PAGE_VERSIONS_KEEP: 3, PAGE_VERSIONS_MAX_AGE_DAYS: 30 })
  })

  it('deletes versions beyond the newest of each page or past their age, never a published one', async () => {
    // in the past, so the sessions (made on the real clock) outlive the 400 days moved below
    const clock = createTestClock(new Date(Date.now() - 800 * DAY * 1000))
    const testApp = await buildTestApp({ clock })
    const { client, site } = await siteOwner(testApp)
    const { page } = await pageWithArticle(client, site.id, '')
    const { page: old } = await pageWithArticle(client, site.id, 'alt')
    const numbers = async (id: number) =>
      (await client.get(`/api/page/${id}/versions`)).json().map((v: { number: number }) => v.number)
    const publish = (id: number) => client.post(`/api/page/${id}/publish`, {})
    const repo = createHistoryRepository(testApp.database.db)
    const purge = () =>
      repo.purgeVersions({ keep: 2, before: new Date(clock.now().getTime() - 365 * DAY * 1000) })

    await publish(old.id)
    for (let n = 0; n < 4; n++) await publish(page.id)
    await client.post(`/api/sites/${site.id}/publish`, {})
    expect(await purge()).toEqual({ pages: 2, sites: 0 })
    expect(await numbers(page.id)).toEqual([4, 3])
    expect(await numbers(old.id)).toEqual([1])

    // a year and more later: the page's latest stays, the old page's published version too
    clock.advanceSeconds(400 * DAY)
    await client.post(`/api/page/${page.id}/unpublish`)
    await publish(page.id)
    await client.post(`/api/sites/${site.id}/publish`, {})
    expect(await purge()).toEqual({ pages: 2, sites: 2 })
    expect(await numbers(page.id)).toEqual([5])
    expect(await numbers(old.id)).toEqual([1])
    const state = (await client.get(`/api/page/${old.id}/publishing`)).json()
    expect(state).toMatchObject({ status: 'published', published: { number: 1 } })
  })
})
