import {
  DEFAULT_LOCALE,
  localizeComponent,
  type ComponentTranslations,
  type FormField,
  type Locale,
} from '@sitewerk/contracts'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { isLocale } from '../i18n/locale'

type Localizable = { title: string; form: FormField[]; translations?: ComponentTranslations }

/**
 * One localized copy per component and language: the picker's thumbnails and the forms memoize
 * on the component, so switching back and forth must not hand them new objects each render.
 */
const localized: Record<Locale, WeakMap<object, object>> = { de: new WeakMap(), en: new WeakMap() }

/**
 * How the back office names a component and labels its fields in the chosen language (decision
 * 016): `componentText(component)` answers the component with its title, labels, help texts,
 * placeholders and option labels in that language, German where a text is missing. The language
 * switch re-renders every user, so the texts change live.
 */
export function useComponentText() {
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE
  return useCallback(
    <T extends Localizable>(component: T): T => {
      const cache = localized[locale]
      const known = cache.get(component)
      if (known) return known as T
      const result = localizeComponent(component, locale)
      cache.set(component, result)
      return result
    },
    [locale],
  )
}
