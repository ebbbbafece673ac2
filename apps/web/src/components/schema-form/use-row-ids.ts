import { useState } from 'react'
import { moveItem } from './values'

let last = 0
const freshIds = (count: number) => Array.from({ length: count }, () => `row-${++last}`)

/**
 * Rows of a repeat have no identity of their own, but drag and drop and React's keys need one
 * that follows a row when it moves. The ids change with the rows through these operations; a
 * list that changed elsewhere (a reset) gets fresh ids.
 */
export function useRowIds(count: number) {
  const [ids, setIds] = useState(() => freshIds(count))
  let current = ids
  if (ids.length !== count) {
    current = freshIds(count)
    setIds(current)
  }
  return {
    ids: current,
    added: (count = 1) => setIds([...current, ...freshIds(count)]),
    removed: (index: number) => setIds(current.filter((_, i) => i !== index)),
    moved: (from: number, to: number) => setIds(moveItem(current, from, to)),
  }
}
