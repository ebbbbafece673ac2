import { COOKIES, DEFAULT_LOCALE, LOCALES, type Locale } from '@sitewerk/contracts'
import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { setCookie } from '../utils/cookies'
import { AREAS, type Area, type AreaTexts } from './areas'
import { isLocale } from './locale'

/** Each area's file, fetched as a chunk of its own when a screen asks for it (Vite). */
const areaFiles = import.meta.glob<AreaTexts>('./locales/*/*.json', { import: 'default' })

/**
 * Decision 060: an area's words come with the screens that use them, as react-i18next's
 * namespaces; this backend is i18next-resources-to-backend's dynamic import, without the package.
 */
const areaBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, area, callback) {
    const load = areaFiles[`./locales/${language}/${area}.json`]
    if (!load) return callback(new Error(`No translations of ${area} in ${language}`), false)
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, false),
    )
  },
}

/** What every screen's `t` looks in: any area loaded (key names keep their area's prefix). */
const lookup = {
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: AREAS.filter((area) => area !== 'common'),
} as const

export const i18n: I18n = i18next.createInstance()

/**
 * Settles once i18next is initialised. The router loads the first screen's areas as soon as it is
 * created, which may be before `initI18n` ran: a load asked for then would find no backend and
 * leave the screen with its keys, so it waits for this.
 */
let markInitialised!: () => void
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve
})
const settleInitialised = <T>(init: Promise<T>) => {
  void init.then(markInitialised, markInitialised)
  return init
}

export function initI18n(locale: Locale) {
  applyDocumentLanguage(locale)
  return settleInitialised(
    i18n
      .use(areaBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...LOCALES],
        load: 'languageOnly',
        ...lookup,
        interpolation: { escapeValue: false }, // React escapes
        showSupportNotice: false,
        returnNull: false,
      }),
  )
}

/** The areas a screen needs, loaded (in the language shown and the fallback) before it renders. */
export function loadAreas(areas: readonly Area[]): Promise<void> {
  return areas.length ? initialised.then(() => i18n.loadNamespaces([...areas])) : Promise.resolve()
}

/** Tests and the login's prerendering: every area given directly, nothing fetched. */
export function initI18nWithResources(
  locale: Locale,
  resources: Record<Locale, Partial<Record<Area, AreaTexts>>>,
) {
  return settleInitialised(
    i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ...lookup,
      resources,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    }),
  )
}

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE
}

function applyDocumentLanguage(locale: Locale) {
  document.documentElement.lang = locale
}

/**
 * The page's description for search engines in the app's language: the server sends the first
 * (plugins/web-app.ts), the language switch keeps it in step with `<html lang>`.
 */
function applyDocumentDescription() {
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', i18n.t('app.description'))
}

/** The language switch: keeps the choice in the locale cookie for 365 days (spec §1, §9). */
export async function changeLocale(locale: Locale) {
  setCookie(COOKIES.locale.name, locale, COOKIES.locale.maxAgeSeconds)
  applyDocumentLanguage(locale)
  if (i18n.language !== locale) await i18n.changeLanguage(locale)
  applyDocumentDescription()
}
