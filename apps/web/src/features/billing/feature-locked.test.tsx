import type { FeatureLockedErrorBody, PermissionIdentifier, Site } from '@sitewerk/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { buildOrganization, buildService, buildTheme } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

/** The catalogue's Business plan grants `permission`; the organisation has no plan at all. */
function mockWithoutPlan(permission: PermissionIdentifier, { sites }: { sites?: Site[] } = {}) {
  mockMember({ sites })
  server.use(
    http.get('/api/organization/7', () => HttpResponse.json(buildOrganization())),
    http.get('/api/components', () => HttpResponse.json([])),
    http.get('/api/services', () =>
      HttpResponse.json([buildService({ permissions: [{ id: 1, identifier: permission }] })]),
    ),
  )
}

/** What the server answers when the screen was bypassed or is stale (decision 029). */
const locked = (permission: PermissionIdentifier) =>
  HttpResponse.json(
    {
      message: 'Diese Funktion ist in deinem Tarif nicht enthalten.',
      errorTypes: { permission: ['feature_locked'] },
      permission,
      services: [{ identifier: 'business', title: 'Business' }],
    } satisfies FeatureLockedErrorBody,
    { status: 403 },
  )

async function expectNotice(name = 'Im Tarif Business enthalten') {
  // the first screen of a file waits for its lazy chunks to be transformed
  const link = await screen.findByRole('link', { name }, { timeout: 15_000 })
  expect(link).toHaveAttribute('href', '/backend/organization/services/business')
  return link
}

describe('features a plan unlocks', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('de'))

  it('explains that custom domains need a plan instead of offering to add one', async () => {
    mockWithoutPlan('custom_domains')
    renderApp('/puronectar/site/domains?siteId=5')
    await expectNotice()
    expect(
      screen.getByText('Eigene Domains sind in deinem Tarif nicht enthalten.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Domain/ })).not.toBeInTheDocument()
  })

  it('shows the notice when the server refuses a domain with feature_locked', async () => {
    mockMember()
    server.use(
      http.get('/api/components', () => HttpResponse.json([])),
      http.post('/api/sites/5/domains', () => locked('custom_domains')),
    )
    renderApp('/puronectar/site/domains?siteId=5')
    await userEvent.type(await screen.findByRole('textbox', { name: /Domain/ }), 'www.muster.de')
    await userEvent.click(screen.getByRole('button', { name: 'Domain hinzufügen' }))
    await expectNotice()
    expect(screen.queryByRole('textbox', { name: /Domain/ })).not.toBeInTheDocument()
    expect(
      screen.queryByText('Diese Funktion ist in deinem Tarif nicht enthalten.'),
    ).not.toBeInTheDocument()
  })

  it('hides the upload of own fonts without the plan', async () => {
    mockWithoutPlan('own_fonts')
    const theme = buildTheme()
    server.use(
      http.get('/api/colorsets', () => HttpResponse.json([])),
      http.get('/api/themes', () => HttpResponse.json([theme])),
      http.get('/api/themes/9', () => HttpResponse.json(theme)),
      http.get('/api/fonts', () => HttpResponse.json([])),
    )
    renderApp('/puronectar/themes/9')
    await expectNotice()
    expect(
      screen.getByText('Eigene Schriften sind in deinem Tarif nicht enthalten.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Schrift hochladen' })).not.toBeInTheDocument()
  })

  it('shows the notice in the upload dialog when the server refuses an own font', async () => {
    mockMember()
    const theme = buildTheme()
    server.use(
      http.get('/api/colorsets', () => HttpResponse.json([])),
      http.get('/api/themes', () => HttpResponse.json([theme])),
      http.get('/api/themes/9', () => HttpResponse.json(theme)),
      http.get('/api/fonts', () => HttpResponse.json([])),
      http.post('/api/fonts', () => locked('own_fonts')),
      http.get('/api/components', () => HttpResponse.json([])),
    )
    renderApp('/puronectar/themes/9')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Schrift hochladen' }, { timeout: 15_000 }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Eigene Schrift hochladen' })
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Name der Schrift/ }),
      'Hausschrift',
    )
    const [regular] = dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')
    await userEvent.upload(regular!, new File([new Uint8Array([0x77, 0x4f])], 'haus.woff2'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hochladen' }))
    const link = await within(dialog).findByRole('link', { name: 'Im Tarif Business enthalten' })
    expect(link).toHaveAttribute('href', '/backend/organization/services/business')
    expect(
      within(dialog).queryByText('Diese Funktion ist in deinem Tarif nicht enthalten.'),
    ).not.toBeInTheDocument()
  })

  it('offers no second site without the plan (in English too)', async () => {
    mockWithoutPlan('multiple_sites')
    renderApp('/en/backend/organization/sites')
    await expectNotice('Included in the Business plan')
    expect(screen.getByText('More websites are not included in your plan.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Create website' })).not.toBeInTheDocument()
  })

  it('allows the first site without the plan', async () => {
    mockWithoutPlan('multiple_sites', { sites: [] })
    renderApp('/backend/organization/sites')
    expect(await screen.findByRole('link', { name: 'Website erstellen' })).toBeInTheDocument()
  })

  it('shows the notice when the server refuses a new site with feature_locked', async () => {
    mockMember()
    server.use(http.post('/api/sites', () => locked('multiple_sites')))
    renderApp('/backend/organization/sites/create')
    await userEvent.type(await screen.findByRole('textbox', { name: 'Titel' }), 'Zweite Seite')
    await userEvent.click(screen.getByRole('button', { name: 'Website erstellen' }))
    await expectNotice()
    expect(
      screen.getByText('Weitere Websites sind in deinem Tarif nicht enthalten.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Website erstellen' })).not.toBeInTheDocument()
  })
})
