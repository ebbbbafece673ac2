import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { FormField } from '@sitewerk/contracts'
import { organizations } from './organizations.ts'
import { sites } from './sites.ts'
import { timestamps } from './users.ts'

/** spec §3 Form: a site's public form, its fields and what happens to a submission. */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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
    ...timestamps,
  },
  (t) => [index('forms_org_idx').on(t.organizationId), index('forms_site_idx').on(t.siteId)],
)

/** spec §3 Form entry: one submission, numbered per form. */
export const formEntries = pgTable(
  'form_entries',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    entryNumber: integer('entry_number').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_entries_form_number_unique').on(t.formId, t.entryNumber),
    index('form_entries_org_idx').on(t.organizationId),
    index('form_entries_form_created_idx').on(t.formId, sql`${t.createdAt} desc`),
  ],
)
