import { toDbDateTime, type Notification, type NotificationList } from '@sitewerk/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { changeLocale } from '../../i18n/i18n'
import { mockMember } from '../../test/member'
import { NOTIFICATIONS_REFETCH_MS } from './api/notifications'
import { renderApp } from '../../test/render-app'

const minutesAgo = (minutes: number) => toDbDateTime(new Date(Date.now() - minutes * 60_000))

function entry(id: number, number: number | null, minutes: number): Notification {
  return {
    id,
    kind: 'form-entry',
    data: {
      form_id: 3,
      form_title: 'Kontakt',
      site_id: 5,
      entry_id: number === null ? null : 40 + id,
      entry_number: number,
    },
    read: false,
    created_at: minutesAgo(minutes),
  }
}

/**
 * The organisation's notifications as the server keeps them (reads change what GET answers), as
 * handlers for renderApp, which puts them after its default of no notifications.
 */
function mockNotifications(notifications: Notification[]) {
  const calls = { get: 0, read: [] as unknown[] }
  const handlers = [
    http.get('/api/notifications', () => {
      calls.get++
      const list: NotificationList = {
        data: notifications,
        unread: notifications.filter((n) => !n.read).length,
      }
      return HttpResponse.json(list)
    }),
    http.post('/api/notifications/read', async ({ request }) => {
      const body = (await request.json()) as { ids?: number[] }
      calls.read.push(body)
      for (const n of notifications) if (!body.ids || body.ids.includes(n.id)) n.read = true
      return new HttpResponse(null, { status: 204 })
    }),
  ]
  return { calls, handlers }
}

/** The bell, once the app's first screen and the organisation have loaded (slow on a busy machine). */
const findBell = (name: string | RegExp) =>
  screen.findByRole('button', { name }, { timeout: 10_000 })

