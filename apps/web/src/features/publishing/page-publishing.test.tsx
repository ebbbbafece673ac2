import type { PagePublishing } from '@sitewerk/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockEditorSite } from '../../test/editor'
import { buildPage } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'
import { buildPagePublishing, buildSchedule, buildVersion } from './test/publishing-fixtures'

const page = buildPage({
  id: 22,
  title: 'Über uns',
  url: 'ueber-uns',
  updated_at: '2026-11-22 10:00:00',
})

/** The editor on /ueber-uns; GET page/22/publishing answers `state.publishing` at each call. */
function openEditor(publishing: PagePublishing) {
  const state = { publishing, reads: 0 }
  mockEditorSite({ pages: [page] })
  server.use(
    http.get('/api/page/22/publishing', () => {
      state.reads++
      return HttpResponse.json(state.publishing)
    }),
  )
  renderApp('/ueber-uns')
  return state
}

const status = () => screen.findByTestId('publish-status', {}, { timeout: 15_000 })

async function openPublishDialog() {
  await status()
  await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }))
  return screen.findByRole('dialog', { name: /^„Über uns!?“ veröffentlichen$/ })
}

async function openMenuItem(name: string) {
  await status()
  await userEvent.click(
    screen.getByRole('button', { name: 'Weitere Aktionen zur Veröffentlichung' }),
  )
  await userEvent.click(await screen.findByRole('menuitem', { name }))
}

/** 'Planen' with a date and a time typed as a person in Berlin would. */
function planAt(dialog: HTMLElement, date: string, time: string) {
  fireEvent.change(within(dialog).getByLabelText(/Datum/), { target: { value: date } })
  fireEvent.change(within(dialog).getByLabelText(/Uhrzeit/), { target: { value: time } })
}

