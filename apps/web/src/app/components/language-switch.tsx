import { lazy, startTransition, Suspense, useState } from 'react'
import { currentLocale } from '../../i18n/i18n'
import { LanguageButton } from './language-button'

// Mantine's Menu brings its positioning engine (about 28 KB gzip): the login screen shows this
// switch but loads the menu only when the person reaches for it (issue #18).
const LanguageMenu = lazy(() =>
  import('./language-menu').then((m) => ({ default: m.LanguageMenu })),
)

interface Reach {
  isOpened: boolean
  hasFocus: boolean
}

export function LanguageSwitch() {
  const locale = currentLocale()
  const [reach, setReach] = useState<Reach | null>(null)
  // in a transition: the plain button stays, focused, until the menu is there to replace it
  const update = (change: Partial<Reach>) =>
    startTransition(() =>
      setReach((current) => ({ isOpened: false, hasFocus: false, ...current, ...change })),
    )
  // one boundary from the start: a transition keeps what it already shows while the menu loads
  return (
    <Suspense>
      {reach ? (
        <LanguageMenu locale={locale} {...reach} />
      ) : (
        <LanguageButton
          locale={locale}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={() => update({})}
          onFocus={() => update({ hasFocus: true })}
          onBlur={() => update({ hasFocus: false })}
          onClick={() => update({ isOpened: true, hasFocus: true })}
        />
      )}
    </Suspense>
  )
}
