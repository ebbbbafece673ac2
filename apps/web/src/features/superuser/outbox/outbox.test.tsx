import type { SuperuserOutboxMail } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/i18n'
import { buildUser } from '../../../test/fixtures'
import { mockUser, renderApp } from '../../../test/render-app'
import { server } from '../../../test/server'

const verification: SuperuserOutboxMail = {
  id: 41,
  to: 'ada@example.test',
  subject: 'Bitte bestätige deine E-Mail-Adresse',
  text: 'Hallo Ada,\n\nhttp://localhost/verify-email?token=abc\n',
  html: '<p>Hallo Ada,</p><script>parent.alert(1)</script><img src="https://tracker.example/p.gif">',
  created_at: '2026-03-10 09:30:00',
}

/** GET superuser/outbox answers the mails whose address or subject holds `search`, 25 a page. */
function mockOutbox(mails: SuperuserOutboxMail[]) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('/api/superuser/outbox', ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      const search = (params.get('search') ?? '').toLowerCase()
      const page = Number(params.get('page') ?? 1)
      const found = mails.filter((m) => `${m.to} ${m.subject}`.toLowerCase().includes(search))
      return HttpResponse.json({
        data: found
          .slice((page - 1) * 25, page * 25)
          .map(({ id, to, subject, created_at }) => ({ id, to, subject, created_at })),
        current_page: page,
        per_page: 25,
        total: found.length,
        last_page: Math.max(1, Math.ceil(found.length / 25)),
      })
    }),
    http.get('/api/superuser/outbox/:id', ({ params }) => {
      const mail = mails.find((m) => m.id === Number(params.id))
      return mail
        ? HttpResponse.json(mail)
        : HttpResponse.json({ message: 'Not Found' }, { status: 404 })
    }),
  )
  return asked
}

const many = Array.from({ length: 30 }, (_, i) => ({
  ...verification,
  id: 100 + i,
  to: `person-${i}@example.test`,
  subject: `Einladung ${i}`,
}))

describe('the operator’s outbox', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('de'))

  it('searches by recipient or subject and pages through the mails', async () => {
    mockUser(buildUser({ superuser: true }))
    const asked = mockOutbox([verification, ...many])
    const { router } = renderApp('/superuser/outbox')

    expect(await screen.findByText('31 E-Mails')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Seite 2' }))
    expect(await screen.findByRole('link', { name: /Einladung 29$/ })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')

    await userEvent.type(screen.getByRole('searchbox', { name: 'Postausgang durchsuchen' }), 'ADA@')
    const link = await screen.findByRole('link', {
      name: 'E-Mail an ada@example.test öffnen: Bitte bestätige deine E-Mail-Adresse',
    })
    expect(screen.getByText('Eine E-Mail')).toBeInTheDocument()
    expect(asked.at(-1)?.get('search')).toBe('ADA@')
    expect(router.state.location.search).toBe('?q=ADA%40')
    await userEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/superuser/outbox/41'))
  })

  it('says when nothing matches, in English too', async () => {
    mockUser(buildUser({ superuser: true }))
    mockOutbox([verification])
    renderApp('/en/superuser/outbox?q=100%25')
    expect(await screen.findByText('No e-mail matches “100%”.')).toBeInTheDocument()
  })

  it('shows the mail rendered in a sandbox where nothing runs or loads, its text beside it', async () => {
    mockUser(buildUser({ superuser: true }))
    mockOutbox([verification])
    renderApp('/superuser/outbox/41')

    const frame = await screen.findByTitle('Die E-Mail an ada@example.test, wie sie angezeigt wird')
    expect(frame).toHaveAttribute('sandbox', '')
    const srcdoc = frame.getAttribute('srcdoc')!
    expect(srcdoc).toMatch(
      /^<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">/,
    )
    expect(srcdoc).toContain(verification.html)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(verification.subject)
    expect(screen.getByText(/verify-email\?token=abc/)).toBeInTheDocument()
  })

  it('sends the mail again only after asking', async () => {
    mockUser(buildUser({ superuser: true }))
    mockOutbox([verification])
    let sent = 0
    server.use(
      http.post('/api/superuser/outbox/41/resend', () => {
        sent += 1
        return HttpResponse.json({ sent: true })
      }),
    )
    renderApp('/superuser/outbox/41')

    await userEvent.click(await screen.findByRole('button', { name: 'Erneut senden' }))
    const dialog = await screen.findByRole('dialog', { name: 'E-Mail erneut senden?' })
    expect(dialog).toHaveTextContent('noch einmal an ada@example.test')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(sent).toBe(0)

    await userEvent.click(screen.getByRole('button', { name: 'Erneut senden' }))
    const again = await screen.findByRole('dialog', { name: 'E-Mail erneut senden?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Erneut senden' }))
    expect(
      await screen.findByText('Die E-Mail an ada@example.test wurde erneut gesendet.'),
    ).toBeInTheDocument()
    expect(sent).toBe(1)
  })

  it('says why when the mail server refused it', async () => {
    mockUser(buildUser({ superuser: true }))
    mockOutbox([verification])
    server.use(
      http.post('/api/superuser/outbox/41/resend', () =>
        HttpResponse.json(
          { message: 'Der Mailserver hat die E-Mail nicht angenommen.' },
          { status: 503 },
        ),
      ),
    )
    renderApp('/superuser/outbox/41')

    await userEvent.click(await screen.findByRole('button', { name: 'Erneut senden' }))
    const dialog = await screen.findByRole('dialog', { name: 'E-Mail erneut senden?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erneut senden' }))
    expect(
      await screen.findByText('Der Mailserver hat die E-Mail nicht angenommen.'),
    ).toBeInTheDocument()
  })
})