describe('publishing a page from the editor (issue #15)', { timeout: 30_000 }, () => {
  it('shows the status and refreshes it after a save', async () => {
    const state = openEditor(buildPagePublishing({ published: buildVersion({ current: true }) }))
    expect(await status()).toHaveTextContent('Veröffentlicht')
    state.publishing = buildPagePublishing({
      status: 'changed',
      draft_changed_at: '2026-11-20 09:15:00',
    })
    server.use(
      http.patch('/api/page/22', async ({ request }) => {
        const body = (await request.json()) as { title: string }
        return HttpResponse.json({ ...page, title: body.title, updated_at: '2026-11-24 10:00:00' })
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: /Seite\s*Über uns/ }))
    const settings = await screen.findByRole('region', { name: 'Seite' })
    await userEvent.type(within(settings).getByRole('textbox', { name: 'Titel' }), '!')
    await userEvent.click(screen.getByRole('button', { name: /Speichern/ }))
    // the organisation's zone: 09:15 UTC is 10:15 in Berlin
    await waitFor(() =>
      expect(screen.getByTestId('publish-status')).toHaveTextContent(
        /^Unveröffentlichte Änderungen seit 20\.11\.2026, 10:15$/,
      ),
    )
  })

  it('says when a page is not published', async () => {
    openEditor(buildPagePublishing({ status: 'unpublished' }))
    expect(await status()).toHaveTextContent('Nicht veröffentlicht')
  })

  it('publishes now with a note, then shows the page published', async () => {
    const state = openEditor(
      buildPagePublishing({ status: 'changed', draft_changed_at: '2026-11-20 09:15:00' }),
    )
    let body: unknown
    server.use(
      http.post('/api/page/22/publish', async ({ request }) => {
        body = await request.json()
        state.publishing = buildPagePublishing({ published: buildVersion({ current: true }) })
        return HttpResponse.json({ ...state.publishing, cancelled_schedules: [] })
      }),
    )
    const dialog = await openPublishDialog()
    await userEvent.type(within(dialog).getByLabelText(/Notiz/), 'Neue Preise')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt veröffentlichen' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(body).toEqual({ note: 'Neue Preise' })
    await waitFor(() =>
      expect(screen.getByTestId('publish-status')).toHaveTextContent('Veröffentlicht'),
    )
  })

  it('says publishing now cancels the page’s plan, and that it did (issue 34, item 7)', async () => {
    const schedule = buildSchedule()
    const state = openEditor(buildPagePublishing({ status: 'changed', schedule }))
    server.use(
      http.post('/api/page/22/publish', () => {
        state.publishing = buildPagePublishing({ published: buildVersion({ current: true }) })
        return HttpResponse.json({ ...state.publishing, cancelled_schedules: [schedule] })
      }),
    )
    const dialog = await openPublishDialog()
    expect(dialog).toHaveTextContent(
      'Jetzt veröffentlichen hebt die für 01.12.2030, 09:30 geplante Veröffentlichung auf',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt veröffentlichen' }))
    expect(
      await screen.findByText(
        'Veröffentlicht. Die für 01.12.2030, 09:30 geplante Veröffentlichung ist aufgehoben.',
      ),
    ).toBeInTheDocument()
  })

  it('says that unsaved changes are not published', async () => {
    openEditor(buildPagePublishing({ status: 'changed', draft_changed_at: '2026-11-20 09:15:00' }))
    await status()
    await userEvent.click(screen.getByRole('button', { name: /Seite\s*Über uns/ }))
    const settings = await screen.findByRole('region', { name: 'Seite' })
    await userEvent.type(within(settings).getByRole('textbox', { name: 'Titel' }), '!')
    const dialog = await openPublishDialog()
    expect(dialog).toHaveTextContent('Veröffentlicht wird der gespeicherte Stand')
  })

  it('plans a publish in the organisation’s time zone and shows a refused time at its field', async () => {
    openEditor(buildPagePublishing({ status: 'changed', draft_changed_at: '2026-11-20 09:15:00' }))
    const bodies: unknown[] = []
    server.use(
      http.post('/api/sites/5/schedules', async ({ request }) => {
        bodies.push(await request.json())
        return bodies.length === 1
          ? HttpResponse.json(
              {
                message: 'Ungültig.',
                errors: { run_at: ['Der Zeitpunkt liegt in der Vergangenheit.'] },
              },
              { status: 422 },
            )
          : HttpResponse.json(buildSchedule(), { status: 201 })
      }),
    )
    const dialog = await openPublishDialog()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Planen' }))
    expect(within(dialog).getByText('Zeitzone: Europe/Berlin')).toBeInTheDocument()
    planAt(dialog, '2030-12-01', '09:30')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Planen' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Datum/)).toHaveAccessibleDescription(
        'Der Zeitpunkt liegt in der Vergangenheit.',
      ),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Planen' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(bodies[1]).toEqual({ page_id: 22, run_at: '2030-12-01 08:30:00' })
  })

  it('shows a planned publish, moves it and cancels it', async () => {
    openEditor(
      buildPagePublishing({ status: 'changed', schedule: buildSchedule({ note: 'Zum Start' }) }),
    )
    const requests: { method: string; body: unknown }[] = []
    server.use(
      http.patch('/api/schedules/3', async ({ request }) => {
        requests.push({ method: 'PATCH', body: await request.json() })
        return HttpResponse.json(buildSchedule({ run_at: '2030-12-01 09:00:00' }))
      }),
      http.delete('/api/schedules/3', () => {
        requests.push({ method: 'DELETE', body: null })
        return new HttpResponse(null, { status: 204 })
      }),
    )
    let dialog = await openPublishDialog()
    const planned = within(dialog).getByRole('region', { name: 'Über uns' })
    expect(planned).toHaveTextContent('Über uns: geplant für 01.12.2030, 09:30')
    expect(planned).toHaveTextContent('Geplant von Ada Lovelace')
    await userEvent.click(within(planned).getByRole('button', { name: 'Ändern' }))
    expect(within(dialog).getByLabelText(/Datum/)).toHaveValue('2030-12-01')
    expect(within(dialog).getByLabelText(/Uhrzeit/)).toHaveValue('09:30')
    expect(within(dialog).getByLabelText(/Notiz/)).toHaveValue('Zum Start')
    planAt(dialog, '2030-12-01', '10:00')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Planen' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())

    dialog = await openPublishDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Planung aufheben' }))
    await waitFor(() =>
      expect(requests).toEqual([
        { method: 'PATCH', body: { run_at: '2030-12-01 09:00:00', note: 'Zum Start' } },
        { method: 'DELETE', body: null },
      ]),
    )
  })

  it('unpublishes after a confirmation that visitors get a 404', async () => {
    openEditor(buildPagePublishing({ published: buildVersion({ current: true }) }))
    let calls = 0
    server.use(
      http.post('/api/page/22/unpublish', () => {
        calls++
        return HttpResponse.json(buildPagePublishing({ status: 'unpublished' }))
      }),
    )
    await openMenuItem('Veröffentlichung aufheben')
    const confirm = await screen.findByRole('dialog', { name: 'Veröffentlichung aufheben?' })
    expect(confirm).toHaveTextContent('„Seite nicht gefunden“ (404)')
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Veröffentlichung aufheben' }),
    )
    await waitFor(() => expect(calls).toBe(1))
  })

  it('makes a preview link and shows it with its expiry', async () => {
    openEditor(buildPagePublishing({ status: 'changed' }))
    server.use(
      http.post('/api/page/22/preview-link', () =>
        HttpResponse.json({
          url: 'http://musterseite.sites.localhost:3200/ueber-uns?preview=abc',
          expires_at: '2026-12-01 08:30:00',
        }),
      ),
    )
    await openMenuItem('Vorschau-Link kopieren')
    const dialog = await screen.findByRole('dialog', { name: 'Vorschau-Link' })
    expect(dialog).toHaveTextContent(
      'http://musterseite.sites.localhost:3200/ueber-uns?preview=abc',
    )
    expect(dialog).toHaveTextContent('Gültig bis 01.12.2026, 09:30')
  })
})
