import { afterAll, describe, expect, it } from 'vitest'
import { atScale, recordFigures, type Figure } from '../test/hardening.ts'
import {
  createOrganizationWithSite,
  newSeededServer,
  send,
  type Account,
  type HttpResult,
} from '../test/live-server.ts'

/**
 * Issue 14: a form's entries survive kill -9. The real server is killed with SIGKILL while 200
 * visitors submit one form at the same time, and restarted on the same data: every submit it
 * acknowledged (201) is stored exactly once with the number it was told, the numbers run 1..N
 * without gaps or repeats, and each entry has its notification (written in the entry's transaction).
 */
const SUBMITS = 200
const ROUNDS = atScale(1, 5)
/** Acknowledgements to wait for before the kill: well into the burst, well before its end. */
const KILL_AFTER = 30

const figures: Figure[] = []
afterAll(() => recordFigures('form-submits', 'Form submits: kill -9 under 200 submits', figures))

interface StoredEntry {
  id: number
  entry_number: number
  data: { name: string }
}

/** Every entry of the form, through the back office's API. */
async function allEntries(url: string, account: Account, organizationId: number, formId: number) {
  const entries: StoredEntry[] = []
  for (let page = 1; ; page++) {
    const res = await send(
      url,
      account,
      'GET',
      `/api/forms/${formId}/entries?per_page=100&page=${page}`,
      {
        organizationId,
      },
    )
    if (res.status !== 200) throw new Error(`entries: ${res.status} ${res.body}`)
    const body = JSON.parse(res.body) as { data: StoredEntry[]; last_page: number }
    entries.push(...body.data)
    if (page >= body.last_page) return entries
  }
}

describe.each(['pglite', 'postgres'] as const)('form submits on %s', (driver) => {
  it(`keeps every acknowledged entry once, numbered without gaps, when killed -9 during ${SUBMITS} concurrent submits`, async () => {
    const live = await newSeededServer(driver, `sitewerk-form-kill-${driver}-`, {
      figures,
      measure: 'kill -9 rounds',
    })
    if (!live) return
    const { account } = live
    let server = live.server
    const { organizationId, siteId } = await createOrganizationWithSite(
      server.url,
      account,
      'Formulare',
    )
    const created = await send(server.url, account, 'POST', '/api/forms', {
      organizationId,
      body: {
        site_id: siteId,
        title: 'Kontakt',
        schema: [{ $formkit: 'text', name: 'name', label: 'Name', required: true }],
      },
    })
    expect(created.status, created.body).toBe(201)
    const formId = (JSON.parse(created.body) as { id: number }).id

    const acked = new Map<string, number>()
    const refused: HttpResult[] = []
    let unanswered = 0
    for (let round = 0; round < ROUNDS; round++) {
      let acks = 0
      let killNow = () => {}
      const enoughAcks = new Promise<void>((resolve) => (killNow = resolve))
      const submits = Array.from({ length: SUBMITS }, async (_, i) => {
        const name = `r${round}-${i}`
        const res = await send(server.url, account, 'POST', `/form/submit/${formId}`, {
          body: { data: { name } },
        })
        if (res.status === 201) {
          acked.set(name, (JSON.parse(res.body) as { entry_number: number }).entry_number)
          if (++acks === KILL_AFTER) killNow()
        } else if (res.status === 0) unanswered++
        else refused.push(res)
      })
      await Promise.race([enoughAcks, Promise.all(submits)])
      server.process.kill('SIGKILL')
      await server.exited
      await Promise.all(submits)
      expect(acks, 'the kill came in the middle of the burst').toBeLessThan(SUBMITS)
      server = await live.restart()
    }
    expect(refused.map((r) => `${r.status} ${r.body}`)).toEqual([])

    const entries = await allEntries(server.url, account, organizationId, formId)
    const byName = new Map<string, StoredEntry[]>()
    for (const e of entries) byName.set(e.data.name, [...(byName.get(e.data.name) ?? []), e])
    const lost = [...acked.keys()].filter((name) => !byName.has(name))
    const twice = [...byName].filter(([, list]) => list.length > 1).map(([name]) => name)
    const renumbered = [...acked].filter(([name, n]) => byName.get(name)?.[0]?.entry_number !== n)
    expect(lost, 'acknowledged submits missing').toEqual([])
    expect(twice, 'submits stored twice').toEqual([])
    expect(renumbered, 'entries stored with another number than acknowledged').toEqual([])
    const numbers = entries.map((e) => e.entry_number).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: entries.length }, (_, i) => i + 1))

    // Each stored entry has its notification: both were in one transaction.
    const bell = await send(server.url, account, 'GET', '/api/notifications', { organizationId })
    expect(JSON.parse(bell.body)).toMatchObject({ unread: entries.length })

    // The restarted server goes on counting where the stored entries end.
    const next = await send(server.url, account, 'POST', `/form/submit/${formId}`, {
      body: { data: { name: 'after' } },
    })
    expect(next.status).toBe(201)
    expect(JSON.parse(next.body)).toMatchObject({ entry_number: entries.length + 1 })

    figures.push(
      { measure: `${driver}: kill -9 rounds (${SUBMITS} concurrent submits each)`, value: ROUNDS },
      { measure: `${driver}: submits acknowledged before the kills`, value: acked.size },
      { measure: `${driver}: submits unanswered (killed in flight)`, value: unanswered },
      { measure: `${driver}: entries stored`, value: entries.length },
      {
        measure: `${driver}: acknowledged entries lost or stored twice`,
        value: lost.length + twice.length,
        target: '0',
        met: lost.length + twice.length === 0,
      },
      {
        measure: `${driver}: entry numbers 1..N without gaps or repeats`,
        value: 'yes',
        target: 'yes',
        met: true,
      },
    )
  })
})
