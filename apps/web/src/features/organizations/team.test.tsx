import type { Invitation, Member, OrganizationRole } from '@sitewerk/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildOrganization, buildUser } from '../../test/fixtures'
import { mockMember } from '../../test/member'
import { mockUser, renderApp } from '../../test/render-app'
import { server } from '../../test/server'

const PATH = '/backend/organization/team'
const TOKEN = 'a'.repeat(43)

const members: Member[] = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' },
  { id: 2, name: 'Grace Hopper', email: 'grace@example.com', role: 'admin' },
  { id: 3, name: 'Edith Clarke', email: 'edith@example.com', role: 'editor' },
  { id: 4, name: 'Olga Owner', email: 'olga@example.com', role: 'owner' },
]
const invitation: Invitation = {
  id: 11,
  email: 'neu@example.com',
  role: 'editor',
  invited_by: { id: 1, name: 'Ada Lovelace' },
  expires_at: '2026-12-01 09:30:00',
  status: 'pending',
  created_at: '2026-11-24 09:30:00',
}

/** Ada (user 1) signed in with `role` in organisation 7 and its team. */
function mockTeam(role: OrganizationRole) {
  mockMember()
  const me = members.find((m) => m.id === 1)!
  const team = members.map((m) => (m.id === 1 ? { ...me, role } : m))
  mockUser(buildUser({ organizations: [{ id: 7, title: 'Musterfirma GmbH', role }] }))
  server.use(
    http.get('/api/organization/7', () => HttpResponse.json(buildOrganization({ role }))),
    http.get('/api/organization/7/members', () => HttpResponse.json(team)),
    http.get('/api/organization/invitations', () => HttpResponse.json([invitation])),
    http.get('/api/organization/7/join-requests', () => HttpResponse.json([])),
  )
}

