import { LOCALES, type Locale } from '@sitewerk/contracts'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The back office's translations: apps/web's locale files, one per area and language
 * (`<locale>/<area>.json`, decision 060), which the app loads with its screens.
 */
export const WEB_LOCALES_DIR = fileURLToPath(
  new URL('../../../../web/src/i18n/locales', import.meta.url),
)

/**
 * All of a language's words in one object, as spec §7's GET /public/lang/my/{locale}.json
 * answers them: the areas' top-level keys side by side, as one file held them before decision 060.
 */
export function readWebTranslations(locale: Locale): Record<string, unknown> {
  const dir = join(WEB_LOCALES_DIR, locale)
  const areas = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>)
  return Object.assign({}, ...areas) as Record<string, unknown>
}

/**
 * The back office's description for search results in each language (its `app.description`):
 * the page the server sends carries it, and the app keeps it when the language changes.
 */
export function backOfficeDescriptions(): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const texts = JSON.parse(
        readFileSync(join(WEB_LOCALES_DIR, locale, 'common.json'), 'utf8'),
      ) as { app: { description: string } }
      return [locale, texts.app.description]
    }),
  ) as Record<Locale, string>
}
