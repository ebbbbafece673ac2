/**
 * How an open invoice gets paid (decision 030). The billing run makes invoices; a job then asks
 * the collector to collect each one:
 * - the invoice provider (no Stripe keys): nothing to charge; the invoice waits for a bank
 *   transfer, which a superuser marks paid;
 * - Stripe: a PaymentIntent off-session on the organisation's default method, with the idempotency
 *   key `invoice-{id}`, so a retried job never charges twice; its webhook marks the invoice paid or
 *   failed.
 * `collect` throws for a failure worth retrying (network); a refusal by the provider is recorded
 * on the invoice (`failure_reason`) and does not throw.
 */
export interface PaymentCollector {
  readonly provider: 'invoice' | 'stripe'
  collect(invoiceId: number): Promise<void>
}
