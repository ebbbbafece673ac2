/** `url` or `<prefix>_url`: a field of a block's data that holds a link; its label is `label` or `<prefix>_label`. */
const LINK_KEY = /^(?:(.+)_)?url$/

/** The page a link on the site's own host points to ('' for the home page); null for other links. */
export function pageOfLink(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const path = href.slice(1).split(/[?#]/, 1)[0]!.replace(/\/+$/, '')
  try {
    return decodeURI(path)
  } catch {
    // a malformed escape: the path as written, which names no page either
    return path
  }
}

const isDead = (value: unknown, pageUrls: ReadonlySet<string>) => {
  if (typeof value !== 'string') return false
  const page = pageOfLink(value)
  return page !== null && !pageUrls.has(page)
}

/** What pruning makes of a value; `null` for an item of a list that has no link left to show. */
function prune(value: unknown, pageUrls: ReadonlySet<string>, inList = false): unknown {
  if (Array.isArray(value))
    return value.map((item) => prune(item, pageUrls, true)).filter((item) => item !== null)
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(record)) {
    const link = LINK_KEY.exec(key)
    if (link && isDead(item, pageUrls)) {
      const label = link[1] ? `${link[1]}_label` : 'label'
      // A link item (label and target) is nothing without its target; a card keeps its title.
      if (inList && !link[1] && label in record) return null
      result[key] = ''
      if (label in record) result[label] = ''
      continue
    }
    if (key in result) continue
    const pruned = prune(item, pageUrls)
    // A group whose links all went (a footer column) goes with them.
    if (inList && Array.isArray(item) && item.length > 0 && Array.isArray(pruned) && !pruned.length)
      return null
    result[key] = pruned
  }
  return result
}

/**
 * A block's data without links to pages the site does not have: the setup creates only the pages
 * ticked, and a button to a page left out would send visitors to a 404 (issue 13, defect 4). A
 * button loses its target and label (its template then draws no button), a link of a list goes,
 * and a link group left without links goes too. Links elsewhere (other hosts, anchors of pages
 * that exist, mail and phone) stay.
 */
export function withoutDeadLinks<T extends Record<string, unknown>>(
  data: T,
  pageUrls: ReadonlySet<string>,
): T {
  return prune(data, pageUrls) as T
}
