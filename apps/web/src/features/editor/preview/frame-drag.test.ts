import { describe, expect, it } from 'vitest'
import { dropIndex } from './frame-drag'

describe('where a content dragged in the preview goes', () => {
  it('takes the place of the content it is dropped before, the moved one not counted', () => {
    expect(dropIndex([1, 2, 3, 4], 1, 4)).toBe(2)
    expect(dropIndex([1, 2, 3], 3, 1)).toBe(0)
  })

  it('goes last when dropped after the last content or into another, empty section', () => {
    expect(dropIndex([1, 2, 3], 2, null)).toBe(2)
    expect(dropIndex([], 7, null)).toBe(0)
  })
})
