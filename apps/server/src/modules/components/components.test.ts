import { describe, expect, it } from 'vitest'
import { SCHEMA_MESSAGES } from '@sitewerk/contracts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import {
  createComponent,
  pageWithArticle,
  signedInClient,
  siteOwner,
} from '../../test/factories.ts'

const hero = {
  namespace: 'module',
  key: 'hero',
  title: 'Hero',
  icon: 'mdi:star',
  form: [{ $formkit: 'text', name: 'headline', label: 'Überschrift', required: true }],
  template: '<h1>{{ headline }}</h1>',
  style: 'h1 { color: red }',
  script: 'console.log(1)',
  data: { headline: 'Willkommen' },
}

async function superuser(testApp: TestApp) {
  return (await signedInClient(testApp, { superuser: true })).client
}

describe('components', () => {
  it('creates, reads, lists, changes and deletes an organisation’s component', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await siteOwner(testApp)
    const created = await client.post('/api/components', hero)
    expect(created.statusCode).toBe(201)
    const component = created.json()
    expect(component).toMatchObject({
      ...hero,
      css: '.sw-c-hero h1 {\n  color: red;\n}',
      organization_id: organization.id,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    })
    expect((await client.get(`/api/component/${component.id}`)).json()).toEqual(component)
    expect((await client.get('/api/components')).json()).toEqual([component])

    const changed = await client.patch(`/api/component/${component.id}`, {
      title: 'Großes Bild',
      data: [],
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ title: 'Großes Bild', data: {}, key: 'hero' })
    expect(changed.json().updated_at).not.toBe(component.updated_at)

    const deleted = await client.delete(`/api/component/${component.id}`)
    expect(deleted.statusCode).toBe(204)
    expect((await client.get(`/api/component/${component.id}`)).statusCode).toBe(404)
  })

  it('keys are unique per owner: twice in one organisation is 422, in another one fine', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp, 'Eigen')
    const other = await siteOwner(testApp, 'Fremd')
    expect((await owner.client.post('/api/components', hero)).statusCode).toBe(201)
    const twice = await owner.client.post('/api/components', { ...hero, title: 'Nochmal' })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors).toEqual({
      key: ['Eine Komponente mit diesem Schlüssel gibt es schon.'],
    })
    expect((await other.client.post('/api/components', hero)).statusCode).toBe(201)
    const text = (await owner.client.post('/api/components', { ...hero, key: 'text' })).json()
    const renamed = await owner.client.patch(`/api/component/${text.id}`, { key: 'hero' })
    expect(renamed.json().errors).toEqual({
      key: ['Eine Komponente mit diesem Schlüssel gibt es schon.'],
    })
  })

  it('platform components are visible to every organisation and changed only by superusers', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await siteOwner(testApp)
    const admin = await superuser(testApp)

    expect((await client.post('/api/components', { ...hero, platform: true })).statusCode).toBe(403)
    const created = await admin.post('/api/components', { ...hero, platform: true })
    expect(created.statusCode).toBe(201)
    const platform = created.json()
    expect(platform.organization_id).toBeNull()
    const own = (await client.post('/api/components', { ...hero, key: 'text' })).json()

    expect((await client.get('/api/components')).json().map((c: { id: number }) => c.id)).toEqual([
      platform.id,
      own.id,
    ])
    expect((await client.get(`/api/component/${platform.id}`)).statusCode).toBe(200)
    expect((await client.patch(`/api/component/${platform.id}`, { title: 'x' })).statusCode).toBe(
      403,
    )
    expect((await client.delete(`/api/component/${platform.id}`)).statusCode).toBe(403)

    admin.useOrganization(organization.id)
    const changed = await admin.patch(`/api/component/${platform.id}`, { title: 'Plattform' })
    expect(changed.json()).toMatchObject({ title: 'Plattform', organization_id: null })
    expect((await admin.delete(`/api/component/${platform.id}`)).statusCode).toBe(204)
  })

  it('another organisation’s component is a 404 for every call', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp, 'Eigen')
    const other = await siteOwner(testApp, 'Fremd')
    const component = (await owner.client.post('/api/components', hero)).json()
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/component/${component.id}`],
      ['PATCH', `/api/component/${component.id}`, { title: 'x' }],
      ['DELETE', `/api/component/${component.id}`],
      ['GET', `/api/component/${component.id}/style`],
    ]
    for (const [method, url, body] of calls) {
      expect({ url, status: (await other.client.request(method, url, body)).statusCode }).toEqual({
        url,
        status: 404,
      })
    }
    expect((await other.client.get('/api/components')).json()).toEqual([])
    expect((await owner.client.get(`/api/component/${component.id}`)).json().title).toBe('Hero')
  })

  it('needs a signed-in user and an organisation', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    client.useOrganization(undefined)
    expect((await client.get('/api/components')).statusCode).toBe(403)
    expect((await client.post('/api/components', hero)).statusCode).toBe(403)
    client.useOrganization(999_999)
    expect((await client.get('/api/components')).statusCode).toBe(404)
    const guest = await testApp.app.inject({ method: 'GET', url: '/api/components' })
    expect(guest.statusCode).toBe(401)
  })

  it('keeps the last good version when the template does not parse', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const component = (await client.post('/api/components', hero)).json()
    const broken = await client.patch(`/api/component/${component.id}`, {
      title: 'Kaputt',
      template: '<h1>{{ headline }}</h1>\n{% if headline %}\n<p>offen',
    })
    expect(broken.statusCode).toBe(422)
    expect(broken.json().errors).toEqual({
      template: ['Die Vorlage enthält einen Fehler in Zeile 2: tag {% if headline %} not closed'],
    })
    expect((await client.get(`/api/component/${component.id}`)).json()).toEqual(component)
    const unknownFilter = await client.post('/api/components', {
      ...hero,
      key: 'other',
      template: '{{ headline | valueOf }}',
    })
    expect(unknownFilter.json().errors.template).toEqual([
      'Die Vorlage enthält einen Fehler in Zeile 1: undefined filter: valueOf',
    ])
  })

  it('checks the form: untyped fields dropped, names required and unique (spec §5)', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const res = await client.post('/api/components', {
      ...hero,
      form: [
        { $formkit: 'text', name: 'a' },
        { $formkit: 'text', name: 'a' },
        { $formkit: 'group', name: 'g', children: [{ $formkit: 'number', name: '' }] },
      ],
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      'form.1.name': [SCHEMA_MESSAGES.nameDuplicate],
      'form.2.children.0.name': [SCHEMA_MESSAGES.nameMissing],
    })
    const badName = await client.post('/api/components', {
      ...hero,
      form: [{ $formkit: 'text', name: '1 leer zeichen' }],
    })
    expect(badName.json().errors).toEqual({ 'form.0.name': ['Das Format ist ungültig.'] })

    const dropped = await client.post('/api/components', {
      ...hero,
      form: [{ name: 'ohne-typ' }, { $formkit: '', name: 'leer' }, { $formkit: 'text', name: 'a' }],
    })
    expect(dropped.statusCode).toBe(201)
    expect(dropped.json().form).toEqual([{ $formkit: 'text', name: 'a' }])
  })

  it('refuses bad input with field errors', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const cases = [
      [{ ...hero, colour: 'red' }, 'colour'],
      [{ ...hero, namespace: 'sidebar' }, 'namespace'],
      [{ ...hero, key: 'Hero Bild' }, 'key'],
      [{ ...hero, key: 'x'.repeat(65) }, 'key'],
      [{ ...hero, title: '' }, 'title'],
      [{ ...hero, title: 'x'.repeat(256) }, 'title'],
      [{ ...hero, template: 'x'.repeat(100_001) }, 'template'],
      [{ ...hero, style: 'x'.repeat(100_001) }, 'style'],
      [{ ...hero, script: 'x'.repeat(100_001) }, 'script'],
      [{ ...hero, data: [1] }, 'data'],
      [{ ...hero, form: [{ $formkit: 'slider', name: 'a' }] }, 'form.0.$formkit'],
    ] as const
    for (const [body, field] of cases) {
      const res = await client.post('/api/components', body)
      expect({ field, status: res.statusCode }).toEqual({ field, status: 422 })
      expect(Object.keys(res.json().errors)).toEqual([field])
    }
    const patch = await client.patch('/api/component/1', { organization_id: 2 })
    expect(patch.json().errors).toEqual({ organization_id: ['Unbekanntes Feld.'] })
    expect((await client.get('/api/component/abc')).statusCode).toBe(404)
  })

  it('answers in English with the locale cookie en', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    client.jar.set('locale', 'en')
    const res = await client.post('/api/components', {
      ...hero,
      template: '{% foo %}',
      style: 'h1 { color: $nope }',
      form: [{ $formkit: 'text' }],
      extra: 1,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { extra: ['Unknown field.'] },
    })
    const semantic = await client.post('/api/components', {
      ...hero,
      template: '{% foo %}',
      style: 'h1 { color: $nope }',
      form: [{ $formkit: 'text' }],
    })
    expect(semantic.json().errors).toEqual({
      template: ['The template has an error on line 1: tag "foo" not found'],
      style: ['The stylesheet has an error on line 1: Undefined variable.'],
      'form.0.name': ['Name missing'],
    })
  })

  it('refuses to delete a component that contents use and lists where (spec §8)', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const component = (await client.post('/api/components', hero)).json()
    const { page, article } = await pageWithArticle(client, site.id, 'start')
    const layout = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Standard' })
    ).json()
    const uses = [
      { section_id: article.sections[0].id, order: 1 },
      { section_id: article.sections[0].id, order: 2 },
      { article_id: article.id },
      { layout_id: layout.id, layout_slot: 'footer' },
    ]
    for (const place of uses) {
      const added = await client.post('/api/content', {
        ...place,
        component_id: component.id,
        data: { headline: 'x' },
      })
      expect(added.statusCode).toBe(201)
    }

    const res = await client.delete(`/api/component/${component.id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'Die Komponente wird noch verwendet und kann nicht gelöscht werden.',
      errorTypes: { id: ['is_used'] },
      usages: [
        { type: 'page', id: page.id, url: 'start', title: 'Start' },
        { type: 'layout', id: layout.id, slot: 'footer', title: 'Standard' },
      ],
    })
    expect((await client.get(`/api/component/${component.id}`)).statusCode).toBe(200)
  })

  it('a component seeded by the platform shows up in every organisation’s list', async () => {
    const testApp = await buildTestApp()
    const first = await siteOwner(testApp, 'Eins')
    const second = await siteOwner(testApp, 'Zwei')
    const seeded = await createComponent(testApp.database, { key: 'text', data: [] as never })
    for (const { client } of [first, second]) {
      const list = (await client.get('/api/components')).json()
      expect(list).toEqual([expect.objectContaining({ id: seeded.id, data: {} })])
    }
  })
})
