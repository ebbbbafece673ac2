import type { SuperuserOrganizationDetail } from '@sitewerk/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'
import { buildConsoleOrganization, mockOperator } from '../../test/superuser'

/** GET, suspend and unsuspend of superuser/organizations/7, answering the detail as it is. */
function mockDetail() {
  let organization = buildConsoleOrganization()
  const bodies: unknown[] = []
  const answer = (changes: Partial<SuperuserOrganizationDetail>) => {
    organization = { ...organization, ...changes }
    return HttpResponse.json(organization)
  }
  server.use(
    http.get('/api/superuser/organizations/7', () => HttpResponse.json(organization)),
    http.post('/api/superuser/organizations/7/suspend', async ({ request }) => {
      const body = (await request.json()) as { reason: string }
      bodies.push(body)
      return answer({ suspended_at: '2026-11-24 10:00:00', suspended_reason: body.reason })
    }),
    http.post('/api/superuser/organizations/7/unsuspend', () => {
      bodies.push('unsuspend')
      return answer({ suspended_at: null, suspended_reason: null })
    }),
  )
  return bodies
}

describe('an organisation in the operator’s console', { timeout: 30_000 }, () => {
  it('shows members and roles, sites with domains, bookings, invoices and storage', async () => {
    mockOperator()
    mockDetail()
    renderApp('/superuser/organisations/7')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bäckerei Sonne' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Speicher für Medien: 1,5\sMB/)).toBeInTheDocument()
    const members = screen.getByRole('table', { name: 'Mitglieder und Rollen' })
    expect(within(members).getByRole('link', { name: 'Anna Muster' })).toHaveAttribute(
      'href',
      '/superuser/users/42',
    )
    expect(within(members).getByText('Inhaber/in')).toBeInTheDocument()
    const sites = screen.getByRole('table', { name: 'Websites und Domains' })
    expect(
      within(sites).getByRole('row', { name: /Sonne sonne baeckerei-sonne\.example/ }),
    ).toHaveTextContent('Hauptdomain')
    const bookings = screen.getByRole('table', { name: 'Gebuchte Leistungen' })
    expect(within(bookings).getByRole('row', { name: /Business/ })).toHaveTextContent(
      /Business2.*01\.12\.2026Aktiv/,
    )
    const invoices = screen.getByRole('table', { name: 'Rechnungen und Zahlungen' })
    const invoice = within(invoices).getByRole('row', { name: /SW-2026-0007/ })
    expect(within(invoice).getByText(/^38,00\s€$/)).toBeInTheDocument()
    expect(within(invoice).getByText('Bezahlt')).toBeInTheDocument()
  })

  it('suspends only with a reason and after asking; unsuspending needs no dialog', async () => {
    mockOperator()
    const bodies = mockDetail()
    renderApp('/superuser/organisations/7')
    const suspend = await screen.findByRole('button', { name: 'Organisation sperren' })
    await userEvent.click(suspend)
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()

    await userEvent.type(screen.getByRole('textbox', { name: 'Grund' }), 'Rechnungen offen')
    await userEvent.click(suspend)
    const dialog = await screen.findByRole('dialog', { name: 'Organisation sperren?' })
    expect(dialog).toHaveTextContent('Alle Websites von Bäckerei Sonne zeigen')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Organisation sperren' }))
    expect(await screen.findByText('Die Organisation ist gesperrt')).toBeInTheDocument()
    expect(screen.getByText(/Seit 24\.11\.2026.*Grund: Rechnungen offen/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Sperre aufheben' }))
    expect(
      await screen.findByText('Die Sperre ist aufgehoben; die Websites sind wieder erreichbar.'),
    ).toBeInTheDocument()
    expect(bodies).toEqual([{ reason: 'Rechnungen offen' }, 'unsuspend'])
  })

  it('marks an invoice paid by transfer after asking, and the list shows it paid (issue 34, item 4)', async () => {
    mockOperator()
    const paid = buildConsoleOrganization().invoices[0]!
    let organization = buildConsoleOrganization({
      invoices: [
        { ...paid, id: 12, number: 'SW-2026-0008', status: 'open', paid_at: null },
        {
          ...paid,
          id: 13,
          number: 'SW-2026-0009',
          status: 'open',
          paid_at: null,
          provider: 'stripe',
        },
        paid,
      ],
    })
    const marked: number[] = []
    server.use(
      http.get('/api/superuser/organizations/7', () => HttpResponse.json(organization)),
      http.post('/api/invoices/:id/mark-paid', ({ params }) => {
        const id = Number(params.id)
        marked.push(id)
        organization = {
          ...organization,
          invoices: organization.invoices.map((invoice) =>
            invoice.id === id
              ? { ...invoice, status: 'paid', paid_at: '2026-11-24 00:00:00' }
              : invoice,
          ),
        }
        const invoice = organization.invoices.find((i) => i.id === id)!
        return HttpResponse.json({
          ...invoice,
          organization_id: 7,
          lines: [],
          billing_address: null,
          failure_reason: null,
        })
      }),
    )
    renderApp('/superuser/organisations/7')
    const invoices = await screen.findByRole('table', { name: 'Rechnungen und Zahlungen' })
    // A card payment settles itself; only transfers wait for the operator.
    expect(
      within(within(invoices).getByRole('row', { name: /SW-2026-0009/ })).queryByRole('button'),
    ).toBeNull()

    await userEvent.click(
      within(invoices).getByRole('button', { name: 'Rechnung SW-2026-0008 als bezahlt markieren' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Rechnung SW-2026-0008 als bezahlt markieren?',
    })
    expect(dialog).toHaveTextContent(/Überweisung über 38,00\s€ von Bäckerei Sonne/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(marked).toEqual([])

    await userEvent.click(
      within(invoices).getByRole('button', { name: 'Rechnung SW-2026-0008 als bezahlt markieren' }),
    )
    await userEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Rechnung SW-2026-0008 als bezahlt markieren?' }),
      ).getByRole('button', { name: 'Als bezahlt markieren' }),
    )
    expect(
      await screen.findByText('Rechnung SW-2026-0008 ist als bezahlt markiert.'),
    ).toBeInTheDocument()
    const row = within(screen.getByRole('table', { name: 'Rechnungen und Zahlungen' })).getByRole(
      'row',
      { name: /SW-2026-0008/ },
    )
    expect(await within(row).findByText('24.11.2026')).toBeInTheDocument()
    expect(within(row).getByText('Bezahlt')).toBeInTheDocument()
    expect(within(row).queryByRole('button')).toBeNull()
    expect(marked).toEqual([12])
  })

  it('lists organisations with their counts and the suspended ones marked', async () => {
    mockOperator()
    const row = {
      id: 7,
      title: 'Bäckerei Sonne',
      member_count: 3,
      site_count: 1,
      suspended_at: '2026-11-24 10:00:00',
      suspended_reason: 'Rechnungen offen',
      created_at: '2026-03-02 09:30:00',
    }
    server.use(
      http.get('/api/superuser/organizations', () =>
        HttpResponse.json({ data: [row], current_page: 1, per_page: 25, total: 1, last_page: 1 }),
      ),
    )
    renderApp('/superuser/organisations')
    const table = await screen.findByRole('table', { name: 'Organisationen der Installation' })
    expect(within(table).getByRole('row', { name: /Bäckerei Sonne/ })).toHaveTextContent(
      /Bäckerei Sonne31Gesperrt/,
    )
    expect(screen.getByText('1 Eintrag')).toBeInTheDocument()
  })
})
