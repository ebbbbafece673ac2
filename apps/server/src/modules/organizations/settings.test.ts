import { describe, expect, it } from 'vitest'
import { OrganizationSettings } from '@sitewerk/contracts'
import { organizationUser } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { signedInClient, siteOwner } from '../../test/factories.ts'
import { makeImage, upload } from '../../test/media.ts'

/** An owner's organisation and a member of it with `role` (an editor reads, may not change). */
async function ownerAndMember(
  testApp: TestApp,
  title = 'Bäckerei Sonne',
  role: 'admin' | 'editor' = 'editor',
) {
  const owner = await siteOwner(testApp, title)
  const member = await signedInClient(testApp)
  await testApp.database.db
    .insert(organizationUser)
    .values({ organizationId: owner.organization.id, userId: member.user.id, role })
  member.client.useOrganization(owner.organization.id)
  return { owner, member }
}

async function uploadImage(client: Parameters<typeof upload>[0]) {
  const res = await upload(client, { filename: 'logo.png', content: await makeImage('png') })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: number }
}

const BERLIN = { country: 'DE', time_zone: 'Europe/Berlin', mail_locale: 'de', currency: 'EUR' }

describe('organisation settings (issue #16: title, logo, icon, location)', () => {
  it('the owner names the organisation and picks logo and icon from its library', async () => {
    const testApp = await buildTestApp()
    const { owner } = await ownerAndMember(testApp)
    const logo = await uploadImage(owner.client)
    const icon = await uploadImage(owner.client)

    const read = await owner.client.get('/api/organization/settings')
    expect(OrganizationSettings.parse(read.json())).toMatchObject({
      id: owner.organization.id,
      title: 'Bäckerei Sonne',
      logo_file_id: null,
      billing_address_id: null,
      api_key: expect.stringMatching(/^[\w-]{32}$/),
      location: BERLIN,
    })

    const saved = await owner.client.patch('/api/organization/settings', {
      title: 'Bäckerei Mond',
      logo_file_id: logo.id,
      icon_file_id: icon.id,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      title: 'Bäckerei Mond',
      logo_file_id: logo.id,
      icon_file_id: icon.id,
    })
    // the logo is a usage of the file: the library keeps it
    expect((await owner.client.delete(`/api/media/${logo.id}`)).statusCode).toBe(409)
    const cleared = await owner.client.patch('/api/organization/settings', { logo_file_id: null })
    expect(cleared.json()).toMatchObject({ title: 'Bäckerei Mond', logo_file_id: null })
  })

  it('refuses a title another organisation has (any case) and files not of its library', async () => {
    const testApp = await buildTestApp()
    const { owner } = await ownerAndMember(testApp, 'Alpha')
    const other = await siteOwner(testApp, 'Beta')
    const foreign = await uploadImage(other.client)

    const res = await owner.client.patch('/api/organization/settings', {
      title: 'BETA',
      logo_file_id: foreign.id,
      icon_file_id: 999_999,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Die eingegebenen Daten sind ungültig.',
      errors: {
        title: ['Eine Organisation mit diesem Namen gibt es schon. Du kannst ihr beitreten.'],
        logo_file_id: ['Diese Datei gibt es in dieser Organisation nicht.'],
        icon_file_id: ['Diese Datei gibt es in dieser Organisation nicht.'],
      },
    })
    expect((await owner.client.get('/api/organization/settings')).json()).toMatchObject({
      title: 'Alpha',
      logo_file_id: null,
    })
    // its own title in another case is fine
    const recased = await owner.client.patch('/api/organization/settings', { title: 'ALPHA' })
    expect(recased.json().title).toBe('ALPHA')
  })

  it('the owner sets the location; bad values are field errors in the user language', async () => {
    const testApp = await buildTestApp()
    const { owner } = await ownerAndMember(testApp)
    const zurich = { country: 'CH', time_zone: 'Europe/Zurich', mail_locale: 'en', currency: 'CHF' }
    const put = await owner.client.put('/api/organization/location', zurich)
    expect(put.statusCode).toBe(200)
    expect(put.json()).toEqual(zurich)
    expect((await owner.client.get('/api/organization/settings')).json().location).toEqual(zurich)

    const bad = { country: 'XX', time_zone: 'Mars/Olympus', mail_locale: 'fr', currency: 'BTC' }
    const german = await owner.client.put('/api/organization/location', bad)
    expect(german.statusCode).toBe(422)
    expect(german.json().errors).toEqual({
      country: ['Bitte ein Land aus der Liste wählen.'],
      time_zone: ['Bitte eine Zeitzone aus der Liste wählen, z. B. Europe/Berlin.'],
      mail_locale: ['Ungültige Auswahl.'],
      currency: ['Ungültige Auswahl.'],
    })
    owner.client.jar.set('locale', 'en')
    const english = await owner.client.put('/api/organization/location', bad)
    expect(english.json().errors).toMatchObject({
      country: ['Please choose a country from the list.'],
      time_zone: ['Please choose a time zone from the list, e.g. Europe/Berlin.'],
    })
    expect((await owner.client.get('/api/organization/settings')).json().location).toEqual(zurich)
  })

  it('an admin renames the organisation but changes no location (billing: owners)', async () => {
    const testApp = await buildTestApp()
    const { member: admin } = await ownerAndMember(testApp, 'Bäckerei Sonne', 'admin')
    const renamed = await admin.client.patch('/api/organization/settings', { title: 'Backstube' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ title: 'Backstube', api_key: null })
    const location = await admin.client.put('/api/organization/location', BERLIN)
    expect(location.statusCode).toBe(403)
  })

  it('an editor reads the settings without the API key and may change nothing', async () => {
    const testApp = await buildTestApp()
    const { member } = await ownerAndMember(testApp)
    const read = await member.client.get('/api/organization/settings')
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ title: 'Bäckerei Sonne', api_key: null })
    for (const [method, url, body] of [
      ['PATCH', '/api/organization/settings', { title: 'Meins' }],
      ['PUT', '/api/organization/location', BERLIN],
    ] as const) {
      const res = await member.client.request(method, url, body)
      expect(res.statusCode).toBe(403)
    }
    expect((await member.client.get('/api/organization/settings')).json().title).toBe(
      'Bäckerei Sonne',
    )
  })

  it('answers for the organisation of X-Organization-Id only: a stranger gets 404', async () => {
    const testApp = await buildTestApp()
    const { owner } = await ownerAndMember(testApp, 'Alpha')
    const stranger = await siteOwner(testApp, 'Beta')
    stranger.client.useOrganization(owner.organization.id)
    for (const [method, url, body] of [
      ['GET', '/api/organization/settings', undefined],
      ['PATCH', '/api/organization/settings', { title: 'Pwned' }],
      ['PUT', '/api/organization/location', BERLIN],
    ] as const) {
      const res = await stranger.client.request(method, url, body)
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('Alpha')
    }
    expect((await owner.client.get('/api/organization/settings')).json().title).toBe('Alpha')
  })
})
