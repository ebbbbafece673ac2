export const AUDIT_TARGET_TYPES = ['user', 'organization'] as const

/** The translation key of an action's name ('user.update' → 'superuser.audit.actions.user_update'). */
export const actionLabelKey = (action: string) =>
  `superuser.audit.actions.${action.replaceAll('.', '_')}`

const text = (value: unknown): string =>
  value === null || value === undefined
    ? '–'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value

/**
 * An entry's details as short lines: `superuser: false → true` for a change, `email: a@b.c`
 * for a value, anything else as JSON.
 */
export function describeDetails(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) =>
    isChange(value) ? `${key}: ${text(value.from)} → ${text(value.to)}` : `${key}: ${text(value)}`,
  )
}
