import { describe, expect, it } from 'vitest'
import {
  BUDGET_SHARES,
  cacheBounds,
  defaultBudgetMb,
  memoryLimitBytes,
  MIB,
} from './memory-budget.ts'

const GIB = 1024 * MIB

describe('the memory budget (decision 064)', () => {
  it('reads the container’s limit, cgroup v2 first, else v1, else the machine’s memory', () => {
    const files = (found: Record<string, string>) => (path: string) => found[path] ?? null
    const machine = 24 * GIB
    expect(memoryLimitBytes(files({ '/sys/fs/cgroup/memory.max': `${GIB}\n` }), machine)).toBe(GIB)
    expect(memoryLimitBytes(files({ '/sys/fs/cgroup/memory.max': 'max\n' }), machine)).toBe(machine)
    const v1 = '/sys/fs/cgroup/memory/memory.limit_in_bytes'
    expect(memoryLimitBytes(files({ [v1]: String(2 * GIB) }), machine)).toBe(2 * GIB)
    // v1 without a limit says so with a number near 2^63
    expect(memoryLimitBytes(files({ [v1]: '9223372036854771712' }), machine)).toBe(machine)
    expect(memoryLimitBytes(files({}), machine)).toBe(machine)
    // a limit above the machine's memory is the machine's
    expect(memoryLimitBytes(files({ [v1]: String(64 * GIB) }), machine)).toBe(machine)
  })

  it('is a quarter of that memory, at most 512 MiB and at least 16', () => {
    expect(defaultBudgetMb(24 * GIB)).toBe(512)
    expect(defaultBudgetMb(GIB)).toBe(256)
    expect(defaultBudgetMb(512 * MIB)).toBe(128)
    expect(defaultBudgetMb(32 * MIB)).toBe(16)
  })

  it('gives every cache its share, a worker’s stores divided by the workers', () => {
    const four = cacheBounds({ MEMORY_BUDGET_MB: 512, RENDER_WORKERS: 0 }, 2)
    expect(four).toMatchObject({
      pageCacheBytes: 64 * MIB,
      siteDataBytes: 64 * MIB,
      imageBytes: 32 * MIB,
      blockCacheBytes: 32 * MIB,
    })
    // the shares leave room for the small caches bounded by a count, and the estimates' error
    const shared = Object.values(BUDGET_SHARES).reduce((sum, share) => sum + share, 0)
    expect(shared).toBeLessThanOrEqual(0.8)
    const eight = cacheBounds({ MEMORY_BUDGET_MB: 512, RENDER_WORKERS: 8 }, 2)
    expect(eight.blockCacheBytes).toBe(16 * MIB)
    expect(eight.pageCacheBytes).toBe(64 * MIB)
  })
})
