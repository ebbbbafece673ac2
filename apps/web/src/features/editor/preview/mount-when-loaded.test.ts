import { describe, expect, it, vi } from 'vitest'
import type { RichSession } from './inline-editing'
import { mountWhenLoaded } from './mount-when-loaded'

const session = (): RichSession => ({
  field: { name: 'text', label: 'Text', rich: true, el: document.createElement('div') },
  value: '<p>Hallo</p>',
  point: { x: 0, y: 0 },
  onChange: vi.fn(),
  leave: vi.fn(),
})

const settled = () => new Promise((resolve) => setTimeout(resolve))

describe('the in-place rich-text editor, loaded on first use', () => {
  it('mounts once its code arrived and is taken down with the session', async () => {
    const unmount = vi.fn()
    const mount = vi.fn(() => unmount)
    const editing = session()
    const leave = mountWhenLoaded(editing, () => Promise.resolve('editor'), mount, vi.fn())
    await settled()
    expect(mount).toHaveBeenCalledWith('editor', editing)
    leave()
    expect(unmount).toHaveBeenCalled()
  })

  it('tells the person when its code cannot be loaded, and ends the session', async () => {
    const failed = vi.fn()
    const editing = session()
    mountWhenLoaded(
      editing,
      () => Promise.reject(new TypeError('Failed to fetch')),
      vi.fn(),
      failed,
    )
    await settled()
    expect(failed).toHaveBeenCalledWith(expect.any(TypeError))
    expect(editing.leave).toHaveBeenCalled()
  })

  it('mounts nothing and says nothing for a session left before the code arrived', async () => {
    const mount = vi.fn(() => () => undefined)
    const failed = vi.fn()
    mountWhenLoaded(session(), () => Promise.resolve('editor'), mount, failed)()
    mountWhenLoaded(session(), () => Promise.reject(new Error('offline')), mount, failed)()
    await settled()
    expect(mount).not.toHaveBeenCalled()
    expect(failed).not.toHaveBeenCalled()
  })
})
