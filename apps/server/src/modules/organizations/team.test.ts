import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Invitation, InvitationPreview } from '@sitewerk/contracts'
import { organizationInvitations, organizationUser } from '../../db/schema/index.ts'
import { sha256 } from '../../lib/tokens.ts'
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts'
import { signedInClient, siteOwner } from '../../test/factories.ts'
import { mailsTo } from '../../test/outbox.ts'

const DAY = 24 * 60 * 60 * 1000

/** Moves the address's open invitation's expiry `days` (negative: into the past). */
async function shiftExpiry(testApp: TestApp, email: string, days: number) {
  await testApp.database.db
    .update(organizationInvitations)
    .set({ expiresAt: sql`${organizationInvitations.expiresAt} + make_interval(days => ${days})` })
    .where(eq(organizationInvitations.email, email))
}

/** The token of the invitation link in the last mail to `to`. */
async function invitationToken(testApp: TestApp, to: string) {
  const mails = await mailsTo(testApp.database, to)
  const link = /\/backend\/invitations\/([\w-]+)/.exec(mails.at(-1)!.text)
  return link![1]!
}

/** An owner's organisation and a member of it with `role`. */
async function withMember(testApp: TestApp, role: 'owner' | 'admin' | 'editor', name = 'Mia') {
  const owner = await siteOwner(testApp)
  const member = await signedInClient(testApp, { name })
  await testApp.database.db
    .insert(organizationUser)
    .values({ organizationId: owner.organization.id, userId: member.user.id, role })
  member.client.useOrganization(owner.organization.id)
  return { owner, member, organizationId: owner.organization.id }
}

