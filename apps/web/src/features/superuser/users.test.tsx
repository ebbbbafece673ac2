import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'
import { buildConsoleUser, listed, mockOperator } from '../../test/superuser'

const page = (data: unknown[], overrides = {}) => ({
  data,
  current_page: 1,
  per_page: 25,
  total: data.length,
  last_page: 1,
  ...overrides,
})

/** GET superuser/users answers one user and records every query it was asked. */
function recordUserSearches() {
  const queries: string[] = []
  server.use(
    http.get('/api/superuser/users', ({ request }) => {
      queries.push(new URL(request.url).search)
      return HttpResponse.json(page([listed(buildConsoleUser())], { total: 51, last_page: 3 }))
    }),
  )
  return queries
}

describe('the operator’s users', { timeout: 30_000 }, () => {
  it('searches literally, sorts and pages in the address, so back returns to the list before', async () => {
    mockOperator()
    const queries = recordUserSearches()
    const { router } = renderApp('/superuser/users')
    const table = await screen.findByRole('table', { name: 'Benutzer der Installation' })
    expect(within(table).getByRole('link', { name: 'Anna "50%_Rabatt" O’Neil' })).toHaveAttribute(
      'href',
      '/superuser/users/42',
    )
    expect(within(table).getByText('Nicht bestätigt')).toBeInTheDocument()
    expect(screen.getByText('51 Einträge')).toBeInTheDocument()

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Benutzer suchen' }),
      `50%_"'{Enter}`,
    )
    await waitFor(() => expect(router.state.location.search).toBe(`?search=50%25_%22%27`))
    await userEvent.click(screen.getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(router.state.location.search).toContain('sort=name&direction=asc'))
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Seite 2' }))
    await waitFor(() => expect(router.state.location.search).toContain('page=2'))
    expect(queries.at(-1)).toBe('?search=50%25_%22%27&page=2&sort=name&direction=asc')

    await router.navigate(-1)
    await waitFor(() => expect(router.state.location.search).not.toContain('page=2'))
    expect(screen.getByRole('searchbox', { name: 'Benutzer suchen' })).toHaveValue(`50%_"'`)
  })

  it('says in the screen’s language that a search is too long, and asks nothing', async () => {
    mockOperator()
    const queries = recordUserSearches()
    renderApp('/superuser/users')
    await screen.findByRole('table', { name: 'Benutzer der Installation' })
    const box = screen.getByRole('searchbox', { name: 'Benutzer suchen' })
    await userEvent.click(box)
    await userEvent.paste('%'.repeat(10_000))
    expect(await screen.findByText('Höchstens 200 Zeichen.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(queries.every((query) => query.length < 300)).toBe(true)
  })

  it('shows the server’s 422 about a search from a link under the search box', async () => {
    mockOperator()
    server.use(
      http.get('/api/superuser/users', () =>
        HttpResponse.json(
          { message: 'Ungültig.', errors: { search: ['Die Suche enthält ungültige Zeichen.'] } },
          { status: 422 },
        ),
      ),
    )
    renderApp('/superuser/users?search=abc')
    expect(await screen.findByText('Die Suche enthält ungültige Zeichen.')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Benutzer suchen' })).toHaveAccessibleDescription(
      /Die Suche enthält ungültige Zeichen\./,
    )
    expect(screen.queryByText('Die Benutzer konnten nicht geladen werden.')).not.toBeInTheDocument()
  })
})
