import { readFileSync } from 'node:fs'
import { availableParallelism, totalmem } from 'node:os'

export const MIB = 1024 * 1024

/** By default the caches hold at most a quarter of the memory the process may use… */
const SHARE_OF_MEMORY = 1 / 4
/** …and never more than this, however large the machine (decision 064). */
const MAX_DEFAULT_BUDGET_MB = 512
/** Below this the caches would thrash on a single site. */
export const MIN_BUDGET_MB = 16

/** Where a container's memory limit is read: cgroup v2, then v1. */
const CGROUP_LIMIT_FILES = [
  '/sys/fs/cgroup/memory.max',
  '/sys/fs/cgroup/memory/memory.limit_in_bytes',
]
/** cgroup v1 says "no limit" with a number near 2^63. */
const NO_LIMIT = 2 ** 60

const readText = (path: string) => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/**
 * The memory this process may use: its container's limit (cgroup v2 `memory.max`, else v1
 * `memory.limit_in_bytes`), else the machine's memory, whichever is smaller.
 */
export function memoryLimitBytes(
  read: (path: string) => string | null = readText,
  machineBytes = totalmem(),
): number {
  for (const path of CGROUP_LIMIT_FILES) {
    const limit = Number(read(path)?.trim())
    if (Number.isFinite(limit) && limit > 0 && limit < NO_LIMIT)
      return Math.min(limit, machineBytes)
  }
  return machineBytes
}

/** MEMORY_BUDGET_MB when unset: a quarter of the memory the process may use, at most 512 MiB. */
export const defaultBudgetMb = (limitBytes: number) =>
  Math.max(
    MIN_BUDGET_MB,
    Math.min(MAX_DEFAULT_BUDGET_MB, Math.floor((limitBytes * SHARE_OF_MEMORY) / MIB)),
  )

/**
 * Each cache's share of the budget (docs/scaling.md, "Caches and their bounds"). The rest, about a
 * fifth, covers the caches bounded by a fixed number of small entries and the estimates' error.
 */
export const BUDGET_SHARES = {
  pageCache: 1 / 8,
  /** All render workers together; each gets its part. */
  blockCaches: 1 / 4,
  siteData: 1 / 8,
  workerPageTrees: 1 / 16,
  workerComponentSources: 1 / 16,
  workerParsedTemplates: 1 / 16,
  images: 1 / 16,
  hosts: 1 / 64,
  siteIcons: 1 / 64,
  shareImages: 1 / 128,
} as const

/**
 * Heap bytes per character of JSON of a page tree held as objects: 1.3 measured on the demo's
 * pages (German text, so some strings take two bytes a character), rounded up.
 */
export const HEAP_PER_JSON_CHAR = 1.5
/** Heap bytes per character of a Liquid template held parsed: 27 measured on the starter library. */
export const HEAP_PER_TEMPLATE_CHAR = 27
/** No per-worker store is made smaller than this, however many workers share its budget. */
const MIN_PER_WORKER_BYTES = MIB

export interface CacheBounds {
  budgetBytes: number
  pageCacheBytes: number
  siteDataBytes: number
  imageBytes: number
  hostBytes: number
  siteIconBytes: number
  shareImageBytes: number
  /** Per render worker. */
  blockCacheBytes: number
  pageTreeChars: number
  componentSourceChars: number
  parsedTemplateChars: number
}

/**
 * Every cache's bound as its share of MEMORY_BUDGET_MB; a worker's stores get their share divided
 * by the number of render workers (RENDER_WORKERS, 0: twice the cores, as the render pool starts).
 */
export function cacheBounds(
  { MEMORY_BUDGET_MB, RENDER_WORKERS }: { MEMORY_BUDGET_MB: number; RENDER_WORKERS: number },
  cores = availableParallelism(),
): CacheBounds {
  const budgetBytes = MEMORY_BUDGET_MB * MIB
  const workers = RENDER_WORKERS || 2 * cores
  const bytes = (share: number) => Math.floor(budgetBytes * share)
  const perWorker = (share: number) =>
    Math.max(MIN_PER_WORKER_BYTES, Math.floor(bytes(share) / workers))
  return {
    budgetBytes,
    pageCacheBytes: bytes(BUDGET_SHARES.pageCache),
    siteDataBytes: bytes(BUDGET_SHARES.siteData),
    imageBytes: bytes(BUDGET_SHARES.images),
    hostBytes: bytes(BUDGET_SHARES.hosts),
    siteIconBytes: bytes(BUDGET_SHARES.siteIcons),
    shareImageBytes: bytes(BUDGET_SHARES.shareImages),
    blockCacheBytes: perWorker(BUDGET_SHARES.blockCaches),
    pageTreeChars: Math.floor(perWorker(BUDGET_SHARES.workerPageTrees) / HEAP_PER_JSON_CHAR),
    // Sources are mostly ASCII: a byte a character.
    componentSourceChars: perWorker(BUDGET_SHARES.workerComponentSources),
    parsedTemplateChars: Math.floor(
      perWorker(BUDGET_SHARES.workerParsedTemplates) / HEAP_PER_TEMPLATE_CHAR,
    ),
  }
}
