import { LOCALES, type Locale } from '@sitewerk/contracts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The back office's translations: apps/web's locale files, served as they are (spec §7). */
export const WEB_LOCALES_DIR = fileURLToPath(
  new URL('../../../../web/src/i18n/locales', import.meta.url),
)

/**
 * The back office's description for search results in each language (its `app.description`):
 * the page the server sends carries it, and the app keeps it when the language changes.
 */
export function backOfficeDescriptions(): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const texts = JSON.parse(readFileSync(join(WEB_LOCALES_DIR, `${locale}.json`), 'utf8')) as {
        app: { description: string }
      }
      return [locale, texts.app.description]
    }),
  ) as Record<Locale, string>
}
