import type { Form, NotificationList } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { formEntries, notifications, organizationUser } from '../../db/schema/index.ts'
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts'
import { createTestClock } from '../../test/clock.ts'
import { authenticate, createUser, siteOwner } from '../../test/factories.ts'
import { createFormsRepository } from '../forms/repository.ts'
import { createNotificationsRepository } from './repository.ts'
import { createNotificationsService } from './service.ts'

const FIELDS = [{ $formkit: 'text', name: 'name', label: 'Name', required: true }]

/** An organisation with a form and a way for a visitor to submit it. */
async function bakeryWithForm(testApp: TestApp, title = 'Bäckerei Sonne', extra = {}) {
  const owner = await siteOwner(testApp, title)
  const body = { site_id: owner.site.id, title: 'Kontakt', schema: FIELDS, ...extra }
  const form = (await owner.client.post('/api/forms', body)).json() as Form
  return {
    ...owner,
    form,
    submit: (data: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url: `/form/submit/${form.id}`,
        headers: { host: `${owner.site.identifier}.localhost` },
        payload: { data },
      }),
  }
}

/** A second member of the organisation, signed in on a client of its own. */
async function colleague(testApp: TestApp, organizationId: number) {
  const user = await createUser(testApp.database, { name: 'Kim Kollegin' })
  await testApp.database.db
    .insert(organizationUser)
    .values({ organizationId, userId: user.id, role: 'admin' })
  const client = createClient(testApp.app, { organizationId })
  await authenticate(testApp.database, client, user)
  return client
}

const bell = async (client: { get: (url: string) => Promise<{ json(): unknown }> }) =>
  (await client.get('/api/notifications')).json() as NotificationList

