import type { FormField, Locale } from '@sitewerk/contracts'
import type { Translate } from '../../lib/i18n/translate.ts'

/** The time zone of the export's dates: the back office's users are in Germany (decision 023). */
export const CSV_TIME_ZONE = 'Europe/Berlin'

/** Cells starting with these are formulas to Excel and LibreOffice (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell as text: a formula start is defused with `'`; quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string, separator: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

interface CsvEntry {
  entryNumber: number
  data: Record<string, unknown>
  createdAt: Date
}

/** An option's label for its value (select, radio and checkbox fields). */
function optionLabel(field: FormField | undefined, value: unknown) {
  return field?.options?.find((option) => option.value === value)?.label ?? value
}

function valueText(value: unknown, field: FormField | undefined, t: Translate): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return t(value ? 'forms.csv.yes' : 'forms.csv.no')
  if (Array.isArray(value))
    return value.map((item) => valueText(optionLabel(field, item), undefined, t)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(optionLabel(field, value))
}

/**
 * A form's entries as CSV (spec §3 entries, issue 14): a UTF-8 BOM so Excel reads umlauts, `;`
 * between cells for German users (their Excel expects it) and `,` otherwise; the columns Nr.,
 * date (Europe/Berlin), one per field in the schema's order, then keys no longer in the schema.
 */
export function entriesCsv(
  schema: readonly FormField[],
  entries: readonly CsvEntry[],
  { locale, t }: { locale: Locale; t: Translate },
): string {
  const separator = locale === 'de' ? ';' : ','
  const byName = new Map(schema.map((field) => [field.name, field]))
  const leftOver = [
    ...new Set(entries.flatMap((e) => Object.keys(e.data)).filter((key) => !byName.has(key))),
  ]
  const keys = [...schema.map((field) => field.name), ...leftOver]
  const date = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: CSV_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  })
  const row = (cells: string[]) => cells.map((cell) => csvCell(cell, separator)).join(separator)
  const header = [
    t('forms.csv.number'),
    t('forms.csv.date'),
    ...keys.map((key) => byName.get(key)?.label?.trim() || key),
  ]
  const lines = entries.map((entry) =>
    row([
      String(entry.entryNumber),
      date.format(entry.createdAt),
      ...keys.map((key) => valueText(entry.data[key], byName.get(key), t)),
    ]),
  )
  return `\uFEFF${[row(header), ...lines].join('\r\n')}\r\n`
}

/** A file name any browser and file system takes: ASCII letters, digits and dashes. */
export function csvFileName(title: string, t: Translate) {
  const base = title
    .replace(/[äÄ]/g, 'ae')
    .replace(/[öÖ]/g, 'oe')
    .replace(/[üÜ]/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
  return `${base || 'form'}-${t('forms.csv.file')}.csv`
}
