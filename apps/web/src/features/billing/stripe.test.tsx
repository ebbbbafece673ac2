import type { PaymentsConfig } from '@sitewerk/contracts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'
import { loadStripeJs } from './lib/load-stripe'

/**
 * Stripe.js cannot load here (no internet), so its loader module stands in: `imports` counts
 * how often the app imported it, `loadStripe` is what the screen calls with the public key.
 */
const stripeJs = vi.hoisted(() => ({ imports: 0, loadStripe: vi.fn() }))
vi.mock('@stripe/stripe-js', () => {
  stripeJs.imports += 1
  return { loadStripe: stripeJs.loadStripe }
})

const BASE = '/backend/organization/payments'
const byStripe: PaymentsConfig = {
  provider: 'stripe',
  publishable_key: 'pk_test_123',
  bank_account: null,
}
const configHandler = http.get('/api/payments/config', () => HttpResponse.json(byStripe))

function mockPayments() {
  mockMember()
  server.use(
    http.get('/api/services', () => HttpResponse.json([])),
    http.get('/api/invoices', () =>
      HttpResponse.json({ data: [], total: 0, page: 1, per_page: 20 }),
    ),
    http.get('/api/payment-methods', () => HttpResponse.json([])),
  )
}

const stripeScripts = () => document.querySelectorAll('script[src*="stripe"]')

describe('Stripe.js on the payment screens', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stripeJs.loadStripe.mockReset()
  })

  it('is neither imported nor loaded before the person opens the card form', async () => {
    mockPayments()
    const { router } = renderApp('/backend/organization/services', { handlers: [configHandler] })
    expect(await screen.findByText('Zurzeit werden keine Leistungen angeboten.')).toBeVisible()
    await router.navigate(BASE)
    expect(await screen.findByText('Noch keine Rechnungen.')).toBeVisible()
    await router.navigate(`${BASE}/methods`)
    expect(await screen.findByText('Noch keine Zahlungsmethode hinterlegt.')).toBeVisible()
    expect(stripeJs.imports).toBe(0)
    expect(stripeJs.loadStripe).not.toHaveBeenCalled()
    expect(stripeScripts()).toHaveLength(0)
  })

  it('says clearly when Stripe cannot be reached and tries again on request', async () => {
    mockPayments()
    stripeJs.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'))
    renderApp(`${BASE}/methods/create`, { handlers: [configHandler] })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Der Zahlungsdienst Stripe ist gerade nicht erreichbar. Prüfe deine Verbindung',
    )
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_123')
    expect(stripeJs.imports).toBe(1)
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(stripeJs.loadStripe).toHaveBeenCalledTimes(2))
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe nicht erreichbar')
    expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument()
  })

  it('gives up waiting for a Stripe.js that does not answer', async () => {
    stripeJs.loadStripe.mockReturnValue(new Promise(() => {}))
    await expect(loadStripeJs('pk_test_123', 20)).rejects.toThrow('did not load in time')
  })

  it('counts a Stripe.js that loads nothing as unreachable', async () => {
    stripeJs.loadStripe.mockResolvedValue(null)
    await expect(loadStripeJs('pk_test_123', 1000)).rejects.toThrow('not available')
  })
})
