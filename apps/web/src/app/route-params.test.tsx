import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockUser, renderApp } from '../test/render-app'
import { RouteErrorBoundary } from './components/route-error-boundary'
import { requireNumericParams } from './route-params'

function Thing() {
  return <h1>Thing</h1>
}

const routes = [
  {
    path: '/things/:id',
    loader: requireNumericParams('id'),
    Component: Thing,
    ErrorBoundary: RouteErrorBoundary,
  },
]

describe('numeric route ids (spec §5)', () => {
  it('opens a route with a numeric id', async () => {
    mockUser(null)
    renderApp('/things/42', { routes })
    expect(await screen.findByRole('heading', { name: 'Thing' })).toBeInTheDocument()
  })

  it('answers 404 "Page Not Found: {path}" for anything else', async () => {
    mockUser(null)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/things/abc', { routes })
    expect(await screen.findByText('Page Not Found: /things/abc')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument()
  })
})
