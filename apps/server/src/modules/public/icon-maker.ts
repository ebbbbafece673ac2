import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { RenderedIcons, IconPath } from './icon-rendering.ts'
import type { IconWorkerReply } from './icon-worker.ts'

const WORKER_FILE = fileURLToPath(new URL('./icon-worker-entry.mjs', import.meta.url))

/**
 * Not the source's fault: too many sources wait to be rendered, or the maker closed. Try again later
 * (the visitor gets the default icon for now).
 */
export class IconMakerBusyError extends Error {}
/** The source took longer than the time limit to render: the worker was ended with it. */
export class IconTooSlowError extends Error {}

export interface IconMakerOptions {
  /** Time one source's icons may take to render; the worker process is killed past it. */
  timeoutMs?: number
  /** Sources waiting to be rendered; one more is refused with IconMakerBusyError. */
  maxWaiting?: number
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/**
 * Renders favicon sources' icons in one child process, one source at a time, each within
 * `timeoutMs` (decision 054). sharp cannot stop librsvg in the middle of a render, and a thread
 * cannot be stopped from outside either: a process can, so a source that renders too long costs at
 * most the time limit of one core, once.
 */
export function createIconMaker({ timeoutMs = 5000, maxWaiting = 16 }: IconMakerOptions = {}) {
  let worker: Promise<ChildProcess> | null = null
  let queue: Promise<unknown> = Promise.resolve()
  let waiting = 0
  let closed = false

  /** A worker that has loaded sharp (its first message says so); rejects if it fails to start. */
  const spawn = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(WORKER_FILE, [], {
        serialization: 'advanced',
        execArgv: [],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      })
      // An idle worker keeps no process alive (its channel is held only while it renders); the
      // server's close ends it.
      child.unref()
      child.once('message', () => {
        child.channel?.unref()
        resolve(child)
      })
      // A failed send or kill shows as the process's exit, which ends the render.
      child.on('error', reject)
      child.once('exit', (code) => reject(new Error(`icon worker exited with ${code}`)))
    })

  async function render(source: Buffer): Promise<RenderedIcons> {
    const starting = (worker ??= spawn())
    let child: ChildProcess
    try {
      child = await starting
    } catch (error) {
      if (worker === starting) worker = null
      throw error
    }
    return new Promise((resolve, reject) => {
      const finish = (healthy: boolean, settle: () => void) => {
        clearTimeout(timer)
        child.channel?.unref()
        child.off('message', onMessage)
        child.off('exit', onExit)
        if (!healthy) {
          if (worker === starting) worker = null
          child.kill('SIGKILL')
        }
        settle()
      }
      const onMessage = (reply: IconWorkerReply) => {
        if ('icons' in reply) {
          const entries = Object.entries(reply.icons) as [IconPath, Uint8Array][]
          const icons = Object.fromEntries(entries.map(([p, png]) => [p, asBuffer(png)]))
          finish(true, () => resolve(icons as RenderedIcons))
        } else if ('error' in reply) finish(true, () => reject(new Error(reply.error)))
      }
      // Killed by close(), or crashed on the source (librsvg's memory, a signal).
      const onExit = () =>
        finish(false, () =>
          reject(
            closed ? new IconMakerBusyError('icon maker closed') : new Error('icon worker ended'),
          ),
        )
      const timer = setTimeout(
        () =>
          finish(false, () => reject(new IconTooSlowError(`rendering took over ${timeoutMs} ms`))),
        timeoutMs,
      )
      child.on('message', onMessage)
      child.once('exit', onExit)
      child.channel?.ref()
      child.send(source)
    })
  }

  return {
    /** The icons of `source`; rejects when it cannot be rendered within the limit, or waits too long. */
    make(source: Buffer): Promise<RenderedIcons> {
      if (closed) return Promise.reject(new IconMakerBusyError('icon maker closed'))
      if (waiting >= maxWaiting) return Promise.reject(new IconMakerBusyError('queue full'))
      waiting++
      const run = queue.then(() => render(source)).finally(() => waiting--)
      queue = run.catch(() => undefined)
      return run
    },
    close() {
      closed = true
      const ending = worker
      worker = null
      void ending?.then(
        (child) => child.kill('SIGKILL'),
        () => undefined,
      )
    },
  }
}

export type IconMaker = ReturnType<typeof createIconMaker>
