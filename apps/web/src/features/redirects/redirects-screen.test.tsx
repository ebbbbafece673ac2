import type { Redirect } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { mockMember } from '../../test/member'
import { renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const moved: Redirect = {
  id: 31,
  site_id: 5,
  from: '/angebot',
  to: '/sortiment',
  status: 301,
  automatic: true,
  hits: 12,
  last_hit_at: null,
  created_at: '2026-11-24 10:00:00',
}

/** The site admin of site 5 with these redirects; POST answers `answer` or what it got. */
function mockRedirects(items: Redirect[] = [moved], answer?: () => Response) {
  mockMember()
  const sent: unknown[] = []
  server.use(
    http.get('/api/components', () => HttpResponse.json([])),
    http.get('/api/sites/5/redirects', () => HttpResponse.json({ site_id: 5, items })),
    http.post('/api/sites/5/redirects', async ({ request }) => {
      const body = (await request.json()) as { from: string; to: string; status: 301 | 302 }
      sent.push(body)
      return (
        answer?.() ??
        HttpResponse.json(
          { redirect: { ...moved, id: 32, ...body, automatic: false, hits: 0 }, repointed: [] },
          { status: 201 },
        )
      )
    }),
  )
  return sent
}

describe('the redirects screen', () => {
  afterEach(async () => {
    await i18n.changeLanguage('de')
  })

  it('is reached from the site navigation and lists each redirect with its kind and visits', async () => {
    mockRedirects()
    renderApp('/puronectar/site')
    await userEvent.click(await screen.findByRole('link', { name: 'Weiterleitungen' }))
    expect(await screen.findByRole('heading', { name: 'Weiterleitungen', level: 1 })).toBeVisible()
    const row = (await screen.findByText('/angebot')).closest('tr')!
    expect(within(row).getByText('/sortiment')).toBeVisible()
    expect(within(row).getByText('Automatisch')).toBeVisible()
    expect(within(row).getByText('301 dauerhaft')).toBeVisible()
    expect(within(row).getByText('12')).toBeVisible()
    expect(within(row).getByText('Noch nie')).toBeVisible()
  })

  it('adds a redirect, taking a pasted old address as its path', async () => {
    const sent = mockRedirects([])
    renderApp('/puronectar/site/redirects')
    const from = await screen.findByRole('textbox', { name: /^Von/ })
    await userEvent.type(from, 'https://www.alte-baeckerei.de/preise?x=1')
    await userEvent.tab()
    expect(from).toHaveValue('/preise')
    await userEvent.type(screen.getByRole('textbox', { name: /^Nach/ }), 'https://shop.example/')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Art der Weiterleitung' }),
      '302',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Weiterleitung anlegen' }))
    await waitFor(() =>
      expect(sent).toEqual([{ from: '/preise', to: 'https://shop.example/', status: 302 }]),
    )
    expect(await screen.findByText('Die Weiterleitung von /preise ist gespeichert.')).toBeVisible()
    expect(from).toHaveValue('')
  })

  it('shows the server’s refusal of a chain at the target, and checks the address before sending', async () => {
    const chain = '„/b“ leitet schon weiter nach „/c“. Bitte „/c“ direkt als Ziel eintragen.'
    const sent = mockRedirects([], () =>
      HttpResponse.json({ message: 'Ungültig.', errors: { to: [chain] } }, { status: 422 }),
    )
    renderApp('/puronectar/site/redirects')
    const to = await screen.findByRole('textbox', { name: /^Nach/ })
    await userEvent.type(screen.getByRole('textbox', { name: /^Von/ }), '/a')
    await userEvent.type(to, 'mailto:x@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Weiterleitung anlegen' }))
    expect(to).toHaveAccessibleDescription(/Bitte gib eine gültige Adresse ein\./)
    expect(sent).toEqual([])

    await userEvent.clear(to)
    await userEvent.type(to, '/b')
    await userEvent.click(screen.getByRole('button', { name: 'Weiterleitung anlegen' }))
    await waitFor(() => expect(to).toHaveAccessibleDescription(new RegExp(chain)))
  })

  it('changes a redirect in a dialog and deletes one after asking', async () => {
    mockRedirects()
    const patched: unknown[] = []
    let deleted = false
    server.use(
      http.patch('/api/redirects/31', async ({ request }) => {
        patched.push(await request.json())
        return HttpResponse.json({
          redirect: { ...moved, status: 302 },
          repointed: [{ ...moved, id: 40, from: '/alt' }],
        })
      }),
      http.delete('/api/redirects/31', () => {
        deleted = true
        return HttpResponse.json({ site_id: 5 })
      }),
    )
    renderApp('/puronectar/site/redirects')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Weiterleitung von /angebot bearbeiten' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Weiterleitung von /angebot' })
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Art der Weiterleitung' }),
      '302',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await waitFor(() =>
      expect(patched).toEqual([{ from: '/angebot', to: '/sortiment', status: 302 }]),
    )
    expect(
      await screen.findByText(
        'Gespeichert. Eine ältere Weiterleitung führt jetzt direkt nach /sortiment.',
      ),
    ).toBeVisible()

    await userEvent.click(
      screen.getByRole('button', { name: 'Weiterleitung von /angebot löschen' }),
    )
    const confirm = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(deleted).toBe(true))
  })

  it('speaks English', async () => {
    await i18n.changeLanguage('en')
    mockRedirects()
    renderApp('/puronectar/site/redirects')
    expect(await screen.findByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible()
    expect(await screen.findByText('301 permanent')).toBeVisible()
  })
})
