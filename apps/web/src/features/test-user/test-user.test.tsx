import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import de from '../../i18n/locales/de/test-user.json'
import en from '../../i18n/locales/en/test-user.json'
import { setTestUserId } from '../../lib/test-user-mode'
import { buildUser } from '../../test/fixtures'
import { mockUser, renderApp } from '../../test/render-app'
import { server } from '../../test/server'
import { reloadAs } from './reload-as'

vi.mock('./reload-as', () => ({ reloadAs: vi.fn() }))

const erika = buildUser({ id: 7, name: 'Erika Muster', email: 'erika@example.test' })
const SEEN = { 'x-sitewerk-test-user': '7' }

/**
 * The server's answers while the superuser's session shows Erika: each one says so (decision
 * 033). For renderApp's `handlers`, so they win over its defaults.
 */
const asErika = [
  http.get('/api/user', () => HttpResponse.json(erika, { headers: SEEN })),
  http.get('/api/user/join-requests', () => HttpResponse.json([], { headers: SEEN })),
  http.get('/api/builds/latest.json', () =>
    HttpResponse.json({ id: 'test', builtAt: '' }, { headers: SEEN }),
  ),
  http.get('/api/payments/config', () =>
    HttpResponse.json(
      { provider: 'invoice', publishable_key: null, bank_account: null },
      { headers: SEEN },
    ),
  ),
]

/** Counts the organisations created, with the confirmation each request carried. */
function recordCreations() {
  const sent: (string | null)[] = []
  server.use(
    http.post('/api/organizations', ({ request }) => {
      sent.push(request.headers.get('x-sitewerk-confirm-write'))
      return HttpResponse.json(
        { id: 3, title: 'Bäckerei Sonne', role: 'owner' },
        { status: 201, headers: SEEN },
      )
    }),
  )
  return sent
}

/** Erika's screen to create an organisation, filled in and sent; what reached the server. */
async function createOrganizationAsErika() {
  const sent = recordCreations()
  renderApp('/backend/organizations/create', { handlers: asErika })
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Name der Organisation' }),
    'Bäckerei Sonne',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Organisation erstellen' }))
  return sent
}

afterEach(() => {
  setTestUserId(null)
  vi.mocked(reloadAs).mockClear()
})

describe('test user: writes are confirmed one by one', () => {
  it('says what will be written and sends nothing after Abbrechen', async () => {
    const sent = await createOrganizationAsErika()

    const dialog = await screen.findByRole('dialog', { name: 'Als Erika Muster speichern?' })
    expect(within(dialog).getByText(/POST \/api\/organizations/)).toHaveTextContent(
      '"title": "Bäckerei Sonne"',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(
      await screen.findByText('Nichts gespeichert: Sie haben die Änderung abgebrochen.'),
    ).toBeVisible()
    expect(sent).toEqual([])
  })

  it('sends the write with its confirmation after “Ja, als Erika Muster speichern”', async () => {
    const sent = await createOrganizationAsErika()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ja, als Erika Muster speichern' }),
    )
    await waitFor(() => expect(sent).toEqual(['1']))
  })
})

describe('test user: the banner', () => {
  it('names the person on every screen and ends with one click, asking nothing', async () => {
    let ended = 0
    server.use(
      http.delete('/api/superuser/test-user', () => {
        ended += 1
        return HttpResponse.json({ active: false })
      }),
    )
    renderApp('/backend/user', { handlers: asErika })
    const banner = await screen.findByRole('region', { name: 'Ansicht als andere Person' })
    await waitFor(() =>
      expect(banner).toHaveTextContent(
        'Sie sehen das Backoffice als Erika Muster (erika@example.test). Nur lesen – jede Änderung fragt nach.',
      ),
    )
    expect(document.documentElement).toHaveAttribute('data-test-user')
    await userEvent.click(within(banner).getByRole('button', { name: 'Beenden' }))
    await waitFor(() => expect(reloadAs).toHaveBeenCalledWith('/puronectar/testUser'))
    expect(ended).toBe(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('is not there for anyone else', async () => {
    mockUser(erika)
    renderApp('/backend/user')
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Ansicht als andere Person' })).toBeNull()
  })

  it('speaks English too', () => {
    expect(Object.keys(en.testUser).sort()).toEqual(Object.keys(de.testUser).sort())
    expect(en.testUser.banner.text).toBe(
      'You are seeing the back office as {{name}} ({{email}}). Read only – every change asks first.',
    )
    expect(en.testUser.confirm.yes).toBe('Yes, save as {{name}}')
  })
})

describe('test user: the screen', () => {
  it('finds a person by e-mail and starts looking as them', async () => {
    const operator = buildUser({ id: 1, name: 'Olga Operator', superuser: true })
    mockUser(operator)
    let started: unknown = null
    server.use(
      http.get('/api/superuser/users', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search')
        const { id, name, email, email_verified_at, superuser, created_at } = erika
        const data =
          search === 'erika@'
            ? [{ id, name, email, email_verified_at, superuser, created_at, disabled_at: null }]
            : []
        return HttpResponse.json({
          data,
          current_page: 1,
          per_page: 25,
          total: data.length,
          last_page: 1,
        })
      }),
      http.post('/api/superuser/test-user', async ({ request }) => {
        started = await request.json()
        return HttpResponse.json(
          {
            active: true,
            user: { id: 7, name: 'Erika Muster', email: 'erika@example.test' },
            started_at: '2026-01-01 10:00:00',
          },
          { status: 201 },
        )
      }),
    )
    renderApp('/puronectar/testUser')
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Name oder E-Mail-Adresse' }),
      'erika@',
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Backoffice als Erika Muster ansehen' }),
    )
    await waitFor(() => expect(reloadAs).toHaveBeenCalledWith('/backend/user'))
    expect(started).toEqual({ user_id: 7 })
  })
})
