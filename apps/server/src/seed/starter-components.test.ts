import {
  FormSchema,
  buildDataSchema,
  findSchemaProblems,
  type Content,
  type PageWithArticles,
} from '@sitewerk/contracts'
import { createLiquidEngine, renderPage, type RenderComponent } from '@sitewerk/renderer'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createComponentsRepository } from '../modules/components/repository.ts'
import { createScssCompiler } from '../modules/components/scss.ts'
import { shippedIconSet } from '../modules/icons/icon-set.ts'
import { buildTestApp } from '../test/build-test-app.ts'
import { PAGE_TEMPLATES } from './page-templates/index.ts'
import { STARTER_COMPONENTS, type StarterComponent } from './starter-components/index.ts'
import { seedStarterComponents } from './starter-components.ts'

function compiler() {
  const scss = createScssCompiler()
  onTestFinished(() => scss.close())
  return scss
}

const site = {
  title: 'Bäckerei Sonne',
  description: 'Brot seit 1920',
  variables: {
    phone: '030 123 456',
    email: 'hallo@sonne.example',
    address: 'Backstraße 1\n10115 Berlin',
    opening_hours: 'Mo–Sa 6–18 Uhr',
  },
}

const navigation = [
  { title: 'Start', href: '/', active: true, children: [] },
  {
    title: 'Sortiment',
    href: '/sortiment',
    active: false,
    children: [{ title: 'Brot', href: '/sortiment/brot', active: false, children: [] }],
  },
  { title: 'Kontakt', href: '/kontakt', active: false, children: [] },
]

/** One starter component with its default data on a page (header and footer in the layout). */
function renderStarter(starter: StarterComponent, data: Record<string, unknown> = starter.data) {
  const component: RenderComponent = {
    id: 1,
    key: starter.key,
    namespace: starter.namespace,
    template: starter.template,
    css: '',
    script: starter.script ?? '',
    updated_at: '2026-01-01 00:00:00',
  }
  const slot = starter.namespace === 'header' || starter.namespace === 'footer'
  const isBackground = starter.namespace === 'background'
  const content: Content = {
    id: 7,
    section_id: slot || isBackground ? null : 3,
    layout_id: slot ? 1 : null,
    layout_slot: slot ? (starter.namespace as 'header' | 'footer') : null,
    order: 0,
    component_id: 1,
    data,
    parallax: false,
    article_id: isBackground ? 2 : null,
    custom_colorset_id: null,
    theme_id: null,
    grid_area: null,
  }
  const page: PageWithArticles = {
    ...{ id: 1, title: 'Start', url: '', site_id: 1, layout_id: 1, order: 0, parent_id: null },
    ...{ style: null, css: null, description: null, seo_image_id: null },
    articles: slot
      ? []
      : [
          {
            ...{ id: 2, title: null, height: null, alignment: null, background_file_id: null },
            ...{ page_id: 1, order: 0, preset: null, style: null, theme_id: null, css: null },
            ...{ classes: null, chain: false, custom_colorset_id: null },
            background_content: isBackground ? content : null,
            sections: [
              {
                ...{ id: 3, article_id: 2, order: 0, preset: null, title: null, theme_id: null },
                ...{ custom_colorset_id: null, grid: null, maxWidth: 'default' as const },
                contents: isBackground ? [] : [content],
              },
            ],
          },
        ],
  }
  return renderPage({
    site,
    page,
    layout: { id: 1, contents: slot ? [content] : [], css: null, maxWidth: 'default' },
    components: new Map([[1, component]]),
    navigation,
    engine: createLiquidEngine(undefined, undefined, { icons: shippedIconSet() }),
  })
}

