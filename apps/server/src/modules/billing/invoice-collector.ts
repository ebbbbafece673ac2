import { createTranslator } from '../../lib/i18n/translate.ts'
import { escapeHtml } from '../mail/index.ts'
import type { Mailer } from '../mail/mailer.ts'
import { formatAmount } from './charges.ts'
import type { InvoicesRepository } from './invoices-repository.ts'
import type { InvoiceRow } from './mappers.ts'
import type { PaymentCollector } from './payment-collector.ts'

/** The operator's account that bank transfers go to (BANK_ACCOUNT_* in config). */
export interface BankAccount {
  holder: string
  iban: string
  bic: string | null
}

/** Who gets an organisation's invoices, and in which language and time zone. */
export interface InvoiceRecipients {
  title: string
  mailLocale: 'de' | 'en'
  timeZone: string
  owners: { email: string; name: string }[]
}

export interface InvoiceCollectorDeps {
  invoices: InvoicesRepository
  recipientsOf: (organizationId: number) => Promise<InvoiceRecipients | null>
  mailer: Pick<Mailer, 'deliver'>
  bankAccount: BankAccount | null
  appUrl: string
}

/**
 * The invoice provider (no Stripe keys, decision 030): nothing to charge; the owners get the
 * invoice by mail with the operator's bank account, and a superuser marks it paid when the
 * transfer arrives. A mail that cannot go out throws, so the job tries again.
 */
export function createInvoiceCollector(deps: InvoiceCollectorDeps): PaymentCollector {
  return {
    provider: 'invoice',
    async collect(invoiceId) {
      const invoice = await deps.invoices.findById(invoiceId)
      if (!invoice || invoice.status !== 'open') return
      const recipients = await deps.recipientsOf(invoice.organizationId)
      if (!recipients) return
      for (const owner of recipients.owners)
        await deps.mailer.deliver(invoiceMail(deps, invoice, recipients, owner))
    },
  }
}

function invoiceMail(
  { bankAccount, appUrl }: InvoiceCollectorDeps,
  invoice: InvoiceRow,
  recipients: InvoiceRecipients,
  owner: { email: string; name: string },
) {
  const locale = recipients.mailLocale
  const t = createTranslator(locale)
  const number = invoice.number
  const amount = formatAmount(invoice.amount, invoice.currency, locale)
  const due = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: recipients.timeZone,
  }).format(invoice.dueAt)
  const account = bankAccount
    ? [
        t('billing.mail_account', {
          holder: bankAccount.holder,
          iban: groupedIban(bankAccount.iban),
        }),
        ...(bankAccount.bic ? [t('billing.mail_bic', { bic: bankAccount.bic })] : []),
      ].join('\n')
    : t('billing.mail_no_account')
  const lines = invoice.lines.map(
    (line) =>
      `${line.title}${line.units > 1 ? ` × ${line.units}` : ''}: ${formatAmount(line.amount, invoice.currency, locale)}`,
  )
  const link = `${appUrl}/backend/organization/payments?organization=${invoice.organizationId}`
  const paragraphs = [
    t('mail.greeting', { name: owner.name }),
    t('billing.mail_intro', { number, amount, organization: recipients.title }),
    lines.join('\n'),
    t('billing.mail_due', { due, number }),
    account,
    t('billing.mail_outro'),
  ]
  const signature = t('mail.signature')
  const text = [...paragraphs, link, signature].join('\n\n') + '\n'
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n')
  return { to: owner.email, subject: t('billing.mail_subject', { number }), text, html }
}

/** An IBAN as people read it aloud and type it: groups of four ('DE89 3704 0044 …'). */
export const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ')
