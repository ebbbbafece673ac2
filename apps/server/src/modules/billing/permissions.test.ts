import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import Fastify from 'fastify'
import { describe, expect, it, onTestFinished } from 'vitest'
import { FeatureLockedErrorBody } from '@sitewerk/contracts'
import { listRouteInventory, trackRouteDeclarations } from '../../lib/route-access.ts'
import { billingOwner, DAY_SECONDS, superuserClient } from '../../test/billing.ts'
import { multipart } from '../../test/multipart.ts'

const LOCKED_BUSINESS = {
  message: 'Im Tarif Business oder Business jährlich enthalten.',
  errorTypes: { permission: ['feature_locked'] },
  services: [
    { identifier: 'business', title: 'Business' },
    { identifier: 'business-yearly', title: 'Business jährlich' },
  ],
}

async function ownerWithSite() {
  const owner = await billingOwner()
  const site = (await owner.client.post('/api/sites', { title: 'Sonne' })).json() as { id: number }
  return { ...owner, site }
}

async function fontUpload() {
  const woff2 = await readFile(
    createRequire(import.meta.url).resolve('@fontsource/lora/files/lora-latin-400-normal.woff2'),
  )
  return multipart([
    { name: 'family', value: 'Hausschrift' },
    { name: 'source', filename: 'haus.woff2', content: woff2 },
  ])
}

describe('features locked by plan (decision 029)', () => {
  it('a domain needs custom_domains: 403 with the plans, allowed in the trial, locked again after it ends', async () => {
    const { client, site, subscribe, clock, signInAgain } = await ownerWithSite()
    const addDomain = (domain: string) => client.post(`/api/sites/${site.id}/domains`, { domain })

    const locked = await addDomain('sonne.example')
    expect(locked.statusCode).toBe(403)
    expect(FeatureLockedErrorBody.parse(locked.json())).toEqual({
      ...LOCKED_BUSINESS,
      permission: 'custom_domains',
    })
    const english = await client.post(
      `/api/sites/${site.id}/domains`,
      { domain: 'sonne.example' },
      { 'accept-language': 'en' },
    )
    expect(english.json().message).toBe('Included in the Business or Business jährlich plan.')

    const trial = await subscribe('business')
    expect((await addDomain('sonne.example')).statusCode).toBe(201)
    await client.post(`/api/subscriptions/${trial.id}/cancel`)
    // Cancelled, the trial still runs to its end …
    expect((await addDomain('www.sonne.example')).statusCode).toBe(201)
    clock.advanceSeconds(14 * DAY_SECONDS)
    await signInAgain()
    // … after which the feature is locked again.
    expect((await addDomain('shop.sonne.example')).statusCode).toBe(403)
  })

  it('an own font needs own_fonts; superusers acting for the organisation see the same lock', async () => {
    const { client, subscribe, testApp, organization } = await billingOwner()
    const upload = async (on = client) => {
      const { body, headers } = await fontUpload()
      return on.post('/api/fonts', body, headers)
    }
    const locked = await upload()
    expect(locked.statusCode).toBe(403)
    expect(locked.json()).toMatchObject({ ...LOCKED_BUSINESS, permission: 'own_fonts' })
    const admin = await superuserClient(testApp)
    admin.useOrganization(organization.id)
    expect((await upload(admin)).statusCode).toBe(403)

    await subscribe('business-yearly')
    expect((await upload()).statusCode).toBe(201)
  })

  it('sites: one without multiple_sites, one more per unit of Zusätzliche Website, any number with a plan', async () => {
    const { client, subscribe, clock, billing } = await ownerWithSite()
    const addSite = (title: string) => client.post('/api/sites', { title })

    const second = await addSite('Zweite')
    expect(second.statusCode).toBe(403)
    expect(second.json()).toMatchObject({
      message: 'Im Tarif Business oder Business jährlich oder Zusätzliche Website enthalten.',
      permission: 'multiple_sites',
    })

    const extra = await subscribe('extra-website', 2)
    expect((await addSite('Zweite')).statusCode).toBe(201)
    expect((await addSite('Dritte')).statusCode).toBe(201)
    expect((await addSite('Vierte')).statusCode).toBe(403)

    // A decrease waits for the period end; the sites made meanwhile stay, no new one fits.
    await client.patch(`/api/subscriptions/${extra.id}`, { units: 1 })
    expect((await addSite('Vierte')).statusCode).toBe(403)
    await client.patch(`/api/subscriptions/${extra.id}`, { units: 3 })
    expect((await addSite('Vierte')).statusCode).toBe(201)
    clock.advanceSeconds(DAY_SECONDS)
    await billing.runBilling(clock.now())

    await subscribe('business')
    for (const title of ['Fünfte', 'Sechste']) expect((await addSite(title)).statusCode).toBe(201)
    expect((await client.get('/api/sites')).json()).toHaveLength(6)
  })

  it('the route inventory names the permission each gated route needs', async () => {
    const { testApp } = await billingOwner()
    const gated = listRouteInventory(testApp.app)
      .filter((r) => r.permission)
      .map((r) => `${r.method} ${r.url} ${r.permission}`)
    expect(gated).toEqual([
      'POST /api/fonts own_fonts',
      'POST /api/sites/:id/domains custom_domains',
    ])
  })

  it('fails the build on a permission where the organisation is not known', async () => {
    const app = Fastify({ logger: false })
    onTestFinished(() => app.close())
    trackRouteDeclarations(app)
    const declare = (config: Record<string, unknown>) =>
      app.register(async (plugin) => {
        plugin.post(`/api/${Math.random()}`, { config }, () => 'ok')
      })
    await expect(declare({ access: 'user', permission: 'own_fonts' })).rejects.toThrow(
      /permission needs the organisation/,
    )
    await expect(
      declare({ access: 'member', organization: 'row', permission: 'own_fonts' }),
    ).rejects.toThrow(/permission needs the organisation/)
  })
})
