import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it, onTestFinished } from 'vitest'
import { registerWebApp } from './web-app.ts'

const INDEX = '<!doctype html><html lang="de"><title>Sitewerk</title><div id="root"></div>'
const DESCRIPTIONS = { de: 'Websites gestalten & pflegen', en: 'Design & maintain websites' }
/** The page as sent in German, the app's first language. */
const GERMAN_INDEX = INDEX.replace(
  '</title>',
  '</title>\n    <meta name="description" content="Websites gestalten &amp; pflegen" />',
)
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'

/**
 * The back office served from a build folder that `write` fills besides `index` (its index.html);
 * `prepare` sets the app up before the back office is registered.
 */
async function serve(
  write: (dist: string) => void = () => undefined,
  { index = INDEX, prepare }: { index?: string; prepare?: (app: FastifyInstance) => void } = {},
) {
  const dist = mkdtempSync(join(tmpdir(), 'sitewerk-web-'))
  writeFileSync(join(dist, 'index.html'), index)
  write(dist)
  const app = Fastify()
  prepare?.(app)
  await registerWebApp(app, dist, DESCRIPTIONS)
  await app.ready()
  onTestFinished(async () => {
    await app.close()
    rmSync(dist, { recursive: true, force: true })
  })
  return app
}

/** The back office as served from a build folder holding only index.html. */
const backOffice = () => serve()

describe('the back-office host answers every editor address with the app', () => {
  it('sends a person who opens the bare root to their overview', async () => {
    const app = await backOffice()
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/backend/user')
  })

  it('keeps the editor of a home page when it is reloaded or opened from a bookmark', async () => {
    const app = await backOffice()
    for (const url of ['/?siteId=2', '/?domain=baeckerei.example.de', '/?siteId=2&foo=1']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers.location, url).toBeUndefined()
      expect(res.body, url).toBe(GERMAN_INDEX)
    }
  })

  it('sends the page in the language the app will show, with a description in it (issue #18)', async () => {
    const app = await backOffice()
    const page = async (url: string, cookie?: string) =>
      (await app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }))
        .body
    expect(await page('/login')).toBe(GERMAN_INDEX)
    for (const english of [await page('/en/login'), await page('/login', 'locale=en')]) {
      expect(english).toContain('<html lang="en">')
      expect(english).toContain(
        '<meta name="description" content="Design &amp; maintain websites" />',
      )
      // the words come with the screens (decision 060), not all at once from spec §7's file
      expect(english).not.toContain('/public/lang/my/')
    }
    // The prefix wins over the cookie, as in the app (i18n/locale.ts).
    expect(await page('/de/login', 'locale=en')).toBe(GERMAN_INDEX)
    expect(await page('/login', 'locale=fr')).toBe(GERMAN_INDEX)
  })

  it('names an icon the build ships, so browsers ask for no /favicon.ico (which is the app)', () => {
    const web = join(import.meta.dirname, '../../../web')
    const href = /<link rel="icon" href="\/([^"]+)"/.exec(
      readFileSync(join(web, 'index.html'), 'utf8'),
    )?.[1]
    expect(href).toBe('favicon.svg')
    const icon = join(web, 'public', href!)
    expect(existsSync(icon)).toBe(true)
    expect(readFileSync(icon, 'utf8')).toMatch(/^<svg [^>]*viewBox=/)
  })

  it('answers the editor of any other page as before', async () => {
    const app = await backOffice()
    for (const url of ['/ueber-uns?siteId=2', '/en?siteId=2', '/de/ueber-uns?siteId=2']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<div id="root"></div>')
    }
  })
})

