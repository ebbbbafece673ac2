import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildFullPlan, buildOrganization } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'

const suspended = http.get('/api/organization/7', () =>
  HttpResponse.json(
    buildOrganization({
      services: [buildFullPlan()],
      suspended_at: '2026-11-24 10:00:00',
      suspended_reason: 'Rechnungen seit drei Monaten offen.',
    }),
  ),
)

describe('a suspended organisation', { timeout: 30_000 }, () => {
  it.each([
    ['the organisation back office', '/backend/organization/sites'],
    ['the site admin', '/puronectar/site/variables'],
  ])('tells its members why in %s', async (_, path) => {
    mockMember()
    // the site admin registers the organisation's components on entering
    renderApp(path, {
      handlers: [suspended, http.get('/api/components', () => HttpResponse.json([]))],
    })
    const notice = await screen.findByRole('alert', { name: 'Diese Organisation ist gesperrt' })
    expect(notice).toHaveTextContent('Grund: Rechnungen seit drei Monaten offen.')
    expect(notice).toHaveTextContent('Der Betreiber hat sie am 24.11.2026 gesperrt.')
  })

  it('shows nothing while the organisation is not suspended', async () => {
    mockMember()
    renderApp('/backend/organization/sites')
    expect(await screen.findByRole('heading', { level: 1, name: 'Websites' })).toBeInTheDocument()
    expect(screen.queryByText('Diese Organisation ist gesperrt')).toBeNull()
  })
})
