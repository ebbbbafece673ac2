import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildPage, buildSite } from '../../../test/fixtures'
import { mockMember } from '../../../test/member'
import { renderApp } from '../../../test/render-app'
import { server } from '../../../test/server'

function mockPages(
  pages = [
    buildPage({ id: 21, title: 'Startseite', url: '' }),
    buildPage({ id: 22, title: 'Über uns', url: 'ueber-uns', order: 1 }),
    buildPage({ id: 23, title: 'Team', url: 'ueber-uns/team', parent_id: 22 }),
  ],
) {
  mockMember({ sites: [buildSite()] })
  server.use(http.get('/api/sites/5/pages', () => HttpResponse.json(pages)))
  return pages
}

async function openActions(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Aktionen für „${title}“` }))
}

describe('pages of the current site', () => {
  it('shows the pages as a tree, subpages inside their parent', async () => {
    mockPages()
    renderApp('/puronectar/site')
    const parent = (await screen.findByText('Über uns')).closest('li')!
    expect(within(parent).getByText('Team')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '„Team“ auf der Website ansehen' })).toHaveAttribute(
      'href',
      'http://musterseite.sites.localhost:3200/ueber-uns/team',
    )
    expect(
      screen.getByRole('link', { name: '„Startseite“ auf der Website ansehen' }),
    ).toHaveTextContent('/')
  })

  it('adds a subpage with an empty article, its address formed from the title', async () => {
    const pages = mockPages()
    let body: unknown
    server.use(
      http.post('/api/page', async ({ request }) => {
        body = await request.json()
        const page = buildPage({ id: 30, title: 'Jobs', url: 'ueber-uns/jobs', parent_id: 22 })
        pages.push(page)
        return HttpResponse.json(page, { status: 201 })
      }),
    )
    renderApp('/puronectar/site')
    await openActions('Über uns')
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unterseite hinzufügen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unterseite von „Über uns“' })
    await userEvent.type(within(dialog).getByLabelText(/Titel/), 'Jobs')
    expect(within(dialog).getByLabelText(/Adresse/)).toHaveValue('ueber-uns/jobs')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seite anlegen' }))
    await waitFor(() =>
      expect(body).toEqual({
        site_id: 5,
        title: 'Jobs',
        url: 'ueber-uns/jobs',
        parent_id: 22,
        order: 1,
        create_article: true,
      }),
    )
    expect(await screen.findByText('Jobs')).toBeInTheDocument()
  })

  it('renames and duplicates a page', async () => {
    mockPages()
    let renamed: unknown
    let duplicated = false
    server.use(
      http.patch('/api/page/22', async ({ request }) => {
        renamed = await request.json()
        return HttpResponse.json(buildPage({ id: 22, title: 'Wir', url: 'ueber-uns' }))
      }),
      http.post('/api/page/duplicate/22', () => {
        duplicated = true
        return HttpResponse.json({ id: 31, url: 'ueber-uns-kopie' })
      }),
    )
    renderApp('/puronectar/site')
    await openActions('Über uns')
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Umbenennen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Umbenennen' })
    const title = within(dialog).getByLabelText(/Titel/)
    await userEvent.clear(title)
    await userEvent.type(title, 'Wir')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(renamed).toEqual({ title: 'Wir' }))

    await openActions('Über uns')
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplizieren' }))
    expect(await screen.findByText('Die Kopie liegt unter /ueber-uns-kopie.')).toBeInTheDocument()
    expect(duplicated).toBe(true)
  })

  it('asks "Wirklich löschen?" before deleting a page', async () => {
    const pages = mockPages()
    server.use(
      http.delete('/api/page/23', () => {
        pages.splice(2, 1)
        return HttpResponse.json({ site_id: 5 })
      }),
    )
    renderApp('/puronectar/site')
    await openActions('Team')
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Löschen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    expect(dialog).toHaveTextContent('Die Seite „Team“ wird mit ihren Inhalten gelöscht.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(screen.queryByText('Team')).not.toBeInTheDocument())
  })
})
