import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contents } from '../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../test/factories.ts'
import { atScale, recordFigures } from '../test/hardening.ts'
import { publishSite } from '../test/publishing.ts'
import { percentile, siteWithTemplate, timed } from '../test/site-pages.ts'

/**
 * Hostile templates (issue 12): every liquidjs advisory proof of concept we found, and generated
 * templates, saved as components on a hostile tenant's pages. Nothing may escape (no file content,
 * no prototype, no process), and another tenant's page stays fast while the hostile one is
 * requested by 10 clients at once.
 */

// Visible in every process and worker: a template that reaches process.env would print it.
const ENV_CANARY = `env-canary-${Math.random().toString(36).slice(2)}`
process.env.SITEWERK_HARDENING_CANARY = ENV_CANARY

/** Proofs of concept from liquidjs' advisories and issues, by what they try. */
const ADVISORY_POCS: Record<string, string[]> = {
  // ownPropertyOnly (CVE-2022-25948 and issue #454): inherited members must read as nothing.
  prototype: [
    '{{ x.constructor }}',
    '{{ x.constructor.name }}',
    '{{ x.__proto__ }}',
    "{{ x['__proto__'] }}",
    '{{ x.__proto__.constructor.constructor }}',
    '{{ page.constructor.constructor }}',
    '{{ "a".constructor }}',
    '{{ navigation.constructor }}',
    '{{ navigation.__proto__.length }}',
    '{{ site.variables.hasOwnProperty }}',
    '{% assign c = page | map: "constructor" | first %}{{ c }}{{ c.name }}',
    '{{ navigation | map: "__proto__" | join }}',
    '{{ site | where: "constructor" }}',
    '{{ navigation | sort: "__proto__" }}',
    '{% for p in page.constructor %}{{ p }}{% endfor %}',
  ],
  // liquidjs#897: filter and tag names resolved through Object.prototype (RCE chain via valueOf).
  inheritedNames: [
    '{{ 1 | valueOf }}',
    '{{ 1 | toString }}',
    '{{ 1 | constructor }}',
    '{{ 1 | __proto__ }}',
    '{{ 1 | hasOwnProperty: "x" }}',
    '{{ 1 | __defineGetter__: "x" }}',
    '{{ 1 | toLocaleString }}',
    "{{ 1 | valueOf | map: 'context' | first }}",
    '{% assign f = 1 | valueOf %}{{ f.context.environments }}{{ f.liquid.options.fs }}',
    '{% constructor %}',
    '{% __proto__ %}',
    '{% valueOf %}',
    '{% hasOwnProperty %}',
  ],
  // liquidjs#131/#851/#855: include, render and layout of files, fallbacks and traversal.
  files: [
    "{% include '/etc/passwd' %}",
    "{% render '/etc/passwd' %}",
    "{% layout '/etc/passwd' %}x",
    "{% include '../../../../../../etc/passwd' %}",
    "{% render 'file:///etc/passwd' %}",
    "{% include '/proc/self/environ' %}",
    "{% assign p = '/etc/passwd' %}{% include p %}",
    '{% include page.url %}',
    "{% render '../../package.json' %}",
    "{% layout 'self' %}{% block a %}{% layout 'self' %}{% endblock %}",
    "{% include 'a' %}{% include 'a' %}",
  ],
  // liquidjs#715/#895 and issue 12: work liquidjs cannot interrupt, or only cooperatively.
  denialOfService: [
    '{% assign r = (1..3000000) | sort %}',
    '{% for i in (1..1000000000) %}{% endfor %}',
    '{% for a in (1..1000) %}{% for b in (1..1000) %}{% for c in (1..1000) %}x{% endfor %}{% endfor %}{% endfor %}',
    "{{ 'now' | date: '%5000000d' }}",
    "{{ 'now' | date: '%50000000d' | size }}",
    "{% assign s = 'xxxxxxxxxx' %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s | size }}",
    "{% assign a = 'x,y' | split: ',' %}{% for i in (1..40) %}{% assign a = a | concat: a %}{% endfor %}{{ a | size }}",
    '{{ (1..100000000) | join }}',
    '{% tablerow i in (1..100000000) %}{{ i }}{% endtablerow %}',
    `${'{% if true %}'.repeat(3000)}deep${'{% endif %}'.repeat(3000)}`,
    `{{ x${'.a'.repeat(5000)} }}`,
    '{% capture c %}{% for i in (1..10000000) %}abcdefghij{% endfor %}{% endcapture %}{{ c | size }}',
  ],
}

