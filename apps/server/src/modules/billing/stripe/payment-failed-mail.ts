import type { Access } from '../../../lib/access.ts'
import { linkMail } from '../../mail/index.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { createTranslator } from '../../../lib/i18n/translate.ts'
import type { InvoiceRow, StripeRepository } from './stripe-repository.ts'

/** What the collector and the webhook call when Stripe refused an invoice's charge. */
export type PaymentFailedNotice = (invoice: InvoiceRow, reason: string) => Promise<void>

/** Cents as the organisation reads money: 1900 EUR → "19,00 €" (no float on the way). */
export function formatCents(cents: number, currency: string, locale: string) {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const decimal = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    decimal as Intl.StringNumericLiteral,
  )
}

/**
 * Tells every owner, in the organisation's mail language, that an invoice could not be charged
 * and why (Stripe's words); the link opens the payments screen (decision 030).
 */
export function createPaymentFailedNotifier({
  mailer,
  appUrl,
  repo,
  ownersOf,
}: {
  mailer: Mailer
  appUrl: string
  repo: StripeRepository
  /** The organisation's owners (the kernel's access). */
  ownersOf: Access['ownersOf']
}): PaymentFailedNotice {
  return async (invoice, reason) => {
    const organization = await repo.organization(invoice.organizationId)
    if (!organization) return
    const locale = organization.mailLocale
    const t = createTranslator(locale)
    const link = `${appUrl}/backend/organization/payments?organization=${organization.id}`
    for (const owner of await ownersOf(organization.id))
      await mailer.send(
        linkMail({
          t,
          to: owner.email,
          name: owner.name,
          subject: t('mail.payment_failed_subject', { organization: organization.title }),
          intro: t('mail.payment_failed_intro', {
            number: invoice.number,
            amount: formatCents(invoice.amount, invoice.currency, locale),
            reason,
          }),
          link,
          outro: t('mail.payment_failed_outro'),
        }),
      )
  }
}