describe('notifications of new form entries', () => {
  it('tells the organisation of every accepted submission, newest first, and not of refused ones', async () => {
    const testApp = await buildTestApp()
    const { client, form, site, submit } = await bakeryWithForm(testApp)
    expect(await bell(client)).toEqual({ data: [], unread: 0 })

    expect((await submit({ name: 'Ada' })).statusCode).toBe(201)
    expect((await submit({ name: 'Bea' })).statusCode).toBe(201)
    expect((await submit({})).statusCode).toBe(422)

    const entries = await testApp.database.db.select().from(formEntries)
    const list = await bell(client)
    expect(list.unread).toBe(2)
    expect(list.data.map((n) => [n.kind, n.read, n.data])).toEqual(
      [2, 1].map((number) => [
        'form-entry',
        false,
        {
          form_id: form.id,
          form_title: 'Kontakt',
          site_id: site.id,
          entry_id: entries.find((e) => e.entryNumber === number)!.id,
          entry_number: number,
        },
      ]),
    )
  })

  it('stores an entry and its notification together or not at all', async () => {
    const testApp = await buildTestApp()
    const { client, form, submit } = await bakeryWithForm(testApp)
    const forms = createFormsRepository(testApp.database.db)
    const stored = await forms.findPublic(form.id)
    await expect(
      forms.storeSubmission(stored!, { name: 'Ada' }, async () => {
        throw new Error('the notification could not be written')
      }),
    ).rejects.toThrow('could not be written')
    expect(await testApp.database.db.select().from(formEntries)).toEqual([])

    // The number the failed one had taken is given to the next.
    expect((await submit({ name: 'Bea' })).json()).toMatchObject({ entry_number: 1 })
    expect((await bell(client)).unread).toBe(1)
  })

  it('tells of a submission to a form that stores no entries, without an entry', async () => {
    const testApp = await buildTestApp()
    const { client, submit } = await bakeryWithForm(testApp, 'Bäckerei Sonne', {
      saveToDatabase: false,
    })
    expect((await submit({ name: 'Ada' })).statusCode).toBe(200)
    const list = await bell(client)
    expect(list.unread).toBe(1)
    expect(list.data[0]!.data).toMatchObject({ entry_id: null, entry_number: null })
  })

  it('keeps read state per member: marking some or all read changes only the reader’s bell', async () => {
    const testApp = await buildTestApp()
    const { client, organization, submit } = await bakeryWithForm(testApp)
    for (const name of ['Ada', 'Bea', 'Cem']) await submit({ name })
    const other = await colleague(testApp, organization.id)

    const [newest] = (await bell(client)).data
    const some = await client.post('/api/notifications/read', { ids: [newest!.id] })
    expect(some.statusCode, some.body).toBe(204)
    const afterSome = await bell(client)
    expect(afterSome.unread).toBe(2)
    expect(afterSome.data.map((n) => n.read)).toEqual([true, false, false])
    // Marking again is harmless.
    await client.post('/api/notifications/read', { ids: [newest!.id] })
    expect((await bell(client)).unread).toBe(2)
    expect((await bell(other)).unread).toBe(3)

    expect((await other.post('/api/notifications/read', {})).statusCode).toBe(204)
    const colleagueBell = await bell(other)
    expect(colleagueBell.unread).toBe(0)
    expect(colleagueBell.data.every((n) => n.read)).toBe(true)
    expect((await bell(client)).unread).toBe(2)
  })

  it('shows the newest 20 and counts every unread one', async () => {
    const testApp = await buildTestApp()
    const { client, submit } = await bakeryWithForm(testApp)
    for (let i = 1; i <= 23; i++) expect((await submit({ name: `Gast ${i}` })).statusCode).toBe(201)
    const list = await bell(client)
    expect(list.unread).toBe(23)
    expect(list.data.map((n) => n.kind === 'form-entry' && n.data.entry_number)).toEqual(
      Array.from({ length: 20 }, (_, i) => 23 - i),
    )
  })

  it('shows another organisation nothing, and lets no one mark another organisation’s as read', async () => {
    const testApp = await buildTestApp()
    const bakery = await bakeryWithForm(testApp)
    await bakery.submit({ name: 'Ada' })
    const florist = await bakeryWithForm(testApp, 'Blumen Ilse')
    const [bakeryNote] = (await bell(bakery.client)).data

    expect(await bell(florist.client)).toEqual({ data: [], unread: 0 })
    expect(
      (await florist.client.post('/api/notifications/read', { ids: [bakeryNote!.id] })).statusCode,
    ).toBe(204)
    await florist.client.post('/api/notifications/read', {})
    expect((await bell(bakery.client)).unread).toBe(1)

    // The florist's owner asking with the bakery's organisation id: not a member, so not found.
    florist.client.useOrganization(bakery.organization.id)
    expect((await florist.client.get('/api/notifications')).statusCode).toBe(404)
    expect((await florist.client.post('/api/notifications/read', {})).statusCode).toBe(404)
    expect((await bell(bakery.client)).unread).toBe(1)
  })

  it('answers a guest 401, no organisation 403 and a bad body 422 with the field', async () => {
    const testApp = await buildTestApp()
    const { client, user } = await bakeryWithForm(testApp)
    const guest = createClient(testApp.app)
    expect((await guest.get('/api/notifications')).statusCode).toBe(401)
    const noOrganization = createClient(testApp.app)
    await authenticate(testApp.database, noOrganization, user)
    expect((await noOrganization.get('/api/notifications')).statusCode).toBe(403)
    for (const body of [{ ids: ['x'] }, { ids: [0] }, { ids: Array(101).fill(1) }, { all: true }]) {
      const res = await client.post('/api/notifications/read', body, { 'accept-language': 'de' })
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json().errors).toBeTruthy()
    }
  })

  it('removes notifications older than 90 days with their read state, and keeps newer ones', async () => {
    const clock = createTestClock(new Date('2026-01-01T12:00:00Z'))
    const testApp = await buildTestApp({ clock })
    const { client, submit } = await bakeryWithForm(testApp)
    await submit({ name: 'Alt' })
    await client.post('/api/notifications/read', {})
    clock.advanceSeconds(60 * 24 * 3600)
    await submit({ name: 'Neu' })

    const service = createNotificationsService({
      repo: createNotificationsRepository(testApp.database.db),
      clock,
    })
    expect(await service.purgeOldNotifications(new Date('2026-03-31T11:00:00Z'))).toBe(0)
    expect(await service.purgeOldNotifications(new Date('2026-04-02T12:00:00Z'))).toBe(1)
    const list = await bell(client)
    expect(list).toMatchObject({ unread: 1, data: [{ data: { entry_number: 2 }, read: false }] })
    expect(await testApp.database.db.select().from(notifications)).toHaveLength(1)
  })
})

describe('the lost-blocks memo of a process (decision 064)', () => {
  it('remembers at most 1,000 told pages, then asks the database again', async () => {
    const asked: string[] = []
    const service = createNotificationsService({
      repo: {
        existsSince: async (_scope: unknown, _kind: string, same: { page_url: string }) => {
          asked.push(same.page_url)
          return true
        },
      } as never,
      clock: createTestClock(),
    })
    const tell = (url: string) =>
      service.pageLostBlocks(1, {
        site_id: 1,
        page_url: url,
        blocks: [{ content_id: 1, component_id: 1, message: 'missing component' }],
      })
    for (let i = 0; i <= 1000; i++) await tell(`seite-${i}`)
    expect(asked).toHaveLength(1001)
    // The memo was full at the last page: emptied, it holds that page only.
    await tell('seite-1000')
    await tell('seite-0')
    expect(asked.slice(1001)).toEqual(['seite-0'])
  })
})
