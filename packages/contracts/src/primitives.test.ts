import { describe, expect, it } from 'vitest'
import { Id, IdParam, JsonRecord, RawText, Text, findForbiddenCharacters } from './primitives.ts'

describe('one id and one text rule for every request (issue 12)', () => {
  it('an id is a positive integer that fits the database integer', () => {
    expect(Id.safeParse(2_147_483_647).success).toBe(true)
    for (const bad of [0, -1, 2_147_483_648, 1.5, 1e308, Number.NaN, '1'])
      expect(Id.safeParse(bad).success, String(bad)).toBe(false)
    expect(IdParam.parse('42')).toBe(42)
    for (const bad of ['2147483648', '-1', 'NaN', '1e308', ''])
      expect(IdParam.safeParse(bad).success, bad).toBe(false)
  })

  it('text refuses NUL and the other C0 control characters but keeps tab and line breaks', () => {
    expect(RawText(100).parse(' a\tb\r\nc ')).toBe(' a\tb\r\nc ')
    expect(Text(100).parse(' a\tb ')).toBe('a\tb')
    for (const bad of ['\u0000', 'a\u0000b', '\u0001', 'a\u000bb', '\u001b[31m', 'a\u007f']) {
      expect(RawText(100).safeParse(bad).success, JSON.stringify(bad)).toBe(false)
      expect(Text(100).safeParse(bad).error?.issues[0]?.message).toBe('invalid_characters')
    }
  })

  it('free JSON is checked at every depth, keys included, and says where', () => {
    const parsed = JsonRecord.safeParse({ a: [{ ok: 'x' }, { b: 'y\u0000' }] })
    expect(parsed.error?.issues[0]).toMatchObject({
      message: 'invalid_characters',
      path: ['a', 1, 'b'],
    })
    expect(findForbiddenCharacters({ x: { 'k\u0000': 1 } })).toEqual(['x', 'k\u0000'])
    expect(JsonRecord.safeParse({ a: [1, true, null, { b: 'Grüße\n' }] }).success).toBe(true)
  })

  it('refuses nesting deeper than 64 levels, without overflowing on any depth', () => {
    const nested = (depth: number) => {
      let value: unknown = 'a'
      for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { k: value }
      return value
    }
    expect(JsonRecord.safeParse({ ok: nested(63) }).success).toBe(true)
    expect(JsonRecord.safeParse({ deep: nested(64) }).error?.issues[0]).toMatchObject({
      message: 'too_deep',
    })
    expect(JsonRecord.safeParse({ deep: nested(400_000) }).success).toBe(false)
  })
})
