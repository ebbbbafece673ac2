import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildColorset, buildOrganization, buildUser } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { mockUser, renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const PATH = '/backend/organization/settings/appearance'

const sun = buildColorset({
  title: 'Sonne',
  highlight_color: '#ffd800',
  secondary_color: '#fff3b0',
  text_color: '#222222',
  background_color: '#fffbea',
})

/** The CSS variables Mantine writes for the back office's theme. */
const mantineCss = () =>
  [...document.querySelectorAll('style[data-mantine-styles]')].map((s) => s.textContent).join('')

function mockAppearance() {
  mockMember()
  server.use(http.get('/api/colorsets', () => HttpResponse.json([sun])))
}

describe('organisation appearance', () => {
  it(
    'the owner picks a colour set, saves it and the back office wears it',
    { timeout: 15_000 },
    async () => {
      mockAppearance()
      let body: unknown
      server.use(
        http.patch('/api/organization/7', async ({ request }) => {
          body = await request.json()
          return HttpResponse.json(
            buildOrganization({ backend_colorset_id: sun.id, backend_colorset: sun }),
          )
        }),
      )
      renderApp(PATH)
      expect(await screen.findByRole('radio', { name: 'Standard (Sitewerk)' })).toBeChecked()
      expect(screen.getByRole('heading', { name: 'Darstellung' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Neues Farbset anlegen' })).toHaveAttribute(
        'href',
        '/backend/organization/settings/colorsets/create',
      )
      expect(mantineCss()).not.toContain('--mantine-color-brand-6')

      await userEvent.click(screen.getByRole('radio', { name: 'Sonne' }))
      await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))

      expect(await screen.findByText('Die Darstellung wurde gespeichert.')).toBeInTheDocument()
      expect(body).toEqual({ backend_colorset_id: 3 })
      await waitFor(() => expect(mantineCss()).toContain('--mantine-color-brand-6: #ffd800'))
      // white fails AA on this yellow: buttons get black text
      expect(mantineCss()).toContain('--mantine-primary-color-contrast: #000000')
      expect(screen.getByRole('radio', { name: 'Sonne' })).toBeChecked()
    },
  )

  it('goes back to the default look', { timeout: 15_000 }, async () => {
    mockAppearance()
    server.use(
      http.get('/api/organization/7', () =>
        HttpResponse.json(buildOrganization({ backend_colorset_id: 3, backend_colorset: sun })),
      ),
    )
    let body: unknown
    server.use(
      http.patch('/api/organization/7', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(buildOrganization())
      }),
    )
    renderApp(PATH)
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Sonne' })).toBeChecked())
    expect(mantineCss()).toContain('--mantine-color-brand-6: #ffd800')
    await userEvent.click(screen.getByRole('radio', { name: 'Standard (Sitewerk)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(body).toEqual({ backend_colorset_id: null }))
    await waitFor(() => expect(mantineCss()).not.toContain('--mantine-color-brand-6'))
  })

  it("shows the server's field error against the choice", async () => {
    mockAppearance()
    server.use(
      http.patch('/api/organization/7', () =>
        HttpResponse.json(
          {
            message: 'Die eingegebenen Daten sind ungültig.',
            errors: {
              backend_colorset_id: ['Dieses Farbset gibt es in dieser Organisation nicht.'],
            },
          },
          { status: 422 },
        ),
      ),
    )
    renderApp(PATH)
    await userEvent.click(await screen.findByRole('radio', { name: 'Sonne' }))
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(
      await screen.findByText('Dieses Farbset gibt es in dieser Organisation nicht.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Die eingegebenen Daten sind ungültig.')).toBeNull()
  })

  it('a member sees the choice but cannot change it', async () => {
    mockAppearance()
    mockUser(buildUser({ organizations: [{ id: 7, title: 'Musterfirma GmbH', role: 'admin' }] }))
    server.use(
      http.get('/api/organization/7', () =>
        HttpResponse.json(buildOrganization({ role: 'admin' })),
      ),
    )
    renderApp(PATH)
    expect(
      await screen.findByText('Nur Inhaber können die Darstellung ändern.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Sonne' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull()
  })

  it('is in English too', async () => {
    mockAppearance()
    renderApp(`/en${PATH}`)
    expect(await screen.findByRole('radio', { name: 'Default (Sitewerk)' })).toBeChecked()
    expect(screen.getByRole('heading', { name: 'Appearance' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create a colour set' })).toBeInTheDocument()
  })
})
