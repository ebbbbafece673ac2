import { defineModule } from '../../lib/modules.ts'
import { createJoinRequestNotifier } from './join-request-mail.ts'
import { createOrganizationsRepository } from './repository.ts'
import { organizationsRoutes } from './routes.ts'
import { createOrganizationsService, type OrganizationsService } from './service.ts'
import { createOrganizationSettingsRepository } from './settings-repository.ts'
import { organizationSettingsRoutes } from './settings-routes.ts'
import { createOrganizationSettingsService } from './settings-service.ts'
import { createInvitationSender } from './team-mail.ts'
import { createTeamRepository } from './team-repository.ts'
import { teamRoutes } from './team-routes.ts'
import { createTeamService } from './team-service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    organizations: OrganizationsService
  }
}

/** Organisations, their team and invitations, their settings; join requests to their owners. */
export const organizationsModule = defineModule({
  name: 'organizations',
  needs: ['themes', 'billing', 'media'],
  async build({ db, clock, config, mailer, access }, { themes, billing, media }) {
    const repo = createOrganizationsRepository(db)
    const organizations = createOrganizationsService({
      repo,
      clock,
      access,
      findColorset: themes.colorsets.find,
      subscribedServices: billing.services.subscribedOf,
      notifyJoinRequest: createJoinRequestNotifier({ mailer, appUrl: config.APP_URL }),
    })
    const team = createTeamService({
      repo: createTeamRepository(db),
      clock,
      invitationDays: config.INVITATION_DAYS,
      accessTo: access.accessTo,
      sendInvitation: createInvitationSender({ mailer, appUrl: config.APP_URL }),
    })
    const settings = createOrganizationSettingsService({
      repo: createOrganizationSettingsRepository(db),
      organizations: repo,
      clock,
      findMediaFile: media.findFile,
    })
    return {
      provides: organizations,
      async routes(app) {
        await app.register(organizationsRoutes, { organizations })
        await app.register(teamRoutes, { team })
        await app.register(organizationSettingsRoutes, { settings })
      },
    }
  },
})
