import type { Form } from '@sitewerk/contracts'
import { expect } from 'vitest'
import type { TestApp } from './build-test-app.ts'
import { EASY, solve } from './captcha.ts'
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

/** A bakery with a contact form, and how a visitor (no session, no token) uses it on its site. */
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
  const host = `${owner.site.identifier}.localhost`
  const submit = (
    data: unknown,
    headers: Record<string, string> = {},
    guards: { altcha?: string } = {},
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: `/form/submit/${form.id}`,
      payload: { data, ...guards },
      headers: { host, 'accept-language': 'de', ...headers },
    })
  /** Turns the organisation's captcha on, at the lowest difficulty. */
  const turnCaptchaOn = async () => {
    const settings = await owner.client.put('/api/organization/captcha', {
      enabled: true,
      difficulty: EASY,
      allowed_domains: [],
    })
    expect(settings.statusCode, settings.body).toBe(200)
  }
  /** A solved challenge of the form's captcha, as the widget sends it. */
  const solvedCaptcha = async () => {
    const challenge = await testApp.app.inject({
      method: 'GET',
      url: `/form/${form.id}/challenge`,
      headers: { host },
    })
    expect(challenge.statusCode, challenge.body).toBe(200)
    return solve(challenge.json())
  }
  return { ...owner, form, submit, turnCaptchaOn, solvedCaptcha }
}
