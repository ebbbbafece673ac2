import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The catalogue's prices are euros for the operator: shown in the screen's language, typed with
 * its decimal separator. Cents are divided only to hand Intl the number it displays.
 */
export function useCatalogueFormat() {
  const { i18n } = useTranslation()
  const english = i18n.language === 'en'
  return useMemo(() => {
    const money = new Intl.NumberFormat(english ? 'en-GB' : 'de-DE', {
      style: 'currency',
      currency: 'EUR',
    })
    return {
      decimalSeparator: english ? ('.' as const) : (',' as const),
      money: (cents: number) => money.format(cents / 100),
    }
  }, [english])
}
