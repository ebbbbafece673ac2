import { useEffect, useState, type RefObject } from 'react'

/**
 * The factor that fits a frame `width` px wide into the element's width (at most 1), and the
 * element's height: a narrower panel shows the page scaled down, still laid out at `width`.
 */
export function useFrameScale(container: RefObject<HTMLElement | null>, width: number) {
  const [size, setSize] = useState({ width: 0, height: 0 })
  useEffect(() => {
    const el = container.current
    if (!el) return
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [container])
  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1
  return { scale, height: size.height }
}
