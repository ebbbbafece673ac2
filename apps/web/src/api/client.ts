/**
 * The one HTTP client of the back office (spec §7, §8, §9; ARCHITECTURE.md "Auth and requests").
 * Every call goes to `/api` on the page's own host with credentials, asks for JSON, echoes the
 * XSRF-TOKEN cookie and carries the selected organisation. Failures become ApiError; 419, 401,
 * 403 and 429 are handled here once instead of in every screen.
 */
import {
  COOKIES,
  ERROR_MESSAGES,
  NON_RETRY_METHODS,
  ORGANIZATION_HEADER,
  RETRY_STATUSES,
  TEST_USER_CONFIRM_HEADER,
  TEST_USER_HEADER,
  XSRF_HEADER,
  clampTimerMs,
  type ErrorBody,
  type User,
} from '@sitewerk/contracts'
import type { z } from 'zod'
import { localeFromPath, withLocalePrefix } from '../i18n/locale'
import { getStoredOrganizationId } from '../lib/organization-id-store'
import { getTestUserId, setTestUserId } from '../lib/test-user-mode'
import { getCookie } from '../utils/cookies'
export type FieldErrors = Record<string, string[]>

/** Every failed call ends as an ApiError (spec §3 error response, §8). */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldErrors
  /** Seconds from a Retry-After header, null without one. */
  readonly retryAfter: number | null
  /** The answer's JSON as sent (a 409's usages, say); null without one. */
  readonly body: unknown

  constructor({
    status,
    message,
    errors = {},
    retryAfter = null,
    body = null,
  }: {
    status: number
    message: string
    errors?: FieldErrors
    retryAfter?: number | null
    body?: unknown
  }) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.retryAfter = retryAfter
    this.body = body
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** One line for a person, whatever was thrown (epic-stack's getErrorMessage). */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error
  if (error instanceof Error && error.message) return error.message
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message) return message
  }
  return 'Unknown Error'
}

const isStringList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * Whether `json` has the shape of contracts' ErrorBody (spec §3) as far as the client reads it,
 * checked without zod: a guest's first answer on the login is an error, and the login loads no
 * contract before it is submitted (issue #18). client.test.ts holds it to ErrorBody.
 */
export function isErrorBody(json: unknown): json is Pick<ErrorBody, 'message' | 'errors'> {
  if (!json || typeof json !== 'object') return false
  const { message, errors } = json as Record<string, unknown>
  if (typeof message !== 'string') return false
  if (errors === undefined) return true
  return !!errors && typeof errors === 'object' && Object.values(errors).every(isStringList)
}

/** The body of a non-2xx answer; anything that is not an error body keeps the status text. */
export function errorBodyFrom(json: unknown, fallbackMessage: string) {
  if (isErrorBody(json)) return { message: json.message, errors: json.errors ?? {} }
  return { message: fallbackMessage, errors: {} }
}

/** Retry-After is either seconds or an HTTP date (RFC 9110); answers whole seconds or null. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return null
  return Math.max(0, Math.ceil((date - now) / 1000))
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: HttpMethod
  query?: Record<string, QueryValue>
  body?: unknown
  /**
   * The contract the 2xx answer must match; without one the body is ignored. A function that
   * imports it loads it only once such an answer is there (LazyContract).
   */
  schema?: S | LazyContract<S>
  signal?: AbortSignal
  /** The 2xx answer as a Blob instead (a file to save, such as a CSV export). */
  asBlob?: boolean
  /** The superuser's own call while a test user is on (ending it): never asked for. */
  operatorCall?: boolean
}

/** A write about to be made as the person a test user shows (decision 033). */
export interface PendingWrite {
  method: HttpMethod
  path: string
  body: unknown
}

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0..1. */
  onProgress?: (share: number) => void
  signal?: AbortSignal
}

type Result<S> = S extends z.ZodType ? z.output<S> : undefined

/**
 * A contract imported when an answer is there to parse: `schema: () => import('…').then((m) =>
 * m.User)` keeps zod and the contract out of the chunks a screen needs to show (issue #18).
 */
export type LazyContract<S> = () => Promise<S>

