/**
 * `npm run bench` (issue #6): the visual editor on a page of 300 contents in Debian's Chromium.
 * Prints the time from navigation until the editor is interactive (outline and preview show all
 * 300 blocks) next to a baseline measured in the same run and browser (the same page opened on the
 * public site host), and the longest main-thread task (PerformanceObserver 'longtask') while
 * selecting, typing into a text field, reordering and deleting. Aims: open under 2 s, no task
 * over 100 ms. This machine is shared and noisy: read the ratio and the aims, not one number.
 */
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { execFileSync } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { chromium, type Page } from '@playwright/test'
import { buildApp } from '../apps/server/src/app.ts'
import { parseConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/open-database.ts'
import {
  components,
  organizationUser,
  organizations,
  pages,
  users,
} from '../apps/server/src/db/schema/index.ts'
import { hashPassword } from '../apps/server/src/lib/tokens.ts'
import { seedBenchSite } from './bench-site.ts'

const BLOCKS = 300
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const EMAIL = 'bench@sitewerk.test'
const PASSWORD = 'bench-password-1'

async function startSitewerk() {
  if (!existsSync('apps/web/dist/index.html'))
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  const config = parseConfig({
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sitewerk-bench-editor-')),
    API_RATE_LIMIT_PER_MINUTE: '100000000',
  })
  const database = await openDatabase(config)
  await seedBenchSite(database, BLOCKS)
  const { db } = database
  const [org] = await db.select().from(organizations)
  await db.update(pages).set({ url: 'karten', title: 'Karten' })
  await db
    .update(components)
    .set({
      form: [
        { $formkit: 'text', name: 'title', label: 'Titel' },
        { $formkit: 'textarea', name: 'text', label: 'Text' },
      ],
    })
    .where(eq(components.key, 'card'))
  const [user] = await db
    .insert(users)
    .values({
      email: EMAIL,
      name: 'Bench',
      superuser: false,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .returning()
  await db
    .insert(organizationUser)
    .values({ organizationId: org!.id, userId: user!.id, role: 'owner' })
  const app = await buildApp({ config, database })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as { port: number }).port
  return {
    port,
    organizationId: org!.id,
    close: async () => (await app.close(), await database.close()),
  }
}

/** Long tasks since the last call, recorded in the page from its first script on. */
const LONG_TASKS = `
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
`
const takeLongest = (page: Page) =>
  page.evaluate(() => {
    const tasks = (window as unknown as { __longTasks: number[] }).__longTasks
    const longest = Math.max(0, ...tasks)
    tasks.length = 0
    return longest
  })

async function measureRound(page: Page, base: string, blocks: number) {
  const outline = page.getByRole('navigation', { name: 'Aufbau der Seite' })
  const cards = outline.getByRole('button', { name: 'Karte', exact: true })
  const frame = page.frameLocator('iframe[title="Vorschau der Seite"]')

  const started = Date.now()
  await page.goto(`${base}/karten`)
  await cards.nth(blocks - 1).waitFor({ state: 'attached' })
  await frame
    .locator(`[data-sw-content]`)
    .nth(blocks - 1)
    .waitFor({ state: 'attached' })
  const open = Date.now() - started
  await page.waitForTimeout(500)
  const openTask = await takeLongest(page)

  await cards.nth(150).click()
  const title = page.getByRole('textbox', { name: 'Titel' })
  await title.waitFor()
  const select = await takeLongest(page)

  await title.click()
  await page.keyboard.press('End')
  await page.keyboard.type(' frisch gebacken', { delay: 20 })
  await frame.getByText(/frisch gebacken$/).waitFor()
  const type = await takeLongest(page)

  await outline.getByRole('button', { name: 'Aktionen für „Karte“' }).nth(150).click()
  await page.getByRole('menuitem', { name: 'Nach oben' }).click()
  await page.waitForTimeout(300)
  const reorder = await takeLongest(page)

  await outline.getByRole('button', { name: 'Aktionen für „Karte“' }).nth(10).click()
  await page.getByRole('menuitem', { name: 'Löschen' }).click()
  await page
    .getByRole('dialog', { name: 'Wirklich löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click()
  await cards.nth(blocks - 1).waitFor({ state: 'detached' })
  await page.waitForTimeout(300)
  const remove = await takeLongest(page)
  return { open, openTask, select, type, reorder, remove }
}

async function main() {
  const server = await startSitewerk()
  const base = `http://localhost:${server.port}`
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    await context.addInitScript(LONG_TASKS)
    await context.addInitScript(
      (id) => localStorage.setItem('sitewerk.organization_id', String(id)),
      server.organizationId,
    )
    const page = await context.newPage()
    // leaving the editor with unsaved edits asks first (beforeunload): the next round leaves
    page.on('dialog', (dialog) => void dialog.accept())
    await page.goto(`${base}/login`)
    await page.getByLabel('E-Mail-Adresse').fill(EMAIL)
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL(/\/backend\//)

    const rounds = []
    const baselines = []
    for (let round = 0; round < ROUNDS; round++) {
      // baseline: the same 300 blocks as visitors get them, in the same browser and run
      const publicStarted = Date.now()
      await page.goto(`http://bench.localhost:${server.port}/karten`, { waitUntil: 'load' })
      baselines.push(Date.now() - publicStarted)
      rounds.push(await measureRound(page, base, BLOCKS - round))
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const pick = (key: keyof (typeof rounds)[number]) => median(rounds.map((r) => r[key]))
    const baseline = median(baselines)
    const open = pick('open')
    const rows: [string, string, string][] = [
      ['public page of the same blocks (baseline)', `${baseline} ms`, '1.0×'],
      [
        'editor open until interactive',
        `${open} ms`,
        `${(open / baseline).toFixed(1)}× (aim < 2000 ms)`,
      ],
      ['longest task while opening', `${pick('openTask').toFixed(0)} ms`, ''],
      ['longest task: select a block', `${pick('select').toFixed(0)} ms`, 'aim ≤ 100 ms'],
      ['longest task: type into a text field', `${pick('type').toFixed(0)} ms`, 'aim ≤ 100 ms'],
      ['longest task: reorder', `${pick('reorder').toFixed(0)} ms`, 'aim ≤ 100 ms'],
      ['longest task: delete', `${pick('remove').toFixed(0)} ms`, 'aim ≤ 100 ms'],
    ]
    console.log(`\nEditor on a page of ${BLOCKS} contents, median of ${ROUNDS} rounds, Chromium`)
    console.log('| measurement | value | ratio / aim |')
    console.log('|---|---|---|')
    for (const row of rows) console.log(`| ${row.join(' | ')} |`)
  } finally {
    await browser.close()
    await server.close()
  }
}

await main()
