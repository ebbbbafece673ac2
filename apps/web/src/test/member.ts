import type { Site } from '@sitewerk/contracts'
import { http, HttpResponse } from 'msw'
import {
  buildFullPlan,
  buildOrganization,
  buildOrganizationSettings,
  buildSite,
  buildUser,
} from './fixtures'
import { mockUser } from './render-app'
import { server } from './server'

/**
 * A signed-in owner of organisation 7, on a plan that unlocks every feature, whose GET sites
 * answers `sites` as it is at the time of the call (tests change the array to answer what a
 * mutation did).
 */
export function mockMember({ sites = [buildSite()] }: { sites?: Site[] } = {}) {
  mockUser(buildUser({ organizations: [{ id: 7, title: 'Musterfirma GmbH', role: 'owner' }] }))
  server.use(
    http.get('/api/organization/7', () =>
      HttpResponse.json(buildOrganization({ services: [buildFullPlan()] })),
    ),
    http.get('/api/sites', () => HttpResponse.json(sites)),
    http.get('/api/sites/:id', ({ params }) => {
      const site = sites.find((s) => s.id === Number(params.id))
      return site
        ? HttpResponse.json(site)
        : HttpResponse.json({ message: 'Not Found' }, { status: 404 })
    }),
    http.get('/api/sites/:id/pages', () => HttpResponse.json([])),
    // the site admin offers the organisation's themes
    http.get('/api/themes', () => HttpResponse.json([])),
    // dates are shown and entered in the organisation's time zone
    http.get('/api/organization/settings', () => HttpResponse.json(buildOrganizationSettings())),
  )
  return { sites }
}