describe('the notification bell in the back office header', () => {
  it('counts unread entries, lists the newest with their age and links each to its entry', async () => {
    mockMember()
    const { handlers } = mockNotifications([entry(2, 12, 5), entry(1, null, 60 * 26)])
    renderApp('/backend/user', { handlers })
    const bell = await findBell('Benachrichtigungen, 2 ungelesen')

    await userEvent.click(bell)
    const menu = await screen.findByRole('menu')
    const newest = within(menu).getByRole('menuitem', { name: /Neuer Eintrag Nr. 12 in „Kontakt“/ })
    expect(newest).toHaveTextContent('vor 5 Minuten')
    expect(newest).toHaveAttribute('href', '/puronectar/forms/3/data?entry=42')
    const unstored = within(menu).getByRole('menuitem', { name: /^Neuer Eintrag in „Kontakt“/ })
    expect(unstored).toHaveTextContent('gestern')
    expect(unstored).toHaveAttribute('href', '/puronectar/forms/3')
  })

  it('tells of a scheduled publish that failed, with the reason, and leads to the site', async () => {
    mockMember()
    const failed: Notification = {
      id: 9,
      kind: 'publish-failed',
      data: {
        schedule_id: 4,
        site_id: 5,
        page_id: 6,
        title: 'Neu',
        error: 'Unter dieser Adresse ist schon die Seite „Über uns“ veröffentlicht.',
        author_id: 1,
      },
      read: false,
      created_at: minutesAgo(1),
    }
    const { handlers } = mockNotifications([failed])
    renderApp('/backend/user', { handlers })
    await userEvent.click(await findBell('Benachrichtigungen, 1 ungelesen'))
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: /Geplante Veröffentlichung von „Neu“ fehlgeschlagen: Unter dieser Adresse/,
    })
    expect(item).toHaveAttribute('href', '/puronectar/site')
  })

  it('leads from a page that went out without a block to that page’s editor', async () => {
    mockMember()
    const lost: Notification = {
      id: 8,
      kind: 'page-lost-blocks',
      data: {
        site_id: 5,
        page_url: 'ueber-uns',
        blocks: [
          { content_id: 31, component_id: 7, message: 'template failed' },
          { content_id: 32, component_id: 9, message: 'unknown component' },
        ],
      },
      read: false,
      created_at: minutesAgo(2),
    }
    const { handlers } = mockNotifications([lost])
    renderApp('/backend/user', { handlers })
    await userEvent.click(await findBell('Benachrichtigungen, 1 ungelesen'))
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: /Die Seite \/ueber-uns ging ohne 2 Blöcke an die Besucher/,
    })
    expect(item).toHaveAttribute('href', '/ueber-uns?siteId=5')
  })

  it('marks all as read with “Alle als gelesen markieren”', async () => {
    mockMember()
    const { calls, handlers } = mockNotifications([entry(2, 12, 2), entry(1, 11, 3)])
    renderApp('/backend/user', { handlers })
    await userEvent.click(await findBell('Benachrichtigungen, 2 ungelesen'))
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Alle als gelesen markieren' }),
    )
    expect(await findBell('Benachrichtigungen')).toBeInTheDocument()
    expect(calls.read).toEqual([{}])
    expect(screen.getByRole('menuitem', { name: /Nr. 12/ })).not.toHaveAccessibleName(/ungelesen/)
  })

  it('marks one as read when it is opened, and goes to its entry', async () => {
    mockMember()
    const { calls, handlers } = mockNotifications([entry(3, 13, 1), entry(2, 12, 2)])
    // Where the entry leads: the site admin, until the forms' data view stands there.
    handlers.push(
      http.get('/api/sites/:id/setup', () => HttpResponse.json({ needs_setup: false })),
      http.get('/api/components', () => HttpResponse.json([])),
    )
    const { router } = renderApp('/backend/user', { handlers })
    await userEvent.click(await findBell(/2 ungelesen/))
    const newest = await screen.findByRole('menuitem', {
      name: /Nr. 13 in „Kontakt“\s*\(ungelesen\)/,
    })
    await userEvent.click(newest)
    // The router moves once the site admin's lazy screen has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/puronectar/forms/3/data'), {
      timeout: 10_000,
    })
    expect(router.state.location.search).toBe('?entry=43')
    await waitFor(() => expect(calls.read).toEqual([{ ids: [3] }]))
  })

  it('looks again when the member comes back to the window', async () => {
    mockMember()
    const notifications: Notification[] = []
    const { calls, handlers } = mockNotifications(notifications)
    renderApp('/backend/user', { handlers })
    await findBell('Benachrichtigungen')
    const before = calls.get

    notifications.push(entry(1, 1, 0))
    act(() => window.dispatchEvent(new Event('visibilitychange')))
    expect(
      await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }),
    ).toBeInTheDocument()
    expect(calls.get).toBe(before + 1)
  })

  it('looks again every minute', async () => {
    mockMember()
    const notifications: Notification[] = []
    const { calls, handlers } = mockNotifications(notifications)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderApp('/backend/user', { handlers })
      await findBell('Benachrichtigungen')
      const before = calls.get
      notifications.push(entry(1, 1, 0))
      await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFETCH_MS))
      expect(await findBell('Benachrichtigungen, 1 ungelesen')).toBeInTheDocument()
      expect(calls.get).toBe(before + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('speaks English', async () => {
    await changeLocale('en')
    try {
      mockMember()
      renderApp('/backend/user', mockNotifications([entry(1, 7, 3)]))
      await userEvent.click(await findBell('Notifications, 1 unread'))
      const item = await screen.findByRole('menuitem', { name: /New entry no. 7 in “Kontakt”/ })
      expect(item).toHaveTextContent('3 minutes ago')
      expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toBeInTheDocument()
    } finally {
      await changeLocale('de')
    }
  })

  it('shows that there is nothing yet', async () => {
    mockMember()
    renderApp('/backend/user', mockNotifications([]))
    await userEvent.click(await findBell('Benachrichtigungen'))
    expect(await screen.findByText('Noch keine Benachrichtigungen')).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Alle als gelesen markieren' })).toBeNull()
  })
})
