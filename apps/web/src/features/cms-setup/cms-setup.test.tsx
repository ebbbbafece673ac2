import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildPage, buildTheme } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const theme = buildTheme()

function mockSetup({ needsSetup = true }: { needsSetup?: boolean } = {}) {
  mockMember()
  const calls: { themes: unknown[]; setup: unknown[] } = { themes: [], setup: [] }
  server.use(
    http.get('/api/themes', () => HttpResponse.json([theme])),
    http.get('/api/sites/5/setup', () => HttpResponse.json({ needs_setup: needsSetup })),
    http.post('/api/themes', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      calls.themes.push(body)
      return HttpResponse.json({ ...theme, ...body, id: 12 }, { status: 201 })
    }),
    http.post('/api/sites/5/setup', async ({ request }) => {
      calls.setup.push(await request.json())
      return HttpResponse.json(
        { pages: [buildPage({ id: 1, url: '' }), buildPage({ id: 2, url: 'kontakt' })] },
        { status: 201 },
      )
    }),
  )
  return calls
}

describe('the cms-setup wizard', () => {
  it('creates a theme from a preset, then the chosen pages, and opens the home page in the editor', async () => {
    const calls = mockSetup()
    const { router } = renderApp('/puronectar/cms-setup')

    expect(await screen.findByRole('heading', { name: 'Website einrichten' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled()
    await userEvent.click(screen.getByRole('radio', { name: /Wald \(Grün\)/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }))

    const home = screen.getByRole('checkbox', { name: /Startseite/ })
    expect(home).toBeChecked()
    expect(home).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: /Über uns/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Website einrichten' }))

    expect(await screen.findByText('2 Seiten wurden angelegt.')).toBeVisible()
    expect(calls.themes).toEqual([
      {
        title: 'Wald (Grün)',
        highlightColor: '#2f6b3a',
        secondaryColor: '#e6f0e3',
        backgroundColor: '#fcfdfb',
        textAlign: 'start',
      },
    ])
    expect(calls.setup).toEqual([{ theme_id: 12, templates: ['home', 'contact'] }])

    await userEvent.click(screen.getByRole('button', { name: 'Startseite im Editor öffnen' }))
    await waitFor(() => expect(router.state.location.search).toBe('?siteId=5'))
  })

  it('offers Impressum and Datenschutzerklärung as templates to tick, marked as templates to check', async () => {
    const calls = mockSetup()
    renderApp('/puronectar/cms-setup')
    await userEvent.click(await screen.findByRole('radio', { name: /Meer \(Blau\)/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }))

    const imprint = screen.getByRole('checkbox', { name: /Impressum/ })
    expect(imprint).not.toBeChecked()
    expect(imprint).toHaveAccessibleDescription(/Vorlage: Prüfen und ergänzen Sie sie/)
    await userEvent.click(imprint)
    await userEvent.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /Kontakt/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Website einrichten' }))

    await waitFor(() =>
      expect(calls.setup).toEqual([
        { theme_id: 12, templates: ['home', 'about', 'imprint', 'privacy'] },
      ]),
    )
  })

  it('shows a 422 on the theme under the theme choice and does not create a preset twice on retry', async () => {
    const calls = mockSetup()
    server.use(
      http.post('/api/sites/5/setup', () =>
        HttpResponse.json(
          {
            message: 'Die eingegebenen Daten sind ungültig.',
            errors: { theme_id: ['Dieses Theme gibt es in deiner Organisation nicht.'] },
          },
          { status: 422 },
        ),
      ),
    )
    renderApp('/puronectar/cms-setup')
    await userEvent.click(await screen.findByRole('radio', { name: /Meer \(Blau\)/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    await userEvent.click(screen.getByRole('button', { name: 'Website einrichten' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die eingegebenen Daten sind ungültig.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }))
    expect(screen.getByText('Dieses Theme gibt es in deiner Organisation nicht.')).toBeVisible()
    expect(screen.getByRole('radio', { name: /Sommer/ })).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    await userEvent.click(screen.getByRole('button', { name: 'Website einrichten' }))
    await waitFor(() => expect(calls.themes).toHaveLength(1))
  })

  it('says when the site is already set up instead of offering the steps', async () => {
    mockSetup({ needsSetup: false })
    renderApp('/puronectar/cms-setup')
    expect(await screen.findByText('Diese Website ist schon eingerichtet')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull()
  })

  it('is offered on the site overview while the site has no pages', async () => {
    mockSetup()
    renderApp('/puronectar/site')
    expect(await screen.findByText('Bereit für die ersten Seiten')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Website einrichten' })).toHaveAttribute(
      'href',
      '/puronectar/cms-setup',
    )
  })
})
