import { describe, expect, it } from 'vitest'
import { subscriptions } from '../../db/schema/index.ts'
import { billingOwner, memberOf, otherOwner } from '../../test/billing.ts'

describe('subscriptions: bad input and other people', () => {
  it('refuses units that are not a whole number from 1 to 10,000, in the person’s language', async () => {
    const { client, testApp } = await billingOwner()
    for (const units of [-1, 0, 1.5, 10_001, '2', null]) {
      const res = await client.post('/api/services/extra-website/subscription', { units })
      expect(res.statusCode, `units ${units}`).toBe(422)
      expect(res.json().errors.units).toHaveLength(1)
    }
    const english = await client.post(
      '/api/services/business/subscription',
      { units: 2 },
      { 'accept-language': 'en' },
    )
    expect(english.statusCode).toBe(422)
    expect(english.json().errors.units).toEqual(['A plan is booked exactly once (1 unit).'])
    const extra = await client.post('/api/services/business/subscription', {
      units: 1,
      price: 0,
    })
    expect(extra.statusCode).toBe(422)
    expect(await testApp.database.db.$count(subscriptions)).toBe(0)
  })

  it('subscribing twice is a conflict; an unknown or withdrawn service is not found', async () => {
    const { client, subscribe } = await billingOwner()
    await subscribe('business')
    const twice = await client.post('/api/services/business/subscription', { units: 1 })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Die Organisation hat diesen Dienst schon gebucht.')
    const unknown = await client.post('/api/services/platinum/subscription', { units: 1 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Diesen Dienst gibt es nicht.')
    expect((await client.get('/api/services/platinum')).statusCode).toBe(404)
    expect(
      (await client.post('/api/services/NOT%20A%20SLUG/subscription', { units: 1 })).statusCode,
    ).toBe(404)
  })

  it('refuses to change units to what the service does not allow', async () => {
    const { client, subscribe } = await billingOwner()
    const plan = await subscribe('business-yearly')
    const res = await client.patch(`/api/subscriptions/${plan.id}`, { units: 3 })
    expect(res.statusCode).toBe(422)
    for (const units of [0, -2, 2.5, 10_001]) {
      const bad = await client.patch(`/api/subscriptions/${plan.id}`, { units })
      expect(bad.statusCode, `units ${units}`).toBe(422)
    }
  })

  it('another organisation’s subscription and invoice ids are not found', async () => {
    const bakery = await billingOwner()
    const plan = await bakery.subscribe('business-yearly')
    const [invoice] = await bakery.invoices()
    const outsider = await otherOwner(bakery.testApp)
    for (const [method, url] of [
      ['PATCH', `/api/subscriptions/${plan.id}`],
      ['POST', `/api/subscriptions/${plan.id}/cancel`],
      ['POST', `/api/subscriptions/${plan.id}/resume`],
      ['GET', `/api/invoices/${invoice!.id}`],
    ] as const) {
      const res = await outsider.request(method, url, method === 'GET' ? undefined : { units: 2 })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await outsider.get('/api/invoices')).json().data).toEqual([])
    expect((await outsider.get('/api/subscriptions')).json()).toEqual([])
    expect(await bakery.subscription(plan.id)).toMatchObject({ status: 'active', units: 1 })
  })

  it('members who are not owners see services but neither subscribe nor see invoices', async () => {
    const { testApp, organization } = await billingOwner()
    const { client } = await memberOf(testApp, organization.id, 'admin')
    expect((await client.get('/api/services')).statusCode).toBe(200)
    expect((await client.get('/api/subscriptions')).statusCode).toBe(200)
    expect(
      (await client.post('/api/services/business/subscription', { units: 1 })).statusCode,
    ).toBe(403)
    expect((await client.get('/api/invoices')).statusCode).toBe(403)
  })
})
