import { mkdtempSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RenderPageInput } from '@sitewerk/renderer'
import { article, component, content, page, section } from '@sitewerk/renderer/test-builders'
import { buildApp } from '../apps/server/src/app.ts'
import { parseConfig } from '../apps/server/src/config.ts'
import type { Database } from '../apps/server/src/db/client.ts'
import { openDatabase } from '../apps/server/src/db/open-database.ts'
import {
  articles,
  components,
  contents,
  organizations,
  pages,
  sections,
  sites,
} from '../apps/server/src/db/schema/index.ts'
import { createPublisher } from '../apps/server/src/modules/publishing/publisher.ts'

const TEMPLATE = `<div class="card"><h2>{{ title }}</h2><p>{{ text }}</p>{% if link %}<a href="{{ link }}">Mehr</a>{% endif %}<ul>{% for item in items %}<li>{{ item | upcase }}</li>{% endfor %}</ul></div>`
const data = (i: number) => ({
  title: `Block ${i}`,
  text: 'Frisches Brot aus dem Holzofen, jeden Morgen ab sechs Uhr.',
  link: `/seite-${i}`,
  items: ['Roggen', 'Dinkel', 'Weizen'],
})

/** A published site with one page of `blocks` content blocks, straight into the tables. */
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
  await createPublisher({ db }).publish(org!.id, site!.id, {
    withSite: true,
    by: { userId: null },
    now: new Date(),
  })
  return { host: 'bench.localhost', siteId: site!.id, pageId: page!.id, componentId: component!.id }
}

/** The same page as a render input, for the bare renderer. */
export function benchRenderInput(blocks: number): Omit<RenderPageInput, 'engine'> {
  const card = component('card', TEMPLATE)
  const blockContents = Array.from({ length: blocks }, (_, i) =>
    content(card, data(i), { order: i }),
  )
  return {
    site: { title: 'Bench', description: null, variables: {} },
    page: page([article([section(blockContents)])]),
    layout: null,
    components: new Map([[card.id, card]]),
    navigation: [],
  }
}

/** fetch() may not set Host; the site is chosen by it. */
export function fetchText(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (res) => {
      let body = ''
      res
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve(body))
    }).on('error', reject)
  })
}

/**
 * A listening Sitewerk on PGlite serving the bench site's page of 50 blocks, with or without its
 * page cache. wrk runs in its own process: the server keeps this process's event loop.
 */
export async function startSitewerk({
  pageCache,
  connections,
}: {
  pageCache: boolean
  connections: number
}) {
  const config = parseConfig({
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '',
    PAGE_CACHE: String(pageCache),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sitewerk-bench-')),
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    // One site under many connections: its fair share of the render queue (32, decision 014)
    // would answer the rest 503; this measures throughput, not fairness.
    RENDER_QUEUE_PER_SITE: String(connections * 2),
  })
  const database = await openDatabase(config)
  const { host } = await seedBenchSite(database, 50)
  const app = await buildApp({ config, database, serveWeb: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}/`,
    host,
    close: async () => (await app.close(), await database.close()),
  }
}
