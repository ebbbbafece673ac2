import { linkMail } from '../mail/index.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { JoinRequestNotice } from './service.ts'

/** Tells every owner that someone asks to join; the link opens the dashboard with the requests. */
export function createJoinRequestNotifier({ mailer, appUrl }: { mailer: Mailer; appUrl: string }) {
  return async ({ ctx, organization, requester, owners }: JoinRequestNotice) => {
    const { t } = ctx
    const link = `${appUrl}/backend/organization?organization=${organization.id}`
    for (const owner of owners) {
      await mailer.send(
        linkMail({
          t,
          to: owner.email,
          name: owner.name,
          subject: t('mail.join_subject', { organization: organization.title }),
          intro: t('mail.join_intro', {
            user: requester.name,
            email: requester.email,
            organization: organization.title,
          }),
          link,
          outro: t('mail.join_outro'),
        }),
      )
    }
  }
}
