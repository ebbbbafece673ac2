import type { RichSession } from './inline-editing'

/**
 * Mounts the in-place rich-text editor once its code has loaded (it loads on first use). When the
 * code cannot be loaded (the connection dropped, a new release removed the old file) the session
 * ends and `failed` tells the person, instead of a click that silently does nothing. Returns how
 * to take the editor down, also before the code arrived (then it is never mounted).
 */
export function mountWhenLoaded<Loaded>(
  session: RichSession,
  load: () => Promise<Loaded>,
  mount: (loaded: Loaded, session: RichSession) => () => void,
  failed: (error: unknown) => void,
): () => void {
  let unmount: (() => void) | null = null
  let left = false
  load().then(
    (loaded) => {
      if (!left) unmount = mount(loaded, session)
    },
    (error: unknown) => {
      if (left) return
      failed(error)
      session.leave()
    },
  )
  return () => {
    left = true
    unmount?.()
  }
}
