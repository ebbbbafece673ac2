import { describe, expect, it } from 'vitest'
import { createFairQueue } from './fair-queue.ts'

/** Takes jobs until none may run, marking each done at once (one worker). */
function serveAll(queue: ReturnType<typeof createFairQueue<string>>) {
  const order: string[] = []
  for (let job = queue.next(); job; job = queue.next()) {
    order.push(job.item)
    queue.done(job.key)
  }
  return order
}

describe('fair queue', () => {
  it('serves owners in turn, so a late owner waits for one job of the busy owner, not its backlog', () => {
    const queue = createFairQueue<string>()
    for (let i = 1; i <= 5; i++) queue.push('hostile', `h${i}`)
    queue.push('victim', 'v1')
    queue.push('victim', 'v2')
    expect(serveAll(queue)).toEqual(['h1', 'v1', 'h2', 'v2', 'h3', 'h4', 'h5'])
  })

  it('refuses a job beyond the per-owner queue cap, and takes it again once the queue moved', () => {
    const queue = createFairQueue<string>({ maxQueuedPerKey: 2 })
    expect(queue.push('a', 'a1')).toBe(true)
    expect(queue.push('a', 'a2')).toBe(true)
    expect(queue.push('a', 'a3')).toBe(false)
    expect(queue.push('b', 'b1')).toBe(true)
    expect(queue.next()?.item).toBe('a1')
    expect(queue.push('a', 'a3')).toBe(true)
  })

  it('runs at most maxActivePerKey jobs of one owner while others may run', () => {
    const queue = createFairQueue<string>({ maxActivePerKey: 1 })
    queue.push('a', 'a1')
    queue.push('a', 'a2')
    queue.push('b', 'b1')
    expect(queue.next()?.item).toBe('a1')
    expect(queue.next()?.item).toBe('b1')
    // a1 still runs: a2 must wait even though a worker may be free.
    expect(queue.next()).toBeUndefined()
    queue.done('a')
    expect(queue.next()?.item).toBe('a2')
  })

  it('puts a retried job first in its lane, over the cap', () => {
    const queue = createFairQueue<string>({ maxQueuedPerKey: 1 })
    queue.push('a', 'a2')
    const first = queue.next()!
    expect(queue.push('a', 'a1', { front: true })).toBe(true)
    queue.done(first.key)
    expect(serveAll(queue)).toEqual(['a1'])
  })

  it('forgets owners with nothing waiting or running', () => {
    const queue = createFairQueue<string>()
    for (let i = 0; i < 100; i++) queue.push(`site-${i}`, 'x')
    serveAll(queue)
    expect(queue.keys).toBe(0)
    expect(queue.queued).toBe(0)
  })
})
