import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { organizations } from '../../db/schema/index.ts'
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts'
import { startDnsServer } from '../../test/dns-server.ts'
import { signedInClient } from '../../test/factories.ts'
import { grantPlan } from '../../test/plans.ts'

async function organizationClient(testApp: TestApp, title = 'Bäckerei Sonne') {
  const { client, user } = await signedInClient(testApp)
  const organization = (await client.post('/api/organizations', { title })).json()
  client.useOrganization(organization.id)
  // Domains and more than one site come with the Business plan (decision 029).
  await grantPlan(testApp.database, organization.id)
  return { client, user, organization }
}

describe('sites', () => {
  it('an organisation creates a site with an address from its title', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await organizationClient(testApp)
    const res = await client.post('/api/sites', { title: 'Bäckerei Sonne' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      title: 'Bäckerei Sonne',
      identifier: 'baeckerei-sonne',
      organization_id: organization.id,
      url: 'http://baeckerei-sonne.localhost:3000',
      domains: [],
      variables: {},
    })
    const second = await client.post('/api/sites', { title: 'Bäckerei Sonne' })
    expect(second.json().identifier).toBe('baeckerei-sonne-2')
    expect((await client.get('/api/sites')).json()).toHaveLength(2)
  })

  it('refuses a taken or reserved address', async () => {
    const testApp = await buildTestApp()
    const { client } = await organizationClient(testApp)
    await client.post('/api/sites', { title: 'A', identifier: 'sonne' })
    for (const identifier of ['sonne', 'www']) {
      const res = await client.post('/api/sites', { title: 'B', identifier })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.identifier).toEqual(['Diese Adresse ist schon vergeben.'])
    }
    const bad = await client.post('/api/sites', { title: 'C', identifier: '-bad_name-' })
    expect(bad.statusCode).toBe(422)
  })

  it('another organisation gets 404 for the site, its domains and variables', async () => {
    const testApp = await buildTestApp()
    const a = await organizationClient(testApp, 'Alpha')
    const b = await organizationClient(testApp, 'Beta')
    const site = (await b.client.post('/api/sites', { title: 'Beta Site' })).json()
    const domain = (
      await b.client.post(`/api/sites/${site.id}/domains`, { domain: 'beta.example' })
    ).json()
    expect((await a.client.get(`/api/sites/${site.id}`)).statusCode).toBe(404)
    expect((await a.client.patch(`/api/sites/${site.id}`, { title: 'x' })).statusCode).toBe(404)
    expect(
      (await a.client.put(`/api/sites/${site.id}/variables`, { variables: {} })).statusCode,
    ).toBe(404)
    expect((await a.client.delete(`/api/sites/${site.id}`)).statusCode).toBe(404)
    expect((await a.client.post(`/api/domains/${domain.id}/verify`)).statusCode).toBe(404)
    expect((await a.client.delete(`/api/domains/${domain.id}`)).statusCode).toBe(404)
    expect((await a.client.get('/api/sites')).json()).toEqual([])
    a.client.useOrganization(b.organization.id)
    expect((await a.client.get('/api/sites')).statusCode).toBe(404)
  })

  it('edits variables through a form generated from the site’s variables schema', async () => {
    const testApp = await buildTestApp()
    const { client } = await organizationClient(testApp)
    const site = (await client.post('/api/sites', { title: 'Sonne' })).json()
    const schema = [
      { $formkit: 'text', name: 'phone', label: 'Telefon', required: true },
      { $formkit: 'email', name: 'mail' },
    ]
    const withSchema = await client.patch(`/api/sites/${site.id}`, { variables_schema: schema })
    expect(withSchema.json().variables_schema).toEqual(schema)
    const saved = await client.put(`/api/sites/${site.id}/variables`, {
      variables: { phone: '030 1234', mail: '' },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().variables).toEqual({ phone: '030 1234' })
    const wrong = await client.put(`/api/sites/${site.id}/variables`, {
      variables: { phone: '', mail: 'nope' },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({
      'variables.phone': ['Dieses Feld ist erforderlich.'],
      'variables.mail': ['Bitte eine gültige E-Mail-Adresse angeben.'],
    })
  })

  it('refuses a variables schema with missing or duplicate names (spec §5 texts)', async () => {
    const testApp = await buildTestApp()
    const { client } = await organizationClient(testApp)
    const site = (await client.post('/api/sites', { title: 'Sonne' })).json()
    const res = await client.patch(`/api/sites/${site.id}`, {
      variables_schema: [
        { $formkit: 'text', name: 'a' },
        { $formkit: 'text', name: 'a' },
      ],
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ 'variables_schema.1.name': ['Name doppelt'] })
  })

  it('verifies a domain through its DNS TXT record, then serves TLS for it only', async () => {
    const records = new Map<string, string[]>()
    const dns = await startDnsServer(records)
    const testApp = await buildTestApp({ env: { DNS_RESOLVER: dns } })
    const { client, organization } = await organizationClient(testApp)
    const site = (await client.post('/api/sites', { title: 'Sonne' })).json()
    const added = await client.post(`/api/sites/${site.id}/domains`, {
      domain: 'WWW.Sonne-Baeckerei.de',
    })
    expect(added.statusCode).toBe(201)
    const domain = added.json()
    expect(domain).toMatchObject({
      domain: 'www.sonne-baeckerei.de',
      verified_at: null,
      forward_key: false,
    })

    const early = await client.post(`/api/domains/${domain.id}/verify`)
    expect(early.statusCode).toBe(422)
    expect(early.json().errors.domain[0]).toContain('_sitewerk.www.sonne-baeckerei.de')
    const ask = (domain = 'www.sonne-baeckerei.de') =>
      testApp.app.inject({ method: 'GET', url: `/internal/tls/ask?domain=${domain}` })
    expect((await ask()).statusCode).toBe(404)

    records.set('_sitewerk.www.sonne-baeckerei.de', [`sitewerk-verify=${domain.key}`])
    const verified = await client.post(`/api/domains/${domain.id}/verify`)
    expect(verified.statusCode).toBe(200)
    expect(verified.json().verified_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect((await ask()).statusCode).toBe(200)
    expect((await ask('WWW.Sonne-Baeckerei.de.')).statusCode).toBe(200)
    expect((await ask('sonne-baeckerei.de')).statusCode).toBe(404)

    // Only Caddy on this machine asks: not a caller elsewhere, not a request through the proxy.
    const fromElsewhere = await testApp.app.inject({
      method: 'GET',
      url: '/internal/tls/ask?domain=www.sonne-baeckerei.de',
      remoteAddress: '203.0.113.7',
    })
    expect(fromElsewhere.statusCode).toBe(403)
    const throughProxy = await testApp.app.inject({
      method: 'GET',
      url: '/internal/tls/ask?domain=www.sonne-baeckerei.de',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(throughProxy.statusCode).toBe(403)
    const otherSpelling = await testApp.app.inject({
      method: 'GET',
      url: '/%69nternal/tls/ask?domain=www.sonne-baeckerei.de',
      remoteAddress: '203.0.113.7',
    })
    expect(otherSpelling.statusCode).toBe(403)

    // A suspended organisation's domains get no new certificate (decision 032).
    await testApp.database.db
      .update(organizations)
      .set({ suspendedAt: new Date(), suspendedReason: 'Rechnungen offen' })
      .where(eq(organizations.id, organization.id))
    expect((await ask()).statusCode).toBe(404)
    await testApp.database.db
      .update(organizations)
      .set({ suspendedAt: null, suspendedReason: null })
      .where(eq(organizations.id, organization.id))

    await client.patch(`/api/domains/${domain.id}`, { primary: true })
    expect((await client.get(`/api/sites/${site.id}`)).json().url).toBe(
      'http://www.sonne-baeckerei.de:3000',
    )
  })

  it('refuses a domain twice, the platform’s own domains and malformed names', async () => {
    const testApp = await buildTestApp()
    const { client } = await organizationClient(testApp)
    const site = (await client.post('/api/sites', { title: 'Sonne' })).json()
    await client.post(`/api/sites/${site.id}/domains`, { domain: 'sonne.de' })
    const cases: [string, number][] = [
      ['sonne.de', 422],
      ['demo.localhost', 422],
      ['http://', 422],
      ['evil de', 422],
      ['a..b', 422],
      ['x'.repeat(300) + '.de', 422],
    ]
    for (const [name, status] of cases) {
      expect(
        (await client.post(`/api/sites/${site.id}/domains`, { domain: name })).statusCode,
      ).toBe(status)
    }
  })

  it('cleans a pasted address to its host name instead of refusing it (issue 13)', async () => {
    const testApp = await buildTestApp()
    const { client } = await organizationClient(testApp)
    const site = (await client.post('/api/sites', { title: 'Sonne' })).json()
    const res = await client.post(`/api/sites/${site.id}/domains`, {
      domain: 'https://www.Example.de/',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ domain: 'www.example.de' })
    // the same host pasted again, another way, is the same domain
    const again = await client.post(`/api/sites/${site.id}/domains`, {
      domain: 'http://WWW.example.de:8080/kontakt?x=1',
    })
    expect(again.statusCode).toBe(422)
  })

  it('GET site answers the id of a domain or of the requesting site host', async () => {
    const testApp = await buildTestApp()
    const { client } = await organizationClient(testApp)
    const site = (await client.post('/api/sites', { title: 'Sonne' })).json()
    const guest = createClient(testApp.app)
    expect((await guest.get(`/api/site?domain=${site.identifier}.localhost`)).json()).toEqual({
      id: site.id,
    })
    expect(
      (await guest.get('/api/site', { host: `${site.identifier}.localhost:3000` })).json(),
    ).toEqual({ id: site.id })
    expect((await guest.get('/api/site?domain=unknown.example')).statusCode).toBe(404)
    expect((await client.get(`/api/site?domain=${site.identifier}.localhost`)).json()).toEqual({
      id: site.id,
      organization_id: site.organization_id,
    })
  })
})
