import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createBusCore, MAX_MESSAGE_BYTES } from './bus.ts'

const Event = z.object({ type: z.literal('site-changed'), siteId: z.number().int().positive() })

function recordingCore() {
  const warnings: { fields: object; message: string }[] = []
  const log = {
    info: () => undefined,
    warn: (fields: object, message: string) => void warnings.push({ fields, message }),
    error: () => undefined,
  }
  const core = createBusCore({ schema: Event, log })
  const received: z.infer<typeof Event>[] = []
  let resyncs = 0
  core.subscribe((event) => received.push(event))
  core.onResync(() => resyncs++)
  return { core, received, warnings, resyncs: () => resyncs }
}

const from = (origin: string, event: unknown, v = 1) => JSON.stringify({ v, origin, event })

describe('the invalidation bus’s messages (decision 035)', () => {
  it('applies another process’s event, and not its own again', () => {
    const { core, received } = recordingCore()
    core.receive(from('another-process', { type: 'site-changed', siteId: 7 }))
    core.receive(core.encode({ type: 'site-changed', siteId: 8 }))
    expect(received).toEqual([{ type: 'site-changed', siteId: 7 }])
  })

  it.each([
    ['not JSON', 'DEL *'],
    ['not an invalidation message', JSON.stringify({ hello: 'world' })],
    ['unknown event', from('another-process', { type: 'drop-everything' })],
    ['unknown event', from('another-process', { type: 'site-changed', siteId: -1 })],
    ['too long', from('another-process', { pad: 'x'.repeat(MAX_MESSAGE_BYTES) })],
  ])('drops a message that is %s, logs it and goes on', (reason, raw) => {
    const { core, received, warnings, resyncs } = recordingCore()
    expect(() => core.receive(raw)).not.toThrow()
    core.receive(from('another-process', { type: 'site-changed', siteId: 3 }))
    expect(received).toEqual([{ type: 'site-changed', siteId: 3 }])
    expect(warnings).toEqual([
      { fields: expect.objectContaining({ reason }), message: 'invalidation message dropped' },
    ])
    expect(resyncs()).toBe(0)
  })

  it('drops every cache on a message of another version (a rolling deploy), rather than guess', () => {
    const { core, received, warnings, resyncs } = recordingCore()
    core.receive(from('newer-process', { type: 'site-changed', siteId: 3, pages: ['a'] }, 2))
    expect(received).toEqual([])
    expect(resyncs()).toBe(1)
    expect(warnings[0]?.message).toMatch(/every cache cleared/)
  })

  it('keeps delivering when one handler throws', () => {
    const { core, received } = recordingCore()
    core.subscribe(() => {
      throw new Error('broken handler')
    })
    core.deliver({ type: 'site-changed', siteId: 1 })
    core.deliver({ type: 'site-changed', siteId: 2 })
    expect(received.map((e) => e.siteId)).toEqual([1, 2])
  })
})
