import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { PageWithArticles } from '@sitewerk/contracts'
import {
  DEFAULT_TEMPLATE_CACHE,
  type LiquidLimits,
  type RenderComponent,
  type RenderedPage,
  type RenderPageInput,
} from '@sitewerk/renderer'
import { createFairQueue, QueueFullError } from '../../lib/fair-queue.ts'
import type { DocumentRequest, PageDocument } from './page-document.ts'

/** A page to render: the render input without the engine and the worker's own parts. */
export type PageRenderInput = Omit<
  RenderPageInput,
  'engine' | 'components' | 'onBlockStart' | 'blockedComponents' | 'blockCache'
> & {
  components: RenderComponent[]
}
/** A component version as a page names it: the worker keeps the sources by version. */
export type ComponentRef = Pick<RenderComponent, 'id' | 'updated_at'>
/**
 * What crosses to the worker: the page naming its components by version, and the sources of the
 * versions this worker has not been sent yet (or told it lacks). The page tree goes by its key,
 * with the tree itself only when this worker was not sent it yet (or told it lacks it).
 */
export interface WorkerRequest {
  id: number
  siteId: number
  input: Omit<PageRenderInput, 'components' | 'page'> & { components: ComponentRef[] }
  pageKey: string
  page: PageWithArticles | null
  /** The tree's size in characters of JSON, what the worker's store of trees is bounded by. */
  pageChars: number
  sources: RenderComponent[]
  blocked: string[]
  /** What the document around the rendered page needs (page-document.ts). */
  document: DocumentRequest
}
/**
 * A page as the worker made it into its document: bytes (Buffers once they reach the pool), and
 * what the server learns of the render (its warnings, the forms it rendered).
 */
export type RenderResult<Bytes = Buffer> = Omit<RenderedPage, 'body' | 'css' | 'scripts'> & {
  document: PageDocument<Bytes>
}

export type WorkerResponse =
  | { ready: true }
  | {
      id: number
      result: RenderResult<Uint8Array>
      slow: string[]
    }
  | { id: number; error: string; slow: string[] }
  /**
   * The worker no longer holds these component versions or page keys (it keeps a bounded
   * number): send them again.
   */
  | { id: number; missing: string[] }
export interface WorkerData {
  limits?: LiquidLimits
  running: Int32Array
  slowBlockMs: number
  /** Characters of component sources a worker keeps (least recently used out first). */
  componentChars: number
  /** Characters (JSON) of page trees a worker keeps (least recently used out first). */
  pageChars: number
  /** Characters of template source whose parsed form a worker keeps (least recently used out first). */
  templateChars: number
  /** Bytes of rendered blocks a worker caches (decision 037); 0: every block is rendered. */
  blockCacheBytes: number
  /** The thread's nice value (lib/worker-priority.mjs): 0, or LOW_NICE for a site that ended one. */
  nice: number
}

interface Job {
  id: number
  siteId: number
  input: PageRenderInput
  document: DocumentRequest
  resolve: (page: RenderResult) => void
  reject: (error: Error) => void
  attempts: number
  /** When the page was asked for, and when a worker took it (metrics). */
  queuedAt: number
  startedAt: number
}

/** One worker thread and the page it renders. */
interface Slot {
  worker: Worker | null
  ready: boolean
  // The worker writes the id of the component it is rendering here: no message per block, and
  // readable even while the worker is stuck.
  running: Int32Array
  current: { job: Job; site: string; timer: NodeJS.Timeout } | null
  /** The component versions and page keys this slot's worker was sent (a new one has none). */
  sent: Set<string>
  // The site whose page ended this slot's last worker: the restart (a second or more) counts as
  // that site's render, so a site cannot take the other workers while its broken ones restart.
  restartingFor: string | null
  // The site this worker was started for after one of its pages ended a worker: it runs at a low
  // CPU priority and renders only that site's pages, until it was idle for `lowPriorityIdleMs`.
  lowFor: string | null
  idleTimer: NodeJS.Timeout | null
}

