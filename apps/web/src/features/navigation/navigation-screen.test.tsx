import type { SiteNavigation } from '@sitewerk/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { buildPage, buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const pages = [
  buildPage({ id: 21, title: 'Startseite', url: '' }),
  buildPage({ id: 22, title: 'Über uns und unsere Geschichte', url: 'ueber-uns' }),
  buildPage({ id: 23, title: 'Team', url: 'team' }),
  buildPage({ id: 24, title: 'Kurse', url: 'kurse' }),
  buildPage({ id: 25, title: 'Nicht gefunden', url: '404' }),
]

const derived: SiteNavigation = {
  site_id: 5,
  derived: true,
  items: [21, 22, 23].map((id) => ({
    id: `page-${id}`,
    kind: 'page' as const,
    page_id: id,
    hidden: false,
    children: [],
  })),
  publish_status: 'published',
}

/** The site admin with the pages above; PUT navigation answers what it got, or `answer`. */
function mockMenu(menu: SiteNavigation = derived, answer?: () => Response) {
  mockMember({ sites: [buildSite()] })
  const saved: unknown[] = []
  server.use(
    http.get('/api/sites/5/pages', () => HttpResponse.json(pages)),
    http.get('/api/components', () => HttpResponse.json([])),
    http.get('/api/sites/5/navigation', () => HttpResponse.json(menu)),
    http.put('/api/sites/5/navigation', async ({ request }) => {
      const body = (await request.json()) as { items: SiteNavigation['items'] }
      saved.push(body)
      return (
        answer?.() ??
        HttpResponse.json({
          site_id: 5,
          derived: false,
          items: body.items,
          publish_status: 'changed',
        })
      )
    }),
  )
  return saved
}

const entry = (name: string) => screen.getByRole('group', { name })

