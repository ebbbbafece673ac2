import { toDbDateTime, type NotificationList, type PublishSchedule } from '@sitewerk/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app.ts'
import { jobs, pageVersions, publishSchedules } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { pageWithArticle, siteOwner } from '../../test/factories.ts'
import { homeWithBlock, pageAtPublishedAddress } from '../../test/publishing.ts'

const START = new Date('2026-06-01T10:00:00Z')
const HOUR = 3600

/** An owner's published home page with one block, a test clock and a worker polling every 50 ms. */
async function bakery(env: Record<string, string> = {}) {
  const clock = createTestClock(START)
  const testApp = await buildTestApp({ clock, env: { JOBS_POLL_MS: '50', ...env } })
  const owner = await homeWithBlock(testApp)
  await owner.client.post(`/api/sites/${owner.site.id}/publish`, {})
  /** A time `seconds` after the test clock's now, as the API takes it. */
  const inSeconds = (seconds: number) =>
    toDbDateTime(new Date(clock.now().getTime() + seconds * 1000))
  return { ...owner, testApp, clock, inSeconds }
}

const jobsOf = (testApp: TestApp) =>
  testApp.database.db.select().from(jobs).where(eq(jobs.kind, 'publish-schedule'))
const schedulesOf = (testApp: TestApp) => testApp.database.db.select().from(publishSchedules)

/** Waits until no publish job is running any more. */
const settled = (testApp: TestApp) =>
  vi.waitFor(
    async () => expect((await jobsOf(testApp)).filter((j) => j.state === 'running')).toEqual([]),
    { timeout: 10_000, interval: 50 },
  )

