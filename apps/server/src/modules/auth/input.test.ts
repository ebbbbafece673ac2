import { describe, expect, it } from 'vitest'
import { buildTestApp, createClient } from '../../test/build-test-app.ts'
import { createUser, signIn } from '../../test/factories.ts'

const json = { 'content-type': 'application/json' }

describe('bad input to the account calls', () => {
  it('answers malformed JSON with 422 on body', async () => {
    const { app } = await buildTestApp()
    const res = await createClient(app).request('POST', '/api/login', '{"email": ', json)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Die eingegebenen Daten sind ungültig.',
      errors: { body: ['Der Inhalt ist kein gültiges JSON.'] },
    })
  })

  it('answers wrong types with 422 per field', async () => {
    const { app } = await buildTestApp()
    const res = await createClient(app).post('/api/login', {
      email: 42,
      password: ['x'],
      remember: 'yes',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      email: ['Dieser Wert hat den falschen Typ.'],
      password: ['Dieser Wert hat den falschen Typ.'],
      remember: ['Dieser Wert hat den falschen Typ.'],
    })
  })

  it('names missing fields as required', async () => {
    const { app } = await buildTestApp()
    const res = await createClient(app).post('/api/register', {})
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'email',
      'name',
      'password',
      'password_confirmation',
    ])
    expect(res.json().errors.name).toEqual(['Dieses Feld ist erforderlich.'])
  })

  it('refuses unknown fields, in German by default', async () => {
    const { app } = await buildTestApp()
    const res = await createClient(app).post('/api/forgot-password', {
      email: 'a@example.test',
      superuser: true,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ superuser: ['Unbekanntes Feld.'] })
  })

  it('refuses unknown fields in English when the locale cookie is en', async () => {
    const { app, database } = await buildTestApp()
    const user = await createUser(database)
    const client = createClient(app)
    await signIn(client, user)
    client.jar.set('locale', 'en')
    const res = await client.patch('/api/user', { superuser: true })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { superuser: ['Unknown field.'] },
    })
  })

  it('refuses over-long strings', async () => {
    const { app } = await buildTestApp()
    const long = 'x'.repeat(300)
    const res = await createClient(app).post('/api/register', {
      name: long,
      email: `${long}@example.test`,
      password: long,
      password_confirmation: long,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      name: ['Höchstens 120 Zeichen.'],
      email: ['Höchstens 255 Zeichen.'],
      password: ['Höchstens 255 Zeichen.'],
      password_confirmation: ['Höchstens 255 Zeichen.'],
    })
    const token = await createClient(app).post('/api/email/verify', { token: long })
    expect(token.json().errors).toEqual({ token: ['Höchstens 200 Zeichen.'] })
  })

  it('refuses a malformed e-mail and a short password', async () => {
    const { app } = await buildTestApp()
    const res = await createClient(app).post('/api/register', {
      name: 'Ada',
      email: 'not-an-address',
      password: 'short',
      password_confirmation: 'short',
    })
    expect(res.json().errors).toEqual({
      email: ['Bitte eine gültige E-Mail-Adresse angeben.'],
      password: ['Mindestens 8 Zeichen.'],
    })
  })

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"login"'],
    ['a number', '7'],
  ])('answers a body that is %s with 422, never 500', async (_what, body) => {
    const { app } = await buildTestApp()
    const client = createClient(app)
    for (const url of ['/api/login', '/api/register', '/api/reset-password', '/api/email/verify']) {
      expect((await client.request('POST', url, body, json)).statusCode).toBe(422)
    }
  })
})
