import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/Menu.layer.css'
import { LOCALES, type Locale } from '@sitewerk/contracts'
import { Menu } from '@mantine/core'
import { useLocation, useNavigate } from 'react-router'
import { changeLocale } from '../../i18n/i18n'
import { localeFromPath, withLocalePrefix } from '../../i18n/locale'
import { LanguageButton, NATIVE_NAMES } from './language-button'

interface LanguageMenuProps {
  locale: Locale
  /** Opened at once: the person clicked before the menu had loaded. */
  isOpened: boolean
  /** Takes the focus from the plain button it replaces. */
  hasFocus: boolean
}

/** The language switch's menu (language-switch.tsx loads it when the person reaches for it). */
export function LanguageMenu({ locale, isOpened, hasFocus }: LanguageMenuProps) {
  const location = useLocation()
  const navigate = useNavigate()

  async function choose(next: Locale) {
    await changeLocale(next)
    // a /en/… or /de/… prefix would set the language back: follow it
    if (localeFromPath(location.pathname)) {
      navigate(withLocalePrefix(location.pathname, next) + location.search, { replace: true })
    }
  }

  return (
    <Menu position="bottom-end" withinPortal defaultOpened={isOpened}>
      <Menu.Target>
        <LanguageButton locale={locale} autoFocus={hasFocus} />
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
