import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { contents } from '../db/schema/index.ts'

/**
 * The alt texts earlier starter blocks and page templates wrote into their own alt fields (issue
 * 13, defect 3). They overrode the alt text of the library file a person picked and reached
 * visitors; only these exact texts are cleared, never one a person typed.
 */
export const FORMER_PLACEHOLDER_ALTS: ReadonlySet<string> = new Set([
  'Platzhalter für ein Bild',
  'Platzhalter: ein Bild aus Ihrem Alltag',
  'Platzhalter: Ihr Team',
  'Platzhalter: Ihre Räume',
  'Platzhalter: Ihre Arbeit',
])

/** The value with every `alt` that is a former placeholder emptied, and whether anything changed. */
function withoutPlaceholders(value: unknown): { value: unknown; changed: boolean } {
  if (Array.isArray(value)) {
    const items = value.map(withoutPlaceholders)
    return { value: items.map((i) => i.value), changed: items.some((i) => i.changed) }
  }
  if (!value || typeof value !== 'object') return { value, changed: false }
  let changed = false
  const entries = Object.entries(value).map(([key, v]) => {
    if (key === 'alt' && typeof v === 'string' && FORMER_PLACEHOLDER_ALTS.has(v)) {
      changed = true
      return [key, '']
    }
    const inner = withoutPlaceholders(v)
    changed ||= inner.changed
    return [key, inner.value]
  })
  return { value: Object.fromEntries(entries), changed }
}

/**
 * Empties the former placeholder alt texts in blocks already on pages and layouts, so the library
 * file's own alt text shows. Idempotent; run at start when the starter library changed. Answers
 * how many blocks changed.
 */
export async function clearPlaceholderAlts(database: Database): Promise<number> {
  const { db } = database
  const rows = await db
    .select({ id: contents.id, data: contents.data })
    .from(contents)
    .where(sql`${contents.data}::text like '%Platzhalter%'`)
  let changed = 0
  for (const row of rows) {
    const cleaned = withoutPlaceholders(row.data)
    if (!cleaned.changed) continue
    await db
      .update(contents)
      .set({ data: cleaned.value as Record<string, unknown> })
      .where(eq(contents.id, row.id))
    changed++
  }
  return changed
}