describe('starter components', () => {
  it('are the sixteen of issue #7, with unique keys, Tabler icons and German labels', () => {
    const keys = STARTER_COMPONENTS.map((s) => s.key)
    expect(keys).toEqual(
      expect.arrayContaining([
        ...['header', 'footer', 'hero', 'text', 'image', 'image-text', 'gallery', 'cards'],
        ...['cta', 'columns', 'accordion', 'testimonial', 'counter', 'video', 'form-embed'],
        'background',
      ]),
    )
    expect(new Set(keys).size).toBe(keys.length)
    for (const starter of STARTER_COMPONENTS) {
      expect(shippedIconSet().get(starter.icon), starter.icon).not.toBeNull()
      expect(starter.form.every((f) => f.label)).toBe(true)
    }
  })

  it.each(STARTER_COMPONENTS.map((s) => [s.key, s] as const))(
    '%s: template parses, form is valid and its default data fills it',
    (_key, starter) => {
      expect(() => createLiquidEngine().parse(starter.key, starter.template)).not.toThrow()
      expect(findSchemaProblems(starter.form)).toEqual([])
      expect(FormSchema.parse(starter.form)).toEqual(starter.form)
      expect(buildDataSchema(starter.form).safeParse(starter.data).error).toBeUndefined()
    },
  )

  it('cards show the icon picked for a card inline, and nothing for a card without one', () => {
    const cards = STARTER_COMPONENTS.find((s) => s.key === 'cards')!
    const { body, warnings } = renderStarter(cards, {
      ...cards.data,
      cards: [
        { title: 'Brot', icon: 'bread' },
        { title: 'Lieferung', icon: '' },
      ],
    })
    expect(body.match(/<svg [^>]*class="sw-icon"/g)).toHaveLength(1)
    expect(body).toContain('<span class="card__icon"><svg')
    expect(warnings).toEqual([])
  })

  it('all styles compile and are scoped to their component', async () => {
    const scss = compiler()
    for (const starter of STARTER_COMPONENTS) {
      const result = await scss.compile(starter.style, `sw-c-${starter.key}`)
      expect(result, starter.key).toHaveProperty('css')
      const css = (result as { css: string }).css
      const selectors = css.match(/^[^@\s}][^{]*(?=\{)/gm) ?? []
      expect(selectors.length, starter.key).toBeGreaterThan(0)
      for (const selector of selectors)
        expect(selector.split(',').every((s) => s.includes(`sw-c-${starter.key}`))).toBe(true)
    }
  })

  it.each(STARTER_COMPONENTS.map((s) => [s.key, s] as const))(
    '%s renders its default data into golden HTML',
    async (key, starter) => {
      const rendered = renderStarter(starter)
      expect(rendered.warnings).toEqual([])
      await expect(rendered.body.replace(/>\s*</g, '>\n<')).toMatchFileSnapshot(
        `./__fixtures__/starter-components/${key}.html`,
      )
    },
  )
})

describe('the image starter component', () => {
  const image = STARTER_COMPONENTS.find((s) => s.key === 'image')!
  const file = {
    ...{ id: 5, filename: 'werkstatt.jpg', name: 'Werkstatt', width: 1200, height: 450 },
    ...{ size: 812_000, alt: 'Hobelbank mit Eichenbrettern' },
  }

  it('renders a media file through the image filter: srcset up to its width, eager in the first article', async () => {
    const data = { ...image.data, alt: '', size: 'text', file }
    expect(buildDataSchema(image.form).safeParse(data).error).toBeUndefined()
    const rendered = renderStarter(image, data)
    expect(rendered.warnings).toEqual([])
    expect(rendered.body).toContain(' sizes="(min-width: 46rem) 46rem, 100vw"')
    expect(rendered.body).toContain('/media/img/5/1280w1x.webp 1200w"')
    expect(rendered.body).toContain(' alt="Hobelbank mit Eichenbrettern" loading="eager"')
    await expect(rendered.body.replace(/>\s*</g, '>\n<')).toMatchFileSnapshot(
      './__fixtures__/starter-components/image-media-file.html',
    )
  })

  it("prefers the block's own alternative text to the media library's", () => {
    const rendered = renderStarter(image, { ...image.data, alt: 'Unsere Werkstatt', file })
    expect(rendered.body).toContain(' alt="Unsere Werkstatt"')
    expect(rendered.body).not.toContain('Hobelbank')
  })
})

describe('starter components with media files', () => {
  const starter = (key: string) => STARTER_COMPONENTS.find((s) => s.key === key)!
  const photo = {
    ...{ id: 8, filename: 'team.jpg', name: 'Team', width: 1600, height: 1067 },
    ...{ size: 420_000, alt: 'Das Team vor der Werkstatt' },
  }

  it.each([
    ['gallery', { images: [{ file: photo, alt: '', caption: 'Unser Team' }] }],
    ['image-text', { file: photo, alt: '' }],
    ['testimonial', { photo }],
    ['video', { poster: photo }],
    ['background', { file: photo }],
  ])('%s draws its media file through the image filter', async (key, extra) => {
    const component = starter(key)
    const data = { ...component.data, ...extra }
    expect(buildDataSchema(component.form).safeParse(data).error).toBeUndefined()
    const rendered = renderStarter(component, data)
    expect(rendered.warnings).toEqual([])
    expect(rendered.body).toContain('/media/img/8/')
    await expect(rendered.body.replace(/>\s*</g, '>\n<')).toMatchFileSnapshot(
      `./__fixtures__/starter-components/${key}-media-file.html`,
    )
  })
})

describe('alternative texts of starter blocks (issue 13, defect 3)', () => {
  const starter = (key: string) => STARTER_COMPONENTS.find((s) => s.key === key)!
  const bread = {
    ...{ id: 9, filename: 'brot.jpg', name: 'Brot', width: 1600, height: 1067 },
    ...{ size: 300_000, alt: 'Frisches Roggenbrot auf dem Ladentisch' },
  }
  const placeholderAlts = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(placeholderAlts)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, v]) =>
            key === 'alt' && typeof v === 'string' && v !== '' ? [v] : placeholderAlts(v),
          )
        : []

  it('a picked library file keeps its own alt text in a block left at its starter data', () => {
    const picked: [string, Record<string, unknown>][] = [
      ['image', { ...starter('image').data, file: bread }],
      ['image-text', { ...starter('image-text').data, file: bread }],
      [
        'gallery',
        {
          ...starter('gallery').data,
          images: (starter('gallery').data.images as Record<string, unknown>[]).map((item) => ({
            ...item,
            file: bread,
          })),
        },
      ],
    ]
    for (const [key, data] of picked) {
      const rendered = renderStarter(starter(key), data)
      expect(rendered.body, key).toContain(' alt="Frisches Roggenbrot auf dem Ladentisch"')
      expect(rendered.body, key).not.toMatch(/Platzhalter/)
    }
  })

  it('no starter block, page template or their placeholders put a text of their own into an alt', () => {
    for (const component of STARTER_COMPONENTS) {
      expect(placeholderAlts(component.data), component.key).toEqual([])
      expect(renderStarter(component).body, component.key).not.toMatch(/Platzhalter/)
    }
    for (const [key, template] of Object.entries(PAGE_TEMPLATES)) {
      expect(placeholderAlts(template), key).toEqual([])
    }
  })
})

