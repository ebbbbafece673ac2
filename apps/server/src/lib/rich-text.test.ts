import type { FormField } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { sanitizeFormData, sanitizeRawHtml, sanitizeRichText } from './rich-text.ts'

const HOSTILE =
  '<p onclick="steal()">Hallo <script>alert(1)</script><img src=x onerror="alert(2)">' +
  '<a href="javascript:alert(3)">Klick</a> <a href="JaVaScRiPt:alert(4)">zwei</a></p>' +
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
  '<svg onload="alert(5)"><circle r="1"/></svg><form action="/x"><input name="p"></form>'

describe('sanitizeRichText', () => {
  it('keeps what the editor makes: headings, emphasis, lists, quotes and links', () => {
    const html =
      '<h2>Titel</h2><h3>Unter</h3><h4>Klein</h4><p><strong>fett</strong> <em>kursiv</em> ' +
      '<s>weg</s> <u>unter</u> <code>x</code><br />neu</p><ul><li><p>eins</p></li></ul>' +
      '<ol start="3"><li><p>drei</p></li></ol><blockquote><p>Zitat</p></blockquote>' +
      '<p><a href="https://example.org/a?b=1&amp;c=2">Link</a> <a href="/kontakt">intern</a> ' +
      '<a href="mailto:a@b.de">Mail</a></p>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('drops scripts, handlers, javascript: URLs, iframes, styles, SVG and form controls', () => {
    const clean = sanitizeRichText(HOSTILE)
    expect(clean).toBe('<p>Hallo <a>Klick</a> <a>zwei</a></p>')
  })

  it('drops style attributes and classes', () => {
    expect(sanitizeRichText('<p style="color:red" class="x">a</p>')).toBe('<p>a</p>')
  })

  it('adds rel="noopener noreferrer" to links that open a new tab and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://a.de" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.de" rel="noopener noreferrer" target="_blank">a</a>',
    )
    expect(sanitizeRichText('<a href="https://a.de" target="_top">a</a>')).toBe(
      '<a href="https://a.de">a</a>',
    )
  })

  it('turns h1 into h2 and h5/h6 into h4 (the page title is the h1)', () => {
    expect(sanitizeRichText('<h1>a</h1><h5>b</h5><h6>c</h6>')).toBe(
      '<h2>a</h2><h4>b</h4><h4>c</h4>',
    )
  })

  it('reads text without markup as paragraphs, escaped', () => {
    expect(sanitizeRichText('Erster Absatz\nzweite Zeile\n\nTom & Jerry < 3')).toBe(
      '<p>Erster Absatz<br />zweite Zeile</p><p>Tom &amp; Jerry &lt; 3</p>',
    )
  })
})

describe('sanitizeRawHtml', () => {
  it('keeps layout, media, tables, classes and inline styles', () => {
    const html =
      '<section class="hero" id="start" style="color:red" data-x="1" aria-label="Start">' +
      '<img src="https://a.de/b.png" alt="B" width="10" height="10" loading="lazy" />' +
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
      '<details><summary>Mehr</summary><p>Text</p></details></section>'
    expect(sanitizeRawHtml(html)).toBe(html)
  })

  it('still drops scripts, handlers, javascript: URLs, iframes, <style>, SVG and forms', () => {
    expect(sanitizeRawHtml(HOSTILE)).toBe('<p>Hallo <img src="x" /><a>Klick</a> <a>zwei</a></p>')
  })

  it('drops javascript: and data: URLs from images and media', () => {
    expect(sanitizeRawHtml('<img src="javascript:alert(1)"><video src="data:video/mp4,x">')).toBe(
      '<img /><video></video>',
    )
  })
})

describe('sanitizeFormData', () => {
  const form: FormField[] = [
    { $formkit: 'wysiwyg', name: 'text' },
    { $formkit: 'html', name: 'code' },
    { $formkit: 'text', name: 'title' },
    {
      $formkit: 'group',
      name: 'box',
      children: [
        { $formkit: 'repeat', name: 'rows', schema: [{ $formkit: 'wysiwyg', name: 'body' }] },
      ],
    },
  ]

  it('sanitises wysiwyg and html values at any depth of groups and repeats, nothing else', () => {
    const evil = '<p>x<script>alert(1)</script></p>'
    expect(
      sanitizeFormData(form, {
        text: evil,
        code: '<div onclick="x()">y</div>',
        title: '<b>bleibt</b>',
        box: { rows: [{ body: evil }, { body: '<p>ok</p>' }] },
        unknown: '<script>',
      }),
    ).toEqual({
      text: '<p>x</p>',
      code: '<div>y</div>',
      title: '<b>bleibt</b>', // printed escaped by templates
      box: { rows: [{ body: '<p>x</p>' }, { body: '<p>ok</p>' }] },
      unknown: '<script>',
    })
  })
})