export interface RenderPoolOptions {
  /**
   * Worker threads, started as pages ask for them; default twice the machine's cores, so one busy
   * site may render on every core (half the pool, `maxActivePerSite`) while other sites still
   * find the other half free (decision 051).
   */
  size?: number
  /** Hard bound per page: past it the worker is ended and the running component blocked. */
  hardTimeoutMs?: number
  /** Tries of a page whose overrun or crash no component can be blamed for. */
  maxAttempts?: number
  /** liquidjs' cooperative limits inside the worker (defaults of the renderer). */
  limits?: LiquidLimits
  /** Pages of one site waiting for a worker; one more is refused (503 with Retry-After). */
  maxQueuedPerSite?: number
  /** Workers one site may hold at once; default half the pool, so others always find one. */
  maxActivePerSite?: number
  /** A block slower than this counts against its component version's budget. */
  slowBlockMs?: number
  /** That many slow renders of one version within `slowWindowMs` block it like an overrun. */
  slowStrikes?: number
  slowWindowMs?: number
  /**
   * How long a block lasts the first time; each new block of the same version lasts twice as long,
   * up to a day. A loaded machine makes good components slow too: they come back by themselves.
   */
  blockedForMs?: number
  log?: { warn: (details: object, message: string) => void }
  now?: () => number
  /** Told of every page rendered: how long it waited for a worker, how long the worker took. */
  onRendered?: (times: { waitedMs: number; renderMs: number }) => void
  /** Characters of component sources each worker keeps (template, CSS and script). */
  componentChars?: number
  /** Characters (as JSON) of page trees each worker keeps. */
  pageChars?: number
  /** Characters of template source each worker keeps parsed (a parsed template takes some 27 bytes a character). */
  templateChars?: number
  /** Bytes of rendered blocks each worker caches (decision 037); 0 turns the block cache off. */
  blockCacheBytes?: number
  /** How long a low-priority worker of a site that ended a worker lives without a page of it. */
  lowPriorityIdleMs?: number
  /** Component versions remembered as blocked, and with strikes, each (the oldest forgotten first). */
  rememberedVersions?: number
}

const WORKER_URL = new URL('./render-worker-entry.mjs', import.meta.url)
/**
 * The nice value of a worker that renders the pages of a site that ended a worker (decision 055):
 * its start-up and its stuck templates take the cores only when no other site's work wants them.
 */
const LOW_NICE = 19
// Versions remembered (blocked or with strikes); abuse must not grow these without end.
const MAX_REMEMBERED = 10_000
const MAX_BLOCKED_MS = 24 * 60 * 60 * 1000
const versionOf = (c: Pick<RenderComponent, 'id' | 'updated_at'>) => `${c.id}:${c.updated_at}`
/** Bytes handed over by a worker, as a Buffer over the same memory. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/**
 * Renders pages in a pool of worker threads, fairly between sites (decision 014): one queue per
 * site served round-robin, at most `maxActivePerSite` workers per site, a cap on waiting pages.
 * A component version (`id:updated_at`) that overruns the hard bound, crashes its worker, or
 * renders slowly again and again is blocked: it renders as nothing until it is saved again or
 * its block ends (`blockedForMs`, doubled for each block of the same version).
 */
