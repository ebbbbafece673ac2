import type { Form, FormEntriesPage } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { formEntries } from '../../db/schema/index.ts'
import { buildTestApp, createClient } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'
import { bakeryWithForm, CONTACT } from '../../test/forms.ts'
import { grantPlan } from '../../test/plans.ts'

const ADA = { name: 'Ada', email: 'ada@example.com', message: 'Drei Brötchen bitte', mood: 87.5 }

describe('forms in the back office', () => {
  it('lists, shows, changes and deletes the organisation’s forms with their entry counts', async () => {
    const testApp = await buildTestApp()
    const { client, site, form, submit, organization } = await bakeryWithForm(testApp)
    await grantPlan(testApp.database, organization.id)
    expect(form).toMatchObject({ title: 'Kontakt', saveToDatabase: true, form_entries_count: 0 })
    await submit(ADA)
    const other = await siteOwner(testApp, 'Andere Seite')
    const otherSite = (await client.post('/api/sites', { title: 'Filiale' })).json()
    await client.post('/api/forms', { site_id: otherSite.id, title: 'Bewerbung' })

    const all = (await client.get('/api/forms')).json() as Form[]
    expect(all.map((f) => [f.title, f.form_entries_count])).toEqual([
      ['Bewerbung', 0],
      ['Kontakt', 1],
    ])
    const ofSite = (await client.get(`/api/forms?site_id=${site.id}`)).json() as Form[]
    expect(ofSite.map((f) => f.title)).toEqual(['Kontakt'])

    const changed = await client.put(`/api/forms/${form.id}`, {
      site_id: site.id,
      title: 'Anfrage',
      schema: CONTACT,
      sendMailExtern: true,
      mailKeyExtern: 'email',
      subjectExtern: 'Danke für Ihre Anfrage',
      sendMailIntern: true,
      mailsIntern: ['laden@example.com'],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await client.get(`/api/forms/${form.id}`)).json()).toMatchObject({
      title: 'Anfrage',
      sendMailExtern: true,
      mailKeyExtern: 'email',
      mailsIntern: ['laden@example.com'],
      form_entries_count: 1,
    })

    // Another organisation sees none of it and cannot change or empty it.
    expect((await other.client.get('/api/forms')).json()).toEqual([])
    for (const res of [
      await other.client.get(`/api/forms/${form.id}`),
      await other.client.put(`/api/forms/${form.id}`, { site_id: other.site.id, title: 'Pwned' }),
      await other.client.get(`/api/forms/${form.id}/entries`),
      await other.client.delete(`/api/forms/${form.id}`),
    ])
      expect(res.statusCode).toBe(404)
    // Nor put a form on this organisation's site.
    const foreign = await other.client.post('/api/forms', { site_id: site.id, title: 'Pwned' })
    expect(foreign.statusCode).toBe(422)
    expect(Object.keys(foreign.json().errors)).toEqual(['site_id'])

    expect((await client.delete(`/api/forms/${form.id}`)).statusCode).toBe(204)
    expect((await client.get(`/api/forms/${form.id}`)).statusCode).toBe(404)
    expect(await testApp.database.db.select().from(formEntries)).toEqual([])
  })

  it('refuses field types a public form may not have, and a confirmation to no e-mail field', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const res = await client.post(
      '/api/forms',
      {
        site_id: site.id,
        title: 'Kontakt',
        schema: [
          { $formkit: 'password', name: 'secret' },
          { $formkit: 'media', name: 'upload' },
          { $formkit: 'text', name: '__proto__' },
        ],
      },
      { 'accept-language': 'de' },
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      'schema.0.$formkit': ['Öffentliche Formulare erlauben diesen Feldtyp nicht.'],
      'schema.1.$formkit': ['Öffentliche Formulare erlauben diesen Feldtyp nicht.'],
      'schema.2.name': ['Dieser Name ist reserviert.'],
    })
    const mail = await client.post('/api/forms', {
      site_id: site.id,
      title: 'Kontakt',
      schema: CONTACT,
      sendMailExtern: true,
      mailKeyExtern: 'name',
    })
    expect(mail.statusCode).toBe(422)
    expect(Object.keys(mail.json().errors)).toEqual(['mailKeyExtern'])
  })
})

