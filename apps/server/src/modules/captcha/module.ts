import { defineModule } from '../../lib/modules.ts'
import { createCaptchaRepository } from './repository.ts'
import { createCaptchaService, type CaptchaService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    captcha: CaptchaService
  }
}

/**
 * Sitewerk's own captcha (no third party sees a visitor). Its routes are registered by the forms
 * module: a public form's captcha is asked for by the form's id.
 */
export const captchaModule = defineModule({
  name: 'captcha',
  needs: ['organizations', 'public'],
  async build({ db, clock }, { organizations, public: site }) {
    const captcha = createCaptchaService({
      repo: createCaptchaRepository(db),
      clock,
      organizationOfApiKey: organizations.organizationOfApiKey,
      organizationOfSiteHost: async (host) => (await site.siteAt(host))?.organizationId ?? null,
    })
    return {
      provides: captcha,
      // Spent captcha solutions are deleted hourly.
      periodic: [
        {
          name: 'spent captcha solutions',
          everyMs: 60 * 60 * 1000,
          run: (now) => captcha.purgeExpiredSolutions(now),
        },
      ],
    }
  },
})
