import { toDbDateTime, type Content, type PageWithArticles } from '@sitewerk/contracts'
import type { RenderComponent, RenderPageInput } from '@sitewerk/renderer'
import type { Database } from '../apps/server/src/db/client.ts'
import {
  articles,
  components,
  contents,
  organizations,
  pages,
  sections,
  sites,
} from '../apps/server/src/db/schema/index.ts'

const TEMPLATE = `<div class="card"><h2>{{ title }}</h2><p>{{ text }}</p>{% if link %}<a href="{{ link }}">Mehr</a>{% endif %}<ul>{% for item in items %}<li>{{ item | upcase }}</li>{% endfor %}</ul></div>`
const data = (i: number) => ({
  title: `Block ${i}`,
  text: 'Frisches Brot aus dem Holzofen, jeden Morgen ab sechs Uhr.',
  link: `/seite-${i}`,
  items: ['Roggen', 'Dinkel', 'Weizen'],
})

/** A site with one page of `blocks` content blocks, straight into the tables. */
export async function seedBenchSite(database: Database, blocks: number) {
  const { db } = database
  const [org] = await db
    .insert(organizations)
    .values({ title: 'Bench GmbH', apiKey: 'bench' })
    .returning()
  const [site] = await db
    .insert(sites)
    .values({ organizationId: org!.id, title: 'Bench', identifier: 'bench' })
    .returning()
  const [component] = await db
    .insert(components)
    .values({
      namespace: 'module',
      key: 'card',
      title: 'Karte',
      template: TEMPLATE,
      css: '.sw-c-card .card{padding:1rem}',
    })
    .returning()
  const [page] = await db
    .insert(pages)
    .values({ organizationId: org!.id, siteId: site!.id, title: 'Start', url: '' })
    .returning()
  const [article] = await db
    .insert(articles)
    .values({ organizationId: org!.id, pageId: page!.id, order: 1 })
    .returning()
  const [section] = await db
    .insert(sections)
    .values({ organizationId: org!.id, articleId: article!.id, order: 1 })
    .returning()
  await db.insert(contents).values(
    Array.from({ length: blocks }, (_, i) => ({
      organizationId: org!.id,
      sectionId: section!.id,
      componentId: component!.id,
      order: i,
      data: data(i),
    })),
  )
  return { host: 'bench.localhost' }
}

/** The same page as a render input, for the bare renderer. */
export function benchRenderInput(blocks: number): Omit<RenderPageInput, 'engine'> {
  const component: RenderComponent = {
    id: 1,
    key: 'card',
    namespace: 'module',
    template: TEMPLATE,
    css: '',
    script: '',
    updated_at: toDbDateTime(new Date(0)),
  }
  const blockContents: Content[] = Array.from({ length: blocks }, (_, i) => ({
    id: i + 1,
    section_id: 1,
    layout_id: null,
    layout_slot: null,
    order: i,
    component_id: 1,
    data: data(i),
    parallax: false,
    article_id: null,
    custom_colorset_id: null,
    theme_id: null,
    grid_area: null,
  }))
  const page: PageWithArticles = {
    id: 1,
    title: 'Start',
    url: '',
    site_id: 1,
    layout_id: null,
    order: 0,
    parent_id: null,
    style: null,
    css: null,
    description: null,
    seo_image_id: null,
    articles: [
      {
        id: 1,
        title: null,
        height: null,
        alignment: null,
        background_file_id: null,
        page_id: 1,
        order: 1,
        preset: null,
        style: null,
        theme_id: null,
        css: null,
        classes: null,
        chain: false,
        custom_colorset_id: null,
        background_content: null,
        sections: [
          {
            id: 1,
            article_id: 1,
            order: 1,
            preset: null,
            title: null,
            theme_id: null,
            custom_colorset_id: null,
            grid: null,
            maxWidth: 'default',
            contents: blockContents,
          },
        ],
      },
    ],
  }
  return {
    site: { title: 'Bench', description: null, variables: {} },
    page,
    layout: null,
    components: new Map([[1, component]]),
    navigation: [],
  }
}
