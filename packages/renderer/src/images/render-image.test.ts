import { describe, expect, it } from 'vitest'
import { createLiquidEngine } from '../liquid/create-engine.ts'
import { renderPage } from '../render-page.ts'
import { article, component, content, page, section } from '../test/builders.ts'
import { imageCandidates, toSrcset } from './image-candidates.ts'
import { renderImage } from './render-image.ts'

const photo = {
  id: 42,
  filename: 'werkstatt.jpg',
  name: 'Werkstatt',
  width: 4000,
  height: 3000,
  size: 1_500_000,
  alt: 'Hobelbank in der Werkstatt',
}
const site = { title: 'Bäckerei Sonne', description: null, variables: {} }
const pretty = (html: string) => html.replace(/></g, '>\n<').replace(/, \//g, ',\n  /')

describe('imageCandidates', () => {
  it('lists every width for a large original', () => {
    expect(imageCandidates(photo).map((c) => [c.width, c.pixels])).toEqual([
      [320, 320],
      [640, 640],
      [768, 768],
      [1024, 1024],
      [1280, 1280],
      [1536, 1536],
    ])
  })

  it('never lists a width above the original: the next width stands for the original itself', () => {
    const candidates = imageCandidates({ id: 1, width: 1000 })
    expect(toSrcset(candidates)).toBe(
      '/media/img/1/320w1x.webp 320w, /media/img/1/640w1x.webp 640w, /media/img/1/768w1x.webp 768w, /media/img/1/1024w1x.webp 1000w',
    )
    expect(imageCandidates({ id: 1, width: 200 }).map((c) => [c.width, c.pixels])).toEqual([
      [320, 200],
    ])
    expect(imageCandidates({ id: 1, width: 640 }).map((c) => c.pixels)).toEqual([320, 640])
  })
})

describe('renderImage', () => {
  it('writes src, srcset, sizes, width, height, alt and lazy loading, with an avif source', async () => {
    await expect(
      pretty(renderImage(photo, { sizes: '(min-width: 1080px) 50vw, 100vw' })),
    ).toMatchFileSnapshot('./__fixtures__/lazy-picture.html')
  })

  it('loads eagerly with high priority when asked, without avif when not offered', () => {
    const html = renderImage(photo, { eager: true, avif: false })
    expect(html).toMatch(/^<img /)
    expect(html).toContain(' loading="eager" fetchpriority="high"')
    expect(html).not.toContain('loading="lazy"')
    expect(html).toContain(' src="/media/img/42/1024w1x.webp"')
    expect(html).toContain(' sizes="100vw"')
  })

  it('escapes alt text, keeps an empty alt, and falls back on a sizes value it cannot trust', () => {
    const html = renderImage({ ...photo, alt: '"><script>alert(1)</script>' }, { sizes: '"><b>' })
    expect(html).toContain(' alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).not.toContain('<script>')
    expect(html).toContain(' sizes="100vw"')
    expect(renderImage({ ...photo, alt: null })).toContain(' alt=""')
    expect(renderImage(photo, { decorative: true, alt: 'egal' })).toContain(' alt=""')
    expect(renderImage({ ...photo, alt: 'eigen' }, { alt: 'Aus dem Baustein' })).toContain(
      ' alt="Aus dem Baustein"',
    )
  })

  it('uses the smaller original as the fallback src and as the last candidate', () => {
    const html = renderImage({ ...photo, width: 700, height: 500 }, { avif: false })
    expect(html).toContain(' src="/media/img/42/768w1x.webp"')
    expect(html).toContain('/media/img/42/768w1x.webp 700w"')
    expect(html).not.toContain('1024w1x')
    expect(html).toContain(' width="700" height="500"')
  })

  it('offers 1x and 2x of a fixed display width, the 2x only when the original has the pixels', () => {
    const html = renderImage(photo, { width: 320, avif: false })
    expect(html).toContain(
      ' srcset="/media/img/42/320w1x.webp 1x, /media/img/42/320w2x.webp 2x" width="320" height="240"',
    )
    expect(html).not.toContain('sizes=')
    expect(
      renderImage({ ...photo, width: 300, height: 200 }, { width: 320, avif: false }),
    ).toContain(' srcset="/media/img/42/320w1x.webp 1x" width="300" height="200"')
  })

  it('puts a blurred placeholder behind photos, not behind PNGs that may be transparent', () => {
    expect(renderImage(photo, { placeholder: true })).toContain(
      ' style="background:center/cover no-repeat url(/media/img/42/placeholder.webp)"',
    )
    expect(renderImage({ ...photo, filename: 'logo.png' }, { placeholder: true })).not.toContain(
      'placeholder.webp',
    )
  })

  it('keeps the focal point in view where a box crops the picture (issue 13): object-position, beside the placeholder', () => {
    const focused = { ...photo, focus: { x: 12.34, y: 100 } }
    expect(renderImage(focused)).toContain(' style="object-position:12.3% 100%"')
    expect(renderImage(focused, { placeholder: true })).toContain(
      ' style="background:center/cover no-repeat url(/media/img/42/placeholder.webp);object-position:12.3% 100%"',
    )
    // A focal point outside the picture is no media value: nothing is drawn from it.
    expect(renderImage({ ...photo, focus: { x: 120, y: 50 } })).toBe('')
  })

  it("uses the file's focal point where the use sets none, the use's own where it does (decision 042)", () => {
    const file = { ...photo, fileFocus: { x: 20, y: 80 } }
    expect(renderImage(file)).toContain(' style="object-position:20% 80%"')
    expect(renderImage({ ...file, focus: { x: 70, y: 30 } })).toContain(
      ' style="object-position:70% 30%"',
    )
    expect(renderImage(photo)).not.toContain('object-position')
  })

  it("puts the file's version on every address, so a replaced file is fetched anew (decision 042)", () => {
    const html = renderImage({ ...photo, version: 'abc123' }, { placeholder: true })
    const addresses = [...html.matchAll(/\/media\/img\/42\/[^\s",)]+/g)].map((m) => m[0])
    expect(addresses.length).toBeGreaterThan(10)
    for (const address of addresses) expect(address).toMatch(/\?v=abc123$/)
    expect(renderImage({ ...photo, version: 'not hex!' })).toBe('')
  })

  it('gives an SVG one address and no srcset; renders nothing for what is not a media value', () => {
    const svg = renderImage({ ...photo, filename: 'logo.svg', width: 120, height: 40 })
    expect(svg).toBe(
      '<img src="/media/img/42/1024w1x.webp" width="120" height="40" alt="Hobelbank in der Werkstatt" loading="lazy" decoding="async">',
    )
    expect(renderImage(undefined)).toBe('')
    expect(renderImage('https://example.test/bild.jpg')).toBe('')
    expect(renderImage({ ...photo, id: -1 })).toBe('')
  })
})

describe('the image filter in pages', () => {
  it('renders images of the first article eagerly and all others lazily', async () => {
    const figure = component(
      'figure',
      `<figure>{{ data.image | image: '(min-width: 1080px) 50vw, 100vw', class: 'figure__img' }}</figure>`,
    )
    const logo = component('logo', `{{ image | image: width: 320, placeholder: true }}`, {
      namespace: 'header',
    })
    const first = { ...photo, id: 1 }
    const second = { ...photo, id: 2, width: 900, height: 600, alt: null }
    const rendered = renderPage({
      site,
      page: page([
        article([section([content(figure, { image: first })])]),
        article([section([content(figure, { image: second })])], { order: 2 }),
      ]),
      layout: {
        id: 1,
        contents: [content(logo, { image: { ...photo, id: 3 } }, { layout_slot: 'header' })],
        css: null,
        maxWidth: 'default',
      },
      components: new Map([figure, logo].map((c) => [c.id, c])),
      navigation: [],
      engine: createLiquidEngine(),
    })
    expect(rendered.warnings).toEqual([])
    const images = rendered.body.match(/<img [^>]*>/g) ?? []
    expect(images).toHaveLength(3)
    expect(images.map((img) => img.match(/loading="(\w+)"/)![1])).toEqual(['lazy', 'eager', 'lazy'])
    await expect(pretty(rendered.body)).toMatchFileSnapshot(
      './__fixtures__/first-article-eager.html',
    )
  })

  it('is not escaped twice, and a template cannot read or set the placement', () => {
    const engine = createLiquidEngine()
    const render = (source: string, scope: object, eager = false) =>
      engine.render(engine.parse(source, source), scope, { inFirstArticle: eager })
    expect(render('{{ p | image }}', { p: photo })).toMatch(/^<picture><source /)
    expect(render('{{ p | image }}', { p: photo }, true)).toContain('loading="eager"')
    expect(render('{{ p | image: eager: true }}', { p: photo })).toContain('loading="lazy"')
    expect(render('{{ p | image }}', { p: 'nothing' })).toBe('')
  })
  it("keeps the library file's alt text unless the place has one typed (issue 13, defect 3)", () => {
    const engine = createLiquidEngine()
    const source = '{{ p | image: alt: a }}'
    const template = engine.parse(source, source)
    const alt = (scope: object) =>
      / alt="([^"]*)"/.exec(
        engine.render(template, { p: photo, ...scope }, { inFirstArticle: false }),
      )![1]
    // A place left empty (missing, nil, blank, spaces) shows the file's own text.
    expect(alt({})).toBe('Hobelbank in der Werkstatt')
    expect(alt({ a: null })).toBe('Hobelbank in der Werkstatt')
    expect(alt({ a: '' })).toBe('Hobelbank in der Werkstatt')
    expect(alt({ a: '   ' })).toBe('Hobelbank in der Werkstatt')
    // What the person typed for this place wins.
    expect(alt({ a: 'Unser Meister an der Hobelbank' })).toBe('Unser Meister an der Hobelbank')
    // A file without alt text and an empty place: an empty alt, never a stand-in text.
    expect(alt({ p: { ...photo, alt: null }, a: '' })).toBe('')
  })
})