describe('the navigation screen', () => {
  afterEach(async () => {
    await i18n.changeLanguage('de')
  })

  it('is reached from the site navigation and says the menu still follows the page tree', async () => {
    mockMenu()
    renderApp('/puronectar/site')
    await userEvent.click(await screen.findByRole('link', { name: 'Navigation' }))
    expect(await screen.findByRole('heading', { name: 'Navigation', level: 1 })).toBeVisible()
    expect(await screen.findByText('Das Menü folgt noch dem Seitenbaum')).toBeVisible()
    const entries = screen.getByRole('region', { name: 'Menüpunkte' })
    expect(
      within(entries)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Startseite', 'Über uns und unsere Geschichte', 'Team'])
  })

  it('renames, hides, orders, nests and adds a link, then saves the menu', async () => {
    const saved = mockMenu()
    renderApp('/puronectar/site/navigation')
    const about = await screen.findByRole('group', { name: 'Über uns und unsere Geschichte' })
    await userEvent.type(within(about).getByLabelText('Bezeichnung im Menü'), 'Über uns')
    await userEvent.click(
      within(entry('Startseite')).getByRole('switch', { name: 'Im Menü zeigen' }),
    )
    expect(within(entry('Startseite')).getByText('Verborgen')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: '„Team“ nach oben' }))
    await userEvent.click(
      screen.getByRole('button', { name: '„Über uns“ ins Untermenü von „Team“ verschieben' }),
    )
    expect(
      within(screen.getByRole('region', { name: 'Untermenü von „Team“' })).getByRole('group', {
        name: 'Über uns',
      }),
    ).toBeVisible()

    await userEvent.click(screen.getByRole('combobox', { name: 'Seite' }))
    expect(screen.queryByRole('option', { name: /Nicht gefunden/ })).toBeNull()
    await userEvent.click(await screen.findByRole('option', { name: 'Kurse (/kurse)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Zum Menü hinzufügen' }))

    const addLink = screen.getByRole('region', { name: 'Link hinzufügen' })
    await userEvent.type(within(addLink).getByLabelText('Bezeichnung'), 'Onlineshop')
    await userEvent.type(within(addLink).getByLabelText(/^Adresse/), 'https://shop.example.de/')
    await userEvent.click(within(addLink).getByRole('checkbox', { name: 'In neuem Tab öffnen' }))
    await userEvent.click(within(addLink).getByRole('button', { name: 'Link hinzufügen' }))
    expect(entry('Onlineshop')).toBeVisible()

    expect(screen.getByText('Besucher sehen dieses Menü so auf der Website.')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Menü speichern' }))
    // A saved menu is a draft: visitors see it with the site's next publish (issue 34, item 8).
    expect(
      await screen.findByText(
        'Das Menü ist gespeichert. Besucher sehen es, sobald du die Website veröffentlichst.',
      ),
    ).toBeVisible()
    const note = screen.getByRole('note', {
      name: 'Besucher sehen noch das zuletzt veröffentlichte Menü',
    })
    expect(note).toHaveTextContent(
      'Das gespeicherte Menü geht mit der nächsten Veröffentlichung der Website live.',
    )
    expect(
      within(note).getByRole('link', { name: 'Zur Veröffentlichung der Website' }),
    ).toHaveAttribute('href', '/puronectar/site')
    expect(saved).toEqual([
      {
        items: [
          { id: 'page-21', kind: 'page', page_id: 21, hidden: true, children: [] },
          {
            id: 'page-23',
            kind: 'page',
            page_id: 23,
            hidden: false,
            children: [
              { id: 'page-22', kind: 'page', page_id: 22, label: 'Über uns', hidden: false },
            ],
          },
          { id: 'entry-1', kind: 'page', page_id: 24, hidden: false, children: [] },
          {
            id: 'entry-2',
            kind: 'link',
            label: 'Onlineshop',
            url: 'https://shop.example.de/',
            new_tab: true,
            hidden: false,
            children: [],
          },
        ],
      },
    ])
    expect(screen.queryByText('Das Menü folgt noch dem Seitenbaum')).toBeNull()
  })

  it('says that a menu of a site never published goes live with its first publish (issue 34, item 8)', async () => {
    mockMenu({ ...derived, publish_status: 'unpublished' })
    renderApp('/puronectar/site/navigation')
    const note = await screen.findByRole('note', {
      name: 'Die Website ist noch nicht veröffentlicht',
    })
    expect(note).toHaveTextContent(
      'Das Menü geht mit der ersten Veröffentlichung der Website live.',
    )
  })

  it('refuses a script address before it reaches the menu', async () => {
    const saved = mockMenu()
    renderApp('/puronectar/site/navigation')
    const addLink = await screen.findByRole('region', { name: 'Link hinzufügen' })
    await userEvent.type(within(addLink).getByLabelText('Bezeichnung'), 'Klick')
    await userEvent.type(within(addLink).getByLabelText(/^Adresse/), 'javascript:alert(1)')
    await userEvent.click(within(addLink).getByRole('button', { name: 'Link hinzufügen' }))
    expect(within(addLink).getByLabelText(/^Adresse/)).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib eine gültige Adresse ein.'),
    )
    expect(screen.queryByRole('group', { name: 'Klick' })).toBeNull()
    expect(saved).toEqual([])
  })

  it("shows the server's field errors at the entry they name", async () => {
    mockMenu(derived, () =>
      HttpResponse.json(
        {
          message: 'Die eingegebenen Daten sind ungültig.',
          errors: { 'items.2.page_id': ['Diese Seite gibt es auf dieser Website nicht.'] },
        },
        { status: 422 },
      ),
    )
    renderApp('/puronectar/site/navigation')
    await userEvent.click(await screen.findByRole('button', { name: 'Menü speichern' }))
    expect(
      await within(entry('Team')).findByText('Diese Seite gibt es auf dieser Website nicht.'),
    ).toBeVisible()
    expect(
      screen.getByText('Bitte prüfe die markierten Menüpunkte.').closest('[role="alert"]'),
    ).not.toBeNull()
  })

  it('speaks English', async () => {
    mockMenu({ ...derived, derived: false })
    await i18n.changeLanguage('en')
    renderApp('/en/puronectar/site/navigation')
    expect(await screen.findByRole('heading', { name: 'Navigation', level: 1 })).toBeVisible()
    expect(await screen.findByRole('region', { name: 'Menu items' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Move “Team” up' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Save menu' })).toBeVisible()
  })
})