/** Pieces generated templates are made of: paths towards prototypes, filters, tags. */
const PATHS = ['x', 'page', 'site', 'navigation', 'content', 'data', 'site.variables']
const MEMBERS = ['constructor', '__proto__', 'prototype', 'valueOf', 'toString', 'length', 'first']
const FILTERS = ['map', 'where', 'sort', 'first', 'join', 'size', 'json', 'valueOf', 'constructor']
const generatedTemplate = fc
  .array(
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...PATHS),
          fc.array(fc.constantFrom(...MEMBERS), { maxLength: 4 }),
          fc.array(fc.tuple(fc.constantFrom(...FILTERS), fc.option(fc.constantFrom(...MEMBERS))), {
            maxLength: 3,
          }),
        )
        .map(
          ([path, members, filters]) =>
            `{{ ${[path, ...members].join('.')}${filters.map(([f, arg]) => ` | ${f}${arg ? `: '${arg}'` : ''}`).join('')} }}`,
        ),
      fc
        .tuple(
          fc.constantFrom('include', 'render', 'layout'),
          fc.constantFrom(...MEMBERS, '/etc/passwd'),
        )
        .map(([tag, file]) => `{% ${tag} '${file}' %}`),
      fc.constantFrom(...MEMBERS).map((name) => `{% ${name} %}`),
      fc
        .tuple(fc.integer({ min: 1, max: 1e9 }), fc.constantFrom('sort', 'join', 'size', 'reverse'))
        .map(([n, f]) => `{% assign r = (1..${n}) | ${f} %}`),
      fc.string({ maxLength: 20 }),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''))

