import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildPage, buildSite } from '../../../test/fixtures'
import { mockMember } from '../../../test/member'
import { renderApp } from '../../../test/render-app'
import { server } from '../../../test/server'

function mockSite() {
  mockMember({ sites: [buildSite()] })
  server.use(
    http.get('/api/sites/5/pages', () =>
      HttpResponse.json([buildPage({ id: 22, title: 'Über uns', url: 'ueber-uns' })]),
    ),
    http.get('/api/sites/5/layouts', () =>
      HttpResponse.json([
        {
          id: 4,
          site_id: 5,
          title: 'Standard',
          theme_id: null,
          style: null,
          css: null,
          maxWidth: 'default',
          contents: [],
        },
      ]),
    ),
  )
}

describe('/puronectar/createpage', () => {
  it('shows the normalized address before saving and creates the page with an empty article', async () => {
    mockSite()
    let body: unknown
    server.use(
      http.post('/api/page', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          buildPage({ id: 30, title: 'Größe & Preise', url: 'groesse-preise' }),
          {
            status: 201,
          },
        )
      }),
    )
    const { router } = renderApp('/puronectar/createpage')
    await userEvent.type(await screen.findByRole('textbox', { name: /Titel/ }), 'Größe & Preise')
    expect(screen.getByTestId('normalized-url')).toHaveTextContent(
      'Die Seite wird unter /groesse-preise erreichbar sein.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Seite anlegen' }))
    await waitFor(() =>
      expect(body).toEqual({
        site_id: 5,
        title: 'Größe & Preise',
        url: 'groesse-preise',
        parent_id: null,
        // the site's standard layout, preselected (issue 13, defect 6)
        layout_id: 4,
        order: 2,
        create_article: true,
        // the menu option is visible and ticked (issue 13)
        show_in_menu: true,
      }),
    )
    expect(
      await screen.findByText('Die Seite „Größe & Preise“ wurde angelegt.'),
    ).toBeInTheDocument()
    // spec §4: the editor opens the new page
    await waitFor(() => expect(router.state.location.pathname).toBe('/groesse-preise'))
  })

  it('sends no layout when the person picks “Kein Layout” over the preselected standard layout', async () => {
    mockSite()
    let body: { layout_id?: unknown } | undefined
    server.use(
      http.post('/api/page', async ({ request }) => {
        body = (await request.json()) as { layout_id?: unknown }
        return HttpResponse.json(buildPage({ id: 31, title: 'Leer', url: 'leer' }), { status: 201 })
      }),
    )
    renderApp('/puronectar/createpage')
    await userEvent.type(await screen.findByRole('textbox', { name: /Titel/ }), 'Leer')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Layout' })).toHaveValue('Standard'),
    )
    await userEvent.click(screen.getByRole('combobox', { name: 'Layout' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Kein Layout' }))
    await userEvent.click(screen.getByRole('button', { name: 'Seite anlegen' }))
    await waitFor(() => expect(body?.layout_id).toBeNull())
  })

  it('keeps the new page out of the menu when “Im Menü anzeigen” is unticked (issue 13)', async () => {
    mockSite()
    let body: { show_in_menu?: unknown } | undefined
    server.use(
      http.post('/api/page', async ({ request }) => {
        body = (await request.json()) as typeof body
        return HttpResponse.json(buildPage({ id: 32, title: 'Intern', url: 'intern' }), {
          status: 201,
        })
      }),
    )
    renderApp('/puronectar/createpage')
    await userEvent.type(await screen.findByRole('textbox', { name: /Titel/ }), 'Intern')
    const option = screen.getByRole('checkbox', { name: 'Im Menü anzeigen' })
    expect(option).toBeChecked()
    await userEvent.click(option)
    await userEvent.click(screen.getByRole('button', { name: 'Seite anlegen' }))
    await waitFor(() => expect(body?.show_in_menu).toBe(false))
  })

  it('normalizes an address typed with spaces and umlauts', async () => {
    mockSite()
    renderApp('/puronectar/createpage')
    const url = await screen.findByRole('textbox', { name: /Adresse/ })
    await userEvent.type(url, 'Über uns/Unser Team')
    expect(screen.getByTestId('normalized-url')).toHaveTextContent('/ueber-uns/unser-team')
  })

  it('shows the server’s error at the address', async () => {
    mockSite()
    server.use(
      http.post('/api/page', () =>
        HttpResponse.json(
          {
            message: 'Die Adresse ist schon vergeben.',
            errors: { url: ['Die Adresse ist schon vergeben.'] },
          },
          { status: 422 },
        ),
      ),
    )
    renderApp('/puronectar/createpage')
    await userEvent.type(await screen.findByRole('textbox', { name: /Titel/ }), 'Über uns')
    await userEvent.click(screen.getByRole('button', { name: 'Seite anlegen' }))
    expect(await screen.findByText('Die Adresse ist schon vergeben.')).toBeInTheDocument()
  })
})
