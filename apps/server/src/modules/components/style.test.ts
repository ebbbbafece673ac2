import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { signedInClient, siteOwner } from '../../test/factories.ts'

const hero = { namespace: 'module', key: 'hero', title: 'Hero', template: '<h1>{{ t }}</h1>' }

/** An organisation owner with one component `hero` of this style. */
async function ownerOfHero(style: string) {
  const testApp = await buildTestApp()
  const { client } = await siteOwner(testApp)
  const component = (await client.post('/api/components', { ...hero, style })).json()
  return { testApp, client, component }
}

describe('component styles', () => {
  it('compiles SCSS scoped to the component, with sass built-ins and media queries', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const res = await client.post('/api/components', {
      ...hero,
      style: [
        "@use 'sass:math';",
        '$gap: 10px;',
        'h1 { margin: math.div($gap, 2); a { color: red } }',
        '@media (min-width: 768px) { p { gap: $gap } }',
      ].join('\n'),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().css).toBe(
      [
        '.sw-c-hero h1 {\n  margin: 5px;\n}',
        '.sw-c-hero h1 a {\n  color: red;\n}',
        '@media (min-width: 768px) {\n  .sw-c-hero p {\n    gap: 10px;\n  }\n}',
      ].join('\n'),
    )
    const renamed = await client.patch(`/api/component/${res.json().id}`, { key: 'banner' })
    expect(renamed.json().css).toMatch(/^\.sw-c-banner h1 \{/)
  })

  it('keeps the last good css when the SCSS does not compile, and says on which line', async () => {
    const { client, component } = await ownerOfHero('h1 { color: red }')
    const broken = await client.patch(`/api/component/${component.id}`, {
      title: 'Kaputt',
      style: 'h1 {\n  color: red;\n  p { color: $missing }\n}',
    })
    expect(broken.statusCode).toBe(422)
    expect(broken.json().errors).toEqual({
      style: ['Das Stylesheet enthält einen Fehler in Zeile 3: Undefined variable.'],
    })
    expect((await client.get(`/api/component/${component.id}`)).json()).toEqual(component)
  })

  it('refuses to read files: @import and @use of anything but sass built-ins fail', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    for (const style of [
      "@import '/etc/passwd';",
      "h1 { a: b }\n@use 'file:///etc/hostname';",
      "@use 'sass:meta';\n@include meta.load-css('/etc/passwd');",
    ]) {
      const res = await client.post('/api/components', { ...hero, style })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.style[0]).toMatch(/^Das Stylesheet enthält einen Fehler in Zeile/)
    }
    const imported = await client.post('/api/components', {
      ...hero,
      style: "h1 { a: b }\n@import '/etc/passwd';",
    })
    expect(imported.json().errors.style).toEqual([
      "Das Stylesheet enthält einen Fehler in Zeile 2: Can't find stylesheet to import.",
    ])
  })

  it('serves the css with cache headers that follow the v parameter (spec §7)', async () => {
    const { client, component } = await ownerOfHero('h1 { color: red }')
    const url = `/api/component/${component.id}/style`

    const current = await client.get(`${url}?v=${encodeURIComponent(component.updated_at)}`)
    expect(current.statusCode).toBe(200)
    expect(current.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(current.body).toBe(component.css)

    expect((await client.get(url)).headers['cache-control']).toBe('no-cache')
    const changed = (
      await client.patch(`/api/component/${component.id}`, { style: 'h2 { color: blue }' })
    ).json()
    const stale = await client.get(`${url}?v=${encodeURIComponent(component.updated_at)}`)
    expect(stale.headers['cache-control']).toBe('no-cache')
    expect(stale.body).toBe('.sw-c-hero h2 {\n  color: blue;\n}')
    expect(changed.updated_at).not.toBe(component.updated_at)
  })

  it('is loaded like a <link>: without X-Organization-Id, but only by a user who may see it', async () => {
    const { testApp, client, component } = await ownerOfHero('h1{a:b}')
    const url = `/api/component/${component.id}/style`
    client.useOrganization(undefined)
    expect((await client.get(url)).statusCode).toBe(200)

    const stranger = (await signedInClient(testApp)).client
    expect((await stranger.get(url)).statusCode).toBe(404)
    expect((await stranger.get('/api/component/999999/style')).statusCode).toBe(404)
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    const admin = (await signedInClient(testApp, { superuser: true })).client
    expect((await admin.get(url)).statusCode).toBe(200)
  })

  it('compiles SCSS unscoped for the editor preview (style/parse)', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const parse = (value: string) =>
      client.get(`/api/component/style/parse?value=${encodeURIComponent(value)}`)

    const ok = await parse('$c: red;\nh1 { color: $c }')
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(ok.body).toBe('h1 {\n  color: red;\n}')
    expect((await parse('')).body).toBe('')

    const broken = await parse('h1 {\n  color: $c }')
    expect(broken.statusCode).toBe(422)
    expect(broken.json().errors).toEqual({
      value: ['Das Stylesheet enthält einen Fehler in Zeile 2: Undefined variable.'],
    })
    expect((await parse("@import '/etc/passwd';")).statusCode).toBe(422)
    const tooLong = await parse('a'.repeat(100_001))
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json().errors).toEqual({ value: ['Höchstens 100000 Zeichen.'] })
    const guest = await testApp.app.inject({
      method: 'GET',
      url: '/api/component/style/parse?value=a',
    })
    expect(guest.statusCode).toBe(401)
  })

  it("answers 429 with Retry-After past an organisation's compile queue, while another organisation compiles", async () => {
    const testApp = await buildTestApp({
      env: { SCSS_TIMEOUT_MS: '1000', SCSS_QUEUE_PER_ORGANIZATION: '1' },
    })
    const hostile = (await siteOwner(testApp, 'Endlos')).client
    const other = (await siteOwner(testApp, 'Fleissig')).client
    const endless = `/api/component/style/parse?value=${encodeURIComponent('@while true { $x: 1; }')}`
    // One compiles, one waits, the third is one too many.
    const attack = [1, 2, 3].map(() => hostile.get(endless))
    const fine = await other.get(
      `/api/component/style/parse?value=${encodeURIComponent('a { b: c }')}`,
    )
    expect(fine.statusCode).toBe(200)
    const statuses = await Promise.all(attack)
    expect(statuses.map((r) => r.statusCode).sort()).toEqual([422, 422, 429])
    const refused = statuses.find((r) => r.statusCode === 429)!
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
  })
})
