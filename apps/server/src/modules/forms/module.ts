import { defineModule } from '../../lib/modules.ts'
import { captchaRoutes } from '../captcha/index.ts'
import { webhookAddressProblem } from '../deliveries/index.ts'
import { readSiteSettings } from '../sites/index.ts'
import { createFormsRepository } from './repository.ts'
import { formsRoutes } from './routes.ts'
import { createFormsService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    forms: null
  }
}

/** Forms, their public submission (captcha, limits), entries and what happens with them. */
export const formsModule = defineModule({
  name: 'forms',
  needs: ['sites', 'deliveries', 'notifications', 'captcha', 'public'],
  async build(
    { db, clock, config, bus, limiter, log, access },
    { sites, deliveries, notifications, captcha, public: site },
  ) {
    const forms = createFormsService({
      repo: createFormsRepository(db),
      clock,
      hasSite: async (organizationId, siteId) =>
        Boolean(await sites.findSite(organizationId, siteId)),
      deliveries,
      webhookUrlProblem: async (url) =>
        config.WEBHOOK_ALLOW_PRIVATE ? null : webhookAddressProblem(url),
      mayAccess: access.mayAccess,
      onAccepted: notifications.formEntry,
      onSiteChanged: (siteId) => bus.publish({ type: 'site-changed', siteId }),
      languageOf: async (organizationId, siteId) => {
        const found = await sites.findSite(organizationId, siteId)
        return found ? readSiteSettings(found.settings).language : 'de'
      },
      captcha,
      limiter,
      submitLimit: {
        max: config.FORM_SUBMIT_LIMIT,
        windowSeconds: config.FORM_SUBMIT_WINDOW_SECONDS,
      },
      log,
    })
    return {
      provides: null,
      async routes(app) {
        await app.register(formsRoutes, { forms, siteOfHost: site.siteOfHost })
        await app.register(captchaRoutes, {
          captcha,
          organizationOfForm: async (ctx, formId, host) => {
            const scope = await site.siteOfHost(host)
            return scope === null ? null : forms.organizationOfPublicForm(ctx, formId, scope)
          },
        })
      },
      // Entries past their form's retention (GDPR) are deleted hourly.
      periodic: [
        {
          name: 'form entries past their time',
          everyMs: 60 * 60 * 1000,
          run: (now) => forms.purgeExpiredEntries(now),
        },
      ],
    }
  },
})
