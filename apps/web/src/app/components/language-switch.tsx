import { LOCALES, type Locale } from '@sitewerk/contracts'
import { Button, Menu } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { changeLocale, currentLocale } from '../../i18n/i18n'
import { localeFromPath, withLocalePrefix } from '../../i18n/locale'

/** Names of the languages in their own language, so each is found by its speakers. */
const NATIVE_NAMES: Record<Locale, string> = { de: 'Deutsch', en: 'English' }

export function LanguageSwitch() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const locale = currentLocale()

  async function choose(next: Locale) {
    await changeLocale(next)
    // a /en/… or /de/… prefix would set the language back: follow it
    if (localeFromPath(location.pathname)) {
      navigate(withLocalePrefix(location.pathname, next) + location.search, { replace: true })
    }
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('language.label', { language: NATIVE_NAMES[locale] })}
        >
          {locale.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            aria-current={option === locale ? 'true' : undefined}
            fw={option === locale ? 600 : undefined}
            onClick={() => void choose(option)}
          >
            {NATIVE_NAMES[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
