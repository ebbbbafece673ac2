import { createLiquidEngine, renderSingleBlock, type RenderComponent } from '@sitewerk/renderer'
import { buildDataSchema } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { starterComponent, type StarterComponent } from './starter-components/index.ts'

const hero = starterComponent('hero')
const cards = starterComponent('cards')

/** One starter block alone, as the public renderer draws it (in the page's first article). */
function render(starter: StarterComponent, data: Record<string, unknown>) {
  const component: RenderComponent = {
    id: 1,
    key: starter.key,
    namespace: starter.namespace,
    template: starter.template,
    css: '',
    script: '',
    updated_at: '2026-01-01 00:00:00',
  }
  return renderSingleBlock({ component, data, engine: createLiquidEngine() }).body
}

const photo = {
  id: 42,
  filename: 'backstube.jpg',
  name: 'Backstube',
  width: 2400,
  height: 1600,
  alt: 'Bäcker am Ofen',
  focus: { x: 30, y: 75 },
}

describe('the starter hero takes a background photo', () => {
  it('draws the photo behind the text, responsive, eager, cropped around its focal point, with the chosen scrim', () => {
    const data = { ...hero.data, photo, scrim: 'light', scrim_strength: 'strong' }
    expect(buildDataSchema(hero.form).safeParse(data).error).toBeUndefined()
    const html = render(hero, data)
    expect(html).toContain('hero--photo hero--scrim-light hero--scrim-strong')
    const img = html.match(
      /<div class="hero__photo" aria-hidden="true"><picture>.*?<img[^>]*>/,
    )?.[0]
    expect(img).toBeDefined()
    // The pipeline's widths up to the original's, as decided in 007.
    expect(img).toContain('srcset="/media/img/42/320w1x.webp 320w,')
    expect(img).toContain('/media/img/42/1536w1x.webp 1536w')
    expect(img).toContain('sizes="100vw"')
    // Above the fold: loaded at once, first; a backdrop, so no alt text is read out.
    expect(img).toContain('loading="eager" fetchpriority="high"')
    expect(img).toContain('alt=""')
    expect(img).toContain('style="object-position:30% 75%"')
    // The text is still there, over the photo.
    expect(html).toContain('<h1 class="hero__headline">Willkommen auf unserer Website</h1>')
  })

  it('darkens with medium strength by default, and keeps the centre without a focal point', () => {
    const { focus: _none, ...centred } = photo
    const html = render(hero, { ...hero.data, photo: centred, scrim: '', scrim_strength: '' })
    expect(html).toContain('hero--photo hero--scrim-dark hero--scrim-medium')
    expect(html).not.toContain('object-position')
  })

  it('renders stored hero data from before photos exactly as before: no photo, no scrim', () => {
    const old = {
      kicker: 'Seit 1920',
      headline: 'Brot wie früher',
      level: 'h1',
      text: 'Jeden Morgen frisch.',
      button_label: 'Kontakt',
      button_url: '/kontakt',
      background: 'gradient',
      color: '#ffffff',
      tone: 'dark',
      alignment: 'start',
      height: 'normal',
    }
    expect(buildDataSchema(hero.form).safeParse(old).error).toBeUndefined()
    const html = render(hero, old)
    expect(html).toContain('<div class="hero hero--gradient hero--start hero--normal">')
    expect(html).not.toContain('hero__photo')
    expect(html).not.toContain('<img')
  })
})

describe('starter cards take an image each', () => {
  it('draws a card’s image above its title, cropped around its focal point; cards without one stay as they were', () => {
    const data = {
      ...cards.data,
      cards: [
        { image: photo, title: 'Brot', text: 'Sauerteig', url: '/brot' },
        { title: 'Kuchen', text: 'Jeden Tag' },
      ],
    }
    expect(buildDataSchema(cards.form).safeParse(data).error).toBeUndefined()
    const html = render(cards, data)
    const [first, second] = html.split('<li class="card').slice(1)
    expect(first).toMatch(/^ card--link card--image">\s*<div class="card__media"><picture>/)
    expect(first).toContain('class="card__img"')
    expect(first).toContain('alt="Bäcker am Ofen"')
    expect(first).toContain('style="object-position:30% 75%"')
    expect(first).toContain(
      'sizes="(min-width: 1260px) 400px, (min-width: 1080px) 33vw, (min-width: 768px) 50vw, 100vw"',
    )
    expect(first!.indexOf('card__media')).toBeLessThan(first!.indexOf('card__title'))
    expect(second).toMatch(/^">/)
    expect(second).not.toContain('<img')
  })
})
