import type { Service, Subscription } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import {
  buildOrganization,
  buildOrganizationSettings,
  buildService,
  buildUser,
} from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { mockUser, renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const BASE = '/backend/organization/services'

function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 11,
    organization_id: 7,
    service_id: 2,
    units: 3,
    change_at: null,
    change_units: null,
    trial_until: null,
    trial_ended: false,
    deleted_at: null,
    current_period_start: '2026-11-01 00:00:00',
    // 1 December 01:00 in Berlin, the organisation's time zone
    current_period_end: '2026-12-01 00:00:00',
    status: 'active',
    created_at: '2026-11-01 00:00:00',
    ...overrides,
  }
}

const plan = buildService()
const seats = buildService({
  id: 2,
  identifier: 'seats',
  title: 'Zusätzliche Plätze',
  feature_list: ['Ein weiterer Zugang je Einheit'],
  price: 500,
  price_type: 'per_unit',
  trial_days: 14,
})
const subscribed = (subscription: Subscription): Service => ({
  ...seats,
  subscriptions: [subscription],
  isSubscribed: true,
})

/** GET services and services/{identifier} answer `catalogue` as it is at the time of the call. */
function mockCatalogue(catalogue: Service[]) {
  server.use(
    http.get('/api/services', () => HttpResponse.json(catalogue)),
    http.get('/api/services/:identifier', ({ params }) => {
      const service = catalogue.find((s) => s.identifier === params.identifier)
      return service
        ? HttpResponse.json(service)
        : HttpResponse.json({ message: 'Not Found' }, { status: 404 })
    }),
  )
  return catalogue
}

function mockAdmin() {
  mockUser(buildUser({ organizations: [{ id: 7, title: 'Musterfirma GmbH', role: 'admin' }] }))
  server.use(
    http.get('/api/organization/7', () => HttpResponse.json(buildOrganization({ role: 'admin' }))),
    http.get('/api/organization/settings', () =>
      HttpResponse.json(buildOrganizationSettings({ api_key: null })),
    ),
  )
}

