import type { Locale } from '@sitewerk/contracts'
import type { Area, AreaTexts } from '../i18n/areas'

const files = import.meta.glob<AreaTexts>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** Every area's words in each language, as i18next's resources (decision 060). */
export const translations = {} as Record<Locale, Record<Area, AreaTexts>>
for (const [path, texts] of Object.entries(files)) {
  const [, locale, area] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path)!
  ;(translations[locale as Locale] ??= {} as Record<Area, AreaTexts>)[area as Area] = texts
}

/** All of a language's words in one object, as GET /public/lang/my/{locale}.json sends them. */
export function allWordsOf(locale: Locale): Record<string, any> {
  return Object.assign({}, ...Object.values(translations[locale]))
}