describe('team: invitations (issue #16, decision 031)', () => {
  it('an owner invites by e-mail; the link names organisation, role and inviter; the invitee accepts once', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await siteOwner(testApp)
    const res = await client.post('/api/organization/invitations', {
      email: 'Neu@Example.test',
      role: 'admin',
    })
    expect(res.statusCode).toBe(201)
    expect(Invitation.parse(res.json())).toMatchObject({
      email: 'neu@example.test',
      role: 'admin',
      status: 'pending',
      invited_by: { name: 'Erika Muster' },
    })

    const [mail] = await mailsTo(testApp.database, 'neu@example.test')
    expect(mail!.subject).toBe('Einladung zu Bäckerei Sonne')
    expect(mail!.text).toContain(
      'Erika Muster lädt Sie ein, bei Bäckerei Sonne als Administrator/in',
    )
    expect(mail!.text).toMatch(
      new RegExp(`${testApp.config.APP_URL}/backend/invitations/[A-Za-z0-9_-]{43}\\b`),
    )
    const token = await invitationToken(testApp, 'neu@example.test')
    // only the hash is kept
    const [row] = await testApp.database.db.select().from(organizationInvitations)
    expect(row!.tokenHash).toBe(sha256(token))
    expect(JSON.stringify(row)).not.toContain(token)

    const guest = createClient(testApp.app)
    const preview = await guest.get(`/api/invitations/${token}`)
    expect(preview.statusCode).toBe(200)
    expect(InvitationPreview.parse(preview.json())).toMatchObject({
      organization_title: 'Bäckerei Sonne',
      email: 'neu@example.test',
      role: 'admin',
      invited_by: 'Erika Muster',
    })

    const invitee = await signedInClient(testApp, { name: 'Nele', email: 'neu@example.test' })
    const accepted = await invitee.client.post(`/api/invitations/${token}/accept`)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ organization_id: organization.id })
    const members = (await client.get(`/api/organization/${organization.id}/members`)).json()
    expect(members).toContainEqual(expect.objectContaining({ name: 'Nele', role: 'admin' }))

    const again = await invitee.client.post(`/api/invitations/${token}/accept`)
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe('Einladung ungültig oder abgelaufen.')
    const gone = await guest.get(`/api/invitations/${token}`, { 'accept-language': 'en' })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().message).toBe('Invitation invalid or expired.')
    expect((await client.get('/api/organization/invitations')).json()).toEqual([])
  })

  it('writes the mail in the organisation’s mail language', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    await client.put('/api/organization/location', {
      country: 'GB',
      time_zone: 'Europe/London',
      mail_locale: 'en',
      currency: 'GBP',
    })
    await client.post('/api/organization/invitations', { email: 'en@example.test', role: 'editor' })
    const [mail] = await mailsTo(testApp.database, 'en@example.test')
    expect(mail!.subject).toBe('Invitation to Bäckerei Sonne')
    expect(mail!.text).toContain('invites you to work on Bäckerei Sonne as editor')
    expect(mail!.text).toContain('within 7 days')
  })

  it('inviting an address again renews its invitation: a new link, a new expiry, the old link dead', async () => {
    const testApp = await buildTestApp({ env: { INVITATION_DAYS: '3' } })
    const { client } = await siteOwner(testApp)
    const first = (
      await client.post('/api/organization/invitations', {
        email: 'a@example.test',
        role: 'editor',
      })
    ).json()
    const oldToken = await invitationToken(testApp, 'a@example.test')
    await shiftExpiry(testApp, 'a@example.test', -2)
    const second = await client.post('/api/organization/invitations', {
      email: 'a@example.test',
      role: 'admin',
    })
    expect(second.statusCode).toBe(201)
    expect(second.json()).toMatchObject({ id: first.id, role: 'admin' })
    // three days from now again, not the one day left of the first
    const expiresAt = (invitation: { expires_at: string }) =>
      Date.parse(invitation.expires_at.replace(' ', 'T') + 'Z')
    expect(expiresAt(second.json())).toBeGreaterThanOrEqual(expiresAt(first))
    expect(expiresAt(second.json()) - Date.now()).toBeGreaterThan(3 * DAY - 60_000)
    const newToken = await invitationToken(testApp, 'a@example.test')
    expect(newToken).not.toBe(oldToken)
    expect((await client.get(`/api/invitations/${oldToken}`)).statusCode).toBe(404)
    expect((await client.get(`/api/invitations/${newToken}`)).json().role).toBe('admin')
    expect((await client.get('/api/organization/invitations')).json()).toHaveLength(1)
  })

  it('an expired invitation can neither be seen nor accepted; the list marks it expired', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    await client.post('/api/organization/invitations', {
      email: 'late@example.test',
      role: 'editor',
    })
    const token = await invitationToken(testApp, 'late@example.test')
    await shiftExpiry(testApp, 'late@example.test', -8)
    const invitee = await signedInClient(testApp, { email: 'late@example.test' })
    expect((await invitee.client.get(`/api/invitations/${token}`)).statusCode).toBe(404)
    expect((await invitee.client.post(`/api/invitations/${token}/accept`)).statusCode).toBe(404)
    expect((await client.get('/api/organization/invitations')).json()).toEqual([
      expect.objectContaining({ email: 'late@example.test', status: 'expired' }),
    ])
  })

  it('a revoked invitation is dead; revoking another organisation’s is a 404', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const other = await siteOwner(testApp, 'Andere')
    const invitation = (
      await client.post('/api/organization/invitations', {
        email: 'r@example.test',
        role: 'editor',
      })
    ).json()
    const token = await invitationToken(testApp, 'r@example.test')
    expect(
      (await other.client.delete(`/api/organization/invitations/${invitation.id}`)).statusCode,
    ).toBe(404)
    expect((await client.get(`/api/invitations/${token}`)).statusCode).toBe(200)
    expect((await client.delete(`/api/organization/invitations/${invitation.id}`)).statusCode).toBe(
      204,
    )
    expect((await client.delete(`/api/organization/invitations/${invitation.id}`)).statusCode).toBe(
      404,
    )
    expect((await client.get(`/api/invitations/${token}`)).statusCode).toBe(404)
  })

  it('only the invited address accepts: another signed-in user gets 403 and a clear message', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    await client.post('/api/organization/invitations', {
      email: 'her@example.test',
      role: 'editor',
    })
    const token = await invitationToken(testApp, 'her@example.test')
    const someoneElse = await signedInClient(testApp, { email: 'him@example.test' })
    const res = await someoneElse.client.post(`/api/invitations/${token}/accept`)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(
      'Diese Einladung gilt für her@example.test. Melden Sie sich mit dieser Adresse an, um sie anzunehmen.',
    )
    // still usable by her
    const her = await signedInClient(testApp, { email: 'her@example.test' })
    expect((await her.client.post(`/api/invitations/${token}/accept`)).statusCode).toBe(200)
    const guest = createClient(testApp.app)
    await guest.get('/api/sanctum/csrf-cookie')
    expect((await guest.post(`/api/invitations/${token}/accept`)).statusCode).toBe(401)
  })

  it('refuses a member (409), an admin inviting an owner (403), an editor (403) and bad input (422)', async () => {
    const testApp = await buildTestApp()
    const { owner, member: admin } = await withMember(testApp, 'admin', 'Ada')
    const editor = await signedInClient(testApp, { email: 'ed@example.test' })
    await testApp.database.db.insert(organizationUser).values({
      organizationId: owner.organization.id,
      userId: editor.user.id,
      role: 'editor',
    })
    editor.client.useOrganization(owner.organization.id)

    const member = await admin.client.post('/api/organization/invitations', {
      email: 'ED@example.test',
      role: 'admin',
    })
    expect(member.statusCode).toBe(409)
    expect(member.json().message).toBe('Diese Person ist bereits Mitglied der Organisation.')
    const asOwner = await admin.client.post('/api/organization/invitations', {
      email: 'boss@example.test',
      role: 'owner',
    })
    expect(asOwner.statusCode).toBe(403)
    expect(asOwner.json().message).toMatch(/^Nur Inhaberinnen und Inhaber/)
    expect(
      (
        await admin.client.post('/api/organization/invitations', {
          email: 'ok@example.test',
          role: 'admin',
        })
      ).statusCode,
    ).toBe(201)
    for (const res of [
      await editor.client.get('/api/organization/invitations'),
      await editor.client.post('/api/organization/invitations', {
        email: 'x@example.test',
        role: 'editor',
      }),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('Ihre Rolle in dieser Organisation erlaubt das nicht.')
    }
    const bad = await owner.client.post('/api/organization/invitations', {
      email: 'not an address',
      role: 'member',
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'role'])
    expect((await owner.client.get('/api/invitations/short')).statusCode).toBe(404)
    expect(await mailsTo(testApp.database, 'boss@example.test')).toEqual([])
  })

  it('an invitee who is a member already gets 409 and the invitation stays usable', async () => {
    const testApp = await buildTestApp()
    const { owner, member } = await withMember(testApp, 'editor')
    await owner.client.post('/api/organization/invitations', {
      email: 'late-member@example.test',
      role: 'admin',
    })
    const token = await invitationToken(testApp, 'late-member@example.test')
    // the address became a member's after the invitation went out
    const joined = await signedInClient(testApp, { email: 'late-member@example.test' })
    await testApp.database.db.insert(organizationUser).values({
      organizationId: owner.organization.id,
      userId: joined.user.id,
      role: 'editor',
    })
    const res = await joined.client.post(`/api/invitations/${token}/accept`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Sie sind bereits Mitglied dieser Organisation.')
    expect((await member.client.get(`/api/invitations/${token}`)).statusCode).toBe(200)
  })

  it('two accepts of one invitation at the same time: one joins, the other finds it used', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await siteOwner(testApp)
    await client.post('/api/organization/invitations', {
      email: 'twice@example.test',
      role: 'admin',
    })
    const token = await invitationToken(testApp, 'twice@example.test')
    const invitee = await signedInClient(testApp, { email: 'twice@example.test' })
    const results = await Promise.all([
      invitee.client.post(`/api/invitations/${token}/accept`),
      invitee.client.post(`/api/invitations/${token}/accept`),
      invitee.client.post(`/api/invitations/${token}/accept`),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404, 404])
    const rows = await testApp.database.db
      .select()
      .from(organizationUser)
      .where(eq(organizationUser.organizationId, organization.id))
    expect(rows.map((r) => r.role).sort()).toEqual(['admin', 'owner'])
  })
})