export function createRenderPool({
  size = 2 * availableParallelism(),
  hardTimeoutMs = 2000,
  maxAttempts = 3,
  limits,
  maxQueuedPerSite = 32,
  maxActivePerSite = Math.max(1, Math.floor(size / 2)),
  slowBlockMs = 150,
  slowStrikes = 3,
  slowWindowMs = 60_000,
  blockedForMs = 5 * 60_000,
  log,
  now = Date.now,
  onRendered,
  componentChars = 8_000_000,
  pageChars = 8_000_000,
  templateChars = DEFAULT_TEMPLATE_CACHE.maxTemplateChars,
  blockCacheBytes = 32 * 1024 * 1024,
  lowPriorityIdleMs = 30_000,
  rememberedVersions = MAX_REMEMBERED,
}: RenderPoolOptions = {}) {
  const queue = createFairQueue<Job>({
    maxQueuedPerKey: maxQueuedPerSite,
    maxActivePerKey: maxActivePerSite,
  })
  // version → when its block ends and how often it was blocked (kept after it ends)
  const blocks = new Map<string, { until: number; times: number }>()
  const isBlocked = (version: string) => (blocks.get(version)?.until ?? 0) > now()
  const strikes = new Map<string, number[]>()
  const slots: Slot[] = Array.from({ length: size }, () => ({
    worker: null,
    ready: false,
    running: new Int32Array(new SharedArrayBuffer(4)),
    current: null,
    sent: new Set<string>(),
    restartingFor: null,
    lowFor: null,
    idleTimer: null,
  }))
  let nextId = 1
  let closed = false
  /** Each page tree given, by identity: its key and size, made once (see `post`). */
  const pageKeys = new WeakMap<PageWithArticles, { key: string; chars: number }>()
  let nextPageKey = 1
  const pageKeyOf = (page: PageWithArticles) => {
    let known = pageKeys.get(page)
    if (!known)
      pageKeys.set(
        page,
        (known = { key: `page ${nextPageKey++}`, chars: JSON.stringify(page).length }),
      )
    return known
  }

  const remember = <T>(map: Map<string, T> | Set<string>, key: string) => {
    if (map.size >= rememberedVersions) map.delete(map.keys().next().value!)
    return key
  }

  function block(version: string, reason: string) {
    if (isBlocked(version)) return
    const times = (blocks.get(version)?.times ?? 0) + 1
    const forMs = Math.min(blockedForMs * 2 ** (times - 1), MAX_BLOCKED_MS)
    blocks.delete(version)
    blocks.set(remember(blocks, version), { until: now() + forMs, times })
    strikes.delete(version)
    log?.warn(
      { component: version, reason, blockedForMs: forMs, times },
      'component version blocked: renders as nothing',
    )
  }

  /** A slow render of `version`: counts against its budget within the window. */
  function strike(version: string) {
    const at = now()
    const recent = (strikes.get(version) ?? []).filter((t) => at - t < slowWindowMs)
    recent.push(at)
    strikes.delete(version)
    if (recent.length >= slowStrikes)
      block(version, `${recent.length} renders over ${slowBlockMs} ms`)
    else strikes.set(remember(strikes, version), recent)
  }

  /** Starts the slot's worker; `lowFor`: at a low priority, for that site's pages only. */
  function spawn(slot: Slot, lowFor: string | null = null) {
    slot.lowFor = lowFor
    const worker = new Worker(WORKER_URL, {
      workerData: {
        limits,
        running: slot.running,
        slowBlockMs,
        componentChars,
        pageChars,
        templateChars,
        blockCacheBytes,
        nice: lowFor === null ? 0 : LOW_NICE,
      } satisfies WorkerData,
      // A template that allocates without end ends its worker, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 384 },
    })
    slot.worker = worker
    slot.ready = false
    slot.sent = new Set()
    worker.on('message', (message: WorkerResponse) => {
      if (slot.worker !== worker) return
      if ('ready' in message) {
        slot.ready = true
        releaseRestart(slot)
        return pump()
      }
      if (slot.current?.job.id !== message.id) return
      if ('missing' in message) {
        for (const version of message.missing) slot.sent.delete(version)
        return post(slot, slot.current.job)
      }
      finish(slot, message)
    })
    const lost = () => slot.worker === worker && abandon(slot, 'worker crashed')
    worker.on('error', lost)
    worker.on('exit', lost)
    worker.unref()
  }

  function finish(
    slot: Slot,
    message: Exclude<WorkerResponse, { ready: true } | { missing: string[] }>,
  ) {
    const { job, site, timer } = slot.current!
    clearTimeout(timer)
    slot.current = null
    queue.done(site)
    message.slow.forEach(strike)
    if ('result' in message) {
      // An icon name the set lacks renders nothing; the site's owner should still hear of it.
      for (const { contentId, componentId, message: text } of message.result.warnings) {
        if (text.startsWith('unknown icon')) log?.warn({ site, contentId, componentId }, text)
      }
      onRendered?.({ waitedMs: job.startedAt - job.queuedAt, renderMs: now() - job.startedAt })
      const { result } = message
      const { html, css, compressed, etag } = result.document
      job.resolve({
        ...result,
        document: {
          html: asBuffer(html),
          css: asBuffer(css),
          etag,
          ...(compressed && { compressed: { ...compressed, body: asBuffer(compressed.body) } }),
        },
      })
    } else job.reject(new Error(message.error))
    pump()
  }

  function releaseRestart(slot: Slot) {
    if (slot.restartingFor === null) return
    queue.done(slot.restartingFor)
    slot.restartingFor = null
  }

  /** Ends the slot's worker; the component it was rendering is blamed and the page tried again. */
  function abandon(slot: Slot, reason: string) {
    const worker = slot.worker
    slot.worker = null
    slot.ready = false
    slot.lowFor = null
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    slot.idleTimer = null
    void worker?.terminate()
    // A worker that died while starting up is not started again here (pump does, on demand).
    releaseRestart(slot)
    const current = slot.current
    slot.current = null
    if (current) {
      clearTimeout(current.timer)
      const { job, site } = current
      const stuck = job.input.components.find((c) => c.id === Atomics.load(slot.running, 0))
      const blamed = stuck !== undefined && !isBlocked(versionOf(stuck))
      if (stuck) block(versionOf(stuck), reason)
      // Each retry renders one more culprit as nothing, so retries with a culprit end by themselves.
      if (blamed || ++job.attempts < maxAttempts) queue.push(site, job, { front: true })
      else job.reject(new Error('render time limit exceeded'))
      slot.restartingFor = site
      // The site's next pages go to a worker of low priority: another of its unknown killer
      // components (decision 055) then spins, and its worker restarts, only on the cores' spare time.
      if (!closed) spawn(slot, site)
    }
    pump()
  }

  /** Ends a low-priority worker that had no page of its site for `lowPriorityIdleMs`. */
  function retireWhenIdle(slot: Slot) {
    if (slot.idleTimer) return
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = null
      if (closed || slot.current || slot.lowFor === null) return
      const worker = slot.worker
      slot.worker = null
      slot.ready = false
      slot.lowFor = null
      void worker?.terminate()
    }, lowPriorityIdleMs)
    slot.idleTimer.unref()
  }

  function start(slot: Slot, site: string, job: Job) {
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    slot.idleTimer = null
    Atomics.store(slot.running, 0, 0)
    job.startedAt = now()
    const timer = setTimeout(() => abandon(slot, 'time limit exceeded'), hardTimeoutMs)
    slot.current = { job, site, timer }
    post(slot, job)
  }

  /**
   * Sends a page to the slot's worker: its components by version, with the sources of only those
   * versions the worker was not sent before, and its tree by key, with the tree only if the worker
   * was not sent it before (issue #18: nothing cloned on every render that a worker holds). A tree
   * is known by identity: a caller gives a new object for a changed tree, never changes one given.
   */
  function post(slot: Slot, job: Job) {
    const { components, page, ...rest } = job.input
    const sources = components.filter((c) => !slot.sent.has(versionOf(c)))
    const { key: pageKey, chars: pageChars } = pageKeyOf(page)
    const sendPage = !slot.sent.has(pageKey)
    // Forgetting costs only a second send: the set stays as bounded as the worker's own store.
    if (slot.sent.size + sources.length + 1 > MAX_REMEMBERED) slot.sent.clear()
    for (const c of sources) slot.sent.add(versionOf(c))
    slot.sent.add(pageKey)
    slot.worker!.postMessage({
      id: job.id,
      siteId: job.siteId,
      input: { ...rest, components: components.map(({ id, updated_at }) => ({ id, updated_at })) },
      pageKey,
      page: sendPage ? page : null,
      pageChars,
      sources,
      blocked: components.map(versionOf).filter(isBlocked),
      document: job.document,
    } satisfies WorkerRequest)
  }

  function pump() {
    if (closed) return
    // A site's own low-priority workers first: its pages go there rather than to another worker.
    for (const slot of slots) {
      const site = slot.lowFor
      if (site === null || slot.current || !slot.ready) continue
      const next = queue.next((key) => key === site)
      if (next) start(slot, next.key, next.item)
      else retireWhenIdle(slot)
    }
    for (const slot of slots) {
      if (slot.current || slot.lowFor !== null) continue
      if (!queue.queued) break
      // Workers start on demand: no more starting at once than pages wait (each costs a second).
      const starting = slots.filter((s) => s.worker && !s.ready).length
      if (!slot.worker && starting < queue.queued) spawn(slot)
      // The time bound counts from a worker that has loaded, not from its start-up.
      if (!slot.ready) continue
      // The last idle worker is kept for a site with no page rendering (decision 055): a site
      // whose pages run starts another worker rather than make the next site wait for one.
      const idle = slots.filter((s) => s.ready && !s.current && s.lowFor === null).length
      const next = queue.next(idle > 1 ? undefined : (key) => queue.activeOf(key) === 0)
      if (!next) break
      start(slot, next.key, next.item)
    }
    // One worker stays idle (or starting) while the pool has room: the next site's page must not
    // wait for a worker to start (a second or more) while another site's page renders.
    const spare = slots.some((s) => s.worker && !s.current && s.lowFor === null)
    const empty = slots.find((s) => !s.worker)
    if (!spare && empty && slots.some((s) => s.current)) spawn(empty)
  }

  return {
    /**
     * Renders a page of `siteId` into its whole document (issue #18): joined, digested and
     * compressed in the worker, as `request` says. Rejects with QueueFullError when that site has
     * too many pages waiting.
     */
    render(
      input: PageRenderInput,
      document: DocumentRequest,
      { siteId }: { siteId: number },
    ): Promise<RenderResult> {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new Error('render pool closed'))
        const job = {
          id: nextId++,
          siteId,
          input,
          document,
          resolve,
          reject,
          attempts: 0,
          queuedAt: now(),
          startedAt: 0,
        }
        if (!queue.push(String(siteId), job))
          return reject(new QueueFullError(Math.ceil(hardTimeoutMs / 1000)))
        pump()
      })
    },
    /**
     * Starts one worker before any page asks for one (the server's start, issue #18): it loads
     * (a second or more) while the server gets ready, not while the first visitor waits.
     */
    warm() {
      if (!closed && !slots.some((slot) => slot.worker)) spawn(slots[0]!)
    },
    isBlocked: (component: Pick<RenderComponent, 'id' | 'updated_at'>) =>
      isBlocked(versionOf(component)),
    get size() {
      return slots.length
    },
    /** Pages waiting for a worker, all sites together. */
    get queued() {
      return queue.queued
    },
    async close() {
      closed = true
      for (const job of queue.drain()) job.reject(new Error('render pool closed'))
      await Promise.all(
        slots.map(async (slot) => {
          if (slot.current) clearTimeout(slot.current.timer)
          if (slot.idleTimer) clearTimeout(slot.idleTimer)
          slot.current?.job.reject(new Error('render pool closed'))
          const worker = slot.worker
          slot.worker = null
          await worker?.terminate()
        }),
      )
    },
  }
}

export type RenderPool = ReturnType<typeof createRenderPool>
