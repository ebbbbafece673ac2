import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoadingBarController } from './loading-bar-controller'

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('stays hidden when loading ends within the 200 ms throttle', () => {
    const bar = createLoadingBarController()
    bar.start()
    vi.advanceTimersByTime(150)
    bar.finish()
    vi.advanceTimersByTime(1000)
    expect(bar.getState()).toMatchObject({ status: 'idle', visible: false })
  })

  it('shows after the throttle, fills on finish, hides after 500 ms and resets 400 ms later', () => {
    const bar = createLoadingBarController()
    bar.start()
    vi.advanceTimersByTime(200)
    expect(bar.getState().visible).toBe(true)
    vi.advanceTimersByTime(16)
    expect(bar.getState().progress).toBe(90)
    bar.finish()
    expect(bar.getState()).toMatchObject({ progress: 100, visible: true })
    vi.advanceTimersByTime(500)
    expect(bar.getState()).toMatchObject({ visible: false, status: 'done' })
    vi.advanceTimersByTime(400)
    expect(bar.getState().status).toBe('idle')
  })

  it('turns red on an error and clears it on the next start', () => {
    const bar = createLoadingBarController()
    bar.fail()
    expect(bar.getState()).toMatchObject({ error: true, visible: true, progress: 100 })
    bar.start()
    expect(bar.getState().error).toBe(false)
  })
})
