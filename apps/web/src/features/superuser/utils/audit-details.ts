/** The actions the console writes (decisions 032, 033); the filter offers them, others may be typed. */
export const AUDIT_ACTIONS = [
  'user.verify',
  'user.verification.resend',
  'user.update',
  'user.session.end',
  'user.sessions.end',
  'user.export',
  'user.delete',
  'organization.suspend',
  'organization.unsuspend',
  'test_user.start',
  'test_user.end',
  'test_user.write',
] as const

export const AUDIT_TARGET_TYPES = ['user', 'organization'] as const

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
