import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { FormField } from '@sitewerk/contracts'
import { createdAt, timestamps } from './columns.ts'
import { organizations, platformOrTenant, tenant } from './organizations.ts'
import { sites } from './sites.ts'
import { users } from './users.ts'

/** spec §3 Form: a site's public form, its fields and what happens to a submission. */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    schema: jsonb('schema').$type<FormField[]>().notNull().default([]),
    saveToDatabase: boolean('save_to_database').notNull().default(true),
    sendMailExtern: boolean('send_mail_extern').notNull().default(false),
    /** The name of the e-mail field the visitor's confirmation goes to. */
    mailKeyExtern: text('mail_key_extern'),
    subjectExtern: text('subject_extern'),
    mailTemplateBeforeExtern: text('mail_template_before_extern'),
    mailTemplateAfterExtern: text('mail_template_after_extern'),
    sendMailIntern: boolean('send_mail_intern').notNull().default(false),
    mailsIntern: jsonb('mails_intern').$type<string[]>().notNull().default([]),
    subjectIntern: text('subject_intern'),
    mailTemplateBeforeIntern: text('mail_template_before_intern'),
    mailTemplateAfterIntern: text('mail_template_after_intern'),
    /**
     * The number the next stored entry gets. Taken with `UPDATE ... RETURNING` inside the entry's
     * transaction: the row lock serialises concurrent submits, and a rolled-back insert gives the
     * number back, so entry numbers have no gaps and no repeats.
     */
    nextEntryNumber: integer('next_entry_number').notNull().default(1),
    /** Entries older than this many days are deleted (GDPR); null keeps them. */
    retentionDays: integer('retention_days'),
    /** Each stored submission is posted here, signed with `webhookSecret` (HMAC-SHA256). */
    webhookUrl: text('webhook_url'),
    webhookSecret: text('webhook_secret'),
    ...timestamps(),
  },
  (t) => [index('forms_org_idx').on(t.organizationId), index('forms_site_idx').on(t.siteId)],
)

/** spec §3 Form entry: one submission, numbered per form. */
export const formEntries = pgTable(
  'form_entries',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    entryNumber: integer('entry_number').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('form_entries_form_number_unique').on(t.formId, t.entryNumber),
    index('form_entries_org_idx').on(t.organizationId),
    index('form_entries_form_created_idx').on(t.formId, sql`${t.createdAt} desc`),
  ],
)

/**
 * The durable job queue (decision 022): form mails and webhooks. A worker takes due rows with
 * `FOR UPDATE SKIP LOCKED`, so many workers (and servers) never run one job twice at once; a
 * failed attempt is retried with back-off until `max_attempts`, then stays `failed` with its reason.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** What the job does: 'form-mail' or 'form-webhook'. */
    kind: text('kind').notNull(),
    organizationId: platformOrTenant(),
    formId: integer('form_id').references(() => forms.id, { onDelete: 'cascade' }),
    /** The entry the job belongs to; null for a form that does not store its entries. */
    formEntryId: integer('form_entry_id').references(() => formEntries.id, {
      onDelete: 'set null',
    }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** queued, running, done or failed. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: when a worker that died is given up on and the job is taken again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * What a done job did, in a word its handler answered: 'outbox' for a mail kept in the
     * server's outbox (no SMTP), 'smtp' for one an SMTP server took; null for other jobs.
     */
    outcome: text('outcome'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    index('jobs_entry_idx').on(t.formEntryId),
    index('jobs_form_idx').on(t.formId),
  ],
)

/** Something that happened in an organisation that its members should see, e.g. a new entry. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    /** 'form-entry' or 'publish-failed'. */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_org_created_idx').on(t.organizationId, sql`${t.createdAt} desc`)],
)

/** Which member has read which notification. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
)

/** An organisation's captcha (ALTCHA, proof of work, no third party): spec §2 captcha routes. */
export const organizationCaptcha = pgTable('organization_captcha', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** The highest number a challenge may hide: the work a browser does to solve it. */
  difficulty: integer('difficulty').notNull().default(50_000),
  /** Site domains whose pages may ask for a challenge; empty means the organisation's own domains. */
  allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull().default([]),
  /** The key challenges are signed with; never leaves the server. */
  hmacKey: text('hmac_key').notNull(),
  ...timestamps(),
})

/** Captcha solutions already used, kept until their challenge expires, so none is used twice. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    /** The challenge's signature: unique per challenge. */
    signature: text('signature').primaryKey(),
    organizationId: tenant(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
)
