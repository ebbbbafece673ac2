/** Business constants of spec §9 and the locales of spec §1. */

export const LOCALES = ['de', 'en'] as const
export type Locale = (typeof LOCALES)[number]
/** spec §1: the default locale is de. */
export const DEFAULT_LOCALE: Locale = 'de'
/** spec §1: en (en-US), de (de-DE). */
export const LOCALE_TAGS: Record<Locale, string> = { de: 'de-DE', en: 'en-US' }

const DAY_SECONDS = 24 * 60 * 60

/** spec §9 cookies, all with path /. */
export const COOKIES = {
  locale: { name: 'locale', maxAgeSeconds: 365 * DAY_SECONDS },
  loginHint: { name: 'logged_in', maxAgeSeconds: 365 * DAY_SECONDS },
  wasLoggedIn: { name: 'was_logged_in', maxAgeSeconds: 90 * DAY_SECONDS },
  session: { name: 'sitewerk_session' },
  xsrf: { name: 'XSRF-TOKEN' },
  path: '/',
} as const

export const XSRF_HEADER = 'x-xsrf-token'
export const ORGANIZATION_HEADER = 'x-organization-id'
/**
 * The test user (issue #17, decision 033): a superuser sees the back office as another user.
 * Every write then needs this request header, sent once per confirmed request.
 */
export const TEST_USER_CONFIRM_HEADER = 'x-sitewerk-confirm-write'
/** On every answer while a test user is on: the id of the person seen. */
export const TEST_USER_HEADER = 'x-sitewerk-test-user'

/** spec §9: reload guard after a chunk load error, per path. */
export const RELOAD_GUARD_MS = 10_000
/** spec §9: timer lengths are clamped to this. */
export const MAX_TIMER_MS = 2_147_483_647
/** spec §9: the HTTP client has no timeout. */
export const HTTP_CLIENT_TIMEOUT_MS = 0

/** spec §9: loading bar. */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const

/** spec §8: statuses a GET may be retried on. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const
/** spec §8: methods that are never retried. */
export const NON_RETRY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const

/** spec §9: breakpoints (min width in px); default large. */
export const BREAKPOINTS = { small: 0, medium: 768, large: 1080, big: 1260 } as const
export const DEFAULT_BREAKPOINT = 'large' as const

/** spec §9: layout names. */
export const LAYOUT_NAMES = [
  'backend',
  'backend-simple',
  'backend-user',
  'backend-organization',
] as const
export type LayoutName = (typeof LAYOUT_NAMES)[number]

/** spec §9 prevent-submit mode: a second submit within this time of the first is ignored. */
export const PREVENT_SUBMIT_MS = 1000

/** spec §9: after a drag ends in a repeater, clicks in it are ignored for this long. */
export const REPEAT_DRAG_DISABLE_MS = 1000

/** spec §9: the colour picker starts at white. */
export const COLOR_PICKER_DEFAULT = '#ffffff'

/** spec §9: confirm dialogs are at most 400 px wide. */
export const CONFIRM_DIALOG_MAX_WIDTH = 400

/**
 * spec §9 icon timeouts. `fetchTimeoutMs` bounds the icon picker's own request (the search);
 * `api` is the icon API provider's configuration (Iconify's `timeout`, `rotate`, `maxURL`), which
 * the back office points at our own host (decision 019).
 */
export const ICONS = {
  fetchTimeoutMs: 1500,
  api: { timeoutMs: 5000, rotateMs: 750, maxUrlLength: 500 },
  /** The one icon set served (an Iconify prefix): the Tabler icons the components already name. */
  prefix: 'tabler',
  /** Icons one request may ask for; the URL limit keeps a client far below it. */
  maxPerRequest: 250,
  /** Results one search answers at most. */
  maxSearchResults: 200,
} as const

/** spec §8: the exact messages the client and server agree on. */
export const ERROR_MESSAGES = {
  csrfMismatch: 'CSRF token mismatch.',
  unauthorized: 'This action is unauthorized.',
  unauthenticated: 'Unauthenticated.',
  dataParsingFailed: 'Data parsing failed',
  tooManyRequests: 'Too Many Attempts.',
  internal: 'Internal Server Error',
  notFound: 'Not Found',
} as const
