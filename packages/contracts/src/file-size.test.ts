import { describe, expect, it } from 'vitest'
import { formatFileSize } from './file-size.ts'

describe('formatFileSize (spec §9)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KiB'],
    [1536, '1,5 KiB'],
    [20 * 1024 * 1024, '20 MiB'],
    [3 * 1024 ** 3, '3 GiB'],
  ])('%d bytes in binary units are %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text)
  })

  it.each([
    [999, '999 B'],
    [1000, '1 kB'],
    [1500, '1.5 kB'],
    [20_000_000, '20 MB'],
  ])('%d bytes in decimal units are %s (English)', (bytes, text) => {
    expect(formatFileSize(bytes, { binary: false, locale: 'en' })).toBe(text)
  })
})
