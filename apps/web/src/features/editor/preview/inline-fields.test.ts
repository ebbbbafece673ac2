import type { FormField } from '@sitewerk/contracts'
import { describe, expect, it, vi } from 'vitest'
import { createInlineEditing } from './inline-editing'
import { inlineFields } from './inline-fields'

const form: FormField[] = [
  { $formkit: 'text', name: 'headline', label: 'Überschrift' },
  { $formkit: 'wysiwyg', name: 'text', label: 'Text' },
  { $formkit: 'text', name: 'alt', label: 'Alternativtext' },
  { $formkit: 'text', name: 'shout', label: 'Ruf' },
  { $formkit: 'text', name: 'twice', label: 'Zweimal' },
  { $formkit: 'url', name: 'link', label: 'Link' },
]
const data = {
  headline: 'Unsere Werkstatt & mehr',
  text: '<p>Holz <strong>und</strong> Leim</p>',
  alt: 'Hobelbank',
  shout: 'leise',
  twice: 'Doppelt',
  link: 'https://example.org',
}

/** A content as a tenant template may draw it: values as text, in attributes, changed, twice. */
function drawnContent() {
  const el = document.createElement('div')
  el.setAttribute('data-sw-content', '7')
  el.innerHTML = `
    <h2 class="head">Unsere Werkstatt &amp; mehr</h2>
    <div class="body">
      <p>Holz <strong>und</strong> Leim</p>
    </div>
    <img alt="Hobelbank" src="data:,">
    <p>LEISE</p>
    <span>Doppelt</span><span>Doppelt</span>
    <a href="https://example.org">https://example.org</a>`
  document.body.replaceChildren(el)
  return el
}

describe('the fields of a content that can be edited in the preview', () => {
  it('are the text and rich-text fields shown once as an element of their own', () => {
    const el = drawnContent()

    const fields = inlineFields(el, form, data)

    expect(fields.map((f) => [f.name, f.rich, f.el.className || f.el.tagName])).toEqual([
      ['headline', false, 'head'],
      ['text', true, 'body'],
    ])
  })

  it('leaves out empty values and rich text saved before it had markup', () => {
    const el = drawnContent()

    expect(inlineFields(el, form, { headline: ' ', text: 'Holz und Leim' })).toEqual([])
  })
})

describe('typing into the preview', () => {
  function editing() {
    const el = drawnContent()
    const onChange = vi.fn()
    const onEditing = vi.fn()
    const inline = createInlineEditing(document, {
      contentOf: (id) => (id === 7 ? { form, data } : null),
      nameOf: (field) => `${field.label} – auf der Seite bearbeiten`,
      onChange,
      onEditing,
    })
    const headline = el.querySelector('h2')!
    return { el, inline, headline, onChange, onEditing }
  }

  it('makes the clicked text a named text box and sends what is typed as the field’s value', () => {
    const { el, inline, headline, onChange, onEditing } = editing()

    expect(inline.click(7, el, headline.firstChild!, { x: 0, y: 0 })).toBe(true)
    headline.textContent = 'Neue Werkstatt'
    headline.dispatchEvent(new Event('input'))

    expect(onEditing).toHaveBeenCalledWith(7)
    expect(headline.getAttribute('contenteditable')).toBe('plaintext-only')
    expect(headline.getAttribute('role')).toBe('textbox')
    expect(headline.getAttribute('aria-label')).toBe('Überschrift – auf der Seite bearbeiten')
    expect(document.activeElement).toBe(headline)
    expect(onChange).toHaveBeenCalledWith(7, 'headline', 'Neue Werkstatt')
  })

  it('keeps a one-line field on one line and leaves with Escape', () => {
    const { el, inline, headline, onChange, onEditing } = editing()
    inline.click(7, el, headline, { x: 0, y: 0 })

    headline.textContent = 'Zwei\nZeilen'
    headline.dispatchEvent(new Event('input'))
    headline.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))

    expect(onChange).toHaveBeenCalledWith(7, 'headline', 'Zwei Zeilen')
    expect(onEditing).toHaveBeenLastCalledWith(null)
    expect(inline.editing).toBe(false)
    expect(headline.hasAttribute('contenteditable')).toBe(false)
    expect(headline.hasAttribute('role')).toBe(false)
  })

  it('does nothing for a click beside the fields, and leaves when the text loses focus', () => {
    const { el, inline, headline, onEditing } = editing()

    expect(inline.click(7, el, el.querySelector('img')!, { x: 0, y: 0 })).toBe(false)
    inline.click(7, el, headline, { x: 0, y: 0 })
    headline.blur()

    expect(onEditing.mock.calls).toEqual([[7], [null]])
  })
})