describe('team screen (decision 031)', () => {
  it(
    'an owner changes a role, invites with a role and revokes an invitation',
    { timeout: 20_000 },
    async () => {
      mockTeam('owner')
      const sent: { method: string; url: string; body: unknown }[] = []
      const record = async ({ request }: { request: Request }) => {
        const text = await request.text()
        sent.push({
          method: request.method,
          url: new URL(request.url).pathname,
          body: text ? JSON.parse(text) : null,
        })
      }
      server.use(
        http.patch('/api/organization/7/members/3', async (info) => {
          await record(info)
          return HttpResponse.json({ ...members[2], role: 'admin' })
        }),
        http.post('/api/organization/invitations', async (info) => {
          await record(info)
          return HttpResponse.json(
            { ...invitation, id: 12, email: 'max@example.com', role: 'admin' },
            { status: 201 },
          )
        }),
        http.delete('/api/organization/invitations/11', async (info) => {
          await record(info)
          return new HttpResponse(null, { status: 204 })
        }),
      )
      renderApp(PATH)

      expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', PATH)
      // an owner may appoint owners
      await userEvent.click(await screen.findByRole('combobox', { name: 'Rolle von Edith Clarke' }))
      expect(screen.getByRole('option', { name: 'Inhaber/in' })).toBeInTheDocument()
      await userEvent.click(screen.getByRole('option', { name: 'Administrator/in' }))
      expect(
        await screen.findByText('Die Rolle von Edith Clarke wurde geändert.'),
      ).toBeInTheDocument()

      const invitations = screen.getByRole('region', { name: 'Einladungen' })
      expect(within(invitations).getByText('neu@example.com')).toBeInTheDocument()
      await userEvent.type(
        within(invitations).getByRole('textbox', { name: /E-Mail-Adresse/ }),
        'max@example.com',
      )
      await userEvent.click(within(invitations).getByRole('combobox', { name: 'Rolle' }))
      await userEvent.click(screen.getByRole('option', { name: 'Administrator/in' }))
      await userEvent.click(within(invitations).getByRole('button', { name: 'Einladen' }))
      expect(
        await screen.findByText('Die Einladung an max@example.com wurde verschickt.'),
      ).toBeInTheDocument()

      await userEvent.click(
        within(invitations).getByRole('button', {
          name: 'Einladung an neu@example.com zurückziehen',
        }),
      )
      await waitFor(() => expect(sent).toHaveLength(3))
      expect(sent).toEqual([
        { method: 'PATCH', url: '/api/organization/7/members/3', body: { role: 'admin' } },
        {
          method: 'POST',
          url: '/api/organization/invitations',
          body: { email: 'max@example.com', role: 'admin' },
        },
        { method: 'DELETE', url: '/api/organization/invitations/11', body: null },
      ])
    },
  )

  it('an admin may not touch owners nor appoint them', { timeout: 15_000 }, async () => {
    mockTeam('admin')
    renderApp(PATH)
    // the owner keeps a badge and cannot be removed
    expect(await screen.findByText('Olga Owner')).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Rolle von Olga Owner' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Olga Owner entfernen' })).not.toBeInTheDocument()
    await userEvent.click(await screen.findByRole('combobox', { name: 'Rolle von Edith Clarke' }))
    expect(screen.queryByRole('option', { name: 'Inhaber/in' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Grace Hopper entfernen' })).toBeInTheDocument()
  })

  it(
    'an editor sees roles as badges, may only leave, and has no settings, themes or invitations',
    { timeout: 15_000 },
    async () => {
      mockTeam('editor')
      let left = false
      server.use(
        http.delete('/api/organization/7/members/1', () => {
          left = true
          return new HttpResponse(null, { status: 204 })
        }),
      )
      renderApp(PATH)
      expect(await screen.findByText('Grace Hopper')).toBeInTheDocument()
      expect(screen.queryByRole('combobox', { name: /Rolle von/ })).not.toBeInTheDocument()
      expect(screen.getAllByText('Administrator/in').length).toBeGreaterThan(0)
      expect(screen.queryByRole('button', { name: /entfernen/ })).not.toBeInTheDocument()
      expect(screen.queryByRole('region', { name: 'Einladungen' })).not.toBeInTheDocument()
      const nav = screen.getByRole('navigation', { name: 'Organisation' })
      expect(within(nav).queryByRole('link', { name: 'Themes' })).not.toBeInTheDocument()
      expect(within(nav).queryByRole('link', { name: 'Darstellung' })).not.toBeInTheDocument()
      expect(within(nav).getByRole('link', { name: 'Team' })).toBeInTheDocument()

      await userEvent.click(screen.getByRole('button', { name: 'Verlassen' }))
      const dialog = await screen.findByRole('dialog', { name: 'Organisation verlassen?' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Verlassen' }))
      await waitFor(() => expect(left).toBe(true))
    },
  )

  it(
    'shows the server’s refusal when the last owner tries to leave',
    { timeout: 15_000 },
    async () => {
      mockTeam('owner')
      server.use(
        http.delete('/api/organization/7/members/1', () =>
          HttpResponse.json(
            { message: 'Sie sind die letzte Inhaberin / der letzte Inhaber dieser Organisation.' },
            { status: 409 },
          ),
        ),
      )
      renderApp(PATH)
      // a loaded machine takes longer than findBy's default second to render the team
      const slow = { timeout: 5_000 }
      await userEvent.click(await screen.findByRole('button', { name: 'Verlassen' }, slow))
      const dialog = await screen.findByRole('dialog', { name: 'Organisation verlassen?' }, slow)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Verlassen' }))
      expect(
        await screen.findByText(
          'Sie sind die letzte Inhaberin / der letzte Inhaber dieser Organisation.',
          {},
          slow,
        ),
      ).toBeInTheDocument()
    },
  )
})

describe('accepting an invitation (decision 031)', () => {
  const preview = {
    organization_title: 'Bäckerei Sonne',
    email: 'ada@example.com',
    role: 'admin',
    invited_by: 'Olga Owner',
    expires_at: '2026-12-01 09:30:00',
  }

  it(
    'signed out: names organisation, role and inviter, and signs in or registers back here',
    { timeout: 15_000 },
    async () => {
      mockUser(null)
      server.use(http.get(`/api/invitations/${TOKEN}`, () => HttpResponse.json(preview)))
      renderApp(`/backend/invitations/${TOKEN}`)
      expect(
        await screen.findByText('Olga Owner lädt Sie ein, bei Bäckerei Sonne mitzuarbeiten.'),
      ).toBeInTheDocument()
      expect(screen.getByText('Administrator/in')).toBeInTheDocument()
      const back = encodeURIComponent(`/backend/invitations/${TOKEN}`)
      expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
        'href',
        `/login?from=${back}`,
      )
      expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
        'href',
        `/register?from=${back}`,
      )
      expect(screen.queryByRole('button', { name: 'Einladung annehmen' })).not.toBeInTheDocument()
    },
  )

  it('signed in: accepts, joins and works in the organisation', { timeout: 15_000 }, async () => {
    mockMember()
    let accepted = false
    server.use(
      http.get(`/api/invitations/${TOKEN}`, () => HttpResponse.json(preview)),
      http.post(`/api/invitations/${TOKEN}/accept`, () => {
        accepted = true
        return HttpResponse.json({ organization_id: 7 })
      }),
    )
    renderApp(`/backend/invitations/${TOKEN}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Einladung annehmen' }))
    await waitFor(() => expect(accepted).toBe(true))
    expect(await screen.findByRole('heading', { name: 'Musterfirma GmbH' })).toBeInTheDocument()
  })

  it('an invalid link says so', { timeout: 15_000 }, async () => {
    mockUser(null)
    server.use(
      http.get(`/api/invitations/${TOKEN}`, () =>
        HttpResponse.json({ message: 'Einladung ungültig oder abgelaufen.' }, { status: 404 }),
      ),
    )
    renderApp(`/backend/invitations/${TOKEN}`)
    expect(await screen.findByText('Einladung ungültig oder abgelaufen.')).toBeInTheDocument()
  })
})
