import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'

const opening = {
  namespace: 'module',
  key: 'opening-hours',
  title: 'Öffnungszeiten',
  icon: null,
  form: [
    {
      $formkit: 'text',
      name: 'headline',
      label: 'Überschrift',
      placeholder: 'z. B. Wann wir da sind',
    },
    {
      $formkit: 'repeat',
      name: 'days',
      label: 'Tage',
      schema: [
        {
          $formkit: 'select',
          name: 'day',
          label: 'Tag',
          help: 'Ein Tag der Woche',
          options: [
            { value: 'mo', label: 'Montag' },
            { value: 'tu', label: 'Dienstag' },
          ],
        },
      ],
    },
  ],
  template: '<h2>{{ headline }}</h2>',
  style: '',
  data: {},
}

const english = {
  en: {
    title: 'Opening hours',
    fields: {
      headline: { label: 'Heading', placeholder: 'e.g. When we are in' },
      days: { label: 'Days' },
      'days.day': {
        label: 'Day',
        help: 'A day of the week',
        options: { mo: 'Monday', tu: 'Tuesday' },
      },
    },
  },
}

describe('English texts of a component (issue 13, defect 7)', () => {
  it('an organisation saves its component with English texts and reads them back, German untouched', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const created = await client.post('/api/components', { ...opening, translations: english })
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect((await client.get(`/api/component/${id}`)).json()).toMatchObject({
      title: 'Öffnungszeiten',
      form: opening.form,
      translations: english,
    })

    const renamed = { en: { ...english.en, title: 'Hours' } }
    const changed = await client.patch(`/api/component/${id}`, { translations: renamed })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ title: 'Öffnungszeiten', translations: renamed })
    expect((await client.get('/api/components')).json()).toEqual([
      expect.objectContaining({ id, translations: renamed }),
    ])
  })

  it('a component saved without English texts has none', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const created = await client.post('/api/components', opening)
    expect(created.json().translations).toEqual({})
  })

  it('refuses unknown languages, field paths and text kinds with field errors', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    client.jar.set('locale', 'en')
    const cases = [
      [{ fr: { title: 'Horaires' } }, 'translations.fr'],
      [{ en: { fields: { 'days..day': { label: 'Day' } } } }, 'translations.en.fields.days..day'],
      [
        { en: { fields: { headline: { colour: 'red' } } } },
        'translations.en.fields.headline.colour',
      ],
      [{ en: { title: 'x'.repeat(256) } }, 'translations.en.title'],
      [{ en: { fields: { days: { help: 'x'.repeat(501) } } } }, 'translations.en.fields.days.help'],
    ] as const
    for (const [translations, field] of cases) {
      const res = await client.post('/api/components', { ...opening, translations })
      expect({ field, status: res.statusCode }).toEqual({ field, status: 422 })
      expect(Object.keys(res.json().errors)).toEqual([field])
    }
  })

  it('another organisation cannot change them', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp, 'Eigen')
    const other = await siteOwner(testApp, 'Fremd')
    const { id } = (await owner.client.post('/api/components', opening)).json()
    const res = await other.client.patch(`/api/component/${id}`, { translations: english })
    expect(res.statusCode).toBe(404)
    expect((await owner.client.get(`/api/component/${id}`)).json().translations).toEqual({})
  })
})
