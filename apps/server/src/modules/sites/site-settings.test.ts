import { MediaInUseErrorBody } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'
import { makeImage, upload } from '../../test/media.ts'

const BAKERY = {
  contact: {
    name: 'Bäckerei Sonne GmbH',
    representative: 'Anna Sonne',
    street: 'Lindenstraße 4',
    postcode: '30159',
    city: 'Hannover',
    country: 'Deutschland',
    phone: '0511 123456',
    email: 'hallo@baeckerei-sonne.de',
    register: 'Amtsgericht Hannover HRB 12345',
    vatId: 'DE123456789',
  },
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '07:00',
      closes: '18:00',
    },
    { days: ['Saturday'], opens: '07:00', closes: '13:00' },
  ],
  openingHoursNote: 'An Feiertagen geschlossen',
  social: [{ network: 'instagram', url: 'https://www.instagram.com/baeckerei.sonne' }],
  language: 'de',
}
const NO_IMAGES = { logo_file_id: null, favicon_file_id: null, seo_image_id: null }

describe('site settings (issue 13)', () => {
  it('starts empty and keeps what the owner saves: contact, hours, social links, language, images', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const empty = await client.get(`/api/sites/${site.id}/settings`)
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({
      settings: { contact: {}, openingHours: [], social: [], language: 'de' },
      ...NO_IMAGES,
    })

    const logo = (
      await upload(client, { filename: 'logo.png', content: await makeImage('png') })
    ).json()
    const saved = await client.put(`/api/sites/${site.id}/settings`, {
      settings: BAKERY,
      ...NO_IMAGES,
      logo_file_id: logo.id,
      favicon_file_id: logo.id,
    })
    expect(saved.statusCode).toBe(200)
    const again = (await client.get(`/api/sites/${site.id}/settings`)).json()
    expect(again).toEqual({
      settings: BAKERY,
      logo_file_id: logo.id,
      favicon_file_id: logo.id,
      seo_image_id: null,
    })
  })

  it('refuses bad input with 422 and field errors in the person’s language', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const bad = {
      settings: {
        contact: { email: 'keine-adresse' },
        openingHours: [{ days: [], opens: '25:00', closes: '18:00' }],
        social: [{ network: 'instagram', url: 'javascript:alert(1)' }],
      },
      ...NO_IMAGES,
    }
    const german = await client.put(`/api/sites/${site.id}/settings`, bad)
    expect(german.statusCode).toBe(422)
    const errors = german.json().errors as Record<string, string[]>
    expect(Object.keys(errors).sort()).toEqual([
      'settings.contact.email',
      'settings.openingHours.0.days',
      'settings.openingHours.0.opens',
      'settings.social.0.url',
    ])
    expect(errors['settings.contact.email']![0]).toMatch(/E-Mail/)

    const english = await client.put(`/api/sites/${site.id}/settings`, bad, {
      'accept-language': 'en',
    })
    expect(english.statusCode).toBe(422)
    expect(english.json().errors['settings.contact.email'][0]).toMatch(/e-mail|email/i)
    expect(english.json().errors['settings.contact.email'][0]).not.toBe(
      errors['settings.contact.email']![0],
    )
  })

  it('takes only the organisation’s own files as logo, favicon and share image', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp, 'Sonne')
    const other = await siteOwner(testApp, 'Mond')
    const foreign = (
      await upload(other.client, { filename: 'fremd.png', content: await makeImage('png') })
    ).json()
    for (const field of ['logo_file_id', 'favicon_file_id', 'seo_image_id']) {
      const res = await owner.client.put(`/api/sites/${owner.site.id}/settings`, {
        settings: {},
        ...NO_IMAGES,
        [field]: foreign.id,
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({
        [field]: ['Diese Datei gibt es in dieser Organisation nicht.'],
      })
    }
  })

  it('keeps another organisation’s site settings out of reach: 404 to read and to write', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp, 'Sonne')
    const other = await siteOwner(testApp, 'Mond')
    await other.client.put(`/api/sites/${other.site.id}/settings`, {
      settings: BAKERY,
      ...NO_IMAGES,
    })
    expect((await owner.client.get(`/api/sites/${other.site.id}/settings`)).statusCode).toBe(404)
    const write = await owner.client.put(`/api/sites/${other.site.id}/settings`, {
      settings: { contact: { phone: '0190 666' } },
      ...NO_IMAGES,
    })
    expect(write.statusCode).toBe(404)
    const kept = (await other.client.get(`/api/sites/${other.site.id}/settings`)).json()
    expect(kept.settings.contact.phone).toBe('0511 123456')
  })

  it('refuses to delete a file that is a site’s logo or favicon, and names the site (is_used)', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp, 'Sonne')
    const file = (
      await upload(client, { filename: 'logo.png', content: await makeImage('png') })
    ).json()
    await client.put(`/api/sites/${site.id}/settings`, {
      settings: {},
      ...NO_IMAGES,
      logo_file_id: file.id,
      favicon_file_id: file.id,
    })
    const res = await client.delete(`/api/media/${file.id}`)
    expect(res.statusCode).toBe(409)
    const body = MediaInUseErrorBody.parse(res.json())
    expect(body.errorTypes).toEqual({ id: ['is_used'] })
    expect(body.usages).toEqual([
      { type: 'site_logo', site: { id: site.id, title: 'Sonne' } },
      { type: 'site_favicon', site: { id: site.id, title: 'Sonne' } },
    ])
    const still = (await client.get(`/api/sites/${site.id}/settings`)).json()
    expect(still.logo_file_id).toBe(file.id)
  })
})
