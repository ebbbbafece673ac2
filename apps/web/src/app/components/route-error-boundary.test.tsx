import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockUser, renderApp } from '../../test/render-app'
import { RouteErrorBoundary } from './route-error-boundary'

function Broken(): never {
  throw new Error('boom')
}

const routes = [{ path: '/', Component: Broken, ErrorBoundary: RouteErrorBoundary }]

describe('route error boundary (spec §8)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the generic error screen with status 500 and "Internal Server Error"', async () => {
    mockUser(null)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/', { routes })
    expect(
      await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen' }),
    ).toBeInTheDocument()
    expect(screen.getByText('500')).toBeInTheDocument()
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument()
  })

  it('renders nothing for a search-engine bot, only logs', async () => {
    mockUser(null)
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Googlebot/2.1')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/', { routes })
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' })),
    )
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })
})
