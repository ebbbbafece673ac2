import { describe, expect, it } from 'vitest'
import { buildDataSchema, normalizeData } from './data-schema.ts'
import { FIELD_TYPES, PUBLIC_FORM_FIELD_TYPES, type FormField } from './field.ts'

const hero: FormField[] = [
  { $formkit: 'text', name: 'headline', required: true },
  { $formkit: 'range', name: 'opacity' },
  {
    $formkit: 'select',
    name: 'align',
    options: [
      { label: 'Links', value: 'left' },
      { label: 'Mitte', value: 'center' },
    ],
  },
  { $formkit: 'checkbox', name: 'consent', required: true },
  { $formkit: 'color', name: 'tint' },
  {
    $formkit: 'repeat',
    name: 'cards',
    schema: [
      { $formkit: 'text', name: 'title', required: true },
      { $formkit: 'media', name: 'image' },
    ],
  },
  { $formkit: 'group', name: 'cta', children: [{ $formkit: 'url', name: 'href' }] },
]

describe('schema-form data', () => {
  const schema = buildDataSchema(hero)

  it('accepts data that fills the form, dropping unknown keys', () => {
    const data = {
      headline: 'Willkommen',
      opacity: 33.5,
      align: 'center',
      consent: true,
      tint: 'rgba(255, 0, 0, 0.5)',
      cards: [{ title: 'Eins', image: { id: 1, filename: 'a.jpg', width: 10, height: 10 } }],
      cta: { href: '/kontakt' },
      stale: 'dropped',
    }
    expect(schema.parse(data)).not.toHaveProperty('stale')
  })

  it('names the path of every wrong value', () => {
    const result = schema.safeParse({
      headline: '',
      opacity: 100.5,
      align: 'right',
      consent: false,
      tint: 'red; background:url(x)',
      cards: [{ title: 7 }],
      cta: { href: 'javascript:alert(1)' },
    })
    const paths = result.error?.issues.map((i) => i.path.join('.')).sort()
    expect(paths).toEqual([
      'align',
      'cards.0.title',
      'consent',
      'cta.href',
      'headline',
      'opacity',
      'tint',
    ])
  })

  it('keeps range fields within 0..100 by default and takes floats', () => {
    const range = buildDataSchema([{ $formkit: 'range', name: 'r', required: true }])
    expect(range.safeParse({ r: 0 }).success).toBe(true)
    expect(range.safeParse({ r: 99.99 }).success).toBe(true)
    expect(range.safeParse({ r: -0.1 }).success).toBe(false)
  })

  it('treats data arriving as an empty array as an empty object (spec §3)', () => {
    expect(normalizeData([])).toEqual({})
    expect(normalizeData({ a: 1 })).toEqual({ a: 1 })
    expect(normalizeData('x')).toEqual({})
  })
})

describe('the icon field (decision 019)', () => {
  it('takes an icon name of the set and refuses markup or paths', () => {
    const schema = buildDataSchema([{ $formkit: 'icon', name: 'icon' }])
    expect(schema.parse({ icon: 'layout-navbar' })).toEqual({ icon: 'layout-navbar' })
    expect(schema.parse({ icon: '' })).toEqual({})
    for (const icon of ['<svg>', '../x', 'Home', 'a'.repeat(65), 7]) {
      expect(schema.safeParse({ icon }).success, String(icon)).toBe(false)
    }
  })

  it('is for back-office forms only: public forms do not offer it', () => {
    expect(FIELD_TYPES).toContain('icon')
    expect(PUBLIC_FORM_FIELD_TYPES).not.toContain('icon')
  })
})
