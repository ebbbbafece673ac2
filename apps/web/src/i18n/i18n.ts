import { COOKIES, DEFAULT_LOCALE, LOCALES, type Locale } from '@sitewerk/contracts'
import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { setCookie } from '../utils/cookies'
import { isLocale } from './locale'

type Resources = Record<string, unknown>

/** spec §7: translations are fetched per locale from GET /public/lang/my/{locale}.json. */
const httpBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadTranslations(language).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error as Error, false),
    )
  },
}

async function loadTranslations(language: string): Promise<Resources> {
  const response = await fetch(`/public/lang/my/${encodeURIComponent(language)}.json`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`Translations for ${language}: HTTP ${response.status}`)
  return (await response.json()) as Resources
}

export const i18n: I18n = i18next.createInstance()

export function initI18n(locale: Locale) {
  applyDocumentLanguage(locale)
  return i18n
    .use(httpBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false }, // React escapes
      showSupportNotice: false,
      returnNull: false,
    })
}

/** Tests and storybook-like setups: translations given directly, no fetch. */
export function initI18nWithResources(locale: Locale, resources: Record<Locale, Resources>) {
  return i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(
      Object.entries(resources).map(([lng, translation]) => [lng, { translation }]),
    ),
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  })
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
