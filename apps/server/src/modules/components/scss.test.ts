import { describe, expect, it, onTestFinished } from 'vitest'
import { QueueFullError } from '../../lib/fair-queue.ts'
import { createScssCompiler } from './scss.ts'

function compiler(options: Parameters<typeof createScssCompiler>[0]) {
  const scss = createScssCompiler(options)
  onTestFinished(() => scss.close())
  return scss
}

describe('scss compiler', () => {
  it('ends a stylesheet that never finishes and compiles the next one', async () => {
    const scss = compiler({ timeoutMs: 1000 })
    const started = Date.now()
    expect(await scss.compile('@while true { $x: 1; }')).toEqual({ error: { kind: 'timeout' } })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await scss.compile('a { b: c }', 'sw-c-x')).toEqual({ css: '.sw-c-x a {\n  b: c;\n}' })
  })

  it('refuses compiled css over the limit', async () => {
    const scss = compiler({ maxCss: 1000 })
    const loop = '@for $i from 1 through 200 { .a-#{$i} { b: c } }'
    expect(await scss.compile(loop)).toEqual({ error: { kind: 'too_large' } })
  })

  it('compiles one job after the other', async () => {
    const scss = compiler({})
    const results = await Promise.all(
      ['a', 'b', 'c'].map((tag) => scss.compile(`${tag} { x: y }`, 'sw-c-k')),
    )
    expect(results.map((r) => ('css' in r ? r.css.split(' ')[1] : r))).toEqual(['a', 'b', 'c'])
  })

  it("compiles another owner's stylesheet while one owner's endless ones wait their turn", async () => {
    const scss = compiler({ timeoutMs: 1500, workers: 2 })
    // Both workers loaded, so start-up does not count.
    await Promise.all([1, 2].map((owner) => scss.compile('a { b: c }', null, { owner })))
    const finished: string[] = []
    const endless = [1, 2, 3, 4].map((i) =>
      scss.compile('@while true { $x: 1; }', null, { owner: 1 }).then((result) => {
        finished.push(`endless-${i}`)
        return result
      }),
    )
    const other = await scss.compile('a { b: c }', null, { owner: 2 })
    finished.push('other')
    expect(other).toEqual({ css: 'a {\n  b: c;\n}' })
    // Serial, it would wait for four time-outs; here it is first, ahead of the first of them.
    expect(finished[0]).toBe('other')
    expect(await Promise.all(endless)).toEqual(Array(4).fill({ error: { kind: 'timeout' } }))
  })

  it("refuses an owner's compile past its queue cap", async () => {
    const scss = compiler({ timeoutMs: 500, maxQueuedPerOwner: 2 })
    const admitted = [1, 2, 3].map(() => scss.compile('@while true {}', null, { owner: 7 }))
    await expect(scss.compile('a { b: c }', null, { owner: 7 })).rejects.toBeInstanceOf(
      QueueFullError,
    )
    expect(await scss.compile('a { b: c }', null, { owner: 8 })).toEqual({ css: 'a {\n  b: c;\n}' })
    await Promise.all(admitted)
  })
})
