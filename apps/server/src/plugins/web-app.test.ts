import Fastify from 'fastify'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { registerWebApp } from './web-app.ts'

const INDEX = '<!doctype html><title>Sitewerk</title><div id="root"></div>'

/** The back office as served from a build folder holding only index.html. */
async function backOffice() {
  const dist = mkdtempSync(join(tmpdir(), 'sitewerk-web-'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  const app = Fastify()
  await registerWebApp(app, dist)
  await app.ready()
  onTestFinished(async () => {
    await app.close()
    rmSync(dist, { recursive: true, force: true })
  })
  return app
}

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
      expect(res.body, url).toBe(INDEX)
    }
  })

  it('answers the editor of any other page as before', async () => {
    const app = await backOffice()
    for (const url of ['/ueber-uns?siteId=2', '/en?siteId=2', '/de/ueber-uns?siteId=2']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toBe(INDEX)
    }
  })
})
