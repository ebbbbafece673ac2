import { LOADING_BAR, clampTimerMs } from '@sitewerk/contracts'

export type LoadingBarStatus = 'idle' | 'loading' | 'done'

export interface LoadingBarState {
  status: LoadingBarStatus
  /** 0..100 */
  progress: number
  visible: boolean
  error: boolean
}

const IDLE: LoadingBarState = { status: 'idle', progress: 0, visible: false, error: false }
/** While loading the bar creeps towards this over LOADING_BAR.durationMs; finish fills it. */
export const LOADING_BAR_CREEP = 90

/**
 * spec §4/§9 loading bar: appears only when loading lasts past the throttle (200 ms), creeps
 * over 2000 ms, fills on finish, fades out after 500 ms and resets 400 ms later. An error turns
 * it red until the next start.
 */
export function createLoadingBarController(timings = LOADING_BAR) {
  let state = IDLE
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const listeners = new Set<() => void>()

  function set(next: Partial<LoadingBarState>) {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener())
  }
  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, clampTimerMs(ms))
    timers.add(timer)
  }
  function clearTimers() {
    timers.forEach(clearTimeout)
    timers.clear()
  }
  function hide() {
    later(timings.hideDelayMs, () => {
      set({ visible: false })
      later(timings.resetDelayMs, () => set(IDLE))
    })
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      if (state.status === 'loading') return
      clearTimers()
      set({ ...IDLE, status: 'loading' })
      later(timings.throttleMs, () => {
        set({ visible: true, progress: 0 })
        // one frame at 0 so the creep is a transition, not a jump
        later(16, () => set({ progress: LOADING_BAR_CREEP }))
      })
    },
    finish() {
      if (state.status !== 'loading') return
      clearTimers()
      if (!state.visible) {
        set(IDLE) // done within the throttle: never shown
        return
      }
      set({ status: 'done', progress: 100 })
      hide()
    },
    fail() {
      clearTimers()
      set({ status: 'done', progress: 100, visible: true, error: true })
      hide()
    },
  }
}

export type LoadingBarController = ReturnType<typeof createLoadingBarController>

/** The app's one bar: navigation starts and finishes it, error boundaries fail it. */
export const loadingBar = createLoadingBarController()
