import type { Service, ServiceBody } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/i18n'
import { buildService, buildUser } from '../../../test/fixtures'
import { mockUser, renderApp } from '../../../test/render-app'
import { server } from '../../../test/server'

const business = buildService({
  permissions: [
    { id: 1, identifier: 'custom_domains' },
    { id: 2, identifier: 'own_fonts' },
  ],
  trial_days: 14,
})
const withdrawn = buildService({
  id: 2,
  identifier: 'alt',
  title: 'Alter Tarif',
  price: 990,
  price_type: 'yearly',
  active: false,
  service_id: 1,
})

/** The service a save answers: the body as the server stores it. */
const savedAs = (id: number, body: ServiceBody): Service =>
  buildService({
    ...body,
    id,
    service_id: body.service_id ?? null,
    permissions: body.permissions.map((identifier, index) => ({ id: index + 1, identifier })),
  })

/** GET superuser/services answers `catalogue`; saves are recorded in `sent`. */
function mockCatalogue(catalogue: Service[]) {
  const sent: { method: string; url: string; body: unknown }[] = []
  server.use(
    http.get('/api/superuser/services', () => HttpResponse.json(catalogue)),
    http.post('/api/services', async ({ request }) => {
      const body = (await request.json()) as ServiceBody
      sent.push({ method: 'POST', url: new URL(request.url).pathname, body })
      return HttpResponse.json(savedAs(9, body), { status: 201 })
    }),
    http.put('/api/services/:id', async ({ request, params }) => {
      const body = (await request.json()) as ServiceBody
      sent.push({ method: 'PUT', url: new URL(request.url).pathname, body })
      return HttpResponse.json(savedAs(Number(params.id), body))
    }),
  )
  return sent
}

