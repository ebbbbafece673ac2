import { describe, expect, it } from 'vitest'
import { Address } from '@sitewerk/contracts'
import { organizationUser } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { signedInClient, siteOwner } from '../../test/factories.ts'

const OFFICE = {
  name: 'Bäckerei Sonne GmbH',
  street: 'Hauptstraße',
  housenumber: '1a',
  postcode: '30159',
  city: 'Hannover',
  country: 'DE',
}
const STORE = { ...OFFICE, name: 'Filiale Linden', street: 'Limmerstraße', housenumber: '7' }

async function ownerWithBilling(testApp: TestApp, title = 'Bäckerei Sonne') {
  const owner = await siteOwner(testApp, title)
  const res = await owner.client.post('/api/organization/addresses', {
    ...OFFICE,
    is_billing: true,
  })
  expect(res.statusCode).toBe(201)
  return { ...owner, billing: Address.parse(res.json()) }
}

describe('organisation addresses (spec §3 Address, issue #16)', () => {
  it('the owner adds addresses, one of them the billing address, and edits them', async () => {
    const testApp = await buildTestApp()
    const { client, organization, billing } = await ownerWithBilling(testApp)
    expect(billing).toMatchObject({
      ...OFFICE,
      addressable_type: 'organization',
      addressable_id: organization.id,
      is_billing: true,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    })
    const store = (await client.post('/api/organization/addresses', STORE)).json()
    expect(store.is_billing).toBe(false)
    expect((await client.get('/api/organization/settings')).json().billing_address_id).toBe(
      billing.id,
    )

    const list = await client.get('/api/organization/addresses')
    expect(list.json().map((a: Address) => [a.name, a.is_billing])).toEqual([
      ['Bäckerei Sonne GmbH', true],
      ['Filiale Linden', false],
    ])

    // choosing another billing address unsets the first; is_billing false changes nothing else
    const moved = await client.put(`/api/organization/addresses/${store.id}`, {
      ...STORE,
      city: 'Hannover-Linden',
      is_billing: true,
    })
    expect(moved.json()).toMatchObject({ city: 'Hannover-Linden', is_billing: true })
    const old = await client.put(`/api/organization/addresses/${billing.id}`, {
      ...OFFICE,
      is_billing: false,
    })
    expect(old.json().is_billing).toBe(false)
    const read = await client.get(`/api/organization/addresses/${store.id}`)
    expect(read.json()).toMatchObject({ id: store.id, is_billing: true })
  })

  it('keeps the billing address (409, German and English) and deletes the others', async () => {
    const testApp = await buildTestApp()
    const { client, billing } = await ownerWithBilling(testApp)
    const store = (await client.post('/api/organization/addresses', STORE)).json()

    const refused = await client.delete(`/api/organization/addresses/${billing.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      message:
        'Diese Adresse ist die Rechnungsadresse der Organisation und kann nicht gelöscht werden. Wähle zuerst eine andere Rechnungsadresse.',
    })
    client.jar.set('locale', 'en')
    expect((await client.delete(`/api/organization/addresses/${billing.id}`)).json().message).toBe(
      "This address is the organisation's billing address and cannot be deleted. Choose another billing address first.",
    )
    expect((await client.get(`/api/organization/addresses/${billing.id}`)).statusCode).toBe(200)

    expect((await client.delete(`/api/organization/addresses/${store.id}`)).statusCode).toBe(204)
    expect((await client.get(`/api/organization/addresses/${store.id}`)).statusCode).toBe(404)
  })

  it('refuses 5,000-character fields and unknown countries (422) and stores nothing', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const long = 'x'.repeat(5_000)
    const res = await client.post('/api/organization/addresses', {
      ...OFFICE,
      name: long,
      street: long,
      city: long,
      postcode: long,
      country: 'XX',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      name: ['Höchstens 255 Zeichen.'],
      street: ['Höchstens 255 Zeichen.'],
      city: ['Höchstens 255 Zeichen.'],
      postcode: ['Höchstens 20 Zeichen.'],
      country: ['Bitte ein Land aus der Liste wählen.'],
    })
    expect((await client.get('/api/organization/addresses')).json()).toEqual([])
  })

  it('a member reads the addresses and may not add, change or delete one', async () => {
    const testApp = await buildTestApp()
    const { organization, billing } = await ownerWithBilling(testApp)
    const member = await signedInClient(testApp)
    await testApp.database.db
      .insert(organizationUser)
      .values({ organizationId: organization.id, userId: member.user.id, role: 'admin' })
    member.client.useOrganization(organization.id)

    expect((await member.client.get('/api/organization/addresses')).json()).toHaveLength(1)
    expect((await member.client.get(`/api/organization/addresses/${billing.id}`)).statusCode).toBe(
      200,
    )
    const url = `/api/organization/addresses/${billing.id}`
    expect((await member.client.post('/api/organization/addresses', STORE)).statusCode).toBe(403)
    expect((await member.client.put(url, STORE)).statusCode).toBe(403)
    expect((await member.client.delete(url)).statusCode).toBe(403)
    expect((await member.client.get(url)).json().name).toBe(OFFICE.name)
  })

  it("another organisation's address is a 404 for reading, changing and deleting", async () => {
    const testApp = await buildTestApp()
    const a = await ownerWithBilling(testApp, 'Alpha')
    const b = await siteOwner(testApp, 'Beta')
    const victim = (await b.client.post('/api/organization/addresses', STORE)).json()
    const url = `/api/organization/addresses/${victim.id}`
    for (const res of [
      await a.client.get(url),
      await a.client.put(url, { ...STORE, name: 'Pwned', is_billing: true }),
      await a.client.delete(url),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('Linden')
    }
    expect((await b.client.get(url)).json()).toMatchObject({ name: 'Filiale Linden' })
    expect((await a.client.get('/api/organization/settings')).json().billing_address_id).toBe(
      a.billing.id,
    )
  })
})