describe('team: roles, removing, leaving (decision 031)', () => {
  it('an admin changes editors and admins, but not owners and makes no owners', async () => {
    const testApp = await buildTestApp()
    const { owner, member: admin, organizationId } = await withMember(testApp, 'admin')
    const editor = await signedInClient(testApp, { name: 'Ed' })
    await testApp.database.db
      .insert(organizationUser)
      .values({ organizationId, userId: editor.user.id, role: 'editor' })
    const url = (userId: number) => `/api/organization/${organizationId}/members/${userId}`

    const promoted = await admin.client.patch(url(editor.user.id), { role: 'admin' })
    expect(promoted.statusCode).toBe(200)
    expect(promoted.json()).toMatchObject({ id: editor.user.id, name: 'Ed', role: 'admin' })
    const toOwner = await admin.client.patch(url(editor.user.id), { role: 'owner' })
    expect(toOwner.statusCode).toBe(403)
    const demoteOwner = await admin.client.patch(url(owner.user.id), { role: 'editor' })
    expect(demoteOwner.statusCode).toBe(403)
    expect(demoteOwner.json().message).toMatch(/^Nur Inhaberinnen und Inhaber/)
    const unknown = await admin.client.patch(url(999999), { role: 'editor' })
    expect(unknown.statusCode).toBe(404)
    const bad = await admin.client.patch(url(editor.user.id), { role: 'member' })
    expect(bad.statusCode).toBe(422)

    const members = (await owner.client.get(`/api/organization/${organizationId}/members`)).json()
    expect(members.map((m: { role: string }) => m.role).sort()).toEqual(['admin', 'admin', 'owner'])
  })

  it('an editor changes no roles (403)', async () => {
    const testApp = await buildTestApp()
    const { owner, member: editor, organizationId } = await withMember(testApp, 'editor')
    const res = await editor.client.patch(
      `/api/organization/${organizationId}/members/${editor.user.id}`,
      { role: 'admin' },
    )
    expect(res.statusCode).toBe(403)
    expect(
      (await editor.client.delete(`/api/organization/${organizationId}/members/${owner.user.id}`))
        .statusCode,
    ).toBe(403)
  })

  it('an owner appoints owners; the last owner cannot be demoted (409)', async () => {
    const testApp = await buildTestApp()
    const { owner, member, organizationId } = await withMember(testApp, 'admin')
    const url = (userId: number) => `/api/organization/${organizationId}/members/${userId}`

    const last = await owner.client.patch(url(owner.user.id), { role: 'admin' })
    expect(last.statusCode).toBe(409)
    expect(last.json().message).toBe(
      'Die Organisation braucht mindestens eine Inhaberin oder einen Inhaber.',
    )
    expect((await owner.client.patch(url(member.user.id), { role: 'owner' })).statusCode).toBe(200)
    expect((await owner.client.patch(url(owner.user.id), { role: 'editor' })).statusCode).toBe(200)
    // now the other is the last owner
    const stillLast = await member.client.patch(url(member.user.id), { role: 'admin' })
    expect(stillLast.statusCode).toBe(409)
  })

  it('two owners demoting each other at the same time leave one owner', async () => {
    const testApp = await buildTestApp()
    const { owner, member: second, organizationId } = await withMember(testApp, 'owner')
    const url = (userId: number) => `/api/organization/${organizationId}/members/${userId}`
    const results = await Promise.all([
      owner.client.patch(url(second.user.id), { role: 'admin' }),
      second.client.patch(url(owner.user.id), { role: 'admin' }),
    ])
    // the second finds itself demoted (403) or the other the last owner (409)
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(results.map((r) => r.statusCode)).not.toContain(500)
    const owners = await testApp.database.db
      .select()
      .from(organizationUser)
      .where(eq(organizationUser.role, 'owner'))
    expect(owners.filter((o) => o.organizationId === organizationId)).toHaveLength(1)
  })

  it('admins remove admins and editors, owners anyone but the last owner', async () => {
    const testApp = await buildTestApp()
    const { owner, member: admin, organizationId } = await withMember(testApp, 'admin')
    const others = await Promise.all(
      (['editor', 'owner'] as const).map(async (role) => {
        const other = await signedInClient(testApp)
        await testApp.database.db
          .insert(organizationUser)
          .values({ organizationId, userId: other.user.id, role })
        return other
      }),
    )
    const [editor, coOwner] = others as [(typeof others)[0], (typeof others)[0]]
    const url = (userId: number) => `/api/organization/${organizationId}/members/${userId}`

    expect((await admin.client.delete(url(coOwner.user.id))).statusCode).toBe(403)
    expect((await admin.client.delete(url(editor.user.id))).statusCode).toBe(204)
    expect((await admin.client.delete(url(editor.user.id))).statusCode).toBe(404)
    expect((await owner.client.delete(url(admin.user.id))).statusCode).toBe(204)
    expect((await owner.client.delete(url(coOwner.user.id))).statusCode).toBe(204)
    const last = await owner.client.delete(url(owner.user.id))
    expect(last.statusCode).toBe(409)
    // removed: the organisation is gone for them
    expect((await admin.client.get(`/api/organization/${organizationId}`)).statusCode).toBe(404)
  })

  it('anybody leaves by removing themselves, except the last owner', async () => {
    const testApp = await buildTestApp()
    const { owner, member: editor, organizationId } = await withMember(testApp, 'editor')
    const url = (userId: number) => `/api/organization/${organizationId}/members/${userId}`

    const last = await owner.client.delete(url(owner.user.id), { 'accept-language': 'en' })
    expect(last.statusCode).toBe(409)
    expect(last.json().message).toBe(
      'You are the last owner of this organisation and cannot leave it. Make someone else an owner first.',
    )
    const lastDe = await owner.client.delete(url(owner.user.id))
    expect(lastDe.json().message).toMatch(
      /^Sie sind die letzte Inhaberin \/ der letzte Inhaber dieser Organisation/,
    )
    expect((await editor.client.delete(url(editor.user.id))).statusCode).toBe(204)
    expect((await editor.client.get('/api/sites')).statusCode).toBe(404)
    const outsider = await signedInClient(testApp)
    expect((await outsider.client.delete(url(owner.user.id))).statusCode).toBe(404)
  })
})