describe('the operator’s service catalogue', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('de'))

  it('lists every service, the withdrawn one too, with price, billing, trial and what it unlocks', async () => {
    mockUser(buildUser({ superuser: true }))
    mockCatalogue([business, withdrawn])
    renderApp('/superuser/services')

    const row = (await screen.findByRole('link', { name: 'Business bearbeiten' })).closest('tr')!
    expect(row).toHaveTextContent(/19,00\s€Monatlich/)
    expect(row).toHaveTextContent('14 Tage')
    expect(row).toHaveTextContent('Eigene Domains, Eigene Schriften')
    expect(row).toHaveTextContent('Angeboten')
    const old = screen.getByRole('link', { name: 'Alter Tarif bearbeiten' }).closest('tr')!
    expect(old).toHaveTextContent(/9,90\s€Jährlich/)
    expect(old).toHaveTextContent('Zurückgezogen')
    expect(screen.getByRole('link', { name: 'Leistungskatalog' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('lists it in English', async () => {
    mockUser(buildUser({ superuser: true }))
    mockCatalogue([withdrawn])
    renderApp('/en/superuser/services')
    const row = (await screen.findByRole('link', { name: 'Edit Alter Tarif' })).closest('tr')!
    expect(row).toHaveTextContent(/€9\.90Yearly/)
    expect(row).toHaveTextContent('Withdrawn')
  })

  it('adds a service with a trial: euros become cents, the identifier follows the title', async () => {
    mockUser(buildUser({ superuser: true }))
    const sent = mockCatalogue([business])
    const { router } = renderApp('/superuser/services/create')

    await userEvent.type(await screen.findByRole('textbox', { name: 'Titel' }), 'Profi Plus')
    expect(screen.getByRole('textbox', { name: 'Kennung' })).toHaveValue('profi-plus')
    await userEvent.type(screen.getByRole('textbox', { name: 'Preis in Euro' }), '0,29')
    await userEvent.click(screen.getByRole('combobox', { name: 'Abrechnung' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Jährlich' }))
    const trial = screen.getByRole('textbox', { name: 'Testphase in Tagen' })
    await userEvent.clear(trial)
    await userEvent.type(trial, '30')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mehrere Websites' }))
    await userEvent.click(screen.getByRole('button', { name: 'Merkmal hinzufügen' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Merkmal 1' }), 'Drei Websites')
    await userEvent.click(screen.getByRole('button', { name: 'Merkmal hinzufügen' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Merkmal 2' }), 'Beratung')
    await userEvent.click(screen.getByRole('button', { name: 'Merkmal 2 nach oben' }))
    await userEvent.click(screen.getByRole('button', { name: 'Leistung anlegen' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/superuser/services'))
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/services',
        body: {
          identifier: 'profi-plus',
          title: 'Profi Plus',
          feature_list: ['Beratung', 'Drei Websites'],
          service_id: null,
          price: 29,
          price_type: 'yearly',
          trial_days: 30,
          active: true,
          permissions: ['multiple_sites'],
        },
      },
    ])
    expect(await screen.findByText('Die Leistung „Profi Plus“ ist angelegt.')).toBeInTheDocument()
  })

  it('refuses a price with three decimals and an empty feature before sending', async () => {
    mockUser(buildUser({ superuser: true }))
    const sent = mockCatalogue([business])
    renderApp('/superuser/services/create')

    await userEvent.type(await screen.findByRole('textbox', { name: 'Titel' }), 'Profi')
    await userEvent.type(screen.getByRole('textbox', { name: 'Preis in Euro' }), '19,999')
    await userEvent.click(screen.getByRole('button', { name: 'Merkmal hinzufügen' }))
    await userEvent.click(screen.getByRole('button', { name: 'Leistung anlegen' }))

    expect(await screen.findByText('Bitte einen Betrag wie 29,90 eingeben.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Merkmal 1' })).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    )
    expect(sent).toEqual([])
  })

  it('edits a service, keeping what it belongs to', async () => {
    mockUser(buildUser({ superuser: true }))
    const sent = mockCatalogue([business, withdrawn])
    renderApp('/superuser/services/2')

    const price = await screen.findByRole('textbox', { name: 'Preis in Euro' })
    expect(price).toHaveValue('9,90')
    const offered = screen.getByRole('switch', { name: /^Wird angeboten/ })
    expect(offered).not.toBeChecked()
    await userEvent.clear(price)
    await userEvent.type(price, '12')
    await userEvent.click(offered)
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))

    expect(await screen.findByText('Die Leistung ist gespeichert.')).toBeInTheDocument()
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/services/2',
        body: {
          identifier: 'alt',
          title: 'Alter Tarif',
          feature_list: ['Eigene Domains', 'Eigene Schriften'],
          service_id: 1,
          price: 1200,
          price_type: 'yearly',
          trial_days: 0,
          active: true,
          permissions: [],
        },
      },
    ])
  })

  it('shows the server’s field errors against the fields', async () => {
    mockUser(buildUser({ superuser: true }))
    mockCatalogue([business])
    server.use(
      http.put('/api/services/1', () =>
        HttpResponse.json(
          {
            message: 'Die Eingaben sind ungültig.',
            errors: { identifier: ['Diese Kennung ist schon vergeben.'] },
          },
          { status: 422 },
        ),
      ),
    )
    renderApp('/superuser/services/1')

    const identifier = await screen.findByRole('textbox', { name: 'Kennung' })
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))

    await waitFor(() =>
      expect(identifier).toHaveAccessibleDescription(
        expect.stringContaining('Diese Kennung ist schon vergeben.'),
      ),
    )
  })

  it('answers a member who is no superuser with 403', async () => {
    mockUser(buildUser())
    renderApp('/superuser/services')
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows a service that does not exist as a missing page', async () => {
    mockUser(buildUser({ superuser: true }))
    mockCatalogue([business])
    renderApp('/superuser/services/77')
    const main = await screen.findByRole('main')
    await waitFor(() => expect(within(main).getByText(/404/)).toBeInTheDocument())
  })
})