describe('services and subscriptions', { timeout: 30_000 }, () => {
  // the English address switches the app's language
  afterEach(() => i18n.changeLanguage('de'))

  it('shows the catalogue with prices in EUR in German, the trial and what is subscribed', async () => {
    mockMember()
    mockCatalogue([
      plan,
      // ends its trial at 23:30 UTC on 7 December: 8 December in Berlin
      subscribed(buildSubscription({ status: 'trialing', trial_until: '2026-12-07 23:30:00' })),
    ])
    renderApp(BASE)
    const business = await screen.findByRole('article', { name: 'Business' })
    expect(within(business).getByText(/^19,00\s€$/)).toBeInTheDocument()
    expect(within(business).getByText('pro Monat')).toBeInTheDocument()
    expect(within(business).getByText('Eigene Domains')).toBeInTheDocument()
    expect(within(business).queryByText(/Testphase|Gebucht/)).not.toBeInTheDocument()
    const extra = screen.getByRole('article', { name: 'Zusätzliche Plätze' })
    expect(within(extra).getByText(/^5,00\s€$/)).toBeInTheDocument()
    expect(within(extra).getByText('pro Einheit und Monat')).toBeInTheDocument()
    expect(within(extra).getByText('Testphase bis 08.12.2026')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Leistungen' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows the price in English and a cancelled service with its end', async () => {
    mockMember()
    mockCatalogue([
      subscribed(buildSubscription({ status: 'canceling', deleted_at: '2026-12-01 00:00:00' })),
    ])
    renderApp(`/en${BASE}`)
    const extra = await screen.findByRole('article', { name: 'Zusätzliche Plätze' })
    expect(within(extra).getByText('€5.00')).toBeInTheDocument()
    expect(within(extra).getByText('per unit and month')).toBeInTheDocument()
    expect(within(extra).getByText('Cancelled for 1 Dec 2026')).toBeInTheDocument()
  })

  it('subscribes with a number of units, showing the total, and starts the trial', async () => {
    mockMember()
    const catalogue = mockCatalogue([plan, seats])
    let body: unknown
    server.use(
      http.post('/api/services/seats/subscription', async ({ request }) => {
        body = await request.json()
        const subscription = buildSubscription({
          status: 'trialing',
          trial_until: '2026-12-07 23:30:00',
        })
        catalogue[1] = subscribed(subscription)
        return HttpResponse.json(subscription, { status: 201 })
      }),
    )
    renderApp(`${BASE}/seats`)
    const units = await screen.findByRole('textbox', { name: 'Anzahl Einheiten' })
    expect(screen.getByText(/^Gesamt: 5,00\s€ pro Monat$/)).toBeInTheDocument()
    await userEvent.clear(units)
    await userEvent.type(units, '3')
    expect(screen.getByText(/^Gesamt: 15,00\s€ pro Monat$/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '14 Tage kostenlos testen' }))
    expect(await screen.findByText('Testphase bis 08.12.2026')).toBeInTheDocument()
    expect(await screen.findByText('Zusätzliche Plätze wurde gebucht.')).toBeInTheDocument()
    expect(body).toEqual({ units: 3 })
    expect(screen.getByText('3 Einheiten')).toBeInTheDocument()
  })

  it('refuses a unit count that is not a whole number from 1', async () => {
    mockMember()
    mockCatalogue([seats])
    let calls = 0
    server.use(
      http.post('/api/services/seats/subscription', () => {
        calls += 1
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    renderApp(`${BASE}/seats`)
    const units = await screen.findByRole('textbox', { name: 'Anzahl Einheiten' })
    await userEvent.clear(units)
    await userEvent.click(screen.getByRole('button', { name: '14 Tage kostenlos testen' }))
    expect(await screen.findByText('Gib eine ganze Zahl von 1 bis 10.000 an.')).toBeInTheDocument()
    expect(calls).toBe(0)
  })

  it('changes units and says from when fewer units apply', async () => {
    mockMember()
    const catalogue = mockCatalogue([subscribed(buildSubscription())])
    let body: unknown
    server.use(
      http.patch('/api/subscriptions/11', async ({ request }) => {
        body = await request.json()
        const subscription = buildSubscription({
          change_units: 2,
          change_at: '2026-12-01 00:00:00',
        })
        catalogue[0] = subscribed(subscription)
        return HttpResponse.json(subscription)
      }),
    )
    renderApp(`${BASE}/seats`)
    const units = await screen.findByRole('textbox', { name: 'Neue Anzahl Einheiten' })
    expect(
      screen.getByText(
        'Mehr Einheiten gelten sofort; für den Rest des laufenden Zeitraums wird anteilig berechnet. Weniger Einheiten gelten ab dem nächsten Zeitraum, also ab 01.12.2026.',
      ),
    ).toBeInTheDocument()
    await userEvent.clear(units)
    await userEvent.type(units, '2')
    await userEvent.click(screen.getByRole('button', { name: 'Einheiten ändern' }))
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Vorgemerkt: ab 01.12.2026 2 Einheiten.',
    )
    expect(body).toEqual({ units: 2 })
    expect(await screen.findByText('Ab 01.12.2026 gelten 2 Einheiten.')).toBeInTheDocument()
  })

  it('cancels after asking (it runs until the end of the period) and takes it back', async () => {
    mockMember()
    const catalogue = mockCatalogue([subscribed(buildSubscription())])
    const calls: string[] = []
    server.use(
      http.post('/api/subscriptions/11/cancel', () => {
        calls.push('cancel')
        const subscription = buildSubscription({
          status: 'canceling',
          deleted_at: '2026-12-01 00:00:00',
        })
        catalogue[0] = subscribed(subscription)
        return HttpResponse.json(subscription)
      }),
      http.post('/api/subscriptions/11/resume', () => {
        calls.push('resume')
        catalogue[0] = subscribed(buildSubscription())
        return HttpResponse.json(buildSubscription())
      }),
    )
    renderApp(`${BASE}/seats`)
    await userEvent.click(await screen.findByRole('button', { name: 'Kündigen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Zusätzliche Plätze kündigen?' })
    expect(dialog).toHaveTextContent('Die Leistung läuft bis 01.12.2026 weiter und endet dann.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kündigen' }))
    expect(await screen.findByText('Gekündigt – läuft bis 01.12.2026.')).toBeInTheDocument()
    expect(screen.getByText('Gekündigt zum 01.12.2026')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Neue Anzahl Einheiten' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Kündigung zurücknehmen' }))
    expect(await screen.findByRole('button', { name: 'Kündigen' })).toBeInTheDocument()
    expect(screen.getByText('Gebucht')).toBeInTheDocument()
    expect(calls).toEqual(['cancel', 'resume'])
  })

  it('shows a member who is not an owner the state, but no way to change it', async () => {
    mockAdmin()
    mockCatalogue([plan, subscribed(buildSubscription())])
    const { router } = renderApp(`${BASE}/seats`)
    expect(await screen.findByText('Gebucht')).toBeInTheDocument()
    expect(screen.getByText('3 Einheiten')).toBeInTheDocument()
    expect(
      screen.getByText('Nur Inhaber der Organisation buchen, ändern und kündigen Leistungen.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Kündigen' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Neue Anzahl Einheiten' })).not.toBeInTheDocument()
    await router.navigate(`${BASE}/business`)
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Business' })).toBeInTheDocument(),
    )
    expect(
      screen.getByText('Nur Inhaber der Organisation buchen, ändern und kündigen Leistungen.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Jetzt buchen' })).not.toBeInTheDocument()
  })
})