export interface ApiClientDeps {
  baseUrl: string
  fetch: typeof fetch
  getOrganizationId: () => number | null
  /** spec §8 403: asks the server who is signed in; null for a guest. */
  refetchUser: () => Promise<User | null>
  /** spec §8 401: the session is gone. */
  clearUser: () => void
  isSuperuser: () => boolean
  navigate: (to: string) => void
  getLocation: () => { pathname: string; search: string }
  notify: (notification: { title?: string; message: string }) => void
  translate: (key: string, values?: Record<string, unknown>) => string
  getLocale: () => string
  sleep: (ms: number) => Promise<void>
  /** Extra attempts for a GET on a retry status (spec §8). */
  maxRetries: number
  /** Backoff of the first retry; doubled for each further one. */
  retryBaseDelayMs: number
  /** A Retry-After longer than this is not waited for: the call fails and says when to retry. */
  maxRetryDelayMs: number
  /** Whether to make `write` as the person a test user shows (decision 033); false sends nothing. */
  confirmWrite: (write: PendingWrite) => Promise<boolean>
}

const LOGIN_PAGE = /^\/(?:(?:en|de)\/)?(?:login|puronectar)\/?$/
const SUCCESS_WITHOUT_BODY = new Set([204, 205])

export function isLoginPage(pathname: string): boolean {
  return LOGIN_PAGE.test(pathname)
}