/** What no page may ever show: file contents, the process, functions of the runtime. */
function escapesIn(html: string): string[] {
  const signs: [string, RegExp][] = [
    ['file /etc/passwd', /root:[^:]*:0:0:/],
    ['package.json', /"devDependencies"|"workspaces"/],
    ['process.env', new RegExp(ENV_CANARY)],
    ['runtime function', /\[native code\]|function \w*\(/],
    ['process object', /\[object process\]|node_modules|\/work\//],
    ['engine internals', /\[object Context\]|FilterImpl|Liquid \{/],
  ]
  return signs.filter(([, sign]) => sign.test(html)).map(([name]) => name)
}

/** A page of the hostile tenant with one block per template, each its own component. */
async function hostilePage(
  testApp: TestApp,
  owner: Awaited<ReturnType<typeof siteOwner>>,
  url: string,
  templates: string[],
) {
  const { article } = await pageWithArticle(owner.client, owner.site.id, url)
  for (const [order, template] of templates.entries()) {
    const component = await createComponent(testApp.database, {
      key: `hostile-${url || 'home'}-${order}`,
      organizationId: owner.organization.id,
      template,
    })
    await testApp.database.db.insert(contents).values({
      organizationId: owner.organization.id,
      sectionId: article.sections[0].id,
      componentId: component.id,
      order,
    })
  }
}

const snapshotPrototypes = () =>
  [Object, Array, String, Function, Number].map((type) =>
    Object.getOwnPropertyNames(type.prototype).sort().join(','),
  )

describe('hostile templates', () => {
  it('let nothing escape and keep another tenant’s page fast under 10 concurrent hostile clients', async () => {
    const prototypesBefore = snapshotPrototypes()
    // The page cache off: a missing page is otherwise rendered once per site and shared by every
    // unknown address (issue 13), and this suite wants every hostile request to render.
    const testApp = await buildTestApp({ env: { PAGE_CACHE: 'false' } })
    const hostile = await siteOwner(testApp, 'Feind')
    const hostileHost = `${hostile.site.identifier}.localhost:3000`
    const visitHostile = (path: string) =>
      testApp.app.inject({ method: 'GET', url: path, headers: { host: hostileHost } })

    const generated = fc.sample(generatedTemplate, { numRuns: atScale(60, 600), seed: 12 })
    const pocs = Object.values(ADVISORY_POCS).flat()
    // The denial-of-service ones go on the 404 page below, rendered by every hostile client.
    const { denialOfService, ...readers } = ADVISORY_POCS
    await hostilePage(testApp, hostile, '', Object.values(readers).flat())
    const perPage = 30
    const generatedUrls: string[] = []
    for (let i = 0; i < generated.length; i += perPage) {
      const url = `generiert-${i / perPage}`
      generatedUrls.push(url)
      await hostilePage(testApp, hostile, url, generated.slice(i, i + perPage))
    }
    // The hostile 404 page carries the uninterruptible step of issue 12: every unknown path renders it.
    await hostilePage(testApp, hostile, '404', denialOfService!)
    // Visitors see only what was published (decision 027).
    await publishSite(hostile.client, hostile.site.id)

    // 1. Nothing escapes, on any hostile page.
    const escapes: string[] = []
    const statuses = new Set<number>()
    for (const url of ['', ...generatedUrls]) {
      const res = await visitHostile(`/${url}`)
      statuses.add(res.statusCode)
      escapes.push(...escapesIn(res.body).map((sign) => `/${url}: ${sign}`))
    }
    // A template that polluted a prototype inside the worker would show here.
    const canary = await siteWithTemplate(testApp, {
      title: 'Kanarienvogel',
      template:
        '[{{ x.polluted }}{{ page.polluted }}{{ navigation.polluted }}{{ x.constructor }}{{ page.url.constructor }}]',
    })
    const canaryPage = await canary.visit()
    expect(canaryPage.body).toContain('[]')

    // 2. Another tenant's page while 10 clients request hostile pages (page cache off).
    const victim = await siteWithTemplate(testApp, {
      title: 'Opfer',
      template: '<p>{{ page.title }}</p>',
    })
    // The victim asks at least this often, and on until the hostile clients made their requests.
    const victimRequests = atScale(40, 300)
    const hostileRequests = atScale(60, 1000)
    const alone: number[] = []
    for (let i = 0; i < 10; i++) alone.push((await timed(() => victim.visit(`/allein-${i}`))).ms)

    let attacking = true
    let hostileServed = 0
    let hostileRefused = 0
    const clients = Array.from({ length: 10 }, async (_, client) => {
      for (let round = 0; attacking; round++) {
        const res = await visitHostile(`/angriff-${client}-${round}`)
        if (res.statusCode === 503) hostileRefused++
        else hostileServed++
        escapes.push(...escapesIn(res.body).map((sign) => `404: ${sign}`))
      }
    })
    const underAttack: number[] = []
    const attackStarted = Date.now()
    for (
      let i = 0;
      i < victimRequests ||
      (hostileServed + hostileRefused < hostileRequests && Date.now() - attackStarted < 120_000);
      i++
    ) {
      const { ms, result } = await timed(() => victim.visit(`/unter-angriff-${i}`))
      expect(result.statusCode).toBe(404)
      expect(result.body).toContain('<p>Start</p>')
      underAttack.push(ms)
    }
    attacking = false
    await Promise.all(clients)

    const p99 = percentile(underAttack, 99)
    recordFigures('hostile-templates', 'Hostile templates', [
      { measure: 'advisory proofs of concept rendered', value: pocs.length },
      { measure: 'generated templates rendered', value: generated.length },
      {
        measure: 'escapes (file content, prototype, process, runtime)',
        value: escapes.length,
        target: '0',
        met: escapes.length === 0,
      },
      {
        measure: "another tenant's page alone, p50 (ms)",
        value: Math.round(percentile(alone, 50)),
      },
      {
        measure: "another tenant's page under 10 hostile clients, p50 (ms)",
        value: Math.round(percentile(underAttack, 50)),
      },
      {
        measure: "another tenant's page under 10 hostile clients, p99 (ms)",
        value: Math.round(p99),
        target: '< 500 ms',
        met: p99 < 500,
      },
      {
        measure: 'hostile requests served / refused (503)',
        value: `${hostileServed} / ${hostileRefused}`,
      },
    ])

    expect(escapes).toEqual([])
    expect([...statuses]).toEqual([200])
    expect(snapshotPrototypes()).toEqual(prototypesBefore)
    expect(p99).toBeLessThan(500)
  })
})

type ComponentRow = { id: number; key: string; template: string }

/** Milliseconds of `count` calls of `run`, one after the other. */
async function timesOf(count: number, run: (i: number) => Promise<unknown>) {
  const ms: number[] = []
  for (let i = 0; i < count; i++) ms.push((await timed(() => run(i))).ms)
  return ms
}

/**
 * Issue #31: a tenant's p99 under another's hostile load may be 3× its quiet p99, but never less
 * than this. On a shared two-core machine a quiet p99 of a few milliseconds is scheduling noise,
 * and Linux gives each of several runnable threads a turn of up to ~24 ms: 3× of 5 ms would fail
 * on a single turn missed. Two turns, against the 1,000 ms the issue measured (and 85 ms
 * here before the fix on a quiet machine).
 */
const FAIRNESS_FLOOR_MS = 50

describe('one tenant’s hostile load', () => {
  it('keeps another tenant’s uncached page and API within 3× their quiet p99', async () => {
    const testApp = await buildTestApp({ env: { PAGE_CACHE: 'false' } })
    // Tenant A: distinct hostile components on the page every unknown path shows, half past the
    // hard bound, half just under it (blocked after three slow renders): each is learnt alone, and
    // A saves them again and again, which lifts their blocks (decision 014).
    const hostile = await siteOwner(testApp, 'Feind')
    const hostileHost = `${hostile.site.identifier}.localhost:3000`
    const components = atScale(4, 24)
    const templates = Array.from({ length: components }, (_, i) =>
      i % 2
        ? `{% for i in (1..1000000000) %}{% endfor %}${i}`
        : `{% assign r = (1..3000000) | sort %}${i}`,
    )
    await hostilePage(testApp, hostile, '404', templates)
    await publishSite(hostile.client, hostile.site.id)
    // Tenant B: an uncached page (the page cache is off) and an API call.
    const victim = await siteWithTemplate(testApp, {
      title: 'Opfer',
      template: '<p>{{ page.title }}</p>',
    })
    const visitVictim = (i: number) => victim.visit(`/seite-${i}`)
    const callVictimApi = () => victim.client.get(`/api/sites/${victim.site.id}/pages`)
    const samples = atScale(20, 300)
    await timesOf(5, visitVictim)
    const pageAlone = await timesOf(samples, visitVictim)
    const apiAlone = await timesOf(samples, callVictimApi)

    let attacking = true
    const hostileCounts = { pages: 0, pagesRefused: 0, compiles: 0, compilesRefused: 0, saves: 0 }
    const own = ((await hostile.client.get('/api/components')).json() as ComponentRow[]).filter(
      (c) => c.key.startsWith('hostile-'),
    )
    // One save every 100 ms: 600 a minute, the API's default limit per client.
    const saver = (async () => {
      for (let round = 1; attacking; round++) {
        for (const c of own) {
          if (!attacking) break
          await hostile.client.patch(`/api/component/${c.id}`, {
            template: `${c.template}-${round}`,
          })
          hostileCounts.saves++
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    })()
    const pageClients = Array.from({ length: 10 }, async (_, client) => {
      for (let round = 0; attacking; round++) {
        const res = await testApp.app.inject({
          method: 'GET',
          url: `/angriff-${client}-${round}`,
          headers: { host: hostileHost },
        })
        if (res.statusCode === 503) hostileCounts.pagesRefused++
        else hostileCounts.pages++
      }
    })
    // SCSS loops: each compile spins until the compiler's time limit ends its worker.
    const scssClients = Array.from({ length: 6 }, async (_, client) => {
      for (let round = 0; attacking; round++) {
        const value = `/* ${client}-${round} */ $i: 0; @while true { $i: $i + 1; }`
        const res = await hostile.client.get(
          `/api/component/style/parse?value=${encodeURIComponent(value)}`,
        )
        if (res.statusCode !== 429) hostileCounts.compiles++
        else {
          hostileCounts.compilesRefused++
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
      }
    })
    // The attack's first seconds take the workers that were started for B's quiet requests; B's
    // next page then waits for a worker to start (decision 055): measured from the load's steady state.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    // B asks at least `samples` times each, and on for the attack's duration.
    const pageLoaded: number[] = []
    const apiLoaded: number[] = []
    const started = Date.now()
    const duration = atScale(5_000, 60_000)
    while (pageLoaded.length < samples || Date.now() - started < duration) {
      const page = await timed(() => visitVictim(pageLoaded.length))
      expect(page.result.body).toContain('<p>Start</p>')
      pageLoaded.push(page.ms)
      apiLoaded.push((await timed(callVictimApi)).ms)
    }
    attacking = false
    // A's pages wait long in its lane: closing the app answers them instead of waiting.
    await testApp.app.close()
    await Promise.all([...pageClients, ...scssClients, saver])

    // The short form (npm test) has too few requests for a p99 of a noisy machine: it checks the
    // median against the same aim, the full form the p99.
    const at = atScale(50, 99)
    const pct = (values: number[]) => Math.round(percentile(values, at))
    const aimOf = (alone: number[]) => Math.max(3 * pct(alone), FAIRNESS_FLOOR_MS)
    const under = `under ${components} hostile components and SCSS loops of another`
    const figures = [
      ['page', pageAlone, pageLoaded],
      ['API call', apiAlone, apiLoaded],
    ] as const
    recordFigures('hostile-load', 'One tenant’s hostile load', [
      ...figures.flatMap(([what, alone, loaded]) => [
        { measure: `a tenant's uncached ${what} alone, p${at} (ms)`, value: pct(alone) },
        {
          measure: `a tenant's uncached ${what} ${under}, p${at} (ms)`,
          value: pct(loaded),
          target: `≤ 3× alone, at least ${FAIRNESS_FLOOR_MS} ms (${aimOf(alone)} ms)`,
          met: pct(loaded) <= aimOf(alone),
        },
      ]),
      {
        measure: 'hostile pages served / refused (503), compiles run / refused (429), saves',
        value: `${hostileCounts.pages} / ${hostileCounts.pagesRefused}, ${hostileCounts.compiles} / ${hostileCounts.compilesRefused}, ${hostileCounts.saves}`,
      },
    ])
    for (const [, alone, loaded] of figures) expect(pct(loaded)).toBeLessThanOrEqual(aimOf(alone))
  })
})
