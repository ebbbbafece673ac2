// `npm run bench:lighthouse`, the last part of `npm run bench` (issue #18): Lighthouse with Debian's
// Chromium on the demo site's home page and the back office's login screen, mobile and desktop,
// against the production build (the compiled server as `npm start` runs it) on a new data folder
// with the demo seeded. Prints the four scores, the bytes over the wire, and the console errors.
// Figures, not a test: it says which aims are met and leaves the rest of the bench to run.
//
// LIGHTHOUSE_PAGES=login (or demo) runs only that page, LIGHTHOUSE_DEVICES=mobile only that
// device: for interleaved before/after runs on a loaded machine (docs/benchmarks.md). A build
// saved beside the current one runs with BENCH_SERVER_MAIN=apps/server/dist-before/main.js and
// WEB_DIST_DIR=apps/web/dist-before (a copy of apps/server/dist sits at its depth).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { ensureServerBuilt, ensureWebBuilt } from '../scripts/lib.mjs'
import { startServer } from '../scripts/measure-lib.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const { version } = JSON.parse(
  readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

ensureWebBuilt()
ensureServerBuilt()
const server = await startServer({ env: { SEED_DEMO: 'true' } })
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const pages = (process.env.LIGHTHOUSE_PAGES ?? 'demo,login').split(',')
const devices = (process.env.LIGHTHOUSE_DEVICES ?? 'mobile,desktop').split(',')
const targets = [
  // Chromium resolves *.localhost to this machine; the demo site answers on its own host.
  ['demo', 'demo site, home page', `http://demo.localhost:${server.port}/`],
  ['login', 'back office, login', `${server.url}/login`],
]
  .filter(([page]) => pages.includes(page))
  .map(([, name, url]) => [name, url])
const rows = []
try {
  for (const [name, url] of targets) {
    for (const formFactor of devices) {
      const { lhr } = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        formFactor === 'desktop' ? desktopConfig : undefined,
      )
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100))
      const errors = lhr.audits['errors-in-console']?.details?.items ?? []
      rows.push({
        name,
        formFactor,
        scores,
        kib: lhr.audits['total-byte-weight'].numericValue / 1024,
        requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        errors: errors.map((e) => `${e.description} (${e.sourceLocation?.url ?? e.source})`),
      })
    }
  }
} finally {
  await chrome.kill()
  await server.stop()
}

console.log(
  `\nLighthouse ${version} with ${CHROMIUM}, production build, demo data, ${new Date().toISOString().slice(0, 16)}Z, load average ${loadavg()[0].toFixed(1)} at the end`,
)
console.log(
  '| page | device | performance | accessibility | best practices | SEO | LCP s | TBT ms | over the wire | requests | console errors |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.formFactor} | ${r.scores.join(' | ')} | ${r.lcp.toFixed(1)} | ${r.tbt.toFixed(0)} | ${r.kib.toFixed(0)} KiB | ${r.requests} | ${r.errors.length ? r.errors.join('; ') : 'none'} |`,
  )
const demoMobile = rows.find((r) => r.name.startsWith('demo') && r.formFactor === 'mobile')
const loginMobile = rows.find((r) => r.name.includes('login') && r.formFactor === 'mobile')
const aims = []
if (demoMobile)
  aims.push(
    `demo page mobile ≥ 98 in all four and no console error: ${demoMobile.scores.every((s) => s >= 98) && demoMobile.errors.length === 0 ? 'met' : 'missed'}`,
  )
if (loginMobile)
  aims.push(`login mobile performance ≥ 90: ${loginMobile.scores[0] >= 90 ? 'met' : 'missed'}`)
if (aims.length) console.log(`\nAims: ${aims.join('; ')}.`)
