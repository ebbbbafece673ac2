import type { SitePublishingPage } from '@sitewerk/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildPage, buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'
import { buildSchedule, buildSitePublishing } from './test/publishing-fixtures'

const pages = [
  buildPage({ id: 21, title: 'Startseite', url: '' }),
  buildPage({ id: 22, title: 'Über uns', url: 'ueber-uns', order: 1 }),
  buildPage({ id: 23, title: 'Jobs', url: 'jobs', order: 2 }),
]
const pageState = (
  id: number,
  status: SitePublishingPage['status'],
  draftChangedAt: string | null,
): SitePublishingPage => {
  const page = pages.find((candidate) => candidate.id === id)!
  return {
    id,
    title: page.title,
    url: page.url,
    status,
    draft_changed_at: draftChangedAt,
    published_at: status === 'unpublished' ? null : '2026-11-01 09:00:00',
    published_url: status === 'unpublished' ? null : page.url,
  }
}
const publishing = buildSitePublishing({
  draft_changed_at: '2026-11-19 11:00:00',
  pages: [
    pageState(21, 'published', null),
    pageState(22, 'changed', '2026-11-20 09:15:00'),
    pageState(23, 'unpublished', '2026-11-20 09:15:00'),
  ],
  schedules: [buildSchedule({ id: 9, page_id: null, note: 'Relaunch' })],
})

function openSite() {
  mockMember({ sites: [buildSite()] })
  server.use(
    http.get('/api/sites/5/pages', () => HttpResponse.json(pages)),
    http.get('/api/sites/5/publishing', () => HttpResponse.json(publishing)),
  )
  renderApp('/puronectar/site')
}

async function openDialog() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Website veröffentlichen' }, { timeout: 15_000 }),
  )
  return screen.findByRole('dialog', { name: 'Website veröffentlichen' })
}

describe('publishing a site (issue #15)', { timeout: 30_000 }, () => {
  it('marks each page of the list with its status in words', async () => {
    openSite()
    await screen.findByRole('link', { name: 'Startseite' }, { timeout: 15_000 })
    const row = (title: string) => screen.getByRole('link', { name: title }).closest('li')!
    await waitFor(() => expect(row('Startseite')).toHaveTextContent('Veröffentlicht'))
    expect(row('Über uns')).toHaveTextContent('Änderungen')
    expect(row('Über uns')).toHaveTextContent('seit 20.11.2026, 10:15')
    expect(row('Jobs')).toHaveTextContent('Nicht veröffentlicht')
  })

  it('publishes the ticked pages with changes, with the site’s own changes named', async () => {
    openSite()
    let body: unknown
    server.use(
      http.post('/api/sites/5/publish', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          site: publishing,
          published_page_ids: [22],
          cancelled_schedules: [],
        })
      }),
    )
    const dialog = await openDialog()
    expect(dialog).toHaveTextContent(
      'Navigation, Variablen oder Layouts geändert seit 19.11.2026, 12:00',
    )
    const about = within(dialog).getByRole('checkbox', { name: 'Über uns (/ueber-uns)' })
    const jobs = within(dialog).getByRole('checkbox', { name: 'Jobs (/jobs)' })
    expect(about).toBeChecked()
    expect(jobs).toBeChecked()
    expect(within(dialog).queryByRole('checkbox', { name: /Startseite/ })).toBeNull()
    await userEvent.click(jobs)
    await userEvent.type(within(dialog).getByLabelText(/Notiz/), 'Preise')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt veröffentlichen' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(body).toEqual({ note: 'Preise', page_ids: [22] })
  })

  it('says which plans publishing now cancels, and that it did (issue 34, item 7)', async () => {
    const aboutPlan = buildSchedule({ id: 12, page_id: 22, run_at: '2030-12-02 08:30:00' })
    const jobsPlan = buildSchedule({ id: 13, page_id: 23 })
    const sitePlan = publishing.schedules[0]!
    openSite()
    server.use(
      http.get('/api/sites/5/publishing', () =>
        HttpResponse.json({ ...publishing, schedules: [sitePlan, aboutPlan, jobsPlan] }),
      ),
      http.post('/api/sites/5/publish', () =>
        HttpResponse.json({
          site: { ...publishing, schedules: [jobsPlan] },
          published_page_ids: [22],
          cancelled_schedules: [sitePlan, aboutPlan],
        }),
      ),
    )
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Jobs (/jobs)' }))
    expect(dialog).toHaveTextContent(
      'Jetzt veröffentlichen hebt diese Planungen auf: Website (01.12.2030, 09:30), Über uns (02.12.2030, 09:30).',
    )
    // A plan is only cancelled by publishing now.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Planen' }))
    expect(dialog).not.toHaveTextContent('hebt diese Planungen auf')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Jetzt veröffentlichen' }))

    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt veröffentlichen' }))
    expect(
      await screen.findByText('Veröffentlicht. 2 geplante Veröffentlichungen sind aufgehoben.'),
    ).toBeInTheDocument()
  })

  it('plans a publish of the whole site', async () => {
    openSite()
    let body: unknown
    server.use(
      http.post('/api/sites/5/schedules', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(buildSchedule({ id: 10, page_id: null }), { status: 201 })
      }),
    )
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Planen' }))
    expect(within(dialog).getByRole('checkbox', { name: 'Über uns (/ueber-uns)' })).toBeDisabled()
    fireEvent.change(within(dialog).getByLabelText(/Datum/), { target: { value: '2030-07-01' } })
    fireEvent.change(within(dialog).getByLabelText(/Uhrzeit/), { target: { value: '06:00' } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Planen' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    // summer time in Berlin: two hours ahead of UTC
    expect(body).toEqual({ page_id: null, run_at: '2030-07-01 04:00:00' })
  })

  it('lists planned publishes and cancels one', async () => {
    openSite()
    let deleted = 0
    server.use(
      http.delete('/api/schedules/9', () => {
        deleted++
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const planned = await screen.findByRole('region', { name: 'Website' }, { timeout: 15_000 })
    expect(planned).toHaveTextContent('Website: geplant für 01.12.2030, 09:30')
    expect(planned).toHaveTextContent('Relaunch')
    await userEvent.click(within(planned).getByRole('button', { name: 'Planung aufheben' }))
    await waitFor(() => expect(deleted).toBe(1))
  })
})
