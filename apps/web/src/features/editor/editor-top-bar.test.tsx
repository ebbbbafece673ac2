import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildPage, buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const home = buildPage({ id: 21, title: 'Startseite', url: '' })
const about = buildPage({ id: 22, title: 'Über uns', url: 'ueber-uns' })

/** A member's site with two pages; the editor opened on /ueber-uns. */
function openEditor() {
  mockMember({ sites: [buildSite()] })
  server.use(
    http.get('/api/sites/5/pages', () => HttpResponse.json([home, about])),
    http.get('/api/sites/5/layouts', () => HttpResponse.json([])),
    http.get('/api/themes', () => HttpResponse.json([])),
    http.get('/api/colorsets', () => HttpResponse.json([])),
    http.get('/api/components', () => HttpResponse.json([])),
    http.get('/api/page/21', () => HttpResponse.json({ ...home, articles: [] })),
    http.get('/api/page/22', () => HttpResponse.json({ ...about, articles: [] })),
  )
  renderApp('/ueber-uns?siteId=5')
  return screen.findByRole('heading', { name: 'Über uns' }, { timeout: 15_000 })
}

describe('the editor’s top bar (issue 13)', { timeout: 30_000 }, () => {
  it('links to the live page in a new tab and switches to another page of the site', async () => {
    await openEditor()
    const live = screen.getByRole('link', { name: 'Live ansehen' })
    expect(live).toHaveAttribute('href', 'http://musterseite.sites.localhost:3200/ueber-uns')
    expect(live).toHaveAttribute('target', '_blank')
    expect(live.getAttribute('rel')).toContain('noopener')

    await userEvent.click(screen.getByRole('combobox', { name: 'Seite wechseln' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Startseite (/)' }))
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument()
  })

  it('lists the keyboard shortcuts when ? is pressed', async () => {
    await openEditor()
    await userEvent.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Tastenkürzel' })
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toContain('RückgängigStrg + Z')
    expect(rows).toContain('WiederholenStrg + Umschalt + Z oder Strg + Y')
    expect(rows).toContain('SpeichernStrg + S')
  })
})
