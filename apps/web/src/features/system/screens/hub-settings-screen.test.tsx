import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockMember } from '../../../test/member'
import { renderApp } from '../../../test/render-app'
import { server } from '../../../test/server'

describe('hub settings', () => {
  it('shows GET settings read-only', async () => {
    mockMember()
    server.use(
      http.get('/api/settings', () =>
        HttpResponse.json({ is_hub: false, hub_url: 'https://hub.example' }),
      ),
    )
    renderApp('/puronectar/settings/hub')
    expect(await screen.findByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible()
    expect(await screen.findByRole('row', { name: /ist ein Hub Nein/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'https://hub.example' })).toHaveAttribute(
      'href',
      'https://hub.example',
    )
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    // in the site navigation it is the installation's item; "Einstellungen" are the site's (issue 13)
    expect(screen.getByRole('link', { name: 'Installation' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})