describe('a visitor submitting a form', () => {
  it('sees the form with its fields only, and 404 for an unknown one', async () => {
    const testApp = await buildTestApp()
    const { form, site } = await bakeryWithForm(testApp, { mailsIntern: ['laden@example.com'] })
    const onSite = (url: string) =>
      testApp.app.inject({ method: 'GET', url, headers: { host: `${site.identifier}.localhost` } })
    const res = await onSite(`/form/${form.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id: form.id, title: 'Kontakt', schema: CONTACT, captcha: false })
    expect((await onSite('/form/999999')).statusCode).toBe(404)
  })

  it('is not found on the back office by anyone outside its organisation; its members preview it there', async () => {
    const testApp = await buildTestApp()
    const { client, form } = await bakeryWithForm(testApp)
    const anonymous = createClient(testApp.app)
    const otherMember = (await siteOwner(testApp, 'Andere Seite')).client
    for (const outsider of [anonymous, otherMember]) {
      expect((await outsider.get(`/form/${form.id}`)).statusCode).toBe(404)
      expect((await outsider.post(`/form/submit/${form.id}`, { data: ADA })).statusCode).toBe(404)
      const plain = await outsider.post(`/form/submit/${form.id}`, 'name=Ada&email=ada%40e.de', {
        'content-type': 'application/x-www-form-urlencoded',
      })
      expect(plain.statusCode).toBe(404)
    }
    expect(await testApp.database.db.select().from(formEntries)).toEqual([])

    const preview = await client.get(`/form/${form.id}`)
    expect(preview.json()).toEqual({
      id: form.id,
      title: 'Kontakt',
      schema: CONTACT,
      captcha: false,
    })
    const sent = await client.post(`/form/submit/${form.id}`, { data: ADA })
    expect(sent.statusCode, sent.body).toBe(201)
  })

  it('uses the form on its own site’s host, and finds another site’s form there not at all', async () => {
    const testApp = await buildTestApp()
    const { site, form, client, organization } = await bakeryWithForm(testApp)
    const stranger = await bakeryWithForm(testApp, {}, 'Andere Seite')
    await grantPlan(testApp.database, organization.id)
    const branch = (await client.post('/api/sites', { title: 'Filiale' })).json()
    const onHost = (host: string, method: 'GET' | 'POST', url: string) =>
      testApp.app.inject({
        method,
        url,
        headers: { host, 'accept-language': 'de' },
        ...(method === 'POST' ? { payload: { data: ADA } } : {}),
      })
    const host = `${site.identifier}.localhost`
    expect((await onHost(host, 'GET', `/form/${form.id}`)).json().title).toBe('Kontakt')
    const sent = await onHost(host, 'POST', `/form/submit/${form.id}`)
    expect(sent.statusCode).toBe(201)
    expect(sent.headers['set-cookie']).toBeUndefined()
    expect((await onHost(host, 'GET', `/form/${stranger.form.id}`)).statusCode).toBe(404)
    expect((await onHost(host, 'POST', `/form/submit/${stranger.form.id}`)).statusCode).toBe(404)
    expect((await onHost('nowhere.localhost', 'GET', `/form/${form.id}`)).statusCode).toBe(404)
    // The organisation's other site does not answer it either: a site draws its own forms only.
    const branchHost = `${branch.identifier}.localhost`
    expect((await onHost(branchHost, 'GET', `/form/${form.id}`)).statusCode).toBe(404)
    expect((await onHost(branchHost, 'POST', `/form/submit/${form.id}`)).statusCode).toBe(404)
  })

  it('is stored with the next number and confirmed in the visitor’s language', async () => {
    const testApp = await buildTestApp()
    const { client, form, submit } = await bakeryWithForm(testApp)
    const first = await submit(ADA)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ message: 'Formular wurde abgeschickt.', entry_number: 1 })
    const second = await submit({ ...ADA, name: 'Grace' }, { 'accept-language': 'en' })
    expect(second.json()).toEqual({ message: 'The form was submitted.', entry_number: 2 })
    const page = (await client.get(`/api/forms/${form.id}/entries`)).json() as FormEntriesPage
    expect(page.data.map((e) => [e.entry_number, e.data.name])).toEqual([
      [2, 'Grace'],
      [1, 'Ada'],
    ])
    expect(page.data[1]!.data).toEqual(ADA)
  })

  it('is not stored when the form does not save to the database', async () => {
    const testApp = await buildTestApp()
    const { submit } = await bakeryWithForm(testApp, { saveToDatabase: false })
    const res = await submit(ADA)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Formular wurde abgeschickt.', entry_number: null })
    expect(await testApp.database.db.select().from(formEntries)).toEqual([])
  })

  it('counts submissions with the API rate limit: past it a visitor gets 429 and nothing is stored', async () => {
    const testApp = await buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } })
    const { submit } = await bakeryWithForm(testApp)
    const entriesBefore = (await testApp.database.db.select().from(formEntries)).length

    const answers = []
    for (let i = 0; i < 4; i++) answers.push((await submit(ADA)).statusCode)

    expect(answers.at(-1)).toBe(429)
    expect((await testApp.database.db.select().from(formEntries)).length - entriesBefore).toBe(
      answers.filter((status) => status === 201).length,
    )
  })

  it('gets field errors in their language for wrong and hostile values, and nothing is stored', async () => {
    const testApp = await buildTestApp()
    const { submit } = await bakeryWithForm(testApp)
    const wrong = await submit({ email: 'kein-mail', mood: 100.5, topic: 'spam' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({
      'data.name': ['Dieses Feld ist erforderlich.'],
      'data.email': [expect.any(String)],
      'data.mood': [expect.any(String)],
      'data.topic': [expect.any(String)],
    })
    const english = await submit({ ...ADA, name: '' }, { 'accept-language': 'en' })
    expect(english.json().errors).toEqual({ 'data.name': ['This field is required.'] })

    // The app's JSON parser refuses a `__proto__` key before any route (the contract would too).
    const hostile: [string, unknown, string][] = [
      ['a 1 MB value', { ...ADA, message: 'x'.repeat(1024 * 1024) }, 'data.message'],
      ['nested arrays', { ...ADA, name: [[['Ada']]] }, 'data.name'],
      ['a wrong type', { ...ADA, mood: '50' }, 'data.mood'],
      ['an unknown name', { ...ADA, admin: true }, 'data.admin'],
      ['a __proto__ key', JSON.parse(`{"name":"A","email":"a@b.de","__proto__":{"x":1}}`), 'body'],
      [
        '10,000 fields',
        Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, i])),
        'data',
      ],
      ['an array instead of values', [ADA], 'data'],
    ]
    for (const [what, data, field] of hostile) {
      const res = await submit(data)
      expect(res.statusCode, what).toBe(422)
      expect(Object.keys(res.json().errors), what).toEqual([field])
    }
    expect(await testApp.database.db.select().from(formEntries)).toEqual([])
  })

  it('gets 413 for a body beyond the limit and 404 for an unknown form', async () => {
    const testApp = await buildTestApp()
    const { submit, site } = await bakeryWithForm(testApp)
    expect((await submit({ ...ADA, message: 'x'.repeat(3 * 1024 * 1024) })).statusCode).toBe(413)
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/form/submit/999999',
      headers: { host: `${site.identifier}.localhost` },
      payload: { data: ADA },
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('numbers 50 concurrent submissions 1 to 50 without gaps or repeats', async () => {
    const testApp = await buildTestApp()
    const { form, submit } = await bakeryWithForm(testApp)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => submit({ ...ADA, name: `Gast ${i}` })),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(201))
    const numbers = answers.map((r) => r.json().entry_number as number).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    const stored = await testApp.database.db.select().from(formEntries)
    expect(stored.map((e) => e.entryNumber).sort((a, b) => a - b)).toEqual(numbers)
    expect(new Set(stored.map((e) => e.formId))).toEqual(new Set([form.id]))
  })
})

describe('entries in the back office', () => {
  it('come in pages, newest first, and one can be deleted without renumbering the rest', async () => {
    const testApp = await buildTestApp()
    const { client, form, submit } = await bakeryWithForm(testApp)
    for (let i = 1; i <= 5; i++) await submit({ ...ADA, name: `Gast ${i}` })
    const pageOf = async (query: string) =>
      (await client.get(`/api/forms/${form.id}/entries?${query}`)).json() as FormEntriesPage
    const second = await pageOf('page=2&per_page=2')
    expect(second).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3 })
    expect(second.data.map((e) => e.entry_number)).toEqual([3, 2])

    const other = await siteOwner(testApp, 'Andere Seite')
    const entryId = second.data[0]!.id
    expect((await other.client.delete(`/api/forms/${form.id}/entries/${entryId}`)).statusCode).toBe(
      404,
    )
    expect((await client.delete(`/api/forms/${form.id}/entries/${entryId}`)).statusCode).toBe(204)
    expect((await client.delete(`/api/forms/${form.id}/entries/${entryId}`)).statusCode).toBe(404)
    expect((await pageOf('per_page=10')).data.map((e) => e.entry_number)).toEqual([5, 4, 2, 1])
    expect((await submit(ADA)).json().entry_number).toBe(6)
  })
})
