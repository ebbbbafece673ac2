import { describe, expect, it, onTestFinished } from 'vitest'
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
})
