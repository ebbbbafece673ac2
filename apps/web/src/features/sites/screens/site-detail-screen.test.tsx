import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockMember } from '../../../test/member'
import { renderApp } from '../../../test/render-app'

describe('the settings of a site the address names', () => {
  it('shows the 404 screen for an unknown site id, not an error to try again (issue 13)', async () => {
    mockMember()
    renderApp('/backend/organization/sites/999')
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument()
    expect(screen.getByText('Page not found: /backend/organization/sites/999')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument()
    // the organisation's navigation stays around the 404
    expect(screen.getAllByRole('link', { name: /Websites/ }).length).toBeGreaterThan(0)
  })
})
