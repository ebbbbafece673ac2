import { describe, expect, it } from 'vitest'
import { createLiquidEngine } from './create-engine.ts'

const render = (source: string, scope: object = {}, engine = createLiquidEngine()) =>
  engine.render(engine.parse(source, source), scope)

// Regression tests of liquidjs' published advisories: tenants write these templates.
describe('the Liquid engine for tenant templates', () => {
  it('escapes output by default and only `raw` opts out', () => {
    expect(render('{{ x }}', { x: '<script>alert(1)</script>' })).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    )
    expect(render('{{ x | raw }}', { x: '<b>fett</b>' })).toBe('<b>fett</b>')
  })

  it('refuses unknown filters such as valueOf', () => {
    expect(() => render('{{ 1 | valueOf }}')).toThrow(/undefined filter: valueOf/)
  })

  it('reads own properties only: no constructor, no prototype', () => {
    expect(
      render('{{ obj.constructor }}{{ obj.__proto__ }}{{ s.constructor.name }}', {
        obj: {},
        s: 'x',
      }),
    ).toBe('')
  })

  it('reads no file', () => {
    expect(() => render("{% include '/etc/hostname' %}")).toThrow()
    expect(() => render("{% render '../../package.json' %}")).toThrow()
    expect(() => render("{% layout '/etc/passwd' %}x")).toThrow()
  })

  it('stops an endless loop at the render limit', () => {
    const engine = createLiquidEngine({ parseLimit: 1e5, renderLimit: 50, memoryLimit: 1e7 })
    const started = Date.now()
    expect(() => render('{% for i in (1..100000000) %}{{ i }}{% endfor %}', {}, engine)).toThrow(
      /limit/,
    )
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('renders once more when a stalled thread pushed the first try past the time limit', () => {
    const engine = createLiquidEngine({ parseLimit: 1e5, renderLimit: 30, memoryLimit: 1e7 })
    let stalls = 1
    const scope = {
      get held() {
        if (stalls-- > 0) {
          const until = performance.now() + 60
          while (performance.now() < until);
        }
        return 'da'
      },
    }
    let retries = 0
    const templates = engine.parse('held', '{{ held }}<p>fertig</p>')
    expect(engine.render(templates, scope, { onRetry: () => retries++ })).toBe('da<p>fertig</p>')
    expect(retries).toBe(1)
  })

  it('stops an empty loop over 10^8 items', () => {
    const engine = createLiquidEngine({ parseLimit: 1e5, renderLimit: 50, memoryLimit: 1e7 })
    expect(() => render('{% for i in (1..100000000) %}{% endfor %}', {}, engine)).toThrow(/limit/)
  })

  it('stops memory bombs', () => {
    expect(() => render("{{ 'now' | date: '%5000000d' }}")).toThrow(/limit/)
    const doubling =
      "{% assign a = 'x,y' | split: ',' %}{% for i in (1..40) %}{% assign a = a | concat: a %}{% endfor %}{{ a | size }}"
    expect(() => render(doubling)).toThrow(/limit/)
    expect(() =>
      render(
        "{{ 'x' | append: 'y' }}{% assign s = 'aaaaaaaaaa' %}{% for i in (1..30) %}{% assign s = s | append: s %}{% endfor %}",
      ),
    ).toThrow(/limit/)
  })

  it('refuses templates past the parse limit', () => {
    const engine = createLiquidEngine({ parseLimit: 100, renderLimit: 50, memoryLimit: 1e7 })
    expect(() => engine.parse('big', 'x'.repeat(101))).toThrow(/limit/)
  })

  it('keeps parsed templates within its bounds, dropping the least recently used', () => {
    const engine = createLiquidEngine(undefined, { maxTemplates: 3, maxTemplateChars: 1000 })
    for (const key of ['a', 'b', 'c']) engine.parse(key, `<p>{{ ${key} }}</p>`)
    engine.parse('a', 'unused: a is cached')
    engine.parse('d', '<p>{{ d }}</p>')
    expect(engine.cacheSize().templates).toBe(3)
    // b was the least recently used: parsed again from the new source.
    expect(engine.render(engine.parse('b', 'neu'), {})).toBe('neu')
    expect(engine.render(engine.parse('a', 'x'), { a: 1 })).toBe('<p>1</p>')
    for (let i = 0; i < 20; i++) engine.parse(`big-${i}`, 'x'.repeat(400))
    expect(engine.cacheSize().chars).toBeLessThanOrEqual(1000)
  })
})
