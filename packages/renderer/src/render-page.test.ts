import { describe, expect, it } from 'vitest'
import { createLiquidEngine } from './liquid/create-engine.ts'
import { renderDocument } from './render-document.ts'
import { renderPage, renderPageParts } from './render-page.ts'
import { article, component, content, page, section } from './test/builders.ts'
import type { RenderComponent } from './types.ts'

const site = {
  title: 'Bäckerei Sonne',
  description: 'Brot seit 1920',
  variables: { phone: '030 123' },
}
const mapOf = (...components: RenderComponent[]) => new Map(components.map((c) => [c.id, c]))

describe('renderPage', () => {
  it('renders a page tree with its layout into a golden document', async () => {
    const hero = component('hero', '<h1>{{ headline }}</h1><p>{{ site.variables.phone }}</p>', {
      css: '.sw-c-hero h1{font-size:3rem}',
      script: 'console.log("hero")',
    })
    const text = component('text', '<div class="text">{{ body }}</div>')
    const nav = component(
      'header',
      '<header><nav><ul>{% for item in navigation %}<li><a href="{{ item.href }}"{% if item.active %} aria-current="page"{% endif %}>{{ item.title }}</a></li>{% endfor %}</ul></nav></header>',
      { namespace: 'header' },
    )
    const tree = page([
      article(
        [
          section([
            content(hero, { headline: 'Frisch & warm' }),
            content(text, { body: 'Täglich <frisch>' }, { order: 2 }),
          ]),
        ],
        {
          height: 'full',
          alignment: 'center',
          classes: 'hero-block x"><script>',
        },
      ),
    ])
    const rendered = renderPage({
      site,
      page: tree,
      layout: {
        id: 1,
        contents: [content(nav, {}, { layout_slot: 'header' })],
        css: null,
        maxWidth: 'default',
      },
      components: mapOf(hero, text, nav),
      navigation: [
        { title: 'Start', href: '/', active: true, children: [] },
        { title: 'Über uns', href: '/ueber-uns', active: false, children: [] },
      ],
      engine: createLiquidEngine(),
    })
    expect(rendered.warnings).toEqual([])
    const html = renderDocument({
      head: {
        title: 'Start | Bäckerei Sonne',
        description: 'Brot seit 1920',
        canonicalUrl: 'http://sonne.localhost/',
        shareImageUrl: 'http://sonne.localhost/share.jpg',
        stylesheetHref: '/_sitewerk/page.css?v=1',
        iconVersion: '7',
      },
      body: rendered.body,
      scripts: rendered.scripts.map((s) => s.script),
    })
    await expect(html.replace(/></g, '>\n<')).toMatchFileSnapshot(
      './__fixtures__/home-page/expected.html',
    )
  })

  it('renders nothing for a failing or unknown block, records why, and keeps the rest', () => {
    const broken = component('broken', '{% for x in %}')
    const slow = component('slow', '{% for i in (1..100000000) %}{{ i }}{% endfor %}')
    const fine = component('fine', '<p>bleibt</p>')
    const missing = content(component('gone', ''), {}, { order: 2 })
    const tree = page([
      article([
        section([
          content(broken),
          content(slow, {}, { order: 1 }),
          missing,
          content(fine, {}, { order: 3 }),
        ]),
      ]),
    ])
    const rendered = renderPage({
      site,
      page: tree,
      layout: null,
      components: mapOf(broken, slow, fine),
      navigation: [],
      engine: createLiquidEngine({ parseLimit: 1e5, renderLimit: 50, memoryLimit: 1e7 }),
    })
    expect(rendered.body).toContain('<p>bleibt</p>')
    expect(rendered.body).not.toContain('sw-c-broken')
    expect(rendered.warnings.map((w) => w.componentId)).toEqual([
      broken.id,
      slow.id,
      missing.component_id,
    ])
    expect(rendered.warnings[2]?.message).toBe('unknown component')
  })

  it('includes each used component’s CSS and script once, and none of unused ones', () => {
    const used = component('used', 'x', { css: '.used{}', script: 'used()' })
    const unused = component('unused', 'y', { css: '.unused{}', script: 'unused()' })
    const tree = page([article([section([content(used), content(used)])])])
    const rendered = renderPage({
      site,
      page: tree,
      layout: null,
      components: mapOf(used, unused),
      navigation: [],
      engine: createLiquidEngine(),
    })
    expect(rendered.css.match(/\.used\{\}/g)).toHaveLength(1)
    expect(rendered.css).not.toContain('.unused')
    expect(rendered.scripts).toEqual([{ componentId: used.id, script: 'used()' }])
  })

  it('treats data stored as an empty array as an empty object', () => {
    const c = component('c', '{{ title | default: "leer" }}')
    const tree = page([article([section([content(c, [] as unknown as Record<string, unknown>)])])])
    const rendered = renderPage({
      site,
      page: tree,
      layout: null,
      components: mapOf(c),
      navigation: [],
      engine: createLiquidEngine(),
    })
    expect(rendered.body).toContain('>leer</div>')
  })

  it('keeps free strings from breaking out of attributes', () => {
    const c = component('c', 'x')
    const tree = page([
      article(
        [
          section([content(c, {}, { grid_area: 'a;}</style><script>' })], {
            grid: '1fr 1fr"><script>',
          }),
        ],
        {
          height: '100vh"><script>',
        },
      ),
    ])
    const rendered = renderPage({
      site,
      page: tree,
      layout: null,
      components: mapOf(c),
      navigation: [],
      engine: createLiquidEngine(),
    })
    expect(rendered.body).not.toContain('<script>')
  })

  it('escapes the head and any script end tag in component scripts', () => {
    const html = renderDocument({
      head: {
        title: '<b>x</b>',
        description: '"q"',
        canonicalUrl: '/',
        shareImageUrl: '/s.jpg',
        stylesheetHref: '/a.css',
        iconVersion: '"><x',
      },
      body: '',
      scripts: ['let s = "</script><script>alert(1)"'],
    })
    expect(html).toContain('<title>&lt;b&gt;x&lt;/b&gt;</title>')
    expect(html).toContain('content="&quot;q&quot;"')
    expect(html).toContain('<link rel="icon" href="/favicon.ico?v=%22%3E%3Cx" sizes="48x48">')
    expect(html).not.toContain('</script><script>alert')
    expect(html).toContain('<html lang="de">')
  })

  it('gives the body in pieces that join into exactly the body renderPage draws', () => {
    const text = component('text', '<p>{{ body }}</p>')
    const nav = component('nav', '<nav>{{ page.title }}</nav>', { namespace: 'header' })
    const tree = page([
      article([section([content(text, { body: '„Zwei“ – 🥐' })])]),
      article([section([content(text, { body: 'Drei' })])], { order: 2 }),
    ])
    const input = {
      site,
      page: tree,
      layout: {
        id: 1,
        contents: [
          content(nav, {}, { layout_slot: 'header' }),
          content(text, { body: 'Fuß' }, { layout_slot: 'footer' }),
        ],
        css: null,
        maxWidth: 'default' as const,
      },
      components: mapOf(text, nav),
      navigation: [],
      engine: createLiquidEngine(),
    }
    const { parts, ...rest } = renderPageParts(input)
    const whole = renderPage(input)
    const { body, ...others } = whole
    expect(parts.join('')).toBe(body)
    expect(rest).toEqual(others)
    expect(parts.filter((part) => part.startsWith('<article'))).toHaveLength(2)
    expect(whole.body.indexOf('„Zwei“')).toBeLessThan(whole.body.indexOf('Drei'))
    expect(whole.body.indexOf('Drei')).toBeLessThan(whole.body.indexOf('Fuß'))
  })
})
