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
