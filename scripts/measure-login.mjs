// What the back office's login screen costs a first visitor (issue #18: ≤ 200 KB of JS and CSS,
// gzip), and what a repeat visit downloads again (nothing). Opens /login in Chromium against the
// built back office served by the compiled server, records every response, and sums the JS and
// CSS as gzip -9 would send them. Part of `npm run bench`; needs `npm run build` first.
import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { ensureServerBuilt, ensureWebBuilt } from './lib.mjs'
import { recordNetwork, startServer, summarize } from './measure-lib.mjs'

const AIM_KB = 200

/** Loads `url` in `page` and lists the JS and CSS it fetched from the network. */
async function visit(page, url) {
  const assets = []
  const onResponse = async (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (!/javascript|text\/css/.test(type) || response.fromServiceWorker()) return
    if (response.status() === 304) return void assets.push({ url: response.url(), gzip: 0 })
    const body = await response.body().catch(() => null)
    if (body) assets.push({ url: response.url(), type, gzip: gzipSync(body, { level: 9 }).length })
  }
  page.on('response', onResponse)
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('button').first().waitFor()
  page.off('response', onResponse)
  return assets
}

ensureWebBuilt()
ensureServerBuilt()
const server = await startServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
try {
  const context = await browser.newContext()
  const page = await context.newPage()
  const network = await recordNetwork(page)
  const first = await visit(page, `${server.url}/login`)
  const wire = summarize(await network.stop())
  const kb = (list, re) =>
    list.filter((a) => re.test(a.type)).reduce((sum, a) => sum + a.gzip, 0) / 1024
  const js = kb(first, /javascript/)
  const css = kb(first, /css/)
  console.log(`\nLogin screen, first visit: ${first.length} JS/CSS files`)
  for (const a of first.sort((x, y) => y.gzip - x.gzip))
    console.log(`  ${(a.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(a.url).pathname}`)
  console.log(
    `  JS ${js.toFixed(1)} KB + CSS ${css.toFixed(1)} KB = ${(js + css).toFixed(1)} KB gzip (aim ≤ ${AIM_KB} KB)`,
  )
  console.log('Over the wire (as the server sent it, headers included):')
  for (const row of wire)
    console.log(
      `  ${row.kind.padEnd(5)} ${String(row.requests).padStart(3)} requests ${row.kb.toFixed(1).padStart(7)} KB`,
    )

  // A repeat visit: the hashed assets are immutable, so none may come over the network again
  // (a cached answer arrives with no bytes encoded).
  const again = await recordNetwork(page)
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' })
  const repeat = await again.stop()
  const assets = repeat.filter((r) => new URL(r.url).pathname.startsWith('/assets/'))
  const downloaded = assets.filter((r) => r.bytes > 0)
  const others = repeat.filter((r) => !assets.includes(r) && r.bytes > 0)
  console.log(
    `Repeat visit: ${downloaded.length} of ${assets.length} assets downloaded again (aim 0)`,
  )
  for (const r of others)
    console.log(`  and ${new URL(r.url).pathname} (${r.status}, ${(r.bytes / 1024).toFixed(1)} KB)`)
  // A figure, not a test: it says whether the aims are met and leaves the rest of the bench to run.
  console.log(
    `Aims ${js + css <= AIM_KB && downloaded.length === 0 ? 'met' : 'missed'}: ≤ ${AIM_KB} KB, nothing downloaded again`,
  )
} finally {
  await browser.close()
  await server.stop()
}
