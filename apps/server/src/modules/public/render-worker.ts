/**
 * Renders public pages off the main thread, so a tenant template that defeats liquidjs'
 * cooperative limits can be ended from outside (ARCHITECTURE "Components, pages and rendering").
 * Before each block it notes which component runs in shared memory, so a stuck one can be blamed,
 * and it reports the component versions whose blocks took longer than `slowBlockMs` (decision 014).
 * It keeps the component sources it was sent by version, the page trees by key, and the blocks it
 * drew (decision 037).
 */
// First: a worker started at a low priority starts up at it (decision 055).
import '../../lib/worker-priority.mjs'
import { createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import type { PageWithArticles } from '@sitewerk/contracts'
import {
  DEFAULT_TEMPLATE_CACHE,
  createBlockCache,
  createLiquidEngine,
  createSizedLru,
  renderPageParts,
  type RenderComponent,
} from '@sitewerk/renderer'
import { shippedIconSet } from '../icons/index.ts'
import { documentOf } from './page-document.ts'
import { createBlockPlacer } from './placed-blocks.ts'
import type { WorkerData, WorkerRequest, WorkerResponse } from './render-pool.ts'

const { limits, running, slowBlockMs, componentChars, pageChars, templateChars, blockCacheBytes } =
  workerData as WorkerData
// Parsed templates are cached per component version, bounded by the engine (LRU).
// Icons are rendered inline from the shipped set, so visitors load no icon from anywhere.
const engine = createLiquidEngine(
  limits,
  { ...DEFAULT_TEMPLATE_CACHE, maxTemplateChars: templateChars },
  { icons: shippedIconSet() },
)
const blocks =
  blockCacheBytes > 0
    ? createBlockCache({
        maxBytes: blockCacheBytes,
        digest: (text) => createHash('sha1').update(text).digest('base64url'),
        // The trees it renders are kept unchanged (`trees`): a block's data is digested once.
        unchangedData: true,
      })
    : null

// The rendered blocks' bytes are made once each and stored beside them (about half their counted
// size).
const blocksOfPage = createBlockPlacer()
const versionOf = (c: Pick<RenderComponent, 'id' | 'updated_at'>) => `${c.id}:${c.updated_at}`
const charsOf = (c: RenderComponent) => c.template.length + c.css.length + c.script.length

/** Component sources by version, least recently used first, bounded by `componentChars`. */
const sources = createSizedLru<RenderComponent>({ maxSize: componentChars, keepOne: true })
function keep(component: RenderComponent) {
  const version = versionOf(component)
  if (!sources.has(version)) sources.set(version, component, charsOf(component))
}
const take = sources.get

/** Page trees by the pool's key, least recently used first, bounded by `pageChars`. */
const trees = createSizedLru<PageWithArticles>({ maxSize: pageChars, keepOne: true })

const post = (message: WorkerResponse, transfer: ArrayBuffer[] = []) =>
  parentPort!.postMessage(message, transfer)

/**
 * `bytes` on memory of their own, so they can be handed over without a copy: a small Buffer is
 * a view into Node's shared pool, and a compressor's output may be a view into its larger buffer.
 */
function own(bytes: Buffer): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes
  return Uint8Array.prototype.slice.call(bytes)
}
const memoryOf = (bytes: Uint8Array) => bytes.buffer as ArrayBuffer

parentPort!.on('message', (request: WorkerRequest) => {
  const { id, siteId, input, sources: sent, blocked, pageKey, pageChars: chars, document } = request
  sent.forEach(keep)
  if (request.page) trees.set(pageKey, request.page, chars)
  // The tree sent with this page is used even if the store could not keep it.
  const page = request.page ?? trees.get(pageKey)
  // The versions sent with this page are used even if the store could not keep them all.
  const given = new Map(sent.map((c) => [versionOf(c), c]))
  const components = new Map<number, RenderComponent>()
  const missing: string[] = []
  for (const ref of input.components) {
    const component = given.get(versionOf(ref)) ?? take(versionOf(ref))
    if (component) components.set(component.id, component)
    else missing.push(versionOf(ref))
  }
  if (!page) missing.push(pageKey)
  if (!page || missing.length) return post({ id, missing })

  const slow = new Set<string>()
  // A block runs from its onBlockStart to the next one (or the end of the page).
  let block: { version: string; startedAt: number } | null = null
  const endBlock = () => {
    if (block && performance.now() - block.startedAt > slowBlockMs) slow.add(block.version)
    block = null
  }
  const placedBlocks = blocksOfPage()
  try {
    const { parts, ...result } = renderPageParts({
      ...input,
      page,
      components,
      engine,
      placeBlock: placedBlocks.place,
      blockedComponents: new Set(blocked),
      ...(blocks ? { blockCache: blocks.forSite(siteId) } : {}),
      onBlockStart: ({ componentId }) => {
        endBlock()
        Atomics.store(running, 0, componentId)
        block = { version: versionOf(components.get(componentId)!), startedAt: performance.now() }
      },
    })
    endBlock()
    // The stylesheet and the scripts are in the document now: only what the pool reads returns.
    const { css: _css, scripts: _scripts, ...rendered } = result
    const made = documentOf({ ...result, parts }, document, placedBlocks.write)
    const compressed = made.compressed && { ...made.compressed, body: own(made.compressed.body) }
    const bytes = { html: own(made.html), css: own(made.css) }
    const transfer = [bytes.html, bytes.css, ...(compressed ? [compressed.body] : [])]
    post(
      {
        id,
        result: {
          ...rendered,
          document: { ...bytes, etag: made.etag, ...(compressed && { compressed }) },
        },
        slow: [...slow],
      },
      transfer.map(memoryOf),
    )
  } catch (error) {
    endBlock()
    post({ id, error: error instanceof Error ? error.message : String(error), slow: [...slow] })
  }
})

post({ ready: true })
