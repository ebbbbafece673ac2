import { describe, expect, it } from 'vitest'
import { buildSubmissionSchema, PublicFormSchema } from './forms.ts'
import type { FormField } from '../schema-form/field.ts'

const FIELDS: FormField[] = [
  { $formkit: 'text', name: 'name', required: true },
  { $formkit: 'email', name: 'email', required: true },
  { $formkit: 'url', name: 'website' },
  { $formkit: 'number', name: 'guests' },
  { $formkit: 'range', name: 'mood' },
  {
    $formkit: 'select',
    name: 'topic',
    options: [
      { label: 'Frage', value: 'question' },
      { label: 'Lob', value: 'praise' },
    ],
  },
]
const check = buildSubmissionSchema(FIELDS)
const paths = (value: unknown) => {
  const result = check.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'))
}

describe('a visitor submission', () => {
  it('passes with valid values, keeping floats of a range', () => {
    const data = { name: 'Ada', email: 'ada@example.com', mood: 42.5, topic: 'praise' }
    expect(check.parse(data)).toEqual(data)
  })

  it('names every field that is wrong', () => {
    expect(
      paths({
        email: 'nope',
        website: 'javascript:alert(1)',
        guests: '3',
        mood: 100.5,
        topic: 'x',
      }),
    ).toEqual(['name', 'email', 'website', 'guests', 'mood', 'topic'])
  })

  it('refuses names the form does not have, __proto__ among them', () => {
    const hostile = JSON.parse('{"name":"Ada","email":"a@b.de","__proto__":{"admin":true},"x":1}')
    expect(paths(hostile)).toEqual(['__proto__', 'x'])
  })

  it('refuses thousands of keys with one error and a non-object outright', () => {
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, 'x']))
    expect(paths(many)).toEqual([''])
    expect(paths([['nested']])).toEqual([''])
  })
})

describe('a public form schema', () => {
  it('allows only the public field types and no prototype names', () => {
    const result = PublicFormSchema.safeParse([
      { $formkit: 'text', name: 'ok' },
      { $formkit: 'password', name: 'secret' },
      { $formkit: 'text', name: '__proto__' },
    ])
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['1.$formkit', 'form_field_type'],
      ['2.name', 'reserved_name'],
    ])
  })
})

describe('a condition of a public form field', () => {
  it('must name another field of the form', () => {
    const result = PublicFormSchema.safeParse([
      { $formkit: 'checkbox', name: 'news' },
      { $formkit: 'text', name: 'topics', showIf: { name: 'news' } },
      { $formkit: 'text', name: 'self', showIf: { name: 'self' } },
      { $formkit: 'text', name: 'lost', showIf: { name: 'missing', equals: 'x' } },
    ])
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['2.showIf.name', 'show_if_field'],
      ['3.showIf.name', 'show_if_field'],
    ])
  })
})
