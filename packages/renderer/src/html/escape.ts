// One escaping for the renderer and the contracts' plain-text helpers.
export { escapeHtml } from '@sitewerk/contracts'

/** A CSS value that cannot close its declaration or rule (for height and similar free strings). */
export function safeCssValue(value: string | null | undefined): string | null {
  if (!value) return null
  return /^[\w\s.%#(),+*/-]{1,64}$/.test(value) ? value : null
}

/** A class list of plain class names only. */
export function safeClassList(value: string | null | undefined): string {
  return (value ?? '')
    .split(/\s+/)
    .filter((c) => /^[A-Za-z_-][\w-]{0,63}$/.test(c))
    .join(' ')
}
