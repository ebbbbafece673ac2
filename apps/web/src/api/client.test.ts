import { ERROR_MESSAGES, ErrorBody, User } from '@sitewerk/contracts'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { server } from '../test/server'
import { i18n } from '../i18n/i18n'
import { getTestUserId, setTestUserId } from '../lib/test-user-mode'
import {
  ApiError,
  createApiClient,
  getErrorMessage,
  isErrorBody,
  parseRetryAfter,
  type ApiClientDeps,
} from './client'

const user: User = {
  id: 1,
  name: 'Ada',
  email: 'ada@example.com',
  email_verified_at: null,
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
  superuser: false,
  organizations: [],
}

function setXsrfCookie(value: string) {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; Path=/`
}

function makeClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = {
    baseUrl: '/api',
    fetch: (...args) => fetch(...args),
    getOrganizationId: () => null,
    refetchUser: vi.fn(async () => null),
    clearUser: vi.fn(),
    isSuperuser: () => false,
    navigate: vi.fn(),
    getLocation: () => ({ pathname: '/backend/organization', search: '?tab=members' }),
    notify: vi.fn(),
    translate: (key, values) => i18n.t(key, values),
    getLocale: () => 'de',
    sleep: vi.fn(async () => {}),
    maxRetries: 2,
    retryBaseDelayMs: 500,
    maxRetryDelayMs: 10_000,
    confirmWrite: vi.fn(async () => true),
    ...overrides,
  }
  return { client: createApiClient(deps), deps }
}

/** Answers `status` with a body and counts the calls. */
function answer(method: 'get' | 'post', path: string, ...responses: (() => Response)[]) {
  const calls: Request[] = []
  server.use(
    http[method](path, ({ request }) => {
      calls.push(request)
      const respond = responses[Math.min(calls.length, responses.length) - 1]!
      return respond()
    }),
  )
  return calls
}

const ok =
  (body: object = { ok: true }) =>
  () =>
    HttpResponse.json(body)
const fail =
  (status: number, message = 'nope', headers: Record<string, string> = {}) =>
  () =>
    HttpResponse.json({ message }, { status, headers })

describe('api client: headers and CSRF', () => {
  it('fetches the CSRF cookie before the first write when there is none', async () => {
    const order: string[] = []
    server.use(
      http.get('/api/sanctum/csrf-cookie', () => {
        order.push('csrf')
        setXsrfCookie('fresh-token')
        return new HttpResponse(null, { status: 204 })
      }),
      http.post('/api/thing', ({ request }) => {
        order.push(`thing ${request.headers.get('x-xsrf-token')}`)
        return HttpResponse.json({ ok: true })
      }),
    )
    const { client } = makeClient()
    await client.post('thing')
    expect(order).toEqual(['csrf', 'thing fresh-token'])
  })

  it('sends a read without waiting for the CSRF cookie, which it asks for beside it (issue #18)', async () => {
    const asked: string[] = []
    let releaseCookie = () => {}
    server.use(
      http.get('/api/sanctum/csrf-cookie', async () => {
        asked.push('csrf')
        await new Promise<void>((resolve) => (releaseCookie = resolve))
        setXsrfCookie('later-token')
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const calls = answer('get', '/api/thing', ok())
    // answered while the cookie's request is still open
    await expect(makeClient().client.get('thing')).resolves.toBeUndefined()
    expect(calls).toHaveLength(1)
    expect(asked).toEqual(['csrf'])
    releaseCookie()
  })

  it('does not ask for a CSRF cookie when one exists', async () => {
    setXsrfCookie('present')
    const csrf = answer(
      'get',
      '/api/sanctum/csrf-cookie',
      () => new HttpResponse(null, { status: 204 }),
    )
    answer('get', '/api/thing', ok())
    await makeClient().client.get('thing')
    expect(csrf).toHaveLength(0)
  })

  it('echoes the decoded XSRF cookie, asks for JSON in the UI language, sends credentials and the organisation', async () => {
    setXsrfCookie('a+b/c=')
    const calls = answer('post', '/api/thing', ok())
    const { client } = makeClient({ getOrganizationId: () => 42, getLocale: () => 'en' })
    await client.post('thing', { body: { title: 'x' } })
    const request = calls[0]!
    expect(request.headers.get('x-xsrf-token')).toBe('a+b/c=')
    expect(request.headers.get('accept')).toBe('application/json')
    expect(request.headers.get('accept-language')).toBe('en')
    expect(request.headers.get('x-organization-id')).toBe('42')
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(request.credentials).toBe('include')
    expect(await request.json()).toEqual({ title: 'x' })
  })

  it('sends no organisation header when none is selected', async () => {
    setXsrfCookie('t')
    const calls = answer('get', '/api/thing', ok())
    await makeClient().client.get('thing')
    expect(calls[0]!.headers.has('x-organization-id')).toBe(false)
  })

  it('on 419 refreshes the CSRF cookie and retries once, also for POST', async () => {
    setXsrfCookie('stale')
    const csrf = answer('get', '/api/sanctum/csrf-cookie', () => {
      setXsrfCookie('renewed')
      return new HttpResponse(null, { status: 204 })
    })
    const calls = answer('post', '/api/thing', fail(419, ERROR_MESSAGES.csrfMismatch), ok())
    const result = await makeClient().client.post('thing', {
      schema: z.object({ ok: z.boolean() }),
    })
    expect(result).toEqual({ ok: true })
    expect(csrf).toHaveLength(1)
    expect(calls.map((r) => r.headers.get('x-xsrf-token'))).toEqual(['stale', 'renewed'])
  })

  it('gives up after one 419 retry', async () => {
    setXsrfCookie('stale')
    answer('get', '/api/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 }))
    const calls = answer('post', '/api/thing', fail(419, ERROR_MESSAGES.csrfMismatch))
    await expect(makeClient().client.post('thing')).rejects.toMatchObject({ status: 419 })
    expect(calls).toHaveLength(2)
  })
})

describe('api client: responses', () => {
  it('parses a 2xx answer with the contract', async () => {
    setXsrfCookie('t')
    answer('get', '/api/user', ok(user))
    await expect(makeClient().client.get('user', { schema: User })).resolves.toEqual(user)
  })

  it('loads a contract given as an import only when a 2xx answer is there to parse', async () => {
    setXsrfCookie('t')
    let loads = 0
    const schema = async () => {
      loads += 1
      return User
    }
    answer('get', '/api/user', () =>
      HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    )
    await expect(makeClient().client.get('user', { schema })).rejects.toMatchObject({ status: 401 })
    expect(loads).toBe(0)
    answer('get', '/api/user', ok(user))
    await expect(makeClient().client.get('user', { schema })).resolves.toEqual(user)
    answer('get', '/api/user', ok({ id: 'not a number' }))
    await expect(makeClient().client.get('user', { schema })).rejects.toMatchObject({ status: 422 })
    expect(loads).toBe(2)
  })

  it('treats 204 as success without a body', async () => {
    setXsrfCookie('t')
    answer('get', '/api/logout', () => new HttpResponse(null, { status: 204 }))
    await expect(makeClient().client.get('logout')).resolves.toBeUndefined()
  })

  it('treats any 2xx as success (202 Accepted)', async () => {
    setXsrfCookie('t')
    answer('post', '/api/forgot-password', () =>
      HttpResponse.json({ status: 'sent' }, { status: 202 }),
    )
    await expect(makeClient().client.post('forgot-password', { body: {} })).resolves.toBeUndefined()
  })

  it('turns a response that breaks its contract into 422 Data parsing failed', async () => {
    setXsrfCookie('t')
    answer('get', '/api/user', ok({ id: 'not a number' }))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const promise = makeClient().client.get('user', { schema: User })
    await expect(promise).rejects.toBeInstanceOf(ApiError)
    await expect(promise).rejects.toMatchObject({ status: 422, message: 'Data parsing failed' })
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })

  it('logs the parsing issues to the console for superusers only', async () => {
    setXsrfCookie('t')
    answer('get', '/api/user', ok({ id: 'not a number' }))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      makeClient({ isSuperuser: () => true }).client.get('user', { schema: User }),
    ).rejects.toMatchObject({ status: 422 })
    expect(error).toHaveBeenCalledWith('Data parsing failed: GET user', expect.any(Array))
    error.mockRestore()
  })

  it('keeps the message and field errors of a 422', async () => {
    setXsrfCookie('t')
    answer('post', '/api/login', () =>
      HttpResponse.json(
        { message: 'Invalid.', errors: { email: ['Diese Zugangsdaten sind ungültig.'] } },
        { status: 422 },
      ),
    )
    await expect(makeClient().client.post('login', { body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Invalid.',
      errors: { email: ['Diese Zugangsdaten sind ungültig.'] },
    })
  })
})

describe('api client: 401 and 403', () => {
  it('on 403 re-fetches the user and sends a guest to /login with the origin route', async () => {
    setXsrfCookie('t')
    answer('get', '/api/organization/1', fail(403, ERROR_MESSAGES.unauthorized))
    const { client, deps } = makeClient()
    await expect(client.get('organization/1')).rejects.toMatchObject({ status: 403 })
    expect(deps.refetchUser).toHaveBeenCalledOnce()
    expect(deps.navigate).toHaveBeenCalledWith(
      `/login?from=${encodeURIComponent('/backend/organization?tab=members')}`,
    )
  })

  it('on 403 keeps a signed-in user where they are', async () => {
    setXsrfCookie('t')
    answer('get', '/api/organization/1', fail(403, ERROR_MESSAGES.unauthorized))
    const { client, deps } = makeClient({ refetchUser: vi.fn(async () => user) })
    await expect(client.get('organization/1')).rejects.toMatchObject({ status: 403 })
    expect(deps.navigate).not.toHaveBeenCalled()
  })

  it('does not redirect on a 403 of the user call itself', async () => {
    setXsrfCookie('t')
    answer('get', '/api/user', fail(403, ERROR_MESSAGES.unauthorized))
    const { client, deps } = makeClient()
    await expect(client.get('user')).rejects.toMatchObject({ status: 403 })
    expect(deps.refetchUser).not.toHaveBeenCalled()
    expect(deps.navigate).not.toHaveBeenCalled()
  })

  it.each(['/login', '/puronectar', '/en/login'])(
    'does not redirect on a 403 on %s',
    async (pathname) => {
      setXsrfCookie('t')
      answer('get', '/api/organization/1', fail(403, ERROR_MESSAGES.unauthorized))
      const { client, deps } = makeClient({ getLocation: () => ({ pathname, search: '' }) })
      await expect(client.get('organization/1')).rejects.toMatchObject({ status: 403 })
      expect(deps.navigate).not.toHaveBeenCalled()
    },
  )

  it('on 401 of another call clears the user and redirects to the login of the same locale', async () => {
    setXsrfCookie('t')
    answer('get', '/api/organization/1', fail(401, ERROR_MESSAGES.unauthenticated))
    const { client, deps } = makeClient({
      getLocation: () => ({ pathname: '/en/backend/user', search: '' }),
    })
    await expect(client.get('organization/1')).rejects.toMatchObject({ status: 401 })
    expect(deps.clearUser).toHaveBeenCalledOnce()
    expect(deps.navigate).toHaveBeenCalledWith(
      `/en/login?from=${encodeURIComponent('/en/backend/user')}`,
    )
  })

  it('a 401 of the user call means guest, without a redirect', async () => {
    setXsrfCookie('t')
    answer('get', '/api/user', fail(401, ERROR_MESSAGES.unauthenticated))
    const { client, deps } = makeClient()
    await expect(client.get('user')).rejects.toMatchObject({ status: 401 })
    expect(deps.navigate).not.toHaveBeenCalled()
  })
})

describe('api client: 429 and retries', () => {
  afterEach(async () => {
    await i18n.changeLanguage('de')
  })

  it('shows "Zu viele Anfragen." with the Retry-After time in German', async () => {
    setXsrfCookie('t')
    answer('post', '/api/login', fail(429, 'Too Many Attempts.', { 'Retry-After': '30' }))
    const { client, deps } = makeClient()
    await expect(client.post('login', { body: {} })).rejects.toMatchObject({
      status: 429,
      retryAfter: 30,
    })
    expect(deps.notify).toHaveBeenCalledWith({
      message: 'Zu viele Anfragen. Versuche es erneut in 30 Sekunden.',
    })
  })

  it('says only "Zu viele Anfragen." without Retry-After', async () => {
    setXsrfCookie('t')
    answer('post', '/api/login', fail(429))
    const { client, deps } = makeClient()
    await expect(client.post('login', { body: {} })).rejects.toMatchObject({ status: 429 })
    expect(deps.notify).toHaveBeenCalledWith({ message: 'Zu viele Anfragen.' })
  })

  it('speaks the UI language', async () => {
    await i18n.changeLanguage('en')
    setXsrfCookie('t')
    answer('post', '/api/login', fail(429, 'x', { 'Retry-After': '5' }))
    const { client, deps } = makeClient({ getLocale: () => 'en' })
    await expect(client.post('login', { body: {} })).rejects.toMatchObject({ status: 429 })
    expect(deps.notify).toHaveBeenCalledWith({
      message: 'Too many requests. Try again in 5 seconds.',
    })
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET on %i', async (status) => {
    setXsrfCookie('t')
    const calls = answer('get', '/api/thing', fail(status), ok())
    const { client } = makeClient()
    await expect(client.get('thing', { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({
      ok: true,
    })
    expect(calls).toHaveLength(2)
  })

  it('retries a few times with a growing backoff, then fails', async () => {
    setXsrfCookie('t')
    const calls = answer('get', '/api/thing', fail(503))
    const { client, deps } = makeClient()
    await expect(client.get('thing')).rejects.toMatchObject({ status: 503 })
    expect(calls).toHaveLength(3)
    expect(vi.mocked(deps.sleep).mock.calls).toEqual([[500], [1000]])
  })

  it('waits as long as Retry-After says', async () => {
    setXsrfCookie('t')
    answer('get', '/api/thing', fail(429, 'x', { 'Retry-After': '2' }), ok())
    const { client, deps } = makeClient()
    await client.get('thing')
    expect(deps.sleep).toHaveBeenCalledWith(2000)
  })

  it('does not wait for a Retry-After beyond the limit and reports it', async () => {
    setXsrfCookie('t')
    const calls = answer('get', '/api/thing', fail(429, 'x', { 'Retry-After': '3600' }))
    const { client, deps } = makeClient()
    await expect(client.get('thing')).rejects.toMatchObject({ status: 429, retryAfter: 3600 })
    expect(calls).toHaveLength(1)
    expect(deps.notify).toHaveBeenCalledOnce()
  })

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries %s', async (method) => {
    setXsrfCookie('t')
    let count = 0
    server.use(
      http[method]('/api/thing', () => {
        count += 1
        return HttpResponse.json({ message: 'busy' }, { status: 503 })
      }),
    )
    await expect(makeClient().client[method]('thing')).rejects.toMatchObject({ status: 503 })
    expect(count).toBe(1)
  })

  it('does not retry a GET on other statuses', async () => {
    setXsrfCookie('t')
    const calls = answer('get', '/api/thing', fail(404))
    await expect(makeClient().client.get('thing')).rejects.toMatchObject({ status: 404 })
    expect(calls).toHaveLength(1)
  })
})

describe("api client: a test user's writes (decision 033)", () => {
  afterEach(() => setTestUserId(null))
  const asTestUser =
    (body: object = { ok: true }) =>
    () =>
      HttpResponse.json(body, { headers: { 'x-sitewerk-test-user': '7' } })

  it('learns from the answers that a test user is on, and that it is over', async () => {
    setXsrfCookie('t')
    answer('get', '/api/user', asTestUser(user), ok(user))
    const { client } = makeClient()
    await client.get('user')
    expect(getTestUserId()).toBe(7)
    await client.get('user')
    expect(getTestUserId()).toBeNull()
  })

  it('asks before each write and sends the confirmation with that write only', async () => {
    setXsrfCookie('t')
    setTestUserId(7)
    const calls = answer('post', '/api/thing', asTestUser())
    const reads = answer('get', '/api/thing', asTestUser())
    const confirmWrite = vi.fn(async () => true)
    const { client } = makeClient({ confirmWrite })
    await client.post('thing', { body: { title: 'Neu' } })
    await client.get('thing')
    expect(confirmWrite).toHaveBeenCalledWith({
      method: 'POST',
      path: 'thing',
      body: { title: 'Neu' },
    })
    expect(confirmWrite).toHaveBeenCalledTimes(1)
    expect(calls[0]!.headers.get('x-sitewerk-confirm-write')).toBe('1')
    expect(reads[0]!.headers.get('x-sitewerk-confirm-write')).toBeNull()
  })

  it('sends nothing when the write is cancelled', async () => {
    setXsrfCookie('t')
    setTestUserId(7)
    const calls = answer('post', '/api/thing', asTestUser())
    const { client } = makeClient({ confirmWrite: async () => false })
    await expect(client.post('thing', { body: { title: 'Neu' } })).rejects.toMatchObject({
      status: 0,
      message: 'Nichts gespeichert: Sie haben die Änderung abgebrochen.',
    })
    expect(calls).toHaveLength(0)
  })

  it('asks when the server wants a confirmation it did not expect, and sends the write again', async () => {
    setXsrfCookie('t')
    const refusal = () =>
      HttpResponse.json(
        { message: 'Bitte bestätigen', errorTypes: { test_user: ['confirm_write'] } },
        { status: 423, headers: { 'x-sitewerk-test-user': '7' } },
      )
    const calls = answer('post', '/api/thing', refusal, asTestUser())
    const confirmWrite = vi.fn(async () => true)
    await makeClient({ confirmWrite }).client.post('thing', { body: {} })
    expect(confirmWrite).toHaveBeenCalledTimes(1)
    expect(calls.map((c) => c.headers.get('x-sitewerk-confirm-write'))).toEqual([null, '1'])
  })

  it("does not ask for the superuser's own call that ends the test user", async () => {
    setXsrfCookie('t')
    setTestUserId(7)
    const calls = answer('post', '/api/end', ok())
    const confirmWrite = vi.fn(async () => true)
    await makeClient({ confirmWrite }).client.post('end', { operatorCall: true })
    expect(confirmWrite).not.toHaveBeenCalled()
    expect(calls[0]!.headers.get('x-sitewerk-confirm-write')).toBeNull()
  })
})

describe('error helpers', () => {
  it('getErrorMessage reads whatever was thrown', () => {
    expect(getErrorMessage(new ApiError({ status: 403, message: 'Denied' }))).toBe('Denied')
    expect(getErrorMessage('plain')).toBe('plain')
    expect(getErrorMessage({ message: 'object' })).toBe('object')
    expect(getErrorMessage(null)).toBe('Unknown Error')
  })

  it('isErrorBody reads an error body as the contract ErrorBody does, without zod', () => {
    const bodies = [
      { message: 'Invalid.' },
      { message: 'Invalid.', errors: { email: ['Pflichtfeld.'], 'a.b': [] } },
      { message: 'Conflict.', errorTypes: { id: ['is_used'] }, usages: [] },
      { message: 'Invalid.', errors: { email: 'Pflichtfeld.' } },
      { message: 'Invalid.', errors: { email: [1] } },
      { message: 'Invalid.', errors: null },
      { message: 404 },
      { errors: {} },
      '<html>Bad Gateway</html>',
      null,
    ]
    for (const body of bodies)
      expect(isErrorBody(body), JSON.stringify(body)).toBe(ErrorBody.safeParse(body).success)
  })

  it('parseRetryAfter takes seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter('12', now)).toBe(12)
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60)
    expect(parseRetryAfter('soon', now)).toBeNull()
    expect(parseRetryAfter(null, now)).toBeNull()
  })
})
