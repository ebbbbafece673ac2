import type { Content, PageWithArticles } from '@sitewerk/contracts'

export type DiffBlockKind = 'article' | 'section' | 'content'
/** What happened to a block between a version and the draft. */
export type BlockChange = 'added' | 'removed' | 'changed' | 'moved'
export const BLOCK_CHANGES: readonly BlockChange[] = ['added', 'removed', 'changed', 'moved']

export const blockKey = (kind: DiffBlockKind, id: number) => `${kind}:${id}`

export interface PageDiff {
  /** Marks of the version's blocks (removed, changed, moved), by blockKey. */
  before: ReadonlyMap<string, BlockChange[]>
  /** Marks of the draft's blocks (added, changed, moved), by blockKey. */
  after: ReadonlyMap<string, BlockChange[]>
  /** The page's own fields (title, address, settings) differ. */
  isPageChanged: boolean
  /** How many blocks carry each mark. */
  counts: Record<BlockChange, number>
}

interface Flat {
  /** Each block's parent key and its own fields (no children, order, parent or version). */
  blocks: Map<string, { parent: string; own: unknown }>
  /** Each parent's children in their order. */
  children: Map<string, string[]>
}

// where a block sits and when it was saved are not what it is; children are blocks of their own
const NOT_OWN = new Set([
  'order',
  'updated_at',
  'page_id',
  'article_id',
  'section_id',
  'sections',
  'contents',
  'articles',
  'background_content',
])
const ownFields = (item: object) =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !NOT_OWN.has(key)))

function flatten(page: PageWithArticles): Flat {
  const blocks: Flat['blocks'] = new Map()
  const children: Flat['children'] = new Map()
  const add = (kind: DiffBlockKind, item: { id: number }, parent: string) => {
    const key = blockKey(kind, item.id)
    blocks.set(key, { parent, own: ownFields(item) })
    children.set(parent, [...(children.get(parent) ?? []), key])
    return key
  }
  const addContent = (content: Content, parent: string) => add('content', content, parent)
  for (const article of page.articles) {
    const articleKey = add('article', article, 'page')
    if (article.background_content)
      addContent(article.background_content, `${articleKey}/background`)
    for (const section of article.sections) {
      const sectionKey = add('section', section, articleKey)
      for (const content of section.contents) addContent(content, sectionKey)
    }
  }
  return { blocks, children }
}

/** Equal values, whatever the order of object keys (JSON data of contents). */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) =>
    isSameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** The longest common subsequence of two lists of keys: the blocks that kept their order. */
function keptInOrder(a: string[], b: string[]): Set<string> {
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  )
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!)
  const kept = new Set<string>()
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!)
      i++
      j++
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++
    else j++
  }
  return kept
}

/** Blocks that stayed under the same parent but left the order of the others. */
function reordered(before: Flat, after: Flat): Set<string> {
  const moved = new Set<string>()
  for (const [parent, keysBefore] of before.children) {
    const keysAfter = after.children.get(parent) ?? []
    const common = (keys: string[], other: Flat) =>
      keys.filter((key) => other.blocks.get(key)?.parent === parent)
    const a = common(keysBefore, after)
    const b = common(keysAfter, before)
    const kept = keptInOrder(a, b)
    for (const key of a) if (!kept.has(key)) moved.add(key)
  }
  return moved
}

/**
 * Which blocks were added, removed, changed and moved between a published version (`before`) and
 * the draft (`after`), matched by their ids. A block moves when its parent changes or it left the
 * order of the blocks beside it (a block inserted before others does not move them).
 */
export function diffPages(before: PageWithArticles, after: PageWithArticles): PageDiff {
  const a = flatten(before)
  const b = flatten(after)
  const moved = reordered(a, b)
  const marksBefore = new Map<string, BlockChange[]>()
  const marksAfter = new Map<string, BlockChange[]>()
  const counts: Record<BlockChange, number> = { added: 0, removed: 0, changed: 0, moved: 0 }
  for (const [key, block] of a.blocks) {
    const other = b.blocks.get(key)
    const marks: BlockChange[] = []
    if (!other) marks.push('removed')
    else {
      if (!isSameValue(block.own, other.own)) marks.push('changed')
      if (block.parent !== other.parent || moved.has(key)) marks.push('moved')
    }
    if (marks.length > 0) marksBefore.set(key, marks)
    for (const mark of marks) counts[mark]++
  }
  for (const key of b.blocks.keys()) {
    const marks = marksBefore.get(key)?.filter((mark) => mark !== 'removed')
    if (!a.blocks.has(key)) {
      marksAfter.set(key, ['added'])
      counts.added++
    } else if (marks?.length) marksAfter.set(key, marks)
  }
  return {
    before: marksBefore,
    after: marksAfter,
    isPageChanged: !isSameValue(ownFields(before), ownFields(after)),
    counts,
  }
}