describe('join requests take a role (decision 031)', () => {
  async function request(testApp: TestApp, title: string) {
    const asker = await signedInClient(testApp, { name: 'Asker' })
    const res = await asker.client.post('/api/organizations/create-or-request', { title })
    return { asker, requestId: res.json().request_id as number }
  }

  it('accepting without a role lets in an editor; with a role, that role; admins let in no owners', async () => {
    const testApp = await buildTestApp()
    const { owner, member: admin, organizationId } = await withMember(testApp, 'admin')
    const base = `/api/organization/${organizationId}/join-requests`
    const first = await request(testApp, 'Bäckerei Sonne')
    expect((await admin.client.post(`${base}/${first.requestId}/accept`)).statusCode).toBe(200)
    const second = await request(testApp, 'Bäckerei Sonne')
    expect(
      (await admin.client.post(`${base}/${second.requestId}/accept`, { role: 'owner' })).statusCode,
    ).toBe(403)
    expect(
      (await owner.client.post(`${base}/${second.requestId}/accept`, { role: 'owner' })).statusCode,
    ).toBe(200)
    const members = (await owner.client.get(`/api/organization/${organizationId}/members`)).json()
    const roleOf = (id: number) => members.find((m: { id: number }) => m.id === id)?.role
    expect(roleOf(first.asker.user.id)).toBe('editor')
    expect(roleOf(second.asker.user.id)).toBe('owner')
  })
})
