/** A redirect as the loop and chain check sees it: page address and where it sends. */
export interface RedirectEdge {
  fromPath: string
  target: string
}

/** Why a redirect may not point where it would (decision 036). */
export type TargetProblem =
  | { kind: 'self' }
  | { kind: 'loop'; trail: string[] }
  | { kind: 'chain'; via: string; next: string }

/** The page address of a target on the site ('/a/b' → 'a/b'); null for an absolute URL. */
export const pathOfTarget = (target: string) => (target.startsWith('/') ? target.slice(1) : null)

/**
 * Whether a redirect from `from` to the site's address `toPath` (null: another host) would send
 * visitors on to another redirect (a chain: refused, the person types the final target), or
 * around in a circle back to `from` (a loop). `others` are the site's other redirects.
 */
export function findTargetProblem(
  others: readonly RedirectEdge[],
  from: string,
  toPath: string | null,
): TargetProblem | null {
  if (toPath === null) return null
  if (toPath === from) return { kind: 'self' }
  const byFrom = new Map(others.map((r) => [r.fromPath, r.target]))
  const next = byFrom.get(toPath)
  if (next === undefined) return null
  const trail = [`/${from}`, `/${toPath}`]
  const seen = new Set([toPath])
  for (let at: string | undefined = next; at !== undefined;) {
    trail.push(at)
    const path = pathOfTarget(at)
    if (path === from) return { kind: 'loop', trail }
    if (path === null || seen.has(path)) break
    seen.add(path)
    at = byFrom.get(path)
  }
  return { kind: 'chain', via: `/${toPath}`, next }
}
