import { describe, expect, it } from 'vitest'
import { toDbDateTime } from '@sitewerk/contracts'
import {
  billingOwner,
  billingProcess,
  BILLING_START,
  DAY_SECONDS,
  firstMailTo,
} from '../../test/billing.ts'

const at = (days: number) =>
  toDbDateTime(new Date(BILLING_START.getTime() + days * DAY_SECONDS * 1000))

describe('subscriptions', () => {
  it('an owner subscribes to a plan without trial: the first year is invoiced at once and mailed', async () => {
    const { subscribe, invoices, user, testApp } = await billingOwner()
    const subscription = await subscribe('business-yearly')
    expect(subscription).toMatchObject({
      units: 1,
      status: 'active',
      trial_until: null,
      deleted_at: null,
      current_period_start: '2026-03-10 09:00:00',
      current_period_end: '2027-03-10 09:00:00',
    })
    const [invoice, ...more] = await invoices()
    expect(more).toEqual([])
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^SW-2026-\d{6}$/),
      amount: 19000,
      currency: 'EUR',
      status: 'open',
      provider: 'invoice',
      lines: [
        expect.objectContaining({
          title: 'Business jährlich',
          units: 1,
          amount: 19000,
          period_start: '2026-03-10 09:00:00',
          period_end: '2027-03-10 09:00:00',
        }),
      ],
    })
    const mail = await firstMailTo(testApp, user.email)
    expect(mail.subject).toBe(`Rechnung ${invoice!.number} von Sitewerk`)
    expect(mail.text).toMatch(/190,00\s€/)
    expect(mail.text).toContain('24. März 2026')
    expect(mail.text).toContain('IBAN: DE89 3704 0044 0532 0130 00')
    expect(mail.text).toContain('BIC: COBADEFFXXX')
  })

  it('a first subscription with trial days starts a trial; its end invoices the first month', async () => {
    const { subscribe, invoices, clock, billing, subscription } = await billingOwner()
    const started = await subscribe('business')
    expect(started).toMatchObject({
      status: 'trialing',
      trial_until: at(14),
      trial_ended: false,
      current_period_end: at(14),
    })
    expect(await invoices()).toEqual([])

    clock.advanceSeconds(13 * DAY_SECONDS)
    expect(await billing.runBilling(clock.now())).toBe(0)
    clock.advanceSeconds(DAY_SECONDS)
    expect(await billing.runBilling(clock.now())).toBe(1)
    expect(await subscription(started.id)).toMatchObject({
      status: 'active',
      trial_ended: true,
      current_period_start: at(14),
      current_period_end: '2026-04-24 09:00:00',
    })
    expect((await invoices()).map((i) => [i.amount, i.lines[0]!.period_start])).toEqual([
      [1900, at(14)],
    ])
  })

  it('a trial cancelled ends with the trial, uninvoiced; subscribing again starts no second trial', async () => {
    const { subscribe, invoices, clock, billing, client } = await billingOwner()
    const trial = await subscribe('business')
    const cancelled = await client.post(`/api/subscriptions/${trial.id}/cancel`)
    expect(cancelled.json()).toMatchObject({ status: 'canceling', deleted_at: at(14) })
    clock.advanceSeconds(15 * DAY_SECONDS)
    expect(await billing.runBilling(clock.now())).toBe(0)
    expect((await client.get('/api/subscriptions')).json()).toEqual([])
    expect(await invoices()).toEqual([])

    const again = await subscribe('business')
    expect(again).toMatchObject({ status: 'active', trial_until: null })
    expect((await invoices()).map((i) => i.amount)).toEqual([1900])
  })

  it('the period rolls at its end and each period is invoiced once, also when the run repeats', async () => {
    const { subscribe, invoices, clock, billing } = await billingOwner()
    const sites = await subscribe('extra-website', 3)
    expect(sites.current_period_end).toBe('2026-04-10 09:00:00')
    clock.advanceSeconds(31 * DAY_SECONDS)
    const [first, second] = await Promise.all([
      billing.runBilling(clock.now()),
      billing.runBilling(clock.now()),
    ])
    expect(first + second).toBe(1)
    expect(await billing.runBilling(clock.now())).toBe(0)
    expect(
      (await invoices()).map((i) => [i.amount, i.lines[0]!.units, i.lines[0]!.period_start]),
    ).toEqual([
      [1500, 3, '2026-04-10 09:00:00'],
      [1500, 3, '2026-03-10 09:00:00'],
    ])
  })

  it('two processes running billing at once write one invoice per period', async () => {
    const { subscribe, invoices, clock, testApp } = await billingOwner()
    await subscribe('extra-website', 2)
    clock.advanceSeconds(62 * DAY_SECONDS)
    const processes = [billingProcess(testApp, clock), billingProcess(testApp, clock)]
    const written = await Promise.all(processes.map((p) => p.runBilling(clock.now())))
    expect(written[0]! + written[1]!).toBe(2)
    expect((await invoices()).map((i) => i.lines[0]!.period_start)).toEqual([
      '2026-05-10 09:00:00',
      '2026-04-10 09:00:00',
      '2026-03-10 09:00:00',
    ])
  })

  it('more units apply at once with a pro-rata invoice for the rest of the period', async () => {
    const { subscribe, invoices, clock, client } = await billingOwner()
    const sites = await subscribe('extra-website', 2)
    clock.advanceSeconds(10 * DAY_SECONDS)
    const res = await client.patch(`/api/subscriptions/${sites.id}`, { units: 3 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ units: 3, change_units: null, change_at: null })
    // 1 unit × 500 ct × 21 of 31 days = 338.7 ct, rounded down.
    const [increase] = await invoices()
    expect(increase).toMatchObject({
      amount: 338,
      lines: [
        expect.objectContaining({
          title: 'Zusätzliche Website: 1 zusätzliche Einheiten (anteilig)',
          units: 1,
          period_start: at(10),
          period_end: '2026-04-10 09:00:00',
        }),
      ],
    })
  })

  it('fewer units wait for the end of the period, then apply and are invoiced', async () => {
    const { subscribe, invoices, clock, billing, client, subscription } = await billingOwner()
    const sites = await subscribe('extra-website', 3)
    const res = await client.patch(`/api/subscriptions/${sites.id}`, { units: 1 })
    expect(res.json()).toMatchObject({
      units: 3,
      change_units: 1,
      change_at: '2026-04-10 09:00:00',
    })
    expect((await invoices()).map((i) => i.amount)).toEqual([1500])
    clock.advanceSeconds(31 * DAY_SECONDS)
    await billing.runBilling(clock.now())
    expect(await subscription(sites.id)).toMatchObject({
      units: 1,
      change_units: null,
      change_at: null,
    })
    expect((await invoices()).map((i) => i.amount)).toEqual([500, 1500])
  })

  it('cancel runs to the period end and can be resumed until then; after it, it has ended', async () => {
    const { subscribe, invoices, clock, billing, client, signInAgain } = await billingOwner()
    const plan = await subscribe('business-yearly')
    const cancel = () => client.post(`/api/subscriptions/${plan.id}/cancel`)
    const resume = () => client.post(`/api/subscriptions/${plan.id}/resume`)

    expect((await cancel()).json()).toMatchObject({
      status: 'canceling',
      deleted_at: '2027-03-10 09:00:00',
    })
    const twice = await cancel()
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Dieses Abonnement ist schon gekündigt.')
    const change = await client.patch(`/api/subscriptions/${plan.id}`, { units: 1 })
    expect(change.statusCode).toBe(409)

    expect((await resume()).json()).toMatchObject({ status: 'active', deleted_at: null })
    expect((await resume()).statusCode).toBe(409)
    await cancel()
    clock.advanceSeconds(366 * DAY_SECONDS)
    await signInAgain()
    expect(await billing.runBilling(clock.now())).toBe(0)
    expect((await client.get('/api/subscriptions')).json()).toEqual([])
    expect((await resume()).json().message).toBe('Dieses Abonnement ist beendet.')
    expect((await invoices()).map((i) => i.amount)).toEqual([19000])
  })

  it('a one-off service is charged once, has no period end and cannot be changed', async () => {
    const { subscribe, invoices, clock, billing, client, signInAgain } = await billingOwner()
    const setup = await subscribe('setup')
    expect(setup).toMatchObject({ status: 'active', current_period_end: null })
    clock.advanceSeconds(400 * DAY_SECONDS)
    await signInAgain()
    expect(await billing.runBilling(clock.now())).toBe(0)
    expect((await invoices()).map((i) => [i.amount, i.lines[0]!.period_end])).toEqual([
      [24900, null],
    ])
    const change = await client.patch(`/api/subscriptions/${setup.id}`, { units: 2 })
    expect(change.statusCode).toBe(409)
    expect((await client.post('/api/services/setup/subscription', { units: 1 })).statusCode).toBe(
      409,
    )
  })

  it('refuses “Zusätzliche Website” while a plan allows any number of sites (issue 34, item 11)', async () => {
    const { subscribe, invoices, client } = await billingOwner()
    await subscribe('business-yearly')
    const res = await client.post('/api/services/extra-website/subscription', { units: 2 })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      '„Zusätzliche Website“ ist in deinem Tarif „Business jährlich“ schon enthalten: Du brauchst es nicht zusätzlich zu buchen.',
    )
    client.jar.set('locale', 'en')
    expect(
      (await client.post('/api/services/extra-website/subscription', { units: 2 })).json().message,
    ).toBe(
      '“Zusätzliche Website” is already included in your plan “Business jährlich”: there is no need to book it as well.',
    )
    expect((await invoices()).map((i) => i.lines[0]!.title)).toEqual(['Business jährlich'])
  })

  it('books “Zusätzliche Website” beside a plan that does not allow more sites', async () => {
    const { subscribe } = await billingOwner()
    await subscribe('starter')
    expect(await subscribe('extra-website', 2)).toMatchObject({ units: 2, status: 'active' })
  })

  it('a free plan makes no invoice', async () => {
    const { subscribe, invoices, clock, billing } = await billingOwner()
    await subscribe('starter')
    clock.advanceSeconds(40 * DAY_SECONDS)
    await billing.runBilling(clock.now())
    expect(await invoices()).toEqual([])
  })
})
