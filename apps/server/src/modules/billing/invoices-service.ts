import type { Invoice, InvoicesPage } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import {
  requireOrganization,
  requireSuperuser,
  type RequestContext,
} from '../../lib/request-context.ts'
import type { AuditLog } from '../superuser/audit-log.ts'
import type { InvoicesRepository } from './invoices-repository.ts'
import { toInvoiceResponse } from './mappers.ts'

const PER_PAGE = 20

export interface InvoicesServiceDeps {
  repo: InvoicesRepository
  audit: Pick<AuditLog, 'record'>
  clock: Clock
}

export function createInvoicesService({ repo, audit, clock }: InvoicesServiceDeps) {
  return {
    async page(ctx: RequestContext, page: number): Promise<InvoicesPage> {
      const { rows, total } = await repo.page(requireOrganization(ctx).id, page, PER_PAGE)
      return { data: rows.map(toInvoiceResponse), total, page, per_page: PER_PAGE }
    },

    async get(ctx: RequestContext, id: number): Promise<Invoice> {
      const row = await repo.find(requireOrganization(ctx).id, id)
      if (!row) throw new NotFoundError()
      return toInvoiceResponse(row)
    },

    /**
     * A superuser records the bank transfer of an invoice of the invoice provider; the audit log
     * keeps who did, in the same transaction (decision 032).
     */
    async markPaid(ctx: RequestContext, id: number): Promise<Invoice> {
      const user = requireSuperuser(ctx)
      const now = clock.now()
      const row = await repo.transaction(async (tx) => {
        const paid = await repo.markPaid(id, user.id, now, tx)
        if (paid)
          await audit.record(
            tx,
            user,
            {
              action: 'invoice.mark_paid',
              targetType: 'invoice',
              targetId: paid.id,
              details: { number: paid.number, organization_id: paid.organizationId },
            },
            now,
          )
        return paid
      })
      if (row) return toInvoiceResponse(row)
      if (!(await repo.findById(id))) throw new NotFoundError()
      throw new ConflictError(ctx.t('billing.invoice_not_open'))
    },
  }
}

export type InvoicesService = ReturnType<typeof createInvoicesService>
