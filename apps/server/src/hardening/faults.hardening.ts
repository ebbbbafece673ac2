import { Agent } from 'node:http'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { atScale, recordFigures, type Figure } from '../test/hardening.ts'
import {
  createOrganizationWithSite,
  killServer,
  newSeededServer,
  newStore,
  listedUrls,
  seedAccount,
  send,
  startServer,
  startWriters,
  type Target,
} from '../test/live-server.ts'

/**
 * Issue 12, faults: the real server (`npm start`'s process) killed with SIGKILL while 20 clients
 * write, restarted, and asked for every write it acknowledged; SIGTERM with 200 requests in
 * flight; a second server on the same data folder.
 */
const WRITERS = 20
const ROUNDS = atScale(1, 20)
const IN_FLIGHT = 200
const ORGANIZATIONS = 4

const figures: Figure[] = []
afterAll(() => recordFigures('faults', 'Faults: kill -9, SIGTERM, second process', figures))

describe.each(['pglite', 'postgres'] as const)('faults on %s', (driver) => {
  it(`loses no acknowledged write when killed -9 under ${WRITERS} writers, ${ROUNDS} rounds, and opens every time`, async () => {
    const live = await newSeededServer(driver, `sitewerk-faults-${driver}-`, {
      figures,
      measure: 'kill -9 rounds',
    })
    if (!live) return
    const { account } = live
    let server = live.server
    const targets: Target[] = []
    for (let i = 0; i < ORGANIZATIONS; i++)
      targets.push(await createOrganizationWithSite(server.url, account, `Faults ${i}`))

    let acknowledged = 0
    let lost = 0
    let opened = 0
    const startTimes: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const writers = startWriters(server.url, account, targets, {
        writers: WRITERS,
        tag: `r${round}`,
      })
      // Kill while the writes are in full swing: after the first acknowledgements, at a random moment.
      while (writers.acks.length < WRITERS) await new Promise((r) => setTimeout(r, 20))
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 400))
      server.process.kill('SIGKILL')
      await server.exited
      await writers.done()
      expect(writers.failures.filter((f) => f.status >= 500)).toEqual([])

      server = await live.restart()
      opened++
      startTimes.push(server.startMs)
      const present = await listedUrls(server.url, account, targets)
      const missing = writers.acks.filter((a) => !present.has(a.url))
      acknowledged += writers.acks.length
      lost += missing.length
      expect(missing, `round ${round}: acknowledged writes missing after the restart`).toEqual([])
    }
    expect(opened).toBe(ROUNDS)
    figures.push(
      { measure: `${driver}: kill -9 rounds (${WRITERS} writers each)`, value: ROUNDS },
      { measure: `${driver}: writes acknowledged before the kills`, value: acknowledged },
      { measure: `${driver}: acknowledged writes lost`, value: lost, target: '0', met: lost === 0 },
      {
        measure: `${driver}: restarts that opened the database`,
        value: `${opened} of ${ROUNDS}`,
        target: 'all',
        met: opened === ROUNDS,
      },
      {
        measure: `${driver}: restart time after kill -9 (median)`,
        value: `${median(startTimes)} ms`,
      },
    )
  })

  it(`answers all ${IN_FLIGHT} requests in flight when it gets SIGTERM`, async () => {
    const store = await newStore(driver, `sitewerk-faults-${driver}-`)
    if (!store) return
    const account = await seedAccount(store)
    // The aim is that all complete, however slowly this shared machine serves them: a bound far
    // above what they need (SHUTDOWN_TIMEOUT_SECONDS defaults to 10).
    const server = await startServer(store, { env: { SHUTDOWN_TIMEOUT_SECONDS: '120' } })
    onTestFinished(() => killServer(server))
    const { organizationId, siteId } = await createOrganizationWithSite(
      server.url,
      account,
      'Drain',
    )
    if (driver === 'pglite') {
      // A second server on the same folder is refused, and this one is unharmed.
      await expect(startServer(store)).rejects.toThrow(
        /ended before it answered[\s\S]*in use by another Sitewerk process \(pid \d+\)/,
      )
      figures.push({
        measure: 'second process on the same data folder refused',
        value: 'yes',
        target: 'yes',
        met: true,
      })
    }
    const agent = new Agent({ keepAlive: true })
    onTestFinished(() => agent.destroy())
    // Half on connections that were kept alive from an earlier request, half on new ones.
    await Promise.all(
      Array.from({ length: IN_FLIGHT / 2 }, () =>
        send(server.url, account, 'GET', `/api/sites/${siteId}/pages`, { organizationId, agent }),
      ),
    )
    let sent = 0
    let allSent = () => {}
    const everySent = new Promise<void>((resolve) => (allSent = resolve))
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) =>
      send(server.url, account, 'POST', '/api/page', {
        body: { site_id: siteId, title: `Page ${i}`, url: `drain-${i}`, create_article: true },
        organizationId,
        agent,
        onSent: () => ++sent === IN_FLIGHT && allSent(),
      }),
    )
    // In flight: every request is on its way to the server (written to its socket), few answered.
    await everySent
    const signalled = Date.now()
    server.process.kill('SIGTERM')
    const results = await Promise.all(requests)
    const exit = await server.exited
    const stoppedMs = Date.now() - signalled
    const completed = results.filter((r) => r.status === 201).length
    figures.push(
      {
        measure: `${driver}: requests in flight at SIGTERM answered 2xx`,
        value: `${completed} of ${IN_FLIGHT}`,
        target: `${IN_FLIGHT}`,
        met: completed === IN_FLIGHT,
      },
      { measure: `${driver}: time from SIGTERM to exit`, value: `${stoppedMs} ms` },
    )
    expect(results.map((r) => r.error ?? r.status)).toEqual(Array(IN_FLIGHT).fill(201))
    expect(exit).toEqual({ code: 0, signal: null })
  })
})

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
