import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../i18n/i18n'
import { buildOrganization, buildSite, buildUser } from '../test/fixtures'
import { mockMember } from '../test/member'
import { mockUser, renderApp } from '../test/render-app'
import { server } from '../test/server'

const here = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search

describe('routes and guards', () => {
  afterEach(async () => {
    await i18n.changeLanguage('de')
  })

  it('sends a guest from /backend/user to the login with the origin route', async () => {
    mockUser(null)
    const { router } = renderApp('/backend/user')
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument()
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toBeInTheDocument()
    expect(here(router)).toBe(`/login?from=${encodeURIComponent('/backend/user')}`)
  })

  it('redirects the root path to /backend/user', async () => {
    mockUser(buildUser())
    const { router } = renderApp('/')
    // '/' is the editor's route: its chunk, the largest, is transformed first
    expect(
      await screen.findByRole('heading', { name: 'Mein Konto' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/backend/user')
  })

  it('sends a user without organisation from /backend/organization to create one', async () => {
    mockUser(buildUser({ organizations: [] }))
    const { router } = renderApp('/backend/organization')
    expect(
      await screen.findByRole('heading', { name: 'Organisation erstellen' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/backend/organizations/create')
  })

  it('shows the current organisation to an editor, without join requests', async () => {
    mockUser(buildUser({ organizations: [{ id: 7, title: 'Musterfirma GmbH', role: 'editor' }] }))
    server.use(
      http.get('/api/organization/7', () =>
        HttpResponse.json(buildOrganization({ role: 'editor' })),
      ),
      http.get('/api/organization/7/members', () => HttpResponse.json([])),
    )
    renderApp('/backend/organization')
    expect(await screen.findByRole('heading', { name: 'Musterfirma GmbH' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Beitrittsanfragen' })).not.toBeInTheDocument()
  })

  it('forwards a signed-in user away from the login to `from`', async () => {
    mockUser(buildUser())
    const { router } = renderApp(`/login?from=${encodeURIComponent('/backend/user/edit')}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/backend/user/edit'))
  })

  it('forwards a signed-in user with a domain to the site admin with its id', async () => {
    mockUser(buildUser({ organizations: [{ id: 7, title: 'Musterfirma GmbH', role: 'owner' }] }))
    server.use(
      http.get('/api/site', ({ request }) =>
        new URL(request.url).searchParams.get('domain') === 'shop.example'
          ? HttpResponse.json({ id: 5 })
          : HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
      http.get('/api/organization/7', () => HttpResponse.json(buildOrganization())),
      http.get('/api/sites', () =>
        HttpResponse.json([
          buildSite({ id: 4, title: 'Andere' }),
          buildSite({ id: 5, title: 'Shop' }),
        ]),
      ),
      http.get('/api/sites/5/pages', () => HttpResponse.json([])),
    )
    const { router } = renderApp('/puronectar?domain=shop.example')
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument()
    expect(here(router)).toBe('/puronectar/site?domain=shop.example&siteId=5')
  })

  it('goes to /backend/user when the site of the domain cannot be found', async () => {
    mockUser(buildUser())
    server.use(http.get('/api/site', () => HttpResponse.json({ message: 'x' }, { status: 404 })))
    const { router } = renderApp('/login?domain=unknown.example')
    await waitFor(() => expect(router.state.location.pathname).toBe('/backend/user'))
  })

  it('keeps signed-in users away from guest pages', async () => {
    mockUser(buildUser())
    const { router } = renderApp('/register')
    await waitFor(() => expect(router.state.location.pathname).toBe('/backend/user'))
  })

  it('shows the 404 screen for an unknown route', async () => {
    mockUser(null)
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument()
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument()
  })

  it('sets the language from the /en prefix', async () => {
    mockUser(null)
    renderApp('/en/login')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    expect(document.cookie).toContain('locale=en')
  })

  it('keeps the /en prefix of the login on its links and after signing in (issue 13)', async () => {
    mockUser(null)
    renderApp('/en/login')
    await screen.findByRole('heading', { name: 'Sign in' })
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/en/register',
    )
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/forgot-password',
    )
  })

  it('forwards a signed-in user from /en/login to /en/backend/user (issue 13)', async () => {
    mockUser(buildUser())
    const { router } = renderApp('/en/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/backend/user'))
  })

  it('names the document after the screen', async () => {
    mockUser(null)
    renderApp('/register')
    await screen.findByRole('heading', { name: 'Konto erstellen' })
    await waitFor(() => expect(document.title).toBe('Konto erstellen | Sitewerk'))
  })

  it('sends the editor of a site without pages to the cms-setup (catch-all, spec §2)', async () => {
    mockMember()
    server.use(http.get('/api/sites/5/setup', () => HttpResponse.json({ needs_setup: true })))
    const { router } = renderApp('/ueber-uns')
    await waitFor(() => expect(router.state.location.pathname).toBe('/puronectar/cms-setup'))
  })

  it('sends a guest with a bookmarked editor address to the login and back (issue 13)', async () => {
    mockUser(null)
    const { router } = renderApp('/?siteId=5')
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument()
    expect(here(router)).toBe(`/login?from=${encodeURIComponent('/?siteId=5')}`)
  })

  it('opens the editor of the home page at / when a site is named (here: on to the cms-setup)', async () => {
    mockMember()
    const { router } = renderApp('/?siteId=5')
    await waitFor(() => expect(router.state.location.pathname).toBe('/puronectar/cms-setup'))
  })
})
