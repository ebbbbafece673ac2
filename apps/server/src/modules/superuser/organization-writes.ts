import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import type { AuditLog, RouteWrite } from './audit-log.ts'

/**
 * A superuser's writes in an organisation they are not a member of (decision 053): one audit
 * entry each, on the organisation, saying through which route and on which ids.
 */
export function createOrganizationWrites({
  db,
  audit,
  clock,
}: {
  db: Db
  audit: AuditLog
  clock: Clock
}) {
  return {
    /** Records the write before it runs; its status is added when the answer has gone. */
    record: ({
      actor,
      organizationId,
      write,
    }: {
      actor: AuthUser
      organizationId: number
      write: RouteWrite
    }) =>
      audit.record(
        db,
        actor,
        {
          action: 'organization.write',
          targetType: 'organization',
          targetId: organizationId,
          details: {
            method: write.method,
            route: write.route,
            params: write.params,
            fields: fieldsOf(write.body),
          },
        },
        clock.now(),
      ),

    /** Adds the status of a recorded write (this one's or a test user's) once it was answered. */
    done: (entryId: number, status: number) => audit.addDetails(entryId, { status }),
  }
}

/**
 * The names of the body's fields, never their values: these writes reach what a test user may
 * not (secrets, the API key), and the log is kept for a year (decision 053).
 */
function fieldsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body))
    return []
  return Object.keys(body).sort()
}
