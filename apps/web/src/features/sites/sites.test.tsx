import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { buildDomain, buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const shop = buildSite({ id: 5, title: 'Shop', identifier: 'shop', domains: [buildDomain()] })

describe('sites of the organisation', () => {
  it('lists the sites with their address and number of domains', async () => {
    mockMember({ sites: [shop] })
    renderApp('/backend/organization/sites')
    const row = (await screen.findByRole('link', { name: 'Shop' })).closest('tr')!
    expect(within(row).getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      '/backend/organization/sites/5',
    )
    expect(within(row).getByRole('link', { name: 'shop.sites.localhost:3200' })).toHaveAttribute(
      'href',
      'http://shop.sites.localhost:3200',
    )
    expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Website „Shop“ bearbeiten' })).toHaveAttribute(
      'href',
      '/puronectar/site?siteId=5',
    )
    expect(screen.getByRole('link', { name: 'Websites' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Website erstellen' })).toBeInTheDocument()
  })

  it('shows a 422 on the address under its input, with a live preview of the address', async () => {
    mockMember({ sites: [shop] })
    server.use(
      http.post('/api/sites', () =>
        HttpResponse.json(
          {
            message: 'Ungültige Eingabe.',
            errors: { identifier: ['Diese Adresse ist schon vergeben.'] },
          },
          { status: 422 },
        ),
      ),
    )
    renderApp('/backend/organization/sites/create')
    await userEvent.type(await screen.findByLabelText(/Titel/), 'Mein Laden')
    const address = screen.getByLabelText('Adresse')
    expect(address).toHaveAccessibleDescription(/Leer lassen/)
    await userEvent.type(address, 'Laden')
    expect(address).toHaveAccessibleDescription(
      'Die Website ist erreichbar unter laden.sites.localhost:3200',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Website erstellen' }))
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(/Diese Adresse ist schon vergeben\./),
    )
    expect(address).toHaveAttribute('aria-invalid', 'true')
  })

  it('creates a site (the server forms the address) and opens it', async () => {
    const { sites } = mockMember({ sites: [] })
    let body: unknown
    server.use(
      http.post('/api/sites', async ({ request }) => {
        body = await request.json()
        const site = buildSite({ id: 9, title: 'Mein Laden', identifier: 'mein-laden' })
        sites.push(site)
        return HttpResponse.json(site, { status: 201 })
      }),
    )
    const { router } = renderApp('/backend/organization/sites/create')
    await userEvent.type(await screen.findByLabelText(/Titel/), 'Mein Laden')
    await userEvent.click(screen.getByRole('button', { name: 'Website erstellen' }))
    expect(await screen.findByRole('heading', { name: 'Mein Laden' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/backend/organization/sites/9')
    expect(body).toEqual({ title: 'Mein Laden' })
  })

  it('asks "Wirklich löschen?" before it deletes a site', async () => {
    const { sites } = mockMember({ sites: [shop] })
    const deleted = vi.fn()
    server.use(
      http.delete('/api/sites/5', () => {
        deleted()
        sites.splice(0, sites.length)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { router } = renderApp('/backend/organization/sites/5')
    expect(await screen.findByRole('link', { name: 'Website bearbeiten' })).toHaveAttribute(
      'href',
      '/puronectar/site?siteId=5',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Website löschen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    expect(dialog).toHaveTextContent('„Shop“ wird mit allen Seiten und Domains gelöscht.')
    expect(deleted).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/backend/organization/sites'))
    expect(deleted).toHaveBeenCalledOnce()
    expect(
      await screen.findByText('Diese Organisation hat noch keine Website.'),
    ).toBeInTheDocument()
  })

  it('saves title, description and address of a site', async () => {
    mockMember({ sites: [shop] })
    let body: unknown
    server.use(
      http.patch('/api/sites/5', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ...shop, title: 'Neuer Shop' })
      }),
    )
    renderApp('/backend/organization/sites/5')
    const title = await screen.findByLabelText(/Titel/)
    await userEvent.clear(title)
    await userEvent.type(title, 'Neuer Shop')
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() =>
      expect(body).toEqual({ title: 'Neuer Shop', description: null, identifier: 'shop' }),
    )
  })

  it('answers 404 for a site id that is not a number', async () => {
    mockMember()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/backend/organization/sites/abc')
    expect(
      await screen.findByText('Page Not Found: /backend/organization/sites/abc'),
    ).toBeInTheDocument()
  })
})
