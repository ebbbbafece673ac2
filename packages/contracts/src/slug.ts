/**
 * A URL segment or DNS label from a title: lower case, German umlauts spelt out, accents dropped,
 * one hyphen between words, at most `maxLength` characters, '' when nothing is left.
 */
export function slugify(text: string, maxLength = 63): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
}

/**
 * A page address as a person types it ('Über uns / Unser Team ') made into one the server
 * accepts ('ueber-uns/unser-team'): every level slugified, empty levels dropped. Shown before
 * saving, so nobody is surprised by the address the page gets.
 */
export function normalizePageUrl(input: string): string {
  return input
    .split('/')
    .map((segment) => slugify(segment, 100))
    .filter(Boolean)
    .join('/')
    .slice(0, 255)
    .replace(/[-/]+$/, '')
}
