import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildUser } from '../../../test/fixtures'
import { mockUser, renderApp } from '../../../test/render-app'
import { server } from '../../../test/server'

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/E-Mail-Adresse/), email)
  await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), password)
  await user.click(screen.getByRole('button', { name: 'Anmelden' }))
}

describe('login screen', () => {
  it('shows the field error of a 422 under the matching input', async () => {
    mockUser(null)
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json(
          {
            message: 'Diese Zugangsdaten sind ungültig.',
            errors: { email: ['Diese Zugangsdaten sind ungültig.'] },
          },
          { status: 422 },
        ),
      ),
    )
    renderApp('/login')
    await fillAndSubmit('ada@example.com', 'wrong-password')
    const email = screen.getByLabelText(/E-Mail-Adresse/)
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Diese Zugangsdaten sind ungültig.'),
    )
    expect(email).toHaveAttribute('aria-invalid', 'true')
    // spec §8: no message beyond the field error (no alert above the form)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('checks the form before sending it', async () => {
    mockUser(null)
    let sent = false
    server.use(
      http.post('/api/login', () => {
        sent = true
        return HttpResponse.json({ success: true })
      }),
    )
    renderApp('/login')
    await fillAndSubmit('not-an-address', 'x')
    expect(
      await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.'),
    ).toBeInTheDocument()
    expect(sent).toBe(false)
  })

  it('signs in, sets the login cookies and returns to `from`', async () => {
    let signedIn = false
    server.use(
      http.get('/api/user', () =>
        signedIn
          ? HttpResponse.json(buildUser())
          : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
      http.post('/api/login', async ({ request }) => {
        expect(await request.json()).toEqual({
          email: 'ada@example.com',
          password: 'correct-horse',
          remember: false,
        })
        signedIn = true
        return HttpResponse.json({ success: true })
      }),
    )
    const { router } = renderApp(`/login?from=${encodeURIComponent('/backend/user/edit')}`)
    await fillAndSubmit('ada@example.com', 'correct-horse')
    await waitFor(() => expect(router.state.location.pathname).toBe('/backend/user/edit'))
    expect(document.cookie).toContain('logged_in=1')
    expect(document.cookie).toContain('was_logged_in=1')
  })
})
