import { describe, expect, it } from 'vitest'
import { parseImageAddress } from './image-address.ts'

describe('parseImageAddress', () => {
  it('reads the spec §9 variants and the placeholder', () => {
    expect(parseImageAddress('/media/img/12/1536w2x.avif')).toEqual({
      fileId: 12,
      variant: { kind: 'resize', width: 1536, density: 2, format: 'avif' },
      name: '1536w2x.avif',
    })
    expect(parseImageAddress('/media/img/2147483647/placeholder.webp')).toEqual({
      fileId: 2147483647,
      variant: { kind: 'placeholder' },
      name: 'placeholder.webp',
    })
  })

  it.each([
    '/media/img/12/1000w1x.webp',
    '/media/img/12/320w2x.jpeg',
    '/media/img/12/320w1.5x.webp',
    '/media/img/12/placeholder.webp.webp',
    '/media/img/12/../320w1x.webp',
    '/media/img/-1/320w1x.webp',
    '/media/img/2147483648/320w1x.webp',
    '/media/img/12/320W1X.webp',
    '/media/img/12/320w1x.webp?x=1',
  ])('refuses %s', (path) => {
    expect(parseImageAddress(path)).toBeNull()
  })
})
