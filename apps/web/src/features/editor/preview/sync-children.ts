/**
 * Makes `wanted` the element children of `parent`, in that order, with few DOM moves: children not
 * wanted are removed, elements already in place stay, and one block moved down the list is one
 * move, not one per block it passed.
 */
export function syncChildren(parent: Element, wanted: readonly Element[]) {
  const keep = new Set(wanted)
  for (const child of [...parent.children]) if (!keep.has(child)) child.remove()
  let cursor = parent.firstElementChild
  for (const el of wanted) {
    // The cursor moved further down: skip it, it is put in place when its turn comes.
    if (cursor && cursor !== el && cursor.nextElementSibling === el) cursor = el.nextElementSibling
    else if (cursor === el) cursor = cursor.nextElementSibling
    else parent.insertBefore(el, cursor)
  }
}
