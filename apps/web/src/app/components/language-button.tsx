import type { Locale } from '@sitewerk/contracts'
import { Button, type ButtonProps } from '@mantine/core'
import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { useTranslation } from 'react-i18next'

/** Names of the languages in their own language, so each is found by its speakers. */
export const NATIVE_NAMES: Record<Locale, string> = { de: 'Deutsch', en: 'English' }

type LanguageButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & { locale: Locale }

/** The language switch's button: the current language, named for screen readers. */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(
  function LanguageButton({ locale, ...others }, ref) {
    const { t } = useTranslation()
    return (
      <Button
        ref={ref}
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('language.label', { language: NATIVE_NAMES[locale] })}
        {...others}
      >
        {locale.toUpperCase()}
      </Button>
    )
  },
)
