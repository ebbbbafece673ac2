import { createHash } from 'node:crypto'
import { Worker } from 'node:worker_threads'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { RenderComponent } from '@sitewerk/renderer'
import { article, component, content, page, section } from '@sitewerk/renderer/test-builders'
import { QueueFullError } from '../../lib/fair-queue.ts'
import type { DocumentRequest } from './page-document.ts'
import {
  createRenderPool,
  type PageRenderInput,
  type RenderPool,
  type RenderPoolOptions,
  type WorkerRequest,
} from './render-pool.ts'

/** One page whose single section holds one block per component. */
const input = (components: RenderComponent[]): PageRenderInput => ({
  site: { title: 'S', description: null, variables: {} },
  layout: null,
  navigation: [],
  components,
  page: page([article([section(components.map((c) => content(c)))])]),
})

// Cooperative limits high enough never to fire: only the pool's own bounds end these renders.
const NO_LIMITS = { parseLimit: 1e6, renderLimit: 1e9, memoryLimit: 1e12 }
/** A block that keeps a worker busy for a few hundred milliseconds, under every hard bound. */
const slowComponent = () => component('slow', '{% for i in (1..200000) %}{% endfor %}<p>slow</p>')

function pool(options: RenderPoolOptions = {}) {
  const created = createRenderPool(options)
  onTestFinished(() => created.close())
  return created
}

/** A document around the page and nothing else: no stylesheet before it, no compression. */
const BARE: DocumentRequest = {
  head: {
    title: 'S',
    description: '',
    canonicalUrl: 'https://s.example/',
    shareImageUrl: 'https://s.example/s.jpg',
    iconVersion: '1',
  },
  stylesheetPath: '/_sitewerk/page.css?path=%2F',
  formIslandPath: '/_sitewerk/form.js',
  cssBefore: '',
  encoding: 'identity',
  sentOnce: true,
}

/** A page of `siteId` rendered by `renders`, with the body its worker drew, out of its document. */
async function drawBody(
  renders: RenderPool,
  page: PageRenderInput,
  { siteId }: { siteId: number },
) {
  const drawn = await renders.render(page, BARE, { siteId })
  const html = drawn.document.html.toString('utf8')
  const body = html.slice(html.indexOf('<body>') + '<body>'.length, html.lastIndexOf('</body>'))
  return { ...drawn, body }
}

