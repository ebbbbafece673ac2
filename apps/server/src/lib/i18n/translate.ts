import { COOKIES, DEFAULT_LOCALE, LOCALES, type Locale } from '@sitewerk/contracts'
import de from './messages/de.json' with { type: 'json' }
import en from './messages/en.json' with { type: 'json' }

type Messages = typeof de
const MESSAGES: Record<Locale, Messages> = { de, en }

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

/** A key of the server's own messages, e.g. 'validation.required'. */
export type MessageKey = Leaves<Messages>
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

export function createTranslator(locale: Locale): Translate {
  return (key, values = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], MESSAGES[locale])
    if (typeof text !== 'string') return key
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
  }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The user's language: the locale cookie (spec §1), else Accept-Language, else de. */
export function detectLocale(
  cookies: Record<string, string | undefined>,
  acceptLanguage?: string,
): Locale {
  const fromCookie = cookies[COOKIES.locale.name]
  if (isLocale(fromCookie)) return fromCookie
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase()
    if (isLocale(tag)) return tag
  }
  return DEFAULT_LOCALE
}
