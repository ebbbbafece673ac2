import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildDomain, buildSite } from '../../../test/fixtures'
import { mockMember } from '../../../test/member'
import { renderApp } from '../../../test/render-app'
import { server } from '../../../test/server'

const unverified = buildDomain({ id: 11, domain: 'www.muster.example', key: 'k3y-abc' })

async function findDomain(name: string) {
  return screen.findByRole('article', { name })
}

describe('domains of the current site', () => {
  it('shows the TXT record to publish, each part with a copy button', async () => {
    mockMember({ sites: [buildSite({ domains: [unverified] })] })
    renderApp('/puronectar/site/domains?siteId=5')
    const domain = await findDomain('www.muster.example')
    expect(within(domain).getByText('Nicht bestätigt')).toBeInTheDocument()
    const record = within(domain).getByRole('table', { name: '' })
    expect(within(record).getByRole('row', { name: /Typ TXT/ })).toBeInTheDocument()
    expect(within(record).getByText('_sitewerk.www.muster.example')).toBeInTheDocument()
    expect(within(record).getByText('sitewerk-verify=k3y-abc')).toBeInTheDocument()
    expect(
      within(domain).getByRole('button', { name: 'Namen des TXT-Eintrags kopieren' }),
    ).toBeInTheDocument()
    expect(
      within(domain).getByRole('button', { name: 'Wert des TXT-Eintrags kopieren' }),
    ).toBeInTheDocument()
  })

  it('says which record is missing when the check fails', async () => {
    mockMember({ sites: [buildSite({ domains: [unverified] })] })
    const message =
      'Der TXT-Eintrag _sitewerk.www.muster.example wurde nicht gefunden. DNS-Änderungen können etwas dauern.'
    server.use(
      http.post('/api/domains/11/verify', () =>
        HttpResponse.json(
          { message: 'Ungültige Eingabe.', errors: { domain: [message] } },
          { status: 422 },
        ),
      ),
    )
    renderApp('/puronectar/site/domains')
    const domain = await findDomain('www.muster.example')
    await userEvent.click(within(domain).getByRole('button', { name: 'Jetzt prüfen' }))
    const alert = await within(domain).findByRole('alert')
    expect(alert).toHaveTextContent('Noch nicht bestätigt')
    expect(alert).toHaveTextContent(message)
  })

  it('shows a verified domain that can become the primary one', async () => {
    const { sites } = mockMember({ sites: [buildSite({ domains: [unverified] })] })
    let primaryBody: unknown
    server.use(
      http.post('/api/domains/11/verify', () => {
        const verified = { ...unverified, verified_at: '2026-05-01 10:00:00' }
        sites[0] = { ...sites[0]!, domains: [verified] }
        return HttpResponse.json(verified)
      }),
      http.patch('/api/domains/11', async ({ request }) => {
        primaryBody = await request.json()
        return HttpResponse.json({ ...sites[0]!.domains[0]!, primary: true })
      }),
    )
    renderApp('/puronectar/site/domains')
    const domain = await findDomain('www.muster.example')
    await userEvent.click(within(domain).getByRole('button', { name: 'Jetzt prüfen' }))
    expect(await within(domain).findByText('Bestätigt')).toBeInTheDocument()
    expect(within(domain).queryByRole('table', { name: '' })).not.toBeInTheDocument()
    expect(await screen.findByText('www.muster.example ist bestätigt.')).toBeInTheDocument()
    await userEvent.click(within(domain).getByRole('button', { name: 'Als Hauptdomain festlegen' }))
    await waitFor(() => expect(primaryBody).toEqual({ primary: true }))
  })

  it('adds a domain; a 422 shows under the input', async () => {
    const { sites } = mockMember({ sites: [buildSite()] })
    let calls = 0
    server.use(
      http.post('/api/sites/5/domains', async ({ request }) => {
        calls += 1
        const body = (await request.json()) as { domain: string; forward_key: boolean }
        if (calls === 1) {
          return HttpResponse.json(
            {
              message: 'Ungültige Eingabe.',
              errors: { domain: ['Diese Domain ist schon einer Website zugeordnet.'] },
            },
            { status: 422 },
          )
        }
        const domain = buildDomain({ id: 12, domain: body.domain, forward_key: body.forward_key })
        sites[0] = { ...sites[0]!, domains: [domain] }
        return HttpResponse.json(domain, { status: 201 })
      }),
    )
    renderApp('/puronectar/site/domains')
    const input = await screen.findByRole('textbox', { name: /^Domain/ })
    await userEvent.type(input, 'shop.example')
    await userEvent.click(screen.getByRole('button', { name: 'Domain hinzufügen' }))
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        /Diese Domain ist schon einer Website zugeordnet\./,
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Domain hinzufügen' }))
    expect(await findDomain('shop.example')).toBeInTheDocument()
  })

  it('cleans a pasted address to its host name in the field and in the call (issue 13)', async () => {
    const { sites } = mockMember({ sites: [buildSite()] })
    const sent: string[] = []
    server.use(
      http.post('/api/sites/5/domains', async ({ request }) => {
        const body = (await request.json()) as { domain: string }
        sent.push(body.domain)
        const domain = buildDomain({ id: 12, domain: body.domain })
        sites[0] = { ...sites[0]!, domains: [domain] }
        return HttpResponse.json(domain, { status: 201 })
      }),
    )
    renderApp('/puronectar/site/domains')
    const input = await screen.findByRole('textbox', { name: /^Domain/ })
    await userEvent.type(input, 'https://www.Example.de/')
    await userEvent.tab()
    expect(input).toHaveValue('www.example.de')
    expect(input).not.toHaveAccessibleDescription(/ungültig|Ungültig/)
    await userEvent.click(screen.getByRole('button', { name: 'Domain hinzufügen' }))
    expect(await findDomain('www.example.de')).toBeInTheDocument()
    expect(sent).toEqual(['www.example.de'])
  })

  it('says which CNAME, or A and AAAA, record brings visitors to the site (issue 13)', async () => {
    mockMember({
      sites: [
        buildSite({
          domains: [unverified, buildDomain({ id: 12, domain: 'muster.example', key: 'k' })],
        }),
      ],
    })
    renderApp('/puronectar/site/domains?siteId=5')
    const sub = within(await findDomain('www.muster.example')).getByRole('table', {
      name: 'DNS-Einträge für www.muster.example',
    })
    expect(within(sub).getByRole('row', { name: /CNAME/ })).toHaveTextContent(
      'CNAMEwww.muster.examplemusterseite.sites.localhost',
    )
    const bare = within(await findDomain('muster.example')).getByRole('table', {
      name: 'DNS-Einträge für muster.example',
    })
    expect(within(bare).getByRole('row', { name: /^A / })).toHaveTextContent(
      'IPv4-Adresse von musterseite.sites.localhost',
    )
    expect(within(bare).getByRole('row', { name: /^AAAA / })).toHaveTextContent(
      'IPv6-Adresse von musterseite.sites.localhost',
    )
    expect(screen.getByText(/kann keinen CNAME-Eintrag haben/)).toBeInTheDocument()
  })

  it('asks "Wirklich löschen?" before removing a domain', async () => {
    const { sites } = mockMember({ sites: [buildSite({ domains: [unverified] })] })
    server.use(
      http.delete('/api/domains/11', () => {
        sites[0] = { ...sites[0]!, domains: [] }
        return new HttpResponse(null, { status: 204 })
      }),
    )
    renderApp('/puronectar/site/domains')
    const domain = await findDomain('www.muster.example')
    await userEvent.click(
      within(domain).getByRole('button', { name: 'Domain www.muster.example entfernen' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Wirklich löschen?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    expect(await screen.findByText('Noch keine eigene Domain.')).toBeInTheDocument()
  })
})
