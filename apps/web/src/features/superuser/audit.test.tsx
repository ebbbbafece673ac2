import type { AuditEntry } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'
import { mockOperator } from '../../test/superuser'

const entry: AuditEntry = {
  id: 1,
  actor_id: 1,
  actor_email: 'ada@example.com',
  action: 'user.update',
  target_type: 'user',
  target_id: 42,
  on_behalf_of_id: null,
  details: { superuser: { from: false, to: true } },
  created_at: '2026-11-24 10:00:00',
}

const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search))

/** GET superuser/audit answers `answer` and records the filters it was asked with. */
function recordAuditQueries(answer: AuditEntry = entry) {
  const queries: string[] = []
  server.use(
    http.get('/api/superuser/audit', ({ request }) => {
      queries.push(new URL(request.url).search)
      return HttpResponse.json({
        data: [answer],
        current_page: 1,
        per_page: 25,
        total: 1,
        last_page: 1,
      })
    }),
  )
  return queries
}

describe('the audit log', { timeout: 30_000 }, () => {
  it('shows who did what to whom, with old and new values', async () => {
    mockOperator()
    recordAuditQueries()
    renderApp('/superuser/audit')
    const table = await screen.findByRole('table', { name: 'Einträge des Protokolls' })
    const row = within(table).getByRole('row', { name: /ada@example\.com/ })
    expect(row).toHaveTextContent('Konto geändert')
    expect(row).toHaveTextContent('superuser: false → true')
    expect(within(row).getByRole('link', { name: 'Benutzer #42' })).toHaveAttribute(
      'href',
      '/superuser/users/42',
    )
  })

  it('names the person a test user acted as', async () => {
    mockOperator()
    server.use(
      http.get('/api/superuser/audit', () =>
        HttpResponse.json({
          data: [
            { ...entry, action: 'test_user.write', on_behalf_of_id: 42, details: { status: 200 } },
          ],
          current_page: 1,
          per_page: 25,
          total: 1,
          last_page: 1,
        }),
      ),
    )
    renderApp('/superuser/audit')
    const table = await screen.findByRole('table', { name: 'Einträge des Protokolls' })
    const row = within(table).getByRole('row', { name: /ada@example\.com/ })
    expect(row).toHaveTextContent('als Benutzer #42')
    expect(row).toHaveTextContent('Änderung als Benutzer')
  })

  it('filters through the address and checks the filters before asking', async () => {
    mockOperator()
    const queries = recordAuditQueries()
    const { router } = renderApp('/superuser/audit?target_type=user&target_id=42')
    await screen.findByRole('table', { name: 'Einträge des Protokolls' })
    expect(queries).toEqual(['?page=1&target_type=user&target_id=42'])
    expect(screen.getByRole('textbox', { name: 'ID des Ziels' })).toHaveValue('42')

    await userEvent.clear(screen.getByRole('textbox', { name: 'ID des Ziels' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'ID des Ziels' }), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Filtern' }))
    expect(await screen.findByText('Ungültige Eingabe.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?target_type=user&target_id=42')

    await userEvent.clear(screen.getByRole('textbox', { name: 'ID des Ziels' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Ausgeführt von' }), 'ada@')
    await userEvent.click(screen.getByRole('button', { name: 'Filtern' }))
    await waitFor(() =>
      expect(paramsOf(router.state.location.search)).toEqual({
        actor: 'ada@',
        target_type: 'user',
      }),
    )
    expect(paramsOf(queries.at(-1)!)).toEqual({ page: '1', actor: 'ada@', target_type: 'user' })

    await userEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('shows a superuser’s write in an organisation they do not belong to, and filters by it', async () => {
    mockOperator()
    const queries = recordAuditQueries({
      ...entry,
      action: 'organization.write',
      target_type: 'organization',
      target_id: 7,
      details: {
        method: 'PATCH',
        route: '/api/page/:id',
        params: { id: 31 },
        fields: ['title'],
        status: 200,
      },
    })
    const { router } = renderApp('/superuser/audit')
    const table = await screen.findByRole('table', { name: 'Einträge des Protokolls' })
    const row = within(table).getByRole('row', { name: /ada@example\.com/ })
    expect(row).toHaveTextContent('Änderung in fremder Organisation')
    expect(row).toHaveTextContent('route: /api/page/:id')
    expect(row).toHaveTextContent('params: {"id":31}')
    expect(row).toHaveTextContent('status: 200')
    expect(within(row).getByRole('link', { name: 'Organisation #7' })).toHaveAttribute(
      'href',
      '/superuser/organisations/7',
    )

    await userEvent.type(screen.getByRole('combobox', { name: 'Aktion' }), 'organization.w')
    await userEvent.click(await screen.findByRole('option', { name: 'organization.write' }))
    await userEvent.click(screen.getByRole('button', { name: 'Filtern' }))
    await waitFor(() =>
      expect(paramsOf(router.state.location.search)).toEqual({ action: 'organization.write' }),
    )
    expect(paramsOf(queries.at(-1)!)).toEqual({ page: '1', action: 'organization.write' })
  })
})
