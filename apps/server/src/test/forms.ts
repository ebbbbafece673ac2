import type { Form } from '@sitewerk/contracts'
import { expect } from 'vitest'
import type { TestApp } from './build-test-app.ts'
import { siteOwner } from './factories.ts'

export const CONTACT = [
  { $formkit: 'text', name: 'name', label: 'Name', required: true },
  { $formkit: 'email', name: 'email', label: 'E-Mail', required: true },
  { $formkit: 'textarea', name: 'message', label: 'Nachricht' },
  { $formkit: 'range', name: 'mood', label: 'Zufriedenheit' },
  {
    $formkit: 'radio',
    name: 'topic',
    options: [
      { label: 'Frage', value: 'question' },
      { label: 'Lob', value: 'praise' },
    ],
  },
]

/** A bakery with a contact form, and how a visitor (no session, no token) uses it. */
export async function bakeryWithForm(
  testApp: TestApp,
  extra: Record<string, unknown> = {},
  title = 'Bäckerei Sonne',
) {
  const owner = await siteOwner(testApp, title)
  const res = await owner.client.post('/api/forms', {
    site_id: owner.site.id,
    title: 'Kontakt',
    schema: CONTACT,
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  const form = res.json() as Form
  const submit = (data: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: `/form/submit/${form.id}`,
      payload: { data },
      headers: { 'accept-language': 'de', ...headers },
    })
  return { ...owner, form, submit }
}
