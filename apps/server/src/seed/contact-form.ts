import { FormBody, type FormField } from '@sitewerk/contracts'
import type { Db } from '../db/client.ts'
import { requireOrganization, requireUser, type RequestContext } from '../lib/request-context.ts'
import { createFormsRepository } from '../modules/forms/repository.ts'
import { toFormColumns } from '../modules/forms/service.ts'

/** The fields of the contact form a set-up site gets: what a business needs to answer. */
export const CONTACT_FORM_FIELDS: FormField[] = [
  { $formkit: 'text', name: 'name', label: 'Name', required: true },
  { $formkit: 'email', name: 'email', label: 'E-Mail', required: true },
  { $formkit: 'text', name: 'phone', label: 'Telefon (optional)' },
  { $formkit: 'textarea', name: 'message', label: 'Ihre Nachricht', required: true },
]

/**
 * The site's 'Kontaktformular', so the Kontakt page works from the start: entries are kept, and
 * each one is mailed to the person who set the site up (changed under Formulare).
 */
export async function createContactForm(db: Db, ctx: RequestContext, siteId: number) {
  const { id: organizationId } = requireOrganization(ctx)
  const body = FormBody.parse({
    site_id: siteId,
    title: 'Kontaktformular',
    schema: CONTACT_FORM_FIELDS,
    saveToDatabase: true,
    sendMailIntern: true,
    mailsIntern: [requireUser(ctx).email],
    subjectIntern: 'Neue Nachricht über das Kontaktformular',
    mailKeyExtern: 'email',
  })
  return createFormsRepository(db).insert({ organizationId }, toFormColumns(body))
}