describe('scheduled publishing (issue #15)', () => {
  it('plans, moves and cancels a publish, with one job at the plan’s time', async () => {
    const { client, site, page, testApp, inSeconds, user } = await bakery()
    const created = await client.post(`/api/sites/${site.id}/schedules`, {
      page_id: page.id,
      run_at: inSeconds(HOUR),
      note: 'Sommerangebot',
    })
    expect(created.statusCode, created.body).toBe(201)
    const schedule = created.json() as PublishSchedule
    expect(schedule).toMatchObject({
      site_id: site.id,
      page_id: page.id,
      run_at: inSeconds(HOUR),
      note: 'Sommerangebot',
      created_by: { id: user.id },
      error: null,
    })
    expect((await client.get(`/api/page/${page.id}/publishing`)).json().schedule).toEqual(schedule)
    const [job] = await jobsOf(testApp)
    expect(job).toMatchObject({ state: 'queued', payload: { scheduleId: schedule.id } })
    expect(toDbDateTime(job!.runAt)).toBe(inSeconds(HOUR))

    const moved = await client.patch(`/api/schedules/${schedule.id}`, {
      run_at: inSeconds(2 * HOUR),
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ run_at: inSeconds(2 * HOUR), note: 'Sommerangebot' })
    const afterMove = await jobsOf(testApp)
    expect(afterMove.map((j) => toDbDateTime(j.runAt))).toEqual([inSeconds(2 * HOUR)])

    // A second plan for the same page replaces the first, and its job.
    const replacing = await client.post(`/api/sites/${site.id}/schedules`, {
      page_id: page.id,
      run_at: inSeconds(3 * HOUR),
    })
    expect(replacing.statusCode).toBe(201)
    const site1 = (await client.get(`/api/sites/${site.id}/publishing`)).json()
    expect(site1.schedules.map((s: PublishSchedule) => s.id)).toEqual([replacing.json().id])
    expect((await jobsOf(testApp)).map((j) => j.payload)).toEqual([
      { scheduleId: replacing.json().id },
    ])
    // The site's own plan is another target and stays beside it.
    const whole = await client.post(`/api/sites/${site.id}/schedules`, {
      page_id: null,
      run_at: inSeconds(HOUR),
    })
    expect(whole.statusCode).toBe(201)
    expect(await schedulesOf(testApp)).toHaveLength(2)

    expect((await client.delete(`/api/schedules/${replacing.json().id}`)).statusCode).toBe(204)
    expect((await client.delete(`/api/schedules/${replacing.json().id}`)).statusCode).toBe(404)
    expect((await jobsOf(testApp)).map((j) => j.payload)).toEqual([{ scheduleId: whole.json().id }])
  })

  it('refuses a time not in the future, a page of another site, and another tenant’s plans', async () => {
    const { client, site, page, testApp, inSeconds } = await bakery()
    for (const runAt of [inSeconds(0), inSeconds(-60)]) {
      const past = await client.post(
        `/api/sites/${site.id}/schedules`,
        { page_id: page.id, run_at: runAt },
        { 'accept-language': 'de' },
      )
      expect(past.statusCode).toBe(422)
      expect(past.json().errors).toEqual({ run_at: ['Der Zeitpunkt muss in der Zukunft liegen.'] })
    }
    const stranger = await siteOwner(testApp, 'Blumen Ilse')
    const theirs = await pageWithArticle(stranger.client, stranger.site.id, '')
    const foreignPage = await client.post(`/api/sites/${site.id}/schedules`, {
      page_id: theirs.page.id,
      run_at: inSeconds(HOUR),
    })
    expect(foreignPage.statusCode).toBe(422)
    expect(Object.keys(foreignPage.json().errors)).toEqual(['page_id'])
    const foreignSite = await client.post(`/api/sites/${stranger.site.id}/schedules`, {
      page_id: null,
      run_at: inSeconds(HOUR),
    })
    expect(foreignSite.statusCode).toBe(404)

    const mine = (
      await client.post(`/api/sites/${site.id}/schedules`, {
        page_id: null,
        run_at: inSeconds(HOUR),
      })
    ).json() as PublishSchedule
    const moved = await stranger.client.patch(`/api/schedules/${mine.id}`, {
      run_at: inSeconds(2 * HOUR),
    })
    expect(moved.statusCode).toBe(404)
    expect((await stranger.client.delete(`/api/schedules/${mine.id}`)).statusCode).toBe(404)
    const past = await client.patch(`/api/schedules/${mine.id}`, { run_at: inSeconds(-1) })
    expect(past.statusCode).toBe(422)
    expect((await schedulesOf(testApp)).map((s) => toDbDateTime(s.runAt))).toEqual([
      inSeconds(HOUR),
    ])
  })

  it('publishes the page at its time as the plan’s author with its note', async () => {
    const { client, page, testApp, clock, edit, inSeconds, site, user } = await bakery()
    await edit('Sommerbrötchen')
    await client.post(`/api/sites/${site.id}/schedules`, {
      page_id: page.id,
      run_at: inSeconds(HOUR),
      note: 'Geplant',
    })

    clock.advanceSeconds(HOUR - 1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await schedulesOf(testApp)).toHaveLength(1)

    clock.advanceSeconds(1)
    await vi.waitFor(async () => expect(await schedulesOf(testApp)).toEqual([]), {
      timeout: 10_000,
      interval: 50,
    })
    const state = (await client.get(`/api/page/${page.id}/publishing`)).json()
    expect(state).toMatchObject({
      status: 'published',
      schedule: null,
      published: { number: 2, note: 'Geplant', created_by: { id: user.id } },
    })
    expect((await jobsOf(testApp)).map((j) => j.state)).toEqual(['done'])
  })

  it('publishes the whole site with every changed page, and a cancelled plan never runs', async () => {
    const { client, page, testApp, clock, edit, inSeconds, site } = await bakery()
    const about = (
      await client.post('/api/page', { site_id: site.id, title: 'Über uns', url: 'ueber-uns' })
    ).json()
    await edit('Neu')
    const planned = (
      await client.post(`/api/sites/${site.id}/schedules`, {
        page_id: page.id,
        run_at: inSeconds(60),
      })
    ).json() as PublishSchedule
    await client.delete(`/api/schedules/${planned.id}`)
    await client.post(`/api/sites/${site.id}/schedules`, { page_id: null, run_at: inSeconds(120) })

    clock.advanceSeconds(121)
    await vi.waitFor(async () => expect(await schedulesOf(testApp)).toEqual([]), {
      timeout: 10_000,
      interval: 50,
    })
    const state = (await client.get(`/api/sites/${site.id}/publishing`)).json()
    expect(state.draft_changed_at).toBeNull()
    expect(state.pages.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
      [page.id, 'published'],
      [about.id, 'published'],
    ])
    expect(await jobsOf(testApp)).toHaveLength(1)
  })

  it('cancels the page’s plan when the page is published now, and says so (issue 34, item 7)', async () => {
    const { client, page, testApp, clock, edit, inSeconds, site } = await bakery()
    await edit('Sommerbrötchen')
    const pagePlan = (
      await client.post(`/api/sites/${site.id}/schedules`, {
        page_id: page.id,
        run_at: inSeconds(HOUR),
      })
    ).json() as PublishSchedule
    const sitePlan = (
      await client.post(`/api/sites/${site.id}/schedules`, {
        page_id: null,
        run_at: inSeconds(HOUR),
      })
    ).json() as PublishSchedule

    const res = await client.post(`/api/page/${page.id}/publish`, {})
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'published',
      schedule: null,
      cancelled_schedules: [{ id: pagePlan.id, page_id: page.id, run_at: inSeconds(HOUR) }],
    })
    // The site's plan is another target: a page publish leaves it.
    expect((await schedulesOf(testApp)).map((s) => s.id)).toEqual([sitePlan.id])
    expect((await jobsOf(testApp)).map((j) => j.payload)).toEqual([{ scheduleId: sitePlan.id }])

    // What is edited after the publish is not published by the cancelled plan.
    await edit('Herbstbrötchen')
    await client.delete(`/api/schedules/${sitePlan.id}`)
    clock.advanceSeconds(HOUR + 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await client.get(`/api/page/${page.id}/publishing`)).json()).toMatchObject({
      status: 'changed',
      published: { number: 2 },
    })
  })

  it('cancels the site’s plan and those of the pages a site publish takes along (issue 34, item 7)', async () => {
    const { client, page, testApp, edit, inSeconds, site } = await bakery()
    const about = (
      await client.post('/api/page', { site_id: site.id, title: 'Über uns', url: 'ueber-uns' })
    ).json() as { id: number }
    await edit('Neu')
    const plan = async (pageId: number | null) =>
      (
        await client.post(`/api/sites/${site.id}/schedules`, {
          page_id: pageId,
          run_at: inSeconds(HOUR),
        })
      ).json() as PublishSchedule
    const [sitePlan, homePlan, aboutPlan] = [
      await plan(null),
      await plan(page.id),
      await plan(about.id),
    ]

    const res = await client.post(`/api/sites/${site.id}/publish`, { page_ids: [page.id] })
    expect(res.statusCode, res.body).toBe(200)
    const result = res.json() as {
      cancelled_schedules: PublishSchedule[]
      site: { schedules: PublishSchedule[] }
    }
    expect(result.cancelled_schedules.map((s) => s.id).sort()).toEqual(
      [sitePlan.id, homePlan.id].sort(),
    )
    // „Über uns“ was left out of this publish: its plan stays.
    expect(result.site.schedules.map((s) => s.id)).toEqual([aboutPlan.id])
    expect((await jobsOf(testApp)).map((j) => j.payload)).toEqual([{ scheduleId: aboutPlan.id }])
  })

  it('keeps a plan that cannot publish with the reason, and tells the organisation', async () => {
    const { client, site, testApp, clock, inSeconds } = await bakery()
    const { newcomer } = await pageAtPublishedAddress(client, site.id)
    const planned = (
      await client.post(`/api/sites/${site.id}/schedules`, {
        page_id: newcomer.id,
        run_at: inSeconds(60),
      })
    ).json() as PublishSchedule

    clock.advanceSeconds(61)
    await vi.waitFor(
      async () => expect((await jobsOf(testApp)).map((j) => j.state)).toEqual(['done']),
      { timeout: 10_000, interval: 50 },
    )
    const [kept] = (await client.get(`/api/sites/${site.id}/publishing`)).json().schedules
    expect(kept).toMatchObject({
      id: planned.id,
      error: 'Unter dieser Adresse ist schon die Seite „Über uns“ veröffentlicht.',
    })
    expect((await client.get(`/api/page/${newcomer.id}/publishing`)).json().status).toBe(
      'unpublished',
    )
    const bell = (await client.get('/api/notifications')).json() as NotificationList
    expect(bell.data.map((n) => [n.kind, n.data])).toEqual([
      [
        'publish-failed',
        {
          schedule_id: planned.id,
          site_id: site.id,
          page_id: newcomer.id,
          title: 'Neu',
          error: kept.error,
          author_id: planned.created_by!.id,
        },
      ],
    ])

    // Moving the plan clears the failure and tries again at the new time.
    const moved = await client.patch(`/api/schedules/${planned.id}`, { run_at: inSeconds(60) })
    expect(moved.json().error).toBeNull()
    expect((await jobsOf(testApp)).filter((j) => j.state === 'queued')).toHaveLength(1)
  })

  it('runs once with several server processes, and after a restart', async () => {
    const { client, page, testApp, clock, edit, inSeconds, site } = await bakery({
      JOBS_CONCURRENCY: '0',
    })
    await edit('Nach dem Neustart')
    await client.post(`/api/sites/${site.id}/schedules`, {
      page_id: page.id,
      run_at: inSeconds(60),
    })
    // The process that planned it stops; two others start on the same database.
    await testApp.app.close()
    const config = { ...testApp.config, JOBS_CONCURRENCY: 2, JOBS_POLL_MS: 20 }
    const others = await Promise.all(
      [1, 2].map(() => buildApp({ config, database: testApp.database, clock, serveWeb: false })),
    )
    try {
      clock.advanceSeconds(61)
      await vi.waitFor(async () => expect(await schedulesOf(testApp)).toEqual([]), {
        timeout: 10_000,
        interval: 50,
      })
      await settled(testApp)
      const versions = await testApp.database.db
        .select()
        .from(pageVersions)
        .where(eq(pageVersions.pageId, page.id))
      expect(versions.map((v) => v.number)).toEqual([1, 2])
      expect((await jobsOf(testApp)).map((j) => [j.state, j.attempts])).toEqual([['done', 1]])
    } finally {
      await Promise.all(others.map((app) => app.close()))
    }
  })
})
