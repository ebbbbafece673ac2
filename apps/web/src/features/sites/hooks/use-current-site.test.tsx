import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SITE_ID_STORAGE_KEY, getStoredSiteId, setStoredSiteId } from '../../../lib/site-id-store'
import { buildSite } from '../../../test/fixtures'
import { mockMember } from '../../../test/member'
import { renderApp } from '../../../test/render-app'
import { chooseSiteId } from './use-current-site'

const sites = [{ id: 4 }, { id: 5 }, { id: 6 }]

describe('choosing the current site', () => {
  it('takes the siteId of the address first', () => {
    expect(chooseSiteId({ sites, queryId: 6, storedId: 5 })).toBe(6)
  })
  it('then the site chosen last', () => {
    expect(chooseSiteId({ sites, queryId: null, storedId: 5 })).toBe(5)
  })
  it('then the organisation’s first site', () => {
    expect(chooseSiteId({ sites, queryId: null, storedId: null })).toBe(4)
  })
  it('ignores ids that are not sites of the organisation', () => {
    expect(chooseSiteId({ sites, queryId: 99, storedId: 98 })).toBe(4)
    expect(chooseSiteId({ sites: [], queryId: 4, storedId: 4 })).toBeNull()
  })
})

describe('the site admin', () => {
  const three = () => [
    buildSite({ id: 4, title: 'Erste' }),
    buildSite({ id: 5, title: 'Zweite' }),
    buildSite({ id: 6, title: 'Dritte' }),
  ]

  it('opens the site of the siteId query value and remembers it', async () => {
    setStoredSiteId(5)
    mockMember({ sites: three() })
    renderApp('/puronectar/site?domain=dritte.example&siteId=6')
    expect(await screen.findByRole('heading', { name: 'Dritte' })).toBeInTheDocument()
    await waitFor(() => expect(getStoredSiteId()).toBe(6))
  })

  it('opens the site chosen last, else the first', async () => {
    localStorage.setItem(SITE_ID_STORAGE_KEY, '5')
    mockMember({ sites: three() })
    renderApp('/puronectar/site')
    expect(await screen.findByRole('heading', { name: 'Zweite' })).toBeInTheDocument()
  })

  it('opens the first site without a choice, and says when the siteId is not one of them', async () => {
    mockMember({ sites: three() })
    renderApp('/puronectar/site?siteId=77')
    expect(await screen.findByRole('heading', { name: 'Erste' })).toBeInTheDocument()
    expect(screen.getByText(/Die Website 77 gehört nicht zur aktuellen Organisation/)).toBeVisible()
  })

  it('switches the site in the header; the siteId of the address follows', async () => {
    mockMember({ sites: three() })
    const { router } = renderApp('/puronectar/site?domain=dritte.example&siteId=6')
    await screen.findByRole('heading', { name: 'Dritte' })
    await userEvent.click(screen.getByRole('button', { name: 'Website wechseln, aktuell: Dritte' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Zweite' }))
    expect(await screen.findByRole('heading', { name: 'Zweite' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?siteId=5')
    expect(getStoredSiteId()).toBe(5)
  })

  it('links to creating a site when the organisation has none', async () => {
    mockMember({ sites: [] })
    renderApp('/puronectar/site')
    expect(await screen.findByRole('heading', { name: 'Noch keine Website' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Website erstellen' })[0]).toHaveAttribute(
      'href',
      '/backend/organization/sites/create',
    )
  })
})