describe('seedStarterComponents', () => {
  it('creates the platform components once; a second start changes nothing', async () => {
    const { database } = await buildTestApp()
    const scss = compiler()
    const first = await seedStarterComponents(database, scss)
    expect(first.created).toEqual(STARTER_COMPONENTS.map((s) => s.key))
    const repo = createComponentsRepository(database.db)
    const before = await repo.listPlatform()
    expect(before.every((c) => c.organizationId === null && c.css.includes(`.sw-c-${c.key}`))).toBe(
      true,
    )

    expect(await seedStarterComponents(database, scss)).toEqual({ created: [], updated: [] })
    expect(await repo.listPlatform()).toEqual(before)
  })

  it('brings a changed definition to an existing installation, compiled like a save', async () => {
    const { database } = await buildTestApp()
    const scss = compiler()
    await seedStarterComponents(database, scss)
    const repo = createComponentsRepository(database.db)
    const old = (await repo.findPlatformByKey('text'))!
    const changed = STARTER_COMPONENTS.map((s) =>
      s.key === 'text' ? { ...s, style: `${s.style}\n.text { color: rebeccapurple; }` } : s,
    )

    expect(await seedStarterComponents(database, scss, changed)).toEqual({
      created: [],
      updated: ['text'],
    })
    const now = (await repo.findPlatformByKey('text'))!
    expect(now.id).toBe(old.id)
    expect(now.css).toContain('.sw-c-text .text {\n  color: rebeccapurple;')
    expect(now.updatedAt.getTime()).toBeGreaterThan(old.updatedAt.getTime())
  })

  it('refuses a definition that would not save, naming the component', async () => {
    const { database } = await buildTestApp()
    const broken = { ...STARTER_COMPONENTS[0]!, key: 'broken', style: '.a { color: }' }
    await expect(seedStarterComponents(database, compiler(), [broken])).rejects.toThrow(
      /starter component broken does not pass/,
    )
  })
})

describe('the text starter component', () => {
  const text = STARTER_COMPONENTS.find((s) => s.key === 'text')!

  it('prints the sanitised rich text with its formatting', () => {
    const html = '<h3>Öffnungszeiten</h3><ul><li><p><strong>Mo–Fr</strong> 6–18 Uhr</p></li></ul>'
    const rendered = renderStarter(text, { ...text.data, text: html })
    expect(rendered.body).toContain(html)
  })

  it('shows text saved before the rich-text editor as escaped paragraphs', () => {
    const rendered = renderStarter(text, { ...text.data, text: 'Eins\nzwei\n\nTom &amp; Jerry' })
    expect(rendered.body).toContain('<p class="text__paragraph">Eins<br>zwei</p>')
    expect(rendered.body).toContain('<p class="text__paragraph">Tom &amp; Jerry</p>')
  })
})
