import { describe, expect, it } from 'vitest'
import type { FormField } from '@sitewerk/contracts'
import { createLiquidEngine } from '../liquid/create-engine.ts'
import { renderPage } from '../render-page.ts'
import { article, component, content, page, section } from '../test/builders.ts'
import type { RenderForm } from './render-form.ts'

const SCHEMA: FormField[] = [
  { $formkit: 'text', name: 'name', label: 'Ihr Name', required: true, help: 'Vor- und Nachname' },
  { $formkit: 'email', name: 'email', label: 'E-Mail <b>', required: true },
  {
    $formkit: 'select',
    name: 'topic',
    label: 'Thema',
    options: [
      { label: 'Frage', value: 'question' },
      { label: 'Lob', value: 'praise' },
    ],
  },
  {
    $formkit: 'radio',
    name: 'contact',
    label: 'Rückruf?',
    required: true,
    options: [
      { label: 'Ja', value: 'yes' },
      { label: 'Nein', value: 'no' },
    ],
  },
  {
    $formkit: 'text',
    name: 'phone',
    label: 'Telefon',
    required: true,
    showIf: { name: 'contact', equals: 'yes' },
  },
  { $formkit: 'range', name: 'mood', label: 'Laune' },
  { $formkit: 'checkbox', name: 'consent', label: 'Einverstanden', required: true },
]
const FORM: RenderForm = { id: 7, title: 'Kontakt', schema: SCHEMA }
const embed = component('form-embed', '<div class="embed">{{ form | form }}</div>')

function render(data: Record<string, unknown>, forms: RenderForm[], language = 'de') {
  const block = content(embed, data)
  const result = renderPage({
    site: { title: 'Sonne', description: null, variables: {}, settings: { language } },
    page: page([article([section([block])])]),
    layout: null,
    components: new Map([[embed.id, embed]]),
    navigation: [],
    engine: createLiquidEngine(),
    forms,
  })
  return { ...result, prefix: `sw-f${block.id}` }
}

describe('a form on the public page', () => {
  it('is drawn as a plain HTML form with a label, help and error place for every field', () => {
    const { body, forms, prefix } = render({ form: 7 }, [FORM])
    expect(forms).toEqual([7])
    expect(body).toContain(
      '<form class="sw-form" method="post" action="/form/submit/7" data-sw-form="7" aria-label="Kontakt">',
    )
    expect(body).toContain(
      `<label for="${prefix}-name">Ihr Name<span class="sw-form__required" aria-hidden="true"> *</span></label>` +
        `<input id="${prefix}-name" type="text" name="name" required aria-describedby="${prefix}-name-help ${prefix}-name-error">` +
        `<p class="sw-form__help" id="${prefix}-name-help">Vor- und Nachname</p><p class="sw-form__error" id="${prefix}-name-error"></p>`,
    )
    expect(body).toContain('E-Mail &lt;b&gt;')
    expect(body).toContain(
      '<option value="">Bitte wählen</option><option value="question">Frage</option>',
    )
    expect(body).toContain(
      `<legend>Rückruf?<span class="sw-form__required" aria-hidden="true"> *</span></legend>`,
    )
    expect(body).toContain(
      `<input id="${prefix}-contact-0" type="radio" name="contact" value="yes" required>`,
    )
    expect(body).toContain(`type="range" step="any" min="0" max="100"`)
    expect(body).toContain(
      `<input id="${prefix}-consent" type="checkbox" value="true" name="consent" required`,
    )
    expect(body).toContain(
      '<p class="sw-form__note">Mit * markierte Felder sind Pflichtfelder.</p>',
    )
    expect(body).toContain('<button class="sw-form__submit" type="submit">Absenden</button>')
    expect(body).toContain('<div class="sw-form__status" role="status" aria-live="polite"></div>')
  })

  it('draws a field shown under a condition without required, its condition for the script', () => {
    const { body, prefix } = render({ form: 7 }, [FORM])
    expect(body).toContain(
      `data-sw-field="phone" data-sw-show-if="{&quot;name&quot;:&quot;contact&quot;,&quot;equals&quot;:&quot;yes&quot;}" data-sw-required>`,
    )
    expect(body).toContain(`<input id="${prefix}-phone" type="text" name="phone" aria-describedby`)
  })

  it('hides a honeypot from people and assistive technology', () => {
    const { body, css, prefix } = render({ form: '7' }, [FORM])
    expect(body).toContain(
      `<div class="sw-form__hp" aria-hidden="true"><label for="${prefix}-hp">Dieses Feld bitte leer lassen</label>` +
        `<input id="${prefix}-hp" name="sw:hp" type="text" tabindex="-1" autocomplete="off"></div>`,
    )
    expect(css).toContain('.sw-form__hp{position:absolute;left:-10000px')
  })

  it('speaks the site language', () => {
    const { body } = render({ form: 7 }, [FORM], 'en')
    expect(body).toContain('Fields marked * are required.')
    expect(body).toContain('>Send</button>')
    expect(render({ form: 7 }, [{ ...FORM, schema: [] }], 'en').body).toContain(
      'This form has no fields.',
    )
  })

  it('says so for a form without fields', () => {
    const { body, forms } = render({ form: 7 }, [{ ...FORM, schema: [] }])
    expect(body).toContain('<p class="sw-form__empty">Dieses Formular hat keine Felder.</p>')
    expect(body).not.toContain('<form')
    expect(forms).toEqual([])
  })

  it('draws nothing for a form the site does not have, and no script is needed', () => {
    for (const value of [8, 'x', null, { id: 7 }]) {
      const { body, forms } = render({ form: value }, [FORM])
      expect(body).toContain('<div class="embed"></div>')
      expect(forms).toEqual([])
    }
  })
})
