import { describe, expect, it } from 'vitest'
import type { FormField } from '../schema-form/field.ts'
import {
  ComponentTranslations,
  formFieldPaths,
  localizeComponent,
} from './component-translations.ts'

const form: FormField[] = [
  { $formkit: 'text', name: 'kicker', label: 'Dachzeile', help: 'Kleine Zeile' },
  {
    $formkit: 'select',
    name: 'alignment',
    label: 'Ausrichtung',
    options: [
      { value: 'start', label: 'Linksbündig' },
      { value: 'center', label: 'Zentriert' },
    ],
  },
  {
    $formkit: 'repeat',
    name: 'cards',
    label: 'Karten',
    schema: [{ $formkit: 'text', name: 'title', label: 'Titel', placeholder: 'z. B. Brot' }],
  },
  {
    $formkit: 'group',
    name: 'contact',
    label: 'Kontakt',
    children: [{ $formkit: 'email', name: 'email', label: 'E-Mail' }],
  },
]

const hero = {
  title: 'Bühne (Hero)',
  form,
  translations: {
    en: {
      title: 'Stage (hero)',
      fields: {
        kicker: { label: 'Kicker' },
        alignment: { label: 'Alignment', options: { start: 'Left-aligned' } },
        'cards.title': { label: 'Title', placeholder: 'e.g. Bread' },
        'contact.email': { label: '' },
      },
    },
  },
}

describe('localizeComponent', () => {
  it('shows the English title, labels, placeholders and option labels, also of nested fields', () => {
    const english = localizeComponent(hero, 'en')
    expect(english.title).toBe('Stage (hero)')
    expect(english.form[0]!.label).toBe('Kicker')
    expect(english.form[1]!.options).toEqual([
      { value: 'start', label: 'Left-aligned' },
      { value: 'center', label: 'Zentriert' },
    ])
    expect(english.form[2]!.schema![0]).toMatchObject({ label: 'Title', placeholder: 'e.g. Bread' })
  })

  it('falls back to German for each missing or empty text on its own', () => {
    const english = localizeComponent(hero, 'en')
    expect(english.form[0]!.help).toBe('Kleine Zeile')
    expect(english.form[2]!.label).toBe('Karten')
    expect(english.form[3]!.children![0]!.label).toBe('E-Mail')
  })

  it('keeps names and values, so data stays where it was', () => {
    const english = localizeComponent(hero, 'en')
    expect([...formFieldPaths(english.form)].map((f) => f.path)).toEqual(
      [...formFieldPaths(form)].map((f) => f.path),
    )
  })

  it('answers German and components without English texts unchanged', () => {
    expect(localizeComponent(hero, 'de')).toBe(hero)
    const plain = { title: 'Text', form, translations: {} }
    expect(localizeComponent(plain, 'en')).toBe(plain)
  })
})

describe('formFieldPaths', () => {
  it('names the fields of groups and repeats under their parent', () => {
    expect([...formFieldPaths(form)].map((f) => f.path)).toEqual([
      'kicker',
      'alignment',
      'cards',
      'cards.title',
      'contact',
      'contact.email',
    ])
  })
})

describe('ComponentTranslations', () => {
  it('refuses languages and field paths it does not know', () => {
    expect(ComponentTranslations.safeParse({ fr: { title: 'Scène' } }).success).toBe(false)
    expect(
      ComponentTranslations.safeParse({ en: { fields: { 'cards..title': { label: 'x' } } } })
        .success,
    ).toBe(false)
    expect(
      ComponentTranslations.safeParse({ en: { fields: { kicker: { color: 'red' } } } }).success,
    ).toBe(false)
  })
})