export function createApiClient(deps: ApiClientDeps) {
  let csrfRequest: Promise<void> | null = null

  function url(path: string, query?: Record<string, QueryValue>) {
    const target = new URL(`${deps.baseUrl}/${path}`, window.location.origin)
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) target.searchParams.set(key, String(value))
    }
    return target
  }

  /** GET sanctum/csrf-cookie; concurrent callers share one request. */
  function refreshCsrfCookie(): Promise<void> {
    csrfRequest ??= deps
      .fetch(url('sanctum/csrf-cookie'), {
        credentials: 'include',
        headers: { Accept: 'application/json' },
      })
      .then(
        () => undefined,
        () => undefined, // the real request reports the failure
      )
      .finally(() => {
        csrfRequest = null
      })
    return csrfRequest
  }

  /**
   * The headers of every call: JSON, the screen's language, the CSRF token, the organisation, and
   * a test user's confirmation of this one write.
   */
  function baseHeaders(confirmed = false) {
    // the server answers messages (422 field errors) in the language the screen is in
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': deps.getLocale() })
    const token = getCookie(COOKIES.xsrf.name)
    if (token) headers.set(XSRF_HEADER, token)
    const organizationId = deps.getOrganizationId()
    if (organizationId !== null) headers.set(ORGANIZATION_HEADER, String(organizationId))
    if (confirmed) headers.set(TEST_USER_CONFIRM_HEADER, '1')
    return headers
  }

  function send(
    method: HttpMethod,
    path: string,
    options: RequestOptions<z.ZodType | undefined>,
    confirmed: boolean,
  ) {
    const headers = baseHeaders(confirmed)
    let body: BodyInit | undefined
    if (options.body instanceof FormData) body = options.body
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(options.body)
    }
    // spec §9: no timeout; callers cancel through `signal`.
    return deps.fetch(url(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    })
  }

  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text()
    return text ? JSON.parse(text) : null
  }

  async function toApiError(response: Response): Promise<ApiError> {
    let json: unknown = null
    try {
      json = await readJson(response)
    } catch {
      // an HTML error page from a proxy: keep the status text
    }
    const { message, errors } = errorBodyFrom(
      json,
      response.statusText || `HTTP ${response.status}`,
    )
    return new ApiError({
      status: response.status,
      message,
      errors,
      retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
      body: json,
    })
  }

  function parsingFailed(method: HttpMethod, path: string, issues: unknown): ApiError {
    if (deps.isSuperuser()) {
      // spec §5: a response that breaks its contract is logged for superusers.
      // eslint-disable-next-line no-console
      console.error(`${ERROR_MESSAGES.dataParsingFailed}: ${method} ${path}`, issues)
    }
    return new ApiError({ status: 422, message: ERROR_MESSAGES.dataParsingFailed })
  }

  async function parseSuccess(
    response: Response,
    method: HttpMethod,
    path: string,
    schema: z.ZodType | LazyContract<z.ZodType | undefined> | undefined,
  ): Promise<unknown> {
    if (!schema || SUCCESS_WITHOUT_BODY.has(response.status)) return undefined
    const contract = typeof schema === 'function' ? await schema() : schema
    if (!contract) return undefined
    let json: unknown
    try {
      json = await readJson(response)
    } catch (error) {
      throw parsingFailed(method, path, error)
    }
    const parsed = contract.safeParse(json)
    if (!parsed.success) throw parsingFailed(method, path, parsed.error.issues)
    return parsed.data
  }

  function retryDelay(method: HttpMethod, error: ApiError, retries: number): number | null {
    if ((NON_RETRY_METHODS as readonly string[]).includes(method)) return null
    if (!(RETRY_STATUSES as readonly number[]).includes(error.status)) return null
    if (retries >= deps.maxRetries) return null
    const delay =
      error.retryAfter !== null ? error.retryAfter * 1000 : deps.retryBaseDelayMs * 2 ** retries
    return delay > deps.maxRetryDelayMs ? null : clampTimerMs(delay)
  }

  function redirectToLogin() {
    const { pathname, search } = deps.getLocation()
    const login = withLocalePrefix('/login', localeFromPath(pathname))
    deps.navigate(`${login}?from=${encodeURIComponent(pathname + search)}`)
  }

  function tooManyRequestsMessage(retryAfter: number | null) {
    const message = deps.translate('errors.tooManyRequests')
    if (retryAfter === null) return message
    const time = new Intl.RelativeTimeFormat(deps.getLocale(), { numeric: 'always' }).format(
      retryAfter,
      'second',
    )
    return `${message} ${deps.translate('errors.retryIn', { time })}`
  }

  /** spec §8: what a failed call does beyond throwing. */
  async function handleFailure(error: ApiError, path: string) {
    const isUserCall = path === 'user'
    const onLoginPage = isLoginPage(deps.getLocation().pathname)
    if (error.status === 401 && !isUserCall && !onLoginPage) {
      deps.clearUser()
      redirectToLogin()
    } else if (error.status === 403 && !isUserCall && !onLoginPage) {
      const user = await deps.refetchUser().catch(() => null)
      if (!user) redirectToLogin()
    } else if (error.status === 429) {
      deps.notify({ message: tooManyRequestsMessage(error.retryAfter) })
    }
  }

  /**
   * A test user's writes (decision 033): asked for before they are sent, each one on its own;
   * `confirmed()` says whether this one was. A write the client did not know to ask for (423)
   * is asked for then and sent again.
   */
  function testUserConfirmation(write: PendingWrite, operatorCall = false) {
    let confirmed = false
    const ask = async () => {
      if (!(await deps.confirmWrite(write)))
        throw new ApiError({ status: 0, message: deps.translate('testUser.confirm.cancelled') })
      confirmed = true
    }
    return {
      confirmed: () => confirmed,
      async beforeSend() {
        if (write.method !== 'GET' && !operatorCall && getTestUserId() !== null) await ask()
      },
      /** Whether `error` asks for a confirmation this write has not had yet (then asked). */
      async askedAfter(error: ApiError) {
        if (confirmed || operatorCall || !needsConfirmation(error)) return false
        await ask()
        return true
      },
    }
  }

  async function request<S extends z.ZodType | undefined = undefined>(
    rawPath: string,
    options: RequestOptions<S> = {},
  ): Promise<Result<S>> {
    const path = rawPath.replace(/^\/+/, '')
    const method = options.method ?? 'GET'
    if (!getCookie(COOKIES.xsrf.name)) {
      const cookie = refreshCsrfCookie()
      // spec §7's token guards writes: a read goes out beside the cookie's request, not after it
      // (issue #18: the login's GET user no longer waits a round trip)
      if (method !== 'GET') await cookie
    }
    const confirmation = testUserConfirmation(
      { method, path, body: options.body },
      options.operatorCall,
    )
    await confirmation.beforeSend()
    let csrfRetried = false
    let retries = 0
    for (;;) {
      let response: Response
      try {
        response = await send(method, path, options, confirmation.confirmed())
      } catch (cause) {
        if (options.signal?.aborted) throw cause
        throw new ApiError({ status: 0, message: getErrorMessage(cause) })
      }
      noteTestUser(response)
      if (response.ok && options.asBlob) return (await response.blob()) as Result<S>
      if (response.ok)
        return (await parseSuccess(response, method, path, options.schema)) as Result<S>
      const error = await toApiError(response)
      // spec §8 419: the token went stale (session rotated); fetch a fresh one and retry once.
      if (error.status === 419 && !csrfRetried) {
        csrfRetried = true
        await refreshCsrfCookie()
        continue
      }
      if (await confirmation.askedAfter(error)) continue
      const delay = retryDelay(method, error, retries)
      if (delay !== null) {
        retries += 1
        await deps.sleep(delay)
        continue
      }
      await handleFailure(error, path)
      throw error
    }
  }

  /** One XMLHttpRequest POST of a multipart body; fetch has no upload progress. */
  function sendWithProgress(
    path: string,
    body: FormData,
    options: UploadOptions,
    confirmed: boolean,
  ) {
    return new Promise<{
      status: number
      statusText: string
      text: string
      retryAfter: string | null
      testUser: string | null
    }>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open('POST', url(path).toString())
      xhr.withCredentials = true
      baseHeaders(confirmed).forEach((value, key) => xhr.setRequestHeader(key, value))
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
      }
      xhr.onload = () =>
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          text: xhr.responseText,
          retryAfter: xhr.getResponseHeader('Retry-After'),
          testUser: xhr.getResponseHeader(TEST_USER_HEADER),
        })
      xhr.onerror = () => reject(new ApiError({ status: 0, message: 'Network Error' }))
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(body)
    })
  }

  /**
   * POST of a multipart body with upload progress (0..1). Same headers, CSRF refresh on 419 and
   * failure handling as `request`; never retried (spec §8: no retries for POST).
   */
  async function upload<S extends z.ZodType | undefined = undefined>(
    rawPath: string,
    body: FormData,
    options: UploadOptions & { schema?: S } = {},
  ): Promise<Result<S>> {
    const path = rawPath.replace(/^\/+/, '')
    if (!getCookie(COOKIES.xsrf.name)) await refreshCsrfCookie()
    const confirmation = testUserConfirmation({ method: 'POST', path, body })
    await confirmation.beforeSend()
    for (let attempt = 0; ; attempt += 1) {
      const answer = await sendWithProgress(path, body, options, confirmation.confirmed())
      const response = new Response(answer.text || null, {
        status: answer.status,
        statusText: answer.statusText,
        headers: {
          ...(answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {}),
          ...(answer.testUser ? { [TEST_USER_HEADER]: answer.testUser } : {}),
        },
      })
      noteTestUser(response)
      if (response.ok)
        return (await parseSuccess(response, 'POST', path, options.schema)) as Result<S>
      const error = await toApiError(response)
      if (error.status === 419 && attempt === 0) {
        await refreshCsrfCookie()
        continue
      }
      if (await confirmation.askedAfter(error)) continue
      await handleFailure(error, path)
      throw error
    }
  }

  return {
    request,
    upload,
    get: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
      request(path, { ...options, method: 'GET' }),
    post: <S extends z.ZodType | undefined = undefined>(
      path: string,
      options?: RequestOptions<S>,
    ) => request(path, { ...options, method: 'POST' }),
    put: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
      request(path, { ...options, method: 'PUT' }),
    patch: <S extends z.ZodType | undefined = undefined>(
      path: string,
      options?: RequestOptions<S>,
    ) => request(path, { ...options, method: 'PATCH' }),
    delete: <S extends z.ZodType | undefined = undefined>(
      path: string,
      options?: RequestOptions<S>,
    ) => request(path, { ...options, method: 'DELETE' }),
    /** GET of a file: the answer's body as a Blob, with the same headers and failure handling. */
    getBlob: (path: string, options?: Omit<RequestOptions, 'schema' | 'asBlob'>) =>
      request(path, { ...options, method: 'GET', asBlob: true }) as unknown as Promise<Blob>,
    refreshCsrfCookie,
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * Every answer of a session that looks through a test user names the person (decision 033): a
 * 2xx (or the 423 that asks for a confirmation) says whether one is on.
 */
function noteTestUser(response: Response) {
  if (!response.ok && response.status !== 423) return
  const id = Number(response.headers.get(TEST_USER_HEADER))
  setTestUserId(Number.isSafeInteger(id) && id > 0 ? id : null)
}

/** A 423 of a test user's write that came without its confirmation. */
function needsConfirmation(error: ApiError): boolean {
  if (error.status !== 423) return false
  const types = (error.body as { errorTypes?: { test_user?: unknown } } | null)?.errorTypes
  return Array.isArray(types?.test_user) && types.test_user.includes('confirm_write')
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Defaults that work before the app wires its own (configureApiClient in app/providers). */
const deps: ApiClientDeps = {
  baseUrl: '/api',
  fetch: (...args) => globalThis.fetch(...args),
  getOrganizationId: getStoredOrganizationId,
  refetchUser: async () => null,
  clearUser: () => {},
  isSuperuser: () => false,
  navigate: (to) => window.location.assign(to),
  getLocation: () => window.location,
  notify: () => {},
  translate: (key) => key,
  getLocale: () => document.documentElement.lang || 'de',
  sleep,
  maxRetries: 2,
  retryBaseDelayMs: 500,
  maxRetryDelayMs: 10_000,
  // wired in app/setup-api-client.ts; until then a test user's write is not sent
  confirmWrite: async () => false,
}

/** The app's client. Its collaborators are wired once at start-up (app/setup-api-client.ts). */
export const api = createApiClient(deps)

export function configureApiClient(overrides: Partial<ApiClientDeps>) {
  Object.assign(deps, overrides)
}
