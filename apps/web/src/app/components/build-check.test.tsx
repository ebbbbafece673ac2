import { focusManager } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { mockUser, renderApp } from '../../test/render-app'
import { isNewBuild } from './build-check'

describe('new-build check', () => {
  it('compares the deployed build with the running one', () => {
    expect(isNewBuild('20260102', '20260101')).toBe(true)
    expect(isNewBuild('20260101', '20260101')).toBe(false)
    expect(isNewBuild('development', '20260101')).toBe(false)
  })

  afterEach(() => focusManager.setFocused(undefined))

  it('offers a reload when another build is deployed and the person comes back', async () => {
    mockUser(null)
    renderApp('/login', {
      handlers: [
        http.get('/api/builds/latest.json', () =>
          HttpResponse.json({ id: 'newer', builtAt: '2026-01-01T00:00:00Z' }),
        ),
      ],
    })
    await screen.findByRole('heading', { name: 'Anmelden' })
    act(() => focusManager.setFocused(true))
    expect(await screen.findByText('Neue Version verfügbar')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument()
  })

  it('does not ask at start: the page has just loaded the latest build', async () => {
    mockUser(null)
    let asked = false
    renderApp('/login', {
      handlers: [
        http.get('/api/builds/latest.json', () => {
          asked = true
          return HttpResponse.json({ id: 'newer', builtAt: '2026-01-01T00:00:00Z' })
        }),
      ],
    })
    await screen.findByRole('heading', { name: 'Anmelden' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(asked).toBe(false)
  })
})
