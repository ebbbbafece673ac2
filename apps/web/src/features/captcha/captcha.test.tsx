import type { CaptchaSettings } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildOrganization, buildUser } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { mockUser, renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const OFF: CaptchaSettings = { enabled: false, difficulty: 50_000, allowed_domains: [] }
const KEY = 'geheimer-schluessel-123'

function mockCaptcha(settings: CaptchaSettings = OFF) {
  mockMember()
  server.use(
    http.get('/api/organization/captcha', () => HttpResponse.json(settings)),
    http.get('/api/organization/7', () => HttpResponse.json(buildOrganization({ api_key: KEY }))),
  )
}

/** A member who is no owner: the server shows no secrets to them. */
function mockPlainMember() {
  mockCaptcha()
  mockUser(buildUser({ organizations: [{ id: 7, title: 'Musterfirma GmbH', role: 'admin' }] }))
  server.use(
    http.get('/api/organization/7', () =>
      HttpResponse.json(buildOrganization({ role: 'admin', api_key: null })),
    ),
  )
}

describe('captcha settings', () => {
  it('the owner turns the captcha on, makes it harder and allows an own domain', async () => {
    mockCaptcha()
    let body: unknown
    server.use(
      http.put('/api/organization/captcha', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(body as CaptchaSettings)
      }),
    )
    const { router } = renderApp('/backend/organization/captcha')
    const toggle = await screen.findByRole('switch', { name: /^Captcha aktiv/ })
    expect(router.state.location.pathname).toBe('/backend/organization/captcha/settings')
    expect(screen.getByRole('heading', { name: 'Captcha', level: 1 })).toBeInTheDocument()
    expect(screen.getByText(/Bots werden teurer/)).toBeInTheDocument()

    await userEvent.click(toggle)
    await userEvent.click(screen.getByText('Schwer'))
    await userEvent.type(
      screen.getByLabelText(/Erlaubte Domains/, { selector: 'input' }),
      'www.example.com{enter}',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))

    expect(await screen.findByText('Die Captcha-Einstellungen wurden gespeichert.')).toBeVisible()
    expect(body).toEqual({
      enabled: true,
      difficulty: 250_000,
      allowed_domains: ['www.example.com'],
    })
  })

  it('shows a custom difficulty as a number, and the server’s word on a domain', async () => {
    mockCaptcha({ enabled: true, difficulty: 12_000, allowed_domains: [] })
    server.use(
      http.put('/api/organization/captcha', () =>
        HttpResponse.json(
          {
            message: 'Die eingegebenen Daten sind ungültig.',
            errors: { 'allowed_domains.0': ['Das Format ist ungültig.'] },
          },
          { status: 422 },
        ),
      ),
    )
    renderApp('/backend/organization/captcha/settings')
    expect(await screen.findByRole('textbox', { name: /Höchste Zahl/ })).toHaveValue('12.000')
    await userEvent.type(
      screen.getByLabelText(/Erlaubte Domains/, { selector: 'input' }),
      'kaputt{enter}',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(await screen.findByText('kaputt: Das Format ist ungültig.')).toBeVisible()
  })

  it('members see the settings but cannot change them', async () => {
    mockPlainMember()
    renderApp('/backend/organization/captcha/settings')
    expect(await screen.findByRole('switch', { name: /^Captcha aktiv/ })).toBeDisabled()
    expect(
      screen.getByText('Nur Inhaber der Organisation können das Captcha ändern.'),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument()
  })
})

describe('captcha integration', () => {
  it('shows the widget snippet, the check with the key, and renews the key after asking', async () => {
    mockCaptcha({ enabled: true, difficulty: 50_000, allowed_domains: [] })
    let rotated = false
    server.use(
      http.post('/api/organization/api-key', () => {
        rotated = true
        return HttpResponse.json({ api_key: 'neuer-schluessel-456' })
      }),
    )
    renderApp('/backend/organization/captcha/integration')
    const key = await screen.findByLabelText(/API-Schlüssel/, { selector: 'input' })
    expect(key).toHaveAttribute('type', 'password')
    expect(key).toHaveValue(KEY)
    expect(screen.getByText('Aktiv')).toBeVisible()
    expect(screen.getByText(/Sobald das Captcha aktiv ist, fragen alle Formulare/)).toBeVisible()
    const origin = window.location.origin
    expect(
      screen.getByText(
        (_, node) =>
          node?.tagName === 'PRE' &&
          node.textContent!.includes(
            `<altcha-widget challengeurl="${origin}/captcha/7/challenge"></altcha-widget>`,
          ),
      ),
    ).toBeVisible()
    expect(
      screen.getByText(
        (_, node) =>
          node?.tagName === 'PRE' &&
          node.textContent!.includes(`curl -X POST ${origin}/api/captcha/verify`) &&
          node.textContent!.includes('Authorization: Bearer <API-Schlüssel>') &&
          !node.textContent!.includes(KEY),
      ),
    ).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'Schlüssel erneuern' }))
    const dialog = await screen.findByRole('dialog', { name: 'Schlüssel wirklich erneuern?' })
    expect(rotated).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schlüssel erneuern' }))

    expect(await screen.findByText('Der API-Schlüssel wurde erneuert.')).toBeVisible()
    await waitFor(() =>
      expect(screen.getByLabelText(/API-Schlüssel/, { selector: 'input' })).toHaveValue(
        'neuer-schluessel-456',
      ),
    )
    expect(rotated).toBe(true)
  })

  it('tells members the key is for owners, and where to turn the captcha on', async () => {
    mockPlainMember()
    renderApp('/backend/organization/captcha/integration')
    expect(
      await screen.findByText('Den API-Schlüssel sehen nur Inhaber der Organisation.'),
    ).toBeVisible()
    expect(screen.getByText('Aus')).toBeVisible()
    expect(
      screen.getByRole('link', { name: 'Captcha in den Einstellungen einschalten' }),
    ).toHaveAttribute('href', '/backend/organization/captcha/settings')
    expect(screen.queryByRole('button', { name: 'Schlüssel erneuern' })).not.toBeInTheDocument()
  })
})
