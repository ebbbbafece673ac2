import { Worker } from 'node:worker_threads'

export type ScssResult =
  | { css: string }
  | {
      error: { kind: 'invalid'; message: string; line: number } | { kind: 'timeout' | 'too_large' }
    }

export interface ScssCompilerOptions {
  /** Hard bound per compile: sass has no limits of its own and tenants write the SCSS. */
  timeoutMs?: number
  /** Characters the compiled CSS may have (a few loops can blow 100k of SCSS up to gigabytes). */
  maxCss?: number
}

type Job = { source: string; scope: string | null }
type Reply = { css: string } | { error: { message: string; line: number } }

/**
 * Compiles SCSS with `sass` in a worker thread, one job at a time. `scope` wraps every rule in
 * `.{scope}`; `@use 'sass:…'` built-ins work, every other import is refused.
 */
export function createScssCompiler({
  timeoutMs = 5000,
  maxCss = 1_000_000,
}: ScssCompilerOptions = {}) {
  let worker: Promise<Worker> | null = null
  let queue: Promise<unknown> = Promise.resolve()

  /** A worker that has loaded sass (its first message says so); rejects if it fails to start. */
  const spawn = () =>
    new Promise<Worker>((resolve, reject) => {
      const w = new Worker(new URL('./scss-worker.mjs', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      })
      w.unref()
      w.once('message', () => resolve(w))
      w.once('error', reject)
      w.once('exit', (code) => reject(new Error(`scss worker exited with ${code}`)))
    })

  async function run(job: Job): Promise<ScssResult> {
    const starting = (worker ??= spawn())
    let current: Worker
    try {
      current = await starting
    } catch (error) {
      if (worker === starting) worker = null
      throw error
    }
    return new Promise((resolve) => {
      const finish = (result: ScssResult, healthy: boolean) => {
        clearTimeout(timer)
        current.off('message', onMessage)
        current.off('error', onFailure)
        current.off('exit', onFailure)
        if (!healthy) {
          if (worker === starting) worker = null
          void current.terminate()
        }
        resolve(result)
      }
      const onMessage = (reply: Reply) => {
        if ('error' in reply) finish({ error: { kind: 'invalid', ...reply.error } }, true)
        else if (reply.css.length > maxCss) finish({ error: { kind: 'too_large' } }, true)
        else finish({ css: reply.css }, true)
      }
      // Out of memory or crashed: the stylesheet asked for too much.
      const onFailure = () => finish({ error: { kind: 'too_large' } }, false)
      const timer = setTimeout(() => finish({ error: { kind: 'timeout' } }, false), timeoutMs)
      current.on('message', onMessage)
      current.once('error', onFailure)
      current.once('exit', onFailure)
      current.postMessage(job)
    })
  }

  return {
    /** Compiles `source`; with `scope`, every rule applies only inside `.{scope}`. */
    compile(source: string, scope: string | null = null): Promise<ScssResult> {
      const result = queue.catch(() => undefined).then(() => run({ source, scope }))
      queue = result
      return result
    },
    async close() {
      await queue.catch(() => undefined)
      const last = worker
      worker = null
      await (await last?.catch(() => null))?.terminate()
    },
  }
}

export type ScssCompiler = ReturnType<typeof createScssCompiler>