describe('render pool', () => {
  it('renders pages in a worker', async () => {
    const rendered = await drawBody(
      pool(),
      input([component('greeting', '<p>{{ "hallo" | upcase }}</p>')]),
      { siteId: 1 },
    )
    expect(rendered.body.toString()).toContain('<p>HALLO</p>')
  })

  it('makes the whole document in the worker: head, validator, stylesheet and compressed form', async () => {
    const greeting = component('greeting', '<p>{{ "hallo" | upcase }}</p>', {
      css: '.greeting { color: red }',
    })
    const drawn = await pool().render(
      input([greeting]),
      {
        head: {
          title: 'Start | Bäckerei',
          description: 'Brot',
          canonicalUrl: 'https://b.example/',
          shareImageUrl: 'https://b.example/s.jpg',
          iconVersion: '1',
        },
        stylesheetPath: '/_sitewerk/page.css?path=%2F',
        formIslandPath: '/_sitewerk/form.js',
        cssBefore: ':root { --font: serif }',
        encoding: 'br',
        sentOnce: true,
      },
      { siteId: 1 },
    )
    const { html, css, etag, compressed } = drawn.document
    const text = html.toString('utf8')
    expect(text).toMatch(
      /^<!doctype html>[^]*<title>Start \| Bäckerei<\/title>[^]*<p>HALLO<\/p>[^]*<\/html>$/,
    )
    const digest = (bytes: Buffer) =>
      createHash('sha1').update(bytes).digest('base64url').slice(0, 16)
    expect(etag).toBe(`"${digest(html)}"`)
    expect(css.toString('utf8')).toMatch(
      /^:root \{ --font: serif \}\n[^]*\.greeting \{ color: red \}/,
    )
    expect(text).toContain(
      `<link rel="stylesheet" href="/_sitewerk/page.css?path=%2F&amp;v=${digest(css)}">`,
    )
    expect(text).not.toContain('form.js')
    expect(compressed?.encoding).toBe('br')
    expect(brotliDecompressSync(compressed!.body).equals(html)).toBe(true)
  })

  it('fills the not-found stand-in’s main, and compresses nothing for a document changed later', async () => {
    const drawn = await pool().render(
      { ...input([]), page: page([]) },
      {
        head: {
          title: 'Seite nicht gefunden',
          description: '',
          canonicalUrl: 'https://b.example/404',
          shareImageUrl: 'https://b.example/s.jpg',
          iconVersion: '1',
        },
        stylesheetPath: '/_sitewerk/page.css?path=%2F404',
        formIslandPath: '/_sitewerk/form.js',
        cssBefore: '',
        standIn: { main: '<h1>Nicht gefunden</h1>', css: '.nf { margin: 0 }' },
        encoding: 'identity',
        sentOnce: true,
      },
      { siteId: 1 },
    )
    expect(drawn.document.html.toString('utf8')).toContain(
      '<main id="main"><h1>Nicht gefunden</h1></main>',
    )
    expect(drawn.document.css.toString('utf8')).toMatch(/\.nf \{ margin: 0 \}$/)
    expect(drawn.document.compressed).toBeUndefined()
  })

  it('hands back the page as UTF-8 bytes, whatever characters its text holds', async () => {
    const quote = component('quote', '<blockquote>{{ text }}</blockquote>')
    const text = '„Frisch gebacken“ – täglich ab 6 Uhr 🥐'
    const tree = page([
      article([section([content(quote, { text })])]),
      article([section([content(quote, { text: 'Öffnungszeiten' })])]),
    ])
    const rendered = await drawBody(pool(), { ...input([quote]), page: tree }, { siteId: 1 })
    expect(Buffer.isBuffer(rendered.document.html)).toBe(true)
    expect(rendered.document.html.includes(Buffer.from(text, 'utf8'))).toBe(true)
    const { body } = rendered
    expect(body).toContain(`<blockquote>${text}</blockquote>`)
    expect(body.indexOf(text)).toBeLessThan(body.indexOf('Öffnungszeiten'))
    expect(body).toMatch(/^<a class="sw-skip-link"[^]*<main id="main">[^]*<\/main>$/)
  })

  it('draws icons of the shipped set inline and logs a name the set lacks', async () => {
    const logged: { details: object; message: string }[] = []
    const renders = pool({ log: { warn: (details, message) => logged.push({ details, message }) } })
    const card = component('card', '{{ "bread" | icon }}{{ "no-such-icon" | icon }}<p>Brot</p>')
    const rendered = await drawBody(renders, input([card]), { siteId: 1 })
    expect(rendered.body.toString()).toMatch(/<svg [^>]*class="sw-icon"[^>]*>.*<\/svg><p>Brot<\/p>/)
    expect(logged).toEqual([
      {
        details: expect.objectContaining({ componentId: card.id }),
        message: 'unknown icon: no-such-icon',
      },
    ])
  })

  it('ends a render that passes the hard bound, blocks that component and renders the rest', async () => {
    const renders = pool({ hardTimeoutMs: 300, limits: NO_LIMITS })
    const hog = component('hog', '{% for i in (1..1000000000) %}{% endfor %}')
    const started = Date.now()
    const rendered = await drawBody(renders, input([hog, component('fine', '<p>bleibt</p>')]), {
      siteId: 1,
    })
    // The bound, a worker restart (the retry waits for it: it is this site's) and the retry; the
    // loop itself would take minutes.
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(rendered.body.toString()).toContain('<p>bleibt</p>')
    expect(rendered.warnings).toEqual([
      expect.objectContaining({ componentId: hog.id, message: 'time limit exceeded' }),
    ])
  })

  it("serves sites in turn: another site's page does not wait for one site's backlog", async () => {
    // Every render draws its blocks: kept ones would make the backlog fast.
    const renders = pool({
      size: 2,
      limits: NO_LIMITS,
      hardTimeoutMs: 20_000,
      slowStrikes: 1e9,
      blockCacheBytes: 0,
    })
    const slow = slowComponent()
    // Warm both workers (two sites, so both render at once), so start-up does not count.
    const warm = component('warm', '<p>{{ "x" | upcase }}</p>')
    await Promise.all([8, 9].map((siteId) => drawBody(renders, input([warm]), { siteId })))
    const finished: string[] = []
    const hostile = Array.from({ length: 8 }, (_, i) =>
      drawBody(renders, input([slow]), { siteId: 1 }).then(() => finished.push(`hostile-${i}`)),
    )
    const victim = drawBody(renders, input([component('fast', '<p>schnell</p>')]), {
      siteId: 2,
    }).then(() => finished.push('victim'))
    await Promise.all([...hostile, victim])
    // With one queue for everybody the victim would finish last (9th); here it has a worker of its
    // own, because one site holds at most half of the pool (first, give or take a noisy machine).
    expect(finished.indexOf('victim'), finished.join(' ')).toBeLessThan(3)
  })

  it('blocks a component version that renders slowly again and again, until it is saved again', async () => {
    // Every render draws its blocks: a kept block is not slow again.
    const renders = pool({ limits: NO_LIMITS, slowBlockMs: 50, slowStrikes: 2, blockCacheBytes: 0 })
    const slow = slowComponent()
    const fine = component('fine', '<p>bleibt</p>')
    for (let i = 0; i < 2; i++) {
      const rendered = await drawBody(renders, input([slow, fine]), { siteId: 1 })
      expect(rendered.body.toString()).toContain('<p>slow</p>')
    }
    expect(renders.isBlocked(slow)).toBe(true)
    const blocked = await drawBody(renders, input([slow, fine]), { siteId: 1 })
    expect(blocked.body.toString()).not.toContain('<p>slow</p>')
    expect(blocked.body.toString()).toContain('<p>bleibt</p>')
    expect(blocked.warnings).toEqual([
      expect.objectContaining({ componentId: slow.id, message: 'time limit exceeded' }),
    ])
    // Saved again: a new updated_at is a new version with a clean slate.
    const saved = { ...slow, updated_at: '2030-01-01 00:00:00' }
    expect((await drawBody(renders, input([saved]), { siteId: 1 })).body.toString()).toContain(
      '<p>slow</p>',
    )
  })

  it('remembers the strikes of at most its bound of versions, the oldest forgotten first', async () => {
    const renders = pool({
      ...{ limits: NO_LIMITS, slowBlockMs: 50, slowStrikes: 2, blockCacheBytes: 0 },
      rememberedVersions: 2,
    })
    const [a, b, c] = [slowComponent(), slowComponent(), slowComponent()]
    for (const version of [a, b, c, b, a]) await drawBody(renders, input([version]), { siteId: 1 })
    // a's first strike was forgotten for c's: b has its two, a one
    expect(renders.isBlocked(a)).toBe(false)
    expect(renders.isBlocked(b)).toBe(true)
  })

  it('lets a blocked version render again when its block ends, and blocks it twice as long the next time', async () => {
    // a machine under load makes good components slow too: they must not stay blank for good
    let clock = 1_000_000
    const renders = pool({
      limits: NO_LIMITS,
      slowBlockMs: 50,
      slowStrikes: 1,
      blockCacheBytes: 0,
      blockedForMs: 60_000,
      now: () => clock,
    })
    const slow = slowComponent()
    await drawBody(renders, input([slow]), { siteId: 1 })
    expect(renders.isBlocked(slow)).toBe(true)
    clock += 59_000
    expect((await drawBody(renders, input([slow]), { siteId: 1 })).body.toString()).not.toContain(
      '<p>slow</p>',
    )

    clock += 2_000
    expect(renders.isBlocked(slow)).toBe(false)
    expect((await drawBody(renders, input([slow]), { siteId: 1 })).body.toString()).toContain(
      '<p>slow</p>',
    )
    // that render was slow again: a second block, of two minutes
    expect(renders.isBlocked(slow)).toBe(true)
    clock += 119_000
    expect(renders.isBlocked(slow)).toBe(true)
    clock += 2_000
    expect(renders.isBlocked(slow)).toBe(false)
  })

  it("refuses a site's page beyond its queue cap and still takes other sites' pages", async () => {
    const renders = pool({ size: 2, limits: NO_LIMITS, maxQueuedPerSite: 2, slowStrikes: 1e9 })
    const slow = slowComponent()
    await Promise.all([8, 9].map((siteId) => drawBody(renders, input([]), { siteId })))
    const admitted = [1, 2, 3].map(() => drawBody(renders, input([slow]), { siteId: 1 }))
    // One runs (at most half the pool per site), two wait: the fourth is one too many.
    await expect(drawBody(renders, input([slow]), { siteId: 1 })).rejects.toBeInstanceOf(
      QueueFullError,
    )
    const other = await drawBody(renders, input([component('x', '<p>x</p>')]), { siteId: 2 })
    expect(other.body.toString()).toContain('<p>x</p>')
    await Promise.all(admitted)
  })

  it('keeps a slow block it drew: drawn once, it counts against its budget once', async () => {
    const renders = pool({ size: 1, limits: NO_LIMITS, slowBlockMs: 50, slowStrikes: 2 })
    const slow = slowComponent()
    const slowPage = input([slow])
    for (let i = 0; i < 3; i++)
      expect((await drawBody(renders, slowPage, { siteId: 1 })).body.toString()).toContain(
        '<p>slow</p>',
      )
    expect(renders.isBlocked(slow)).toBe(false)
  })
})

