import type { AuditLogPage, AuditLogQuery } from '@sitewerk/contracts'
import { requireSuperuser, type RequestContext } from '../../lib/request-context.ts'
import type { AuditLog } from './audit-log.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The audit log as the operator reads it, and its retention (AUDIT_LOG_DAYS). */
export function createAuditService({ audit, keepDays }: { audit: AuditLog; keepDays: number }) {
  return {
    list({ ctx, query }: { ctx: RequestContext; query: AuditLogQuery }): Promise<AuditLogPage> {
      requireSuperuser(ctx)
      return audit.list(query)
    },

    /** Deletes the entries older than `keepDays` days before `now`. */
    purgeOld: (now: Date) => audit.purgeBefore(new Date(now.getTime() - keepDays * DAY_MS)),
  }
}

export type AuditService = ReturnType<typeof createAuditService>
