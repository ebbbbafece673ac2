import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildPage, buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const page = buildPage({
  id: 22,
  title: 'Angebot',
  url: 'angebot',
  updated_at: '2026-11-22 10:00:00',
})

/** The page /angebot of „Bäckerei Sonne“ in the editor, its settings open; PATCHes are kept. */
async function openSettings() {
  mockMember({ sites: [buildSite({ title: 'Bäckerei Sonne', description: 'Brot seit 1920' })] })
  const bodies: unknown[] = []
  server.use(
    http.get('/api/sites/5/pages', () => HttpResponse.json([page])),
    http.get('/api/sites/5/layouts', () => HttpResponse.json([])),
    http.get('/api/colorsets', () => HttpResponse.json([])),
    http.get('/api/components', () => HttpResponse.json([])),
    http.get('/api/page/22', () => HttpResponse.json({ ...page, articles: [] })),
    http.patch('/api/page/22', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      return HttpResponse.json({ ...page, ...body, updated_at: '2026-11-22 10:01:00' })
    }),
  )
  renderApp('/angebot')
  await userEvent.click(
    await screen.findByRole('button', { name: /Seite\s*Angebot/ }, { timeout: 15_000 }),
  )
  const settings = await screen.findByRole('region', { name: 'Seite' })
  return { settings, bodies }
}

// the editor's first chunk (renderer, dnd-kit) takes a while to transform
describe('what search engines read of a page, in its settings', { timeout: 30_000 }, () => {
  it('previews the search result and warns past the usual lengths, without refusing', async () => {
    const { settings, bodies } = await openSettings()
    const preview = within(settings).getByTestId('search-preview')
    expect(preview).toHaveTextContent('Angebot | Bäckerei Sonne')
    expect(preview).toHaveTextContent('Brot seit 1920')
    expect(preview).toHaveTextContent('musterseite.sites.localhost:3200 › angebot')
    const title = within(settings).getByRole('textbox', { name: 'Titel in Suchergebnissen' })
    expect(title).toHaveAccessibleDescription(/24 von etwa 60 Zeichen/)

    const long = 'Frische Brötchen, Brote und Kuchen aus der Backstube in Hannover-Linden'
    await userEvent.type(title, long)
    expect(title).toHaveAccessibleDescription(
      new RegExp(`${long.length} Zeichen: länger als etwa 60, Suchmaschinen kürzen es meist\\.`),
    )
    expect(preview).toHaveTextContent(`${long.slice(0, 59).trimEnd()}…`)
    await userEvent.click(screen.getByRole('button', { name: /Speichern/ }))
    await waitFor(() =>
      expect(bodies).toEqual([{ seo_title: long, updated_at: '2026-11-22 10:00:00' }]),
    )
  })

  it('marks a page noindex: no search result, no sitemap, saved with the draft', async () => {
    const { settings, bodies } = await openSettings()
    await userEvent.click(
      within(settings).getByRole('checkbox', { name: 'Nicht in Suchmaschinen zeigen (noindex)' }),
    )
    expect(
      within(settings).getByText('Mit „noindex“ erscheint die Seite in keinem Suchergebnis.'),
    ).toBeVisible()
    const sitemap = within(settings).getByRole('checkbox', {
      name: 'Nicht in die Sitemap aufnehmen',
    })
    expect(sitemap).toBeChecked()
    expect(sitemap).toBeDisabled()
    await userEvent.type(
      within(settings).getByRole('textbox', { name: 'Kanonische Adresse' }),
      '/start',
    )
    await userEvent.click(screen.getByRole('button', { name: /Speichern/ }))
    await waitFor(() =>
      expect(bodies).toEqual([
        { noindex: true, canonical_url: '/start', updated_at: '2026-11-22 10:00:00' },
      ]),
    )
  })
})