describe('component sources in the render workers (issue #18)', () => {
  /** The messages the pool sends its workers, from now on. */
  function posted() {
    const spy = vi.spyOn(Worker.prototype, 'postMessage')
    onTestFinished(() => spy.mockRestore())
    return () => spy.mock.calls.map(([message]) => message as WorkerRequest)
  }
  const sourcesOf = (request: WorkerRequest | undefined) =>
    request?.sources.map((c) => `${c.id}:${c.template}`)

  it('sends a version once per worker, then only its id and version', async () => {
    const requests = posted()
    const renders = pool({ size: 1 })
    const card = component('card', '<p>Karte</p>')
    const text = component('text', '<p>Text</p>')
    await drawBody(renders, input([card, text]), { siteId: 1 })
    expect(sourcesOf(requests().at(-1))).toEqual([
      `${card.id}:<p>Karte</p>`,
      `${text.id}:<p>Text</p>`,
    ])
    const again = await drawBody(renders, input([card, text]), { siteId: 1 })
    expect(again.body.toString()).toContain('<p>Karte</p><')
    expect(requests().at(-1)).toMatchObject({
      sources: [],
      input: { components: [{ id: card.id }, { id: text.id }] },
    })
    expect(JSON.stringify(requests().at(-1))).not.toContain('Karte')

    // Saved: a new version, sent once; the old one is not drawn any more.
    const saved = { ...card, template: '<p>Neue Karte</p>', updated_at: '2030-01-01 00:00:00' }
    const edited = await drawBody(renders, input([saved, text]), { siteId: 1 })
    expect(edited.body.toString()).toContain('<p>Neue Karte</p>')
    expect(sourcesOf(requests().at(-1))).toEqual([`${card.id}:<p>Neue Karte</p>`])
  })

  it('sends the sources again to a worker that restarted', async () => {
    const requests = posted()
    const renders = pool({ size: 1, hardTimeoutMs: 300, limits: NO_LIMITS })
    const card = component('card', '<p>Karte</p>')
    await drawBody(renders, input([card]), { siteId: 1 })
    // A component that passes the hard bound ends the worker; the page is tried on a new one.
    const hog = component('hog', '{% for i in (1..1000000000) %}{% endfor %}')
    const retried = await drawBody(renders, input([hog, card]), { siteId: 1 })
    expect(retried.body.toString()).toContain('<p>Karte</p>')
    expect(sourcesOf(requests().at(-1))).toEqual([
      `${hog.id}:${hog.template}`,
      `${card.id}:<p>Karte</p>`,
    ])
    expect((await drawBody(renders, input([card]), { siteId: 1 })).body.toString()).toContain(
      '<p>Karte</p>',
    )
    expect(requests().at(-1)!.sources).toEqual([])
  })

  it('sends a version again when the worker says it let it go', async () => {
    const requests = posted()
    // Room for one of these components only.
    const renders = pool({ size: 1, componentChars: 1500 })
    const big = (key: string) => component(key, `<p>${key}</p>`.padEnd(1000, ' '))
    const first = big('erste')
    const second = big('zweite')
    await drawBody(renders, input([first]), { siteId: 1 })
    await drawBody(renders, input([second]), { siteId: 1 })
    const count = requests().length
    const again = await drawBody(renders, input([first]), { siteId: 1 })
    expect(again.body.toString()).toContain('<p>erste</p>')
    // Asked without the source, the worker lacked it and was sent it.
    expect(requests().slice(count).map(sourcesOf)).toEqual([[], [`${first.id}:${first.template}`]])
  })

  it('sends a page tree once per worker, then only its key; a new tree is sent', async () => {
    const requests = posted()
    const renders = pool({ size: 1 })
    const card = component('card', '<p>{{ title }}</p>')
    const tree = page([article([section([content(card, { title: 'Brot' })])])])
    const withTree = (t: typeof tree) => ({ ...input([card]), page: t })
    await drawBody(renders, withTree(tree), { siteId: 1 })
    expect(requests().at(-1)!.page).toEqual(tree)
    const again = await drawBody(renders, withTree(tree), { siteId: 1 })
    expect(again.body.toString()).toContain('<p>Brot</p>')
    expect(requests().at(-1)).toMatchObject({ page: null, pageKey: requests().at(-2)!.pageKey })
    expect(JSON.stringify(requests().at(-1))).not.toContain('Brot')

    // A published change is a new tree: it is sent, and drawn as it is now.
    const changed = page([article([section([content(card, { title: 'Kuchen' })])])])
    expect((await drawBody(renders, withTree(changed), { siteId: 1 })).body.toString()).toContain(
      'Kuchen',
    )
    expect(requests().at(-1)!.page).toEqual(changed)
  })

  it('sends a page tree again when the worker says it let it go', async () => {
    const requests = posted()
    // Room for one of these trees only.
    const renders = pool({ size: 1, pageChars: 1500 })
    const card = component('card', '<p>{{ title }}</p>')
    const big = (title: string) =>
      page([article([section([content(card, { title: title.padEnd(1000, '.') })])])])
    const first = big('erste')
    await drawBody(renders, { ...input([card]), page: first }, { siteId: 1 })
    await drawBody(renders, { ...input([card]), page: big('zweite') }, { siteId: 1 })
    const count = requests().length
    const again = await drawBody(renders, { ...input([card]), page: first }, { siteId: 1 })
    expect(again.body.toString()).toContain('<p>erste')
    // Asked without the tree, the worker lacked it and was sent it.
    expect(
      requests()
        .slice(count)
        .map((r) => r.page),
    ).toEqual([null, first])
  })
})
