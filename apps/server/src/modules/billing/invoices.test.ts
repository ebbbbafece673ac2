import { describe, expect, it } from 'vitest'
import { billingOwner, superuserClient, firstMailTo } from '../../test/billing.ts'
import { addresses, organizations } from '../../db/schema/index.ts'
import { eq } from 'drizzle-orm'

describe('invoices', () => {
  it('keep the billing address and currency the organisation had when they were made', async () => {
    const { subscribe, invoices, testApp, organization, client } = await billingOwner()
    const { db } = testApp.database
    const [address] = await db
      .insert(addresses)
      .values({
        organizationId: organization.id,
        addressableId: organization.id,
        name: 'Bäckerei Sonne GmbH',
        street: 'Hauptstraße',
        housenumber: '1',
        postcode: '10115',
        city: 'Berlin',
        country: 'DE',
      })
      .returning()
    await db
      .update(organizations)
      .set({ billingAddressId: address!.id, currency: 'CHF' })
      .where(eq(organizations.id, organization.id))
    await subscribe('setup')
    await db.update(addresses).set({ city: 'Potsdam' }).where(eq(addresses.id, address!.id))
    const [invoice] = await invoices()
    const read = (await client.get(`/api/invoices/${invoice!.id}`)).json()
    expect(read).toMatchObject({
      currency: 'CHF',
      billing_address: expect.objectContaining({ name: 'Bäckerei Sonne GmbH', city: 'Berlin' }),
      due_at: '2026-03-24 09:00:00',
      paid_at: null,
    })
  })

  it('are mailed to the owners in the organisation’s mail language', async () => {
    const { subscribe, testApp, organization, user, invoices } = await billingOwner()
    await testApp.database.db
      .update(organizations)
      .set({ mailLocale: 'en', timeZone: 'America/New_York' })
      .where(eq(organizations.id, organization.id))
    await subscribe('extra-website', 3)
    const [invoice] = await invoices()
    const mail = await firstMailTo(testApp, user.email)
    expect(mail.subject).toBe(`Invoice ${invoice!.number} from Sitewerk`)
    expect(mail.text).toContain('Zusätzliche Website × 3: €15.00')
    expect(mail.text).toContain('Please transfer the amount by 24 March 2026')
    expect(mail.html).toContain(
      'Account holder: Sitewerk GmbH<br>IBAN: DE89 3704 0044 0532 0130 00',
    )
  })

  it('a superuser marks an open bank-transfer invoice paid, once, and the audit log keeps it', async () => {
    const { subscribe, invoices, testApp, client } = await billingOwner()
    await subscribe('setup')
    const [invoice] = await invoices()
    const admin = await superuserClient(testApp)
    expect((await client.post(`/api/invoices/${invoice!.id}/mark-paid`)).statusCode).toBe(403)
    const paid = await admin.post(`/api/invoices/${invoice!.id}/mark-paid`)
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toMatchObject({ status: 'paid', paid_at: '2026-03-10 09:00:00' })
    const again = await admin.post(`/api/invoices/${invoice!.id}/mark-paid`, undefined, {
      'accept-language': 'en',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'Only open or failed invoices paid by bank transfer can be marked paid.',
    )
    expect((await admin.post('/api/invoices/999999/mark-paid')).statusCode).toBe(404)
    expect((await invoices())[0]!.status).toBe('paid')
    // one entry: the refused second try changed nothing and is no action
    const audit = (await admin.get('/api/superuser/audit?action=invoice.mark_paid')).json()
    expect(audit.data).toEqual([
      expect.objectContaining({
        action: 'invoice.mark_paid',
        target_type: 'invoice',
        target_id: invoice!.id,
        details: expect.objectContaining({ number: invoice!.number }),
      }),
    ])
  })

  it('are listed newest first, 20 a page; a bad page is refused', async () => {
    const { subscribe, client } = await billingOwner()
    await subscribe('setup')
    await subscribe('business-yearly')
    const first = (await client.get('/api/invoices?page=1')).json()
    expect(first).toMatchObject({ total: 2, page: 1, per_page: 20 })
    expect(first.data.map((i: { amount: number }) => i.amount)).toEqual([19000, 24900])
    expect((await client.get('/api/invoices?page=2')).json().data).toEqual([])
    expect((await client.get('/api/invoices?page=0')).statusCode).toBe(422)
    expect((await client.get('/api/invoices?page=abc')).statusCode).toBe(422)
  })
})
