import type { SuperuserUserDetail } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildUser } from '../../test/fixtures'
import { mockUser, renderApp } from '../../test/render-app'
import { server } from '../../test/server'
import { buildConsoleUser, mockOperator } from '../../test/superuser'

/** GET and the writes of superuser/users/42, answering the detail as it is after each call. */
function mockDetail(initial: SuperuserUserDetail = buildConsoleUser()) {
  let user = initial
  const calls: string[] = []
  const answer = (changes: Partial<SuperuserUserDetail>) => {
    user = { ...user, ...changes }
    return HttpResponse.json(user)
  }
  server.use(
    http.get('/api/superuser/users/42', () => HttpResponse.json(user)),
    http.post('/api/superuser/users/42/verify', () => {
      calls.push('verify')
      return answer({ email_verified_at: '2026-11-24 10:00:00' })
    }),
    http.patch('/api/superuser/users/42', async ({ request }) => {
      const body = (await request.json()) as { disabled?: boolean }
      calls.push(`patch ${JSON.stringify(body)}`)
      return answer({ disabled_at: body.disabled ? '2026-11-24 10:00:00' : null, sessions: [] })
    }),
    http.delete('/api/superuser/users/42', () => {
      calls.push('delete')
      return HttpResponse.json(
        { message: 'Lade zuerst die Daten der Person herunter (Export der letzten Stunde).' },
        { status: 409 },
      )
    }),
  )
  return calls
}

describe('a user in the operator’s console', { timeout: 30_000 }, () => {
  it('marks the address verified and links to its audit entries', async () => {
    mockOperator()
    const calls = mockDetail()
    renderApp('/superuser/users/42')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anna "50%_Rabatt" O’Neil' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Noch nicht bestätigt.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Bäckerei Sonne' })).toHaveAttribute(
      'href',
      '/superuser/organisations/7',
    )
    expect(screen.getByRole('link', { name: 'Einträge im Protokoll' })).toHaveAttribute(
      'href',
      '/superuser/audit?target_type=user&target_id=42',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Als bestätigt markieren' }))
    expect(await screen.findByText('Die E-Mail-Adresse ist jetzt bestätigt.')).toBeInTheDocument()
    expect(screen.getByText(/^Bestätigt am 24\.11\.2026/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Als bestätigt markieren' })).toBeNull()
    expect(calls).toEqual(['verify'])
  })

  it('disables an account only after asking, and its sessions are gone', async () => {
    mockOperator()
    const calls = mockDetail()
    renderApp('/superuser/users/42')
    await userEvent.click(await screen.findByRole('button', { name: 'Konto sperren' }))
    const dialog = await screen.findByRole('dialog', { name: 'Konto sperren?' })
    expect(dialog).toHaveTextContent('Alle Sitzungen von Anna "50%_Rabatt" O’Neil enden sofort.')
    expect(calls).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konto sperren' }))
    expect(await screen.findByText(/^Gesperrt seit 24\.11\.2026/)).toBeInTheDocument()
    expect(screen.getByText('Keine offenen Sitzungen.')).toBeInTheDocument()
    expect(calls).toEqual(['patch {"disabled":true}'])
  })

  it('does not offer the operator to remove their own flag or lock themselves out', async () => {
    mockUser(buildUser({ id: 42, superuser: true }))
    mockDetail(buildConsoleUser({ superuser: true }))
    renderApp('/superuser/users/42')
    expect(await screen.findByRole('button', { name: 'Superuser-Recht entziehen' })).toBeDisabled()
    expect(
      screen.getByText('Dein eigenes Superuser-Recht kannst du nicht entziehen.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Konto sperren' })).toBeDisabled()
  })

  it('offers the export in the delete dialog and shows the server’s 409 as it comes', async () => {
    mockOperator()
    const calls = mockDetail()
    renderApp('/superuser/users/42')
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen …' }))
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' })
    expect(
      within(dialog).getByRole('button', { name: 'Daten exportieren (JSON)' }),
    ).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }))
    expect(
      await screen.findByText(
        'Lade zuerst die Daten der Person herunter (Export der letzten Stunde).',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(calls).toEqual(['delete']))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Anna')
  })

  it('answers an id that is not a number with the 404 screen', async () => {
    mockOperator()
    const { router } = renderApp('/superuser/users/abc')
    expect(await screen.findByText(/Page Not Found: \/superuser\/users\/abc/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/superuser/users/abc')
  })
})
