import { describe, expect, it } from 'vitest'
import type { FormField } from './field.ts'
import { checkSubmission, visibleFields } from './submission-check.ts'

const FIELDS: FormField[] = [
  { $formkit: 'text', name: 'name', required: true },
  {
    $formkit: 'radio',
    name: 'contact',
    required: true,
    options: [
      { label: 'E-Mail', value: 'mail' },
      { label: 'Telefon', value: 'phone' },
    ],
  },
  { $formkit: 'email', name: 'email', required: true, showIf: { name: 'contact', equals: 'mail' } },
  { $formkit: 'text', name: 'phone', required: true, showIf: { name: 'contact', equals: 'phone' } },
  { $formkit: 'checkbox', name: 'newsletter' },
  { $formkit: 'text', name: 'interests', showIf: { name: 'newsletter' } },
  { $formkit: 'range', name: 'mood' },
  { $formkit: 'checkbox', name: 'consent', required: true },
]
const codes = (input: unknown) =>
  checkSubmission(FIELDS, input).issues.map((i) => `${i.path.join('.')}:${i.code}`)

describe('the check of a visitor submission', () => {
  it('keeps the shown values, floats of a range among them, and drops empty optional ones', () => {
    const input = { name: 'Ada', contact: 'mail', email: 'ada@example.com', mood: 42.5 }
    expect(checkSubmission(FIELDS, { ...input, consent: true, newsletter: null })).toEqual({
      data: { ...input, consent: true },
      issues: [],
    })
  })

  it('does not require a hidden field and drops what was sent for it', () => {
    const sent = { name: 'Ada', contact: 'phone', phone: '123', email: 'x', consent: true }
    expect(checkSubmission(FIELDS, sent)).toEqual({
      data: { name: 'Ada', contact: 'phone', phone: '123', consent: true },
      issues: [],
    })
    expect(codes({ name: 'Ada', contact: 'phone', consent: true })).toEqual(['phone:invalid_type'])
  })

  it('names each wrong or missing field in the order of the form', () => {
    expect(
      codes({ name: '', contact: 'mail', email: 'nope', mood: 100.5, consent: false }),
    ).toEqual(['name:too_small', 'email:invalid_format', 'mood:too_big', 'consent:invalid_value'])
    expect(codes({ contact: 'fax' })).toEqual([
      'name:invalid_type',
      'contact:invalid_value',
      'consent:invalid_type',
    ])
  })

  it('refuses unknown names and __proto__ by name, thousands of keys and non-objects outright', () => {
    const hostile = JSON.parse('{"__proto__":{"admin":true},"x":1}')
    expect(codes(hostile).slice(0, 2)).toEqual(['__proto__:custom', 'x:custom'])
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, 'x']))
    expect(codes(many)).toEqual([':custom'])
    expect(codes([['nested']])).toEqual([':invalid_type'])
  })
})

describe('which fields a form shows', () => {
  const names = (values: Record<string, unknown>) =>
    visibleFields(FIELDS, values).map((f) => f.name)

  it('shows a field while the field it names has a value, or the value it asks for', () => {
    expect(names({})).toEqual(['name', 'contact', 'newsletter', 'mood', 'consent'])
    expect(names({ contact: 'phone', newsletter: true })).toEqual([
      'name',
      'contact',
      'phone',
      'newsletter',
      'interests',
      'mood',
      'consent',
    ])
  })

  it('hides a chain whose first field is hidden, and a loop', () => {
    const chain: FormField[] = [
      { $formkit: 'checkbox', name: 'a' },
      { $formkit: 'text', name: 'b', showIf: { name: 'a' } },
      { $formkit: 'text', name: 'c', showIf: { name: 'b' } },
      { $formkit: 'text', name: 'd', showIf: { name: 'e' } },
      { $formkit: 'text', name: 'e', showIf: { name: 'd' } },
    ]
    const shown = (values: Record<string, unknown>) =>
      visibleFields(chain, values).map((f) => f.name)
    expect(shown({ b: 'x' })).toEqual(['a'])
    expect(shown({ a: true, b: 'x', d: 'x', e: 'y' })).toEqual(['a', 'b', 'c'])
  })
})
