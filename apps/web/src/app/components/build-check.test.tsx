import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockUser, renderApp } from '../../test/render-app'
import { isNewBuild } from './build-check'

describe('new-build check', () => {
  it('compares the deployed build with the running one', () => {
    expect(isNewBuild('20260102', '20260101')).toBe(true)
    expect(isNewBuild('20260101', '20260101')).toBe(false)
    expect(isNewBuild('development', '20260101')).toBe(false)
  })

  it('offers a reload when another build is deployed', async () => {
    mockUser(null)
    renderApp('/login', {
      handlers: [
        http.get('/api/builds/latest.json', () =>
          HttpResponse.json({ id: 'newer', builtAt: '2026-01-01T00:00:00Z' }),
        ),
      ],
    })
    expect(await screen.findByText('Neue Version verfügbar')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument()
  })
})