describe('the login paints before its script runs (decision 047)', () => {
  /** What the build prerenders (apps/web/scripts/prerender-login.mjs), in short. */
  const form = (heading: string, button: string) =>
    `<main><h1>${heading}</h1><form method="post"><button type="submit">${button}</button></form></main>`
  const PAGES = [
    {
      path: '/login',
      locale: 'de',
      title: 'Anmelden | Sitewerk',
      markup: form('Anmelden', 'Anmelden'),
    },
    {
      path: '/login',
      locale: 'en',
      title: 'Sign in | Sitewerk',
      markup: form('Sign in', 'Sign in'),
    },
    {
      path: '/en/login',
      locale: 'en',
      title: 'Sign in | Sitewerk',
      markup: form('Sign in', 'Sign in'),
    },
  ]
  const BUILT_INDEX =
    '<!doctype html><html lang="de"><head><title>Sitewerk</title>' +
    '\n    <script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
    '\n    <link rel="modulepreload" crossorigin href="/assets/start-1.js">' +
    '</head><body><div id="root"></div></body></html>'

  async function withPrerenderedLogin(sessionUserId?: number) {
    const write = (dist: string) => {
      mkdirSync(join(dist, 'prerendered'))
      writeFileSync(join(dist, 'prerendered', 'login.json'), JSON.stringify({ pages: PAGES }))
    }
    // as the session plugin does for a signed-in person's cookie
    const prepare = (app: FastifyInstance) => {
      app.decorateRequest('session', null)
      if (sessionUserId)
        app.addHook('onRequest', async (req) => {
          req.session = { userId: sessionUserId } as FastifyRequest['session']
        })
    }
    const app = await serve(write, { index: BUILT_INDEX, prepare })
    const page = async (url: string, cookie?: string) =>
      (await app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }))
        .body
    return { app, page }
  }

  it('sends the login form in the page, in German and in English', async () => {
    const { page } = await withPrerenderedLogin()
    const german = await page('/login')
    expect(german).toContain('<div id="root"><main><h1>Anmelden</h1><form method="post">')
    expect(german).toContain('<title>Anmelden | Sitewerk</title>')
    expect(german).toContain('<html lang="de">')
    for (const english of [await page('/en/login'), await page('/login', 'locale=en')]) {
      expect(english).toContain('<h1>Sign in</h1>')
      expect(english).toContain('<button type="submit">Sign in</button>')
      expect(english).toContain('<html lang="en">')
    }
    // the address with a trailing slash and a query is the same screen
    expect(await page('/en/login/?from=%2Fbackend%2Fuser')).toContain('<h1>Sign in</h1>')
  })

  it('fetches nothing but the stylesheet before the login paints; other screens as before', async () => {
    const { page } = await withPrerenderedLogin()
    const login = await page('/login')
    expect(login).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">')
    expect(login).toContain('<script type="module" crossorigin src="/assets/index-1.js">')
    // the app's chunks and the texts are fetched after the paint (main.tsx)
    const head = login.slice(0, login.indexOf('</head>'))
    expect(head).not.toContain('modulepreload')
    expect(head).not.toContain('rel="preload"')
    expect(login).toMatch(
      /<template id="preloads-after-paint"><link rel="modulepreload" crossorigin href="\/assets\/start-1.js"><\/template>/,
    )
    const other = await page('/backend/user')
    expect(other).toContain('<div id="root"></div>')
    expect(other).toContain('<link rel="modulepreload" crossorigin href="/assets/start-1.js">')
    expect(other).not.toContain('/public/lang/my/')
  })

  it('sends a signed-in person no login form to flash before the app forwards them', async () => {
    const { page } = await withPrerenderedLogin(7)
    expect(await page('/login')).toContain('<div id="root"></div>')
  })

  it('answers the form sent before its script ran with the login again, never with an error', async () => {
    const { app } = await withPrerenderedLogin()
    const res = await app.inject({
      method: 'POST',
      url: '/en/login?from=%2Fbackend%2Fuser',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.de&password=secret',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/en/login?from=%2Fbackend%2Fuser')
  })

  it('refuses a form too large at the login address, and answers any other body with the login, never a 500', async () => {
    const { app } = await withPrerenderedLogin()
    const post = (type: string, payload: string) =>
      app.inject({ method: 'POST', url: '/login', headers: { 'content-type': type }, payload })
    expect(
      (await post('application/x-www-form-urlencoded', `a=${'x'.repeat(20_000)}`)).statusCode,
    ).toBe(413)
    expect((await post('text/plain', 'email=a')).statusCode).toBe(303)
    expect((await post('application/json', '{"email":')).statusCode).toBe(400)
  })
})

describe('the back office goes out compressed once, at build time (issue #18)', () => {
  /** A build with one hashed asset and its brotli and gzip files, as vite.config.ts writes them. */
  async function builtBackOffice() {
    const script = `console.log(${JSON.stringify('Sitewerk '.repeat(400))})`
    const app = await serve((dist) => {
      mkdirSync(join(dist, 'assets'))
      writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), script)
      writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script))
      writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script))
      writeFileSync(join(dist, 'favicon.svg'), ICON)
    })
    return { app, script }
  }

  it('sends a hashed asset as brotli or gzip, immutable for a year', async () => {
    const { app, script } = await builtBackOffice()
    const br = await app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)
    const gz = await app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)
    const plain = await app.inject({ url: '/assets/app-1a2b3c.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('answers a missing asset 404, not with the app, and serves the files beside the app', async () => {
    const { app } = await builtBackOffice()
    const missing = await app.inject({
      url: '/assets/app-000000.js',
      headers: { accept: 'text/html,*/*' },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).not.toContain('<div id="root">')
    const icon = await app.inject({ url: '/favicon.svg' })
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toContain('image/svg+xml')
    expect(icon.headers['cache-control']).toBe('no-cache')
    expect(icon.body).toBe(ICON)
  })

  it('adds a few routes however many files the build holds (each route costs the start time)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sitewerk-web-'))
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }))
    writeFileSync(join(dist, 'index.html'), INDEX)
    mkdirSync(join(dist, 'assets'))
    for (let i = 0; i < 200; i++) {
      writeFileSync(join(dist, 'assets', `chunk-${i}.js`), `console.log(${i})`)
      writeFileSync(join(dist, 'assets', `chunk-${i}.js.br`), brotliCompressSync(`${i}`))
    }
    const app = Fastify()
    const routes: string[] = []
    app.addHook('onRoute', (route) => void routes.push(route.url))
    await registerWebApp(app, dist, DESCRIPTIONS)
    await app.ready()
    onTestFinished(() => app.close())
    expect(routes.length).toBeLessThan(10)
    const res = await app.inject({ url: '/assets/chunk-199.js' })
    expect(res.body).toBe('console.log(199)')
  })

  it('sends the app’s page compressed, and never cached without asking', async () => {
    const { app } = await builtBackOffice()
    const res = await app.inject({
      url: '/backend/user',
      headers: { accept: 'text/html', 'accept-encoding': 'br;q=1, gzip;q=0.5' },
    })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(GERMAN_INDEX)
    const refused = await app.inject({
      url: '/backend/user',
      headers: { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' },
    })
    expect(refused.headers['content-encoding']).toBe('gzip')
  })
})
