import { SUPERUSER_PER_PAGE } from '@sitewerk/contracts'

/** `text` as a LIKE pattern that matches it anywhere, literally: `\`, `%` and `_` are escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Offset and limit of page `requested` of `total` rows, and the page object of its rows. */
export function pageOf(requested: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / SUPERUSER_PER_PAGE))
  return {
    offset: (requested - 1) * SUPERUSER_PER_PAGE,
    limit: SUPERUSER_PER_PAGE,
    page: <T>(data: T[]) => ({
      data,
      current_page: requested,
      per_page: SUPERUSER_PER_PAGE,
      total,
      last_page: lastPage,
    }),
  }
}
