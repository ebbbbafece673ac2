import type { Invoice, PaymentMethod, PaymentsConfig } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildOrganization, buildUser } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { mockUser, renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const BASE = '/backend/organization/payments'

const byInvoice: PaymentsConfig = {
  provider: 'invoice',
  publishable_key: null,
  bank_account: {
    holder: 'Sitewerk GmbH',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
  },
}

const byStripe: PaymentsConfig = {
  provider: 'stripe',
  publishable_key: 'pk_test_123',
  bank_account: null,
}

/** GET payments/config; given to renderApp, whose default answer it replaces. */
const configHandler = (config: PaymentsConfig) =>
  http.get('/api/payments/config', () => HttpResponse.json(config))

function buildInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 1,
    number: 'SW-2026-0001',
    organization_id: 7,
    status: 'open',
    provider: 'invoice',
    currency: 'EUR',
    amount: 1900,
    lines: [
      {
        service_id: 1,
        subscription_id: 11,
        title: 'Business',
        units: 1,
        unit_price: 1900,
        amount: 1900,
        period_start: '2026-11-01 00:00:00',
        period_end: '2026-12-01 00:00:00',
      },
    ],
    billing_address: null,
    due_at: '2026-11-15 00:00:00',
    paid_at: null,
    failure_reason: null,
    created_at: '2026-11-01 00:00:00',
    ...overrides,
  }
}

function buildMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 3,
    type: 'card',
    brand: 'visa',
    last4: '4242',
    exp_month: 4,
    exp_year: 2028,
    is_default: true,
    created_at: '2026-11-01 00:00:00',
    ...overrides,
  }
}

describe('payments', { timeout: 30_000 }, () => {
  it('lists the invoices page by page and, for bank transfers, the account and reference', async () => {
    mockMember()
    const pages: string[] = []
    server.use(
      http.get('/api/invoices', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? ''
        pages.push(page)
        const data =
          page === '2'
            ? [buildInvoice({ id: 21, number: 'SW-2025-0001', status: 'void' })]
            : [
                buildInvoice(),
                buildInvoice({
                  id: 2,
                  number: 'SW-2026-0002',
                  status: 'failed',
                  amount: 1500,
                  failure_reason: 'Die Karte wurde abgelehnt.',
                }),
              ]
        return HttpResponse.json({ data, total: 21, page: Number(page), per_page: 20 })
      }),
    )
    renderApp(BASE, { handlers: [configHandler(byInvoice)] })
    const table = await screen.findByRole('table', { name: 'Rechnungen der Organisation' })
    const first = within(table).getByRole('row', { name: /SW-2026-0001/ })
    expect(first).toHaveTextContent('01.11.2026')
    expect(first).toHaveTextContent('01.11.2026 – 01.12.2026')
    expect(within(first).getByText(/^19,00\s€$/)).toBeInTheDocument()
    expect(within(first).getByText('Offen')).toBeInTheDocument()
    const failed = within(table).getByRole('row', { name: /SW-2026-0002/ })
    expect(within(failed).getByText('Fehlgeschlagen')).toBeInTheDocument()
    expect(within(failed).getByText('Die Karte wurde abgelehnt.')).toBeInTheDocument()

    const bank = screen.getByRole('region', { name: 'Zahlung per Überweisung' })
    expect(bank).toHaveTextContent('Sitewerk GmbH')
    expect(bank).toHaveTextContent('DE89 3704 0044 0532 0130 00')
    expect(bank).toHaveTextContent('COBADEFFXXX')
    expect(bank).toHaveTextContent(/Offen: 19,00\s€, Verwendungszweck SW-2026-0001/)
    expect(bank).not.toHaveTextContent('SW-2026-0002')

    await userEvent.click(screen.getByRole('button', { name: 'Seite 2' }))
    expect(await screen.findByText('SW-2025-0001')).toBeInTheDocument()
    expect(screen.getByText('Storniert')).toBeInTheDocument()
    expect(pages).toEqual(['1', '2'])
  })

  it('makes a payment method the default and deletes one after asking', async () => {
    mockMember()
    let methods = [
      buildMethod(),
      buildMethod({
        id: 4,
        type: 'sepa_debit',
        brand: null,
        last4: '3000',
        exp_month: null,
        exp_year: null,
        is_default: false,
      }),
    ]
    const calls: string[] = []
    server.use(
      http.get('/api/payment-methods', () => HttpResponse.json(methods)),
      http.put('/api/payment-methods/:id/default', ({ params }) => {
        calls.push(`default ${String(params.id)}`)
        methods = methods.map((m) => ({ ...m, is_default: m.id === Number(params.id) }))
        return new HttpResponse(null, { status: 204 })
      }),
      http.delete('/api/payment-methods/:id', ({ params }) => {
        calls.push(`delete ${String(params.id)}`)
        methods = methods.filter((m) => m.id !== Number(params.id))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    renderApp(`${BASE}/methods`, { handlers: [configHandler(byStripe)] })
    const table = await screen.findByRole('table', { name: 'Zahlungsmethoden der Organisation' })
    const card = within(table).getByRole('row', { name: /visa •••• 4242/ })
    expect(card).toHaveTextContent('04/2028')
    expect(within(card).getByText('Standard')).toBeInTheDocument()
    const sepa = within(table).getByRole('row', { name: /SEPA-Lastschrift •••• 3000/ })
    await userEvent.click(
      within(sepa).getByRole('button', {
        name: 'SEPA-Lastschrift •••• 3000 als Standard verwenden',
      }),
    )
    await waitFor(() => expect(within(sepa).getByText('Standard')).toBeInTheDocument())
    expect(within(card).queryByText('Standard')).not.toBeInTheDocument()

    await userEvent.click(within(card).getByRole('button', { name: 'visa •••• 4242 löschen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    expect(dialog).toHaveTextContent('visa •••• 4242 wird entfernt und nicht mehr belastet.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /visa •••• 4242/ })).not.toBeInTheDocument(),
    )
    expect(calls).toEqual(['default 4', 'delete 3'])
    expect(screen.getByRole('link', { name: 'Zahlungsmethode hinzufügen' })).toHaveAttribute(
      'href',
      `${BASE}/methods/create`,
    )
  })

  it('shows an editor who opens it by address the no-access page (issue 34, item 11)', async () => {
    mockUser(buildUser({ organizations: [{ id: 7, title: 'Musterfirma GmbH', role: 'editor' }] }))
    const asked: string[] = []
    server.use(
      http.get('/api/organization/7', () =>
        HttpResponse.json(buildOrganization({ role: 'editor' })),
      ),
      http.get('/api/invoices', ({ request }) => {
        asked.push(request.url)
        return HttpResponse.json({ message: 'x' }, { status: 403 })
      }),
    )
    renderApp(BASE)
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Deine Rolle in dieser Organisation erlaubt das nicht: Diese Seite sehen nur Inhaberinnen und Inhaber.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Zahlungen' })).toBeNull()
    expect(asked).toEqual([])
  })

  it('explains payment by bank transfer instead of a card form with the invoice provider', async () => {
    mockMember()
    renderApp(`${BASE}/methods/create`, { handlers: [configHandler(byInvoice)] })
    expect(await screen.findByText(/^Du bezahlst per Überweisung/)).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Zahlungsmethoden' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument()
  })
})
