import { describe, expect, it } from 'vitest'
import { SERVICE_PRICE_MAX, type Service } from '@sitewerk/contracts'
import { services } from '../../db/schema/index.ts'
import { billingOwner, DAY_SECONDS, superuserClient } from '../../test/billing.ts'

const PLATINUM = {
  identifier: 'platinum',
  title: 'Platin',
  feature_list: ['Alles aus Business', 'Persönliche Beratung'],
  price: 4900,
  price_type: 'monthly',
  trial_days: 0,
  active: true,
  permissions: ['custom_domains', 'own_fonts'],
}

describe('services', () => {
  it('lists the default catalogue with permissions and what the organisation subscribes to', async () => {
    const { client, subscribe } = await billingOwner()
    const before = (await client.get('/api/services')).json() as Service[]
    expect(before.map((s) => [s.identifier, s.price, s.price_type, s.trial_days])).toEqual([
      ['starter', 0, 'monthly', 0],
      ['business', 1900, 'monthly', 14],
      ['business-yearly', 19000, 'yearly', 0],
      ['extra-website', 500, 'per_unit', 0],
      ['setup', 24900, 'once', 0],
    ])
    expect(before[1]!.permissions.map((p) => p.identifier)).toEqual([
      'custom_domains',
      'multiple_sites',
      'own_fonts',
    ])
    expect(before.every((s) => !s.isSubscribed && s.subscriptions.length === 0)).toBe(true)

    const subscription = await subscribe('business')
    const business = (await client.get('/api/services/business')).json() as Service
    expect(business).toMatchObject({ isSubscribed: true, subscriptions: [subscription] })
  })

  it('GET organization/{id} lists live services with permissions and subscriptions (spec §7)', async () => {
    const { client, subscribe, organization, clock, billing, signInAgain } = await billingOwner()
    const plan = await subscribe('business-yearly')
    const read = async () => (await client.get(`/api/organization/${organization.id}`)).json()
    expect((await read()).services).toEqual([
      expect.objectContaining({
        identifier: 'business-yearly',
        isSubscribed: true,
        permissions: expect.arrayContaining([
          expect.objectContaining({ identifier: 'custom_domains' }),
        ]),
        subscriptions: [expect.objectContaining({ id: plan.id, status: 'active' })],
      }),
    ])
    await client.post(`/api/subscriptions/${plan.id}/cancel`)
    expect((await read()).services[0].subscriptions[0].status).toBe('canceling')
    clock.advanceSeconds(366 * DAY_SECONDS)
    await signInAgain()
    await billing.runBilling(clock.now())
    expect((await read()).services).toEqual([])
  })

  it('superusers add and edit services; permissions go by identifier', async () => {
    const { client, testApp } = await billingOwner()
    const admin = await superuserClient(testApp)
    const created = await admin.post('/api/services', PLATINUM)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      identifier: 'platinum',
      price: 4900,
      permissions: [
        expect.objectContaining({ identifier: 'custom_domains' }),
        expect.objectContaining({ identifier: 'own_fonts' }),
      ],
    })
    const id = created.json().id as number
    const edited = await admin.put(`/api/services/${id}`, {
      ...PLATINUM,
      price: 5900,
      active: false,
      permissions: ['multiple_sites'],
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      price: 5900,
      active: false,
      permissions: [expect.objectContaining({ identifier: 'multiple_sites' })],
    })
    // Withdrawn: no longer offered, and not to be subscribed.
    const offered = (await client.get('/api/services')).json() as Service[]
    expect(offered.map((s) => s.identifier)).not.toContain('platinum')
    expect((await client.get('/api/services/platinum')).statusCode).toBe(404)
    expect(
      (await client.post('/api/services/platinum/subscription', { units: 1 })).statusCode,
    ).toBe(404)
    expect((await admin.put('/api/services/999999', PLATINUM)).statusCode).toBe(404)
  })

  it('a withdrawn service stays listed for the organisation that has it', async () => {
    const { client, subscribe, testApp } = await billingOwner()
    await subscribe('business-yearly')
    const admin = await superuserClient(testApp)
    const yearly = (await client.get('/api/services/business-yearly')).json() as Service
    await admin.put(`/api/services/${yearly.id}`, {
      identifier: yearly.identifier,
      title: yearly.title,
      feature_list: yearly.feature_list,
      price: yearly.price,
      price_type: yearly.price_type,
      trial_days: yearly.trial_days,
      active: false,
      permissions: yearly.permissions.map((p) => p.identifier),
    })
    const listed = (await client.get('/api/services')).json() as Service[]
    expect(listed.find((s) => s.identifier === 'business-yearly')).toMatchObject({
      active: false,
      isSubscribed: true,
    })
  })

  it('refuses bad catalogue input with field errors and nothing written', async () => {
    const { client, testApp } = await billingOwner()
    const admin = await superuserClient(testApp)
    const count = await testApp.database.db.$count(services)
    const cases: [string, Record<string, unknown>][] = [
      ['title', { title: 'x'.repeat(5000) }],
      ['feature_list.0', { feature_list: ['y'.repeat(5000)] }],
      ['price', { price: SERVICE_PRICE_MAX + 1 }],
      ['price', { price: 2 ** 53 }],
      ['price', { price: 19.99 }],
      ['price', { price: -1 }],
      ['identifier', { identifier: 'Not A Slug' }],
      ['permissions.0', { permissions: ['everything'] }],
      ['identifier', { identifier: 'business' }],
    ]
    for (const [field, change] of cases) {
      const res = await admin.post('/api/services', { ...PLATINUM, ...change })
      expect(res.statusCode, JSON.stringify(change).slice(0, 40)).toBe(422)
      expect(Object.keys(res.json().errors)).toContain(field)
    }
    expect(await testApp.database.db.$count(services)).toBe(count)
    expect((await client.post('/api/services', PLATINUM)).statusCode).toBe(403)
  })
})
