import { within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { translations } from '../../test/translations'
import { renderLoginPages } from './render-login'

/** The prerendered markup as the browser shows it before any script runs. */
function screenOf(markup: string) {
  const container = document.createElement('div')
  container.innerHTML = markup
  // one page at a time: every page's fields have the same ids
  document.body.replaceChildren(container)
  return within(container)
}

afterEach(() => document.body.replaceChildren())

describe('the login the build prerenders, which paints before its script (decision 047)', () => {
  it('is the real login form, in German and in English, at each of its addresses', async () => {
    const pages = await renderLoginPages(structuredClone(translations))
    expect(pages.map(({ locale, path }) => `${locale} ${path}`)).toEqual([
      'de /login',
      'de /de/login',
      'de /puronectar',
      'de /de/puronectar',
      'en /login',
      'en /en/login',
      'en /puronectar',
      'en /en/puronectar',
    ])
    const texts = {
      de: { title: 'Anmelden', email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' },
      en: { title: 'Sign in', email: 'Email address', password: 'Password', submit: 'Sign in' },
    }
    for (const { locale, path, markup, title } of pages) {
      const text = texts[locale]
      const screen = screenOf(markup)
      expect(title, path).toBe(`${text.title} | Sitewerk`)
      expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument()
      expect(screen.getByRole('textbox', { name: new RegExp(`^${text.email}`) })).toHaveAttribute(
        'type',
        'email',
      )
      expect(
        screen.getByLabelText(text.password, { exact: false, selector: 'input' }),
      ).toHaveAttribute('type', 'password')
      expect(screen.getByRole('button', { name: text.submit })).toHaveAttribute('type', 'submit')
      // sent before the script runs, the password never goes into the address
      expect(screen.getByRole('button', { name: text.submit }).closest('form')).toHaveAttribute(
        'method',
        'post',
      )
    }
  })

  it('links the other screens under the address’s language prefix', async () => {
    const pages = await renderLoginPages(structuredClone(translations))
    const links = (path: string, locale: string) =>
      screenOf(pages.find((page) => page.path === path && page.locale === locale)!.markup)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
    expect(links('/en/login', 'en')).toContain('/en/register')
    expect(links('/login', 'en')).toContain('/register')
    expect(links('/de/puronectar', 'de')).toContain('/de/forgot-password')
  })
})
