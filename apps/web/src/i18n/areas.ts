/**
 * The areas of the back office's words (decision 060): a file per area and language,
 * `locales/<language>/<area>.json`, loaded with the screens that use them (app/screen-areas.ts).
 * `common` is loaded before the first screen: the app's frame, buttons, errors and validation.
 * An area keeps the top-level keys it holds (`auth.login.title` stays in `auth.json` under `auth`).
 */
export const AREAS = [
  'common',
  'auth',
  'back-office',
  'billing',
  'captcha',
  'cms-setup',
  'code-editor',
  'components',
  'editor',
  'forms',
  'hub',
  'icon-picker',
  'layouts',
  'media',
  'navigation',
  'notifications',
  'organization-settings',
  'organizations',
  'pages',
  'publishing',
  'redirects',
  'schema-form',
  'sites',
  'superuser',
  'test-user',
  'themes',
  'user',
] as const

export type Area = (typeof AREAS)[number]

/** The texts of one area in one language. */
export type AreaTexts = Record<string, unknown>
