import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockUser, renderApp } from '../../test/render-app'

describe('route announcer', () => {
  it('announces the new page title after a navigation, politely', async () => {
    mockUser(null)
    const { router } = renderApp('/login')
    await screen.findByRole('heading', { name: 'Anmelden' })
    const region = screen.getByTestId('route-announcer')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent('')
    await router.navigate('/register')
    await waitFor(() => expect(region).toHaveTextContent('Konto erstellen | Sitewerk'))
  })
})
