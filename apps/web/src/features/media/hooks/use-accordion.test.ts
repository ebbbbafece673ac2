import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCORDION_DEFAULTS, toggleItem, useAccordion } from './use-accordion'

describe('toggleItem (spec §4 accordion)', () => {
  const limits = { min: 0, max: 1 }

  it('opens a closed item and closes an open one', () => {
    expect(toggleItem([], 'a', limits)).toEqual(['a'])
    expect(toggleItem(['a'], 'a', limits)).toEqual([])
  })

  it('closes the oldest open item when opening past max', () => {
    expect(toggleItem(['a'], 'b', limits)).toEqual(['b'])
    expect(toggleItem(['a', 'b'], 'c', { min: 0, max: 2 })).toEqual(['b', 'c'])
  })

  it('keeps min items open', () => {
    expect(toggleItem(['a'], 'a', { min: 1, max: 1 })).toEqual(['a'])
  })
})

describe('useAccordion', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('toggles a click only after 200 ms, so a double click does not toggle twice', () => {
    const { result } = renderHook(() => useAccordion<number>())
    act(() => result.current.click(1))
    act(() => vi.advanceTimersByTime(199))
    expect(result.current.open).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.open).toEqual([1])
  })

  it('defaults to spec §9: 200 ms, min 0 (the last open item closes), max 1', () => {
    expect(ACCORDION_DEFAULTS).toEqual({ debounceMs: 200, min: 0, max: 1 })
    const { result } = renderHook(() => useAccordion<number>())
    act(() => result.current.click(1))
    act(() => vi.advanceTimersByTime(200))
    expect(result.current.open).toEqual([1])
    act(() => result.current.click(1))
    act(() => vi.advanceTimersByTime(200))
    expect(result.current.open).toEqual([])
  })

  it('opens at most one item: opening another closes the oldest', () => {
    const { result } = renderHook(() => useAccordion<number>())
    act(() => result.current.click(1))
    act(() => vi.advanceTimersByTime(200))
    act(() => result.current.click(2))
    act(() => vi.advanceTimersByTime(200))
    expect(result.current.open).toEqual([2])
    expect(result.current.isOpen(1)).toBe(false)
  })

  it('opens only the double-clicked item and drops the pending click', () => {
    const { result } = renderHook(() => useAccordion<number>({ max: 3 }))
    act(() => result.current.click(1))
    act(() => vi.advanceTimersByTime(200))
    act(() => result.current.click(2))
    act(() => result.current.click(2))
    act(() => result.current.doubleClick(2))
    act(() => vi.advanceTimersByTime(500))
    expect(result.current.open).toEqual([2])
  })
})
