import type { Address, OrganizationSettings } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildOrganization, buildOrganizationSettings, buildUser } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { mockUser, renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const BASE = '/backend/organization/settings'

const settings = buildOrganizationSettings({ billing_address_id: 21 })
const billing: Address = {
  id: 21,
  name: 'Musterfirma GmbH',
  street: 'Hauptstraße',
  housenumber: '1',
  postcode: '30159',
  city: 'Hannover',
  country: 'DE',
  addressable_id: 7,
  addressable_type: 'organization',
  is_billing: true,
  updated_at: '2026-01-01 10:00:00',
}

function mockSettings({ role = 'owner' as 'owner' | 'admin' | 'editor' } = {}) {
  mockMember()
  if (role !== 'owner') {
    mockUser(buildUser({ organizations: [{ id: 7, title: 'Musterfirma GmbH', role }] }))
    server.use(
      http.get('/api/organization/7', () => HttpResponse.json(buildOrganization({ role }))),
    )
  }
  server.use(
    http.get('/api/organization/settings', () =>
      HttpResponse.json({ ...settings, api_key: role === 'owner' ? settings.api_key : null }),
    ),
    http.get('/api/organization/addresses', () => HttpResponse.json([billing])),
    http.get('/api/organization/addresses/21', () => HttpResponse.json(billing)),
  )
}

describe('organisation settings (backend-organization-settings)', { timeout: 40_000 }, () => {
  it('the owner renames the organisation on the index and sees the API key', async () => {
    mockSettings()
    let body: unknown
    server.use(
      http.patch('/api/organization/settings', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ...settings, title: 'Sonne GmbH' })
      }),
    )
    const { router } = renderApp(BASE)
    const title = await screen.findByRole('textbox', { name: 'Name der Organisation' })
    expect(router.state.matches.at(-2)?.route.id).toBe('backend-organization-settings')
    expect(screen.getByRole('tab', { name: 'Allgemein' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('API-Schlüssel', { selector: 'input' })).toHaveValue(
      'k'.repeat(32),
    )
    await userEvent.clear(title)
    await userEvent.type(title, 'Sonne GmbH')
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(await screen.findByText('Die Einstellungen wurden gespeichert.')).toBeInTheDocument()
    expect(body).toEqual({ title: 'Sonne GmbH', logo_file_id: null, icon_file_id: null })
  })

  it('with forward=true a saved location returns to where the person came from', async () => {
    mockSettings()
    let body: unknown
    server.use(
      http.put('/api/organization/location', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(body as OrganizationSettings['location'])
      }),
    )
    // the sites screen opens the settings with forward=true and itself as `from`
    const { router } = renderApp('/backend/organization/sites')
    await screen.findByRole('heading', { level: 1, name: 'Websites' })
    await router.navigate(`${BASE}/location?forward=true`, {
      state: { from: '/backend/organization/sites' },
    })
    expect(await screen.findByLabelText('Zeitzone', { selector: 'input' })).toHaveValue(
      'Europe/Berlin',
    )
    expect(
      screen.getByText(/^Dort ist es jetzt \d\d:\d\d \(UTC\+0[12]:00\)\.$/),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/backend/organization/sites'),
      { timeout: 10_000 },
    )
    expect(body).toEqual(settings.location)
  })

  it('shows why the billing address cannot be deleted', async () => {
    mockSettings()
    server.use(
      http.delete('/api/organization/addresses/21', () =>
        HttpResponse.json(
          { message: 'Diese Adresse ist die Rechnungsadresse der Organisation …' },
          { status: 409 },
        ),
      ),
    )
    renderApp(`${BASE}/addresses`)
    const row = (await screen.findByRole('link', { name: 'Musterfirma GmbH' })).closest('tr')!
    expect(within(row).getByText('Rechnungsadresse')).toBeInTheDocument()
    await userEvent.click(within(row).getByRole('button', { name: 'Musterfirma GmbH löschen' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }))
    expect(
      await screen.findByText('Diese Adresse ist die Rechnungsadresse der Organisation …'),
    ).toBeInTheDocument()
  })

  it('creates an address at addresses/create and goes back to the list', async () => {
    mockSettings()
    let body: unknown
    server.use(
      http.post('/api/organization/addresses', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ...billing, id: 22, is_billing: false }, { status: 201 })
      }),
    )
    const { router } = renderApp(`${BASE}/addresses/create`)
    expect(await screen.findByRole('tab', { name: 'Adressen' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    for (const [label, value] of [
      ['Name', 'Filiale'],
      ['Straße', 'Limmerstraße'],
      ['Hausnummer', '7'],
      ['Postleitzahl', '30451'],
      ['Ort', 'Hannover'],
    ] as const)
      await userEvent.type(screen.getByRole('textbox', { name: label }), value)
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/addresses`), {
      timeout: 10_000,
    })
    expect(body).toEqual({
      name: 'Filiale',
      street: 'Limmerstraße',
      housenumber: '7',
      postcode: '30451',
      city: 'Hannover',
      country: 'DE',
      is_billing: false,
    })
  })

  it('an admin renames the organisation but sees no API key and cannot change the location', async () => {
    mockSettings({ role: 'admin' })
    renderApp(BASE)
    expect(
      await screen.findByRole('textbox', { name: 'Name der Organisation' }),
    ).not.toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument()
    expect(screen.queryByLabelText('API-Schlüssel', { selector: 'input' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Standort' }))
    expect(
      await screen.findByText('Nur Inhaber können die Einstellungen ändern.'),
    ).toBeInTheDocument()
  })

  it('an editor reads the settings but has nothing to save, and no API key', async () => {
    mockSettings({ role: 'editor' })
    renderApp(BASE)
    expect(await screen.findByRole('textbox', { name: 'Name der Organisation' })).toHaveAttribute(
      'readonly',
    )
    expect(
      screen.getByText('Nur Inhaber und Administratoren können diese Einstellungen ändern.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('API-Schlüssel', { selector: 'input' })).not.toBeInTheDocument()
  })
})
