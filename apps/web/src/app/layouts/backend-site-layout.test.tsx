import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildSite } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'

describe('the navigation of the site admin', () => {
  it('opens the settings of the current site under "Einstellungen", not the hub (issue 13)', async () => {
    mockMember({ sites: [buildSite({ id: 4, title: 'Andere' }), buildSite({ id: 5 })] })
    renderApp('/puronectar/site?siteId=5')
    const nav = await screen.findByRole('navigation', { name: 'Website-Verwaltung' })
    const settings = await within(nav).findByRole('link', { name: 'Einstellungen' })
    expect(settings).toHaveAttribute('href', '/backend/organization/sites/5')
    expect(within(nav).getByRole('link', { name: 'Installation' })).toHaveAttribute(
      'href',
      '/puronectar/settings/hub',
    )
  })
})
