import { createTranslator } from '../../lib/i18n/translate.ts'
import { linkMail } from '../mail/index.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { InvitationNotice } from './team-service.ts'

/** The invitation mail, in the organisation's mail language; the link opens the accept screen. */
export function createInvitationSender({ mailer, appUrl }: { mailer: Mailer; appUrl: string }) {
  return async ({ to, organization, inviter, role, token, days }: InvitationNotice) => {
    const t = createTranslator(organization.mailLocale)
    await mailer.send(
      linkMail({
        t,
        to,
        name: to,
        subject: t('team.invite_subject', { organization: organization.title }),
        intro: t('team.invite_intro', {
          inviter,
          organization: organization.title,
          role: t(`team.role_${role}`),
        }),
        link: `${appUrl}/backend/invitations/${token}`,
        outro: t('team.invite_outro', { days }),
      }),
    )
  }
}
