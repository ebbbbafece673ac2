import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { randomBytes } from 'node:crypto'
import { NIGHT_COLORSET, TEST_PASSWORD } from '../test/factories.ts'
import { makeImage } from '../test/media.ts'
import { multipart } from '../test/multipart.ts'
import { DEFAULT_CATALOGUE } from '../seed/catalogue.ts'
import { inDays, type Tenant } from './tenant-fixtures.ts'

const require = createRequire(import.meta.url)
const LORA = readFile(require.resolve('@fontsource/lora/files/lora-latin-400-normal.woff2'))
/** A real PNG (the upload checks the image). */
const PNG = makeImage('png')

export type ActorName = 'owner' | 'member' | 'stranger' | 'anonymous' | 'superuser'

/** What a request builder knows besides the target tenant. */
export interface TargetContext {
  /** The acting user's own credentials; none for the anonymous actor. */
  self: { email: string; password: string } | null
  sitesDomain: string
  /** The library stylesheet GET gfont answers (a `/fonts/:file` address). */
  libraryCss: string
}

export interface MatrixRequest {
  url: string
  body?: unknown
  headers?: Record<string, string>
}

export interface RouteTarget {
  /** The request aimed at `tenant`'s entity (own org's or the victim's). */
  request(tenant: Tenant, ctx: TargetContext): MatrixRequest | Promise<MatrixRequest>
  /** Signs in, out or as someone else: the actor gets a fresh session of its own after the cell. */
  resetsSession?: boolean
  /**
   * Who must get a 2xx/3xx on a GET of their own (owner, member: own org; superuser: the victim).
   * Default: all three.
   */
  entitled?: ActorName[]
  /**
   * Own entity, victim's ids in the body: moving the victim's rows under own parents, or pointing
   * own rows at the victim's (a layout, a file, a colour set). Each request is a target of its own.
   */
  mixed?: (own: Tenant, victim: Tenant) => MatrixRequest[]
  /** The victim variant writes to the victim by design (asking to join it): runs with the superuser's writes, after the final hash. */
  victimWriteByDesign?: boolean
}

/** A settings body: the victim's would get a stranger's phone number. */
const SETTINGS_OF = (marker: string) => ({
  settings: { contact: { phone: marker.startsWith('OWN') ? '0511 1' : '0190 666' } },
  logo_file_id: null,
  favicon_file_id: null,
  seo_image_id: null,
})
/** An address body: the victim's billing address would become a stranger's. */
const PWNED_ADDRESS = {
  name: 'Pwned',
  street: 'Elsewhere',
  housenumber: '666',
  postcode: '66666',
  city: 'Pwned',
  country: 'DE',
}
const rand = () => randomBytes(4).toString('hex')
/** The seeded Business jährlich as it is (seed/catalogue.ts): a PUT of it changes nothing. */
const CATALOGUE_ENTRY = {
  identifier: 'business-yearly',
  title: 'Business jährlich',
  feature_list: DEFAULT_CATALOGUE.find((e) => e.identifier === 'business-yearly')!.featureList,
  price: 19000,
  price_type: 'yearly',
  trial_days: 0,
  active: true,
  permissions: ['custom_domains', 'own_fonts', 'multiple_sites'],
}
const id = (path: string) => ({ request: (): MatrixRequest => ({ url: path }) })
const wrongLogin = (t: Tenant) => ({ email: t.owner.user.email, password: 'not the password' })

/**
 * Every route of the app and how the matrix aims it at one tenant. Victim bodies change something
 * (a title to "Pwned", a delete), so a write that gets through changes the victim's hash; own
 * bodies keep the own organisation usable for the cells that follow. A route the app has and this
 * list lacks fails the suite: add it here.
 */
export const ROUTE_TARGETS: Record<string, RouteTarget> = {
  // system
  'GET /api/sanctum/csrf-cookie': id('/api/sanctum/csrf-cookie'),
  'GET /api/settings': id('/api/settings'),
  'GET /api/builds/latest.json': id('/api/builds/latest.json'),
  'GET /public/lang/my/:file': id('/public/lang/my/de.json'),
  'GET /robots.txt': id('/robots.txt'),
  // probes and metrics (decision 035): counts and route patterns, nothing of a tenant
  'GET /healthz': id('/healthz'),
  'GET /readyz': id('/readyz'),
  'GET /metrics': id('/metrics'),

  // accounts
  'POST /api/login': {
    resetsSession: true,
    request: (t, { self }) => ({ url: '/api/login', body: self ?? wrongLogin(t) }),
  },
  'GET /api/logout': { resetsSession: true, entitled: [], request: () => ({ url: '/api/logout' }) },
  'POST /api/logout': { resetsSession: true, request: () => ({ url: '/api/logout' }) },
  'POST /api/register': {
    resetsSession: true,
    request: (t) => ({
      url: '/api/register',
      body: {
        name: 'Neu',
        email: t.marker.startsWith('OWN') ? `new-${rand()}@example.test` : t.owner.user.email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      },
    }),
  },
  'GET /api/user': { entitled: ['owner', 'member', 'superuser'], ...id('/api/user') },
  'PATCH /api/user': {
    request: (t) => ({
      url: '/api/user',
      body: t.marker.startsWith('OWN') ? { name: 'Erika Muster' } : { email: t.owner.user.email },
    }),
  },
  'PUT /api/user/password': {
    resetsSession: true,
    request: () => ({
      url: '/api/user/password',
      body: {
        current_password: 'not the password',
        password: 'a new long password',
        password_confirmation: 'a new long password',
      },
    }),
  },
  'POST /api/email/verify': {
    resetsSession: true,
    request: () => ({ url: '/api/email/verify', body: { token: rand() } }),
  },
  'POST /api/email/verification-notification': {
    request: () => ({ url: '/api/email/verification-notification', body: {} }),
  },
  'POST /api/forgot-password': {
    request: (t) => ({ url: '/api/forgot-password', body: { email: t.owner.user.email } }),
  },
  'POST /api/reset-password': {
    resetsSession: true,
    request: (t) => ({
      url: '/api/reset-password',
      body: {
        token: rand(),
        email: t.owner.user.email,
        password: 'a new long password',
        password_confirmation: 'a new long password',
      },
    }),
  },
  'GET /api/superuser/mails': {
    entitled: ['superuser'],
    request: (t) => ({ url: `/api/superuser/mails?to=${encodeURIComponent(t.owner.user.email)}` }),
  },

  // the operator's console (decision 032): the superuser's alone, aimed at the tenant's owner and
  // organisation; the victim bodies change something (a flag, a suspension, a deletion).
  'GET /api/superuser/users': {
    entitled: ['superuser'],
    request: (t) => ({
      url: `/api/superuser/users?search=${encodeURIComponent(t.owner.user.email)}`,
    }),
  },
  'GET /api/superuser/users/:id': {
    entitled: ['superuser'],
    request: (t) => ({ url: `/api/superuser/users/${t.owner.user.id}` }),
  },
  'PATCH /api/superuser/users/:id': {
    request: (t) => ({ url: `/api/superuser/users/${t.owner.user.id}`, body: { superuser: true } }),
  },
  'DELETE /api/superuser/users/:id': {
    request: (t) => ({ url: `/api/superuser/users/${t.owner.user.id}` }),
  },
  'DELETE /api/superuser/users/:id/sessions': {
    request: (t) => ({ url: `/api/superuser/users/${t.owner.user.id}/sessions` }),
  },
  'DELETE /api/superuser/users/:id/sessions/:sessionId': {
    request: (t) => ({ url: `/api/superuser/users/${t.owner.user.id}/sessions/0123456789ab` }),
  },
  'POST /api/superuser/users/:id/verify': {
    request: (t) => ({ url: `/api/superuser/users/${t.owner.user.id}/verify`, body: {} }),
  },
  'POST /api/superuser/users/:id/resend-verification': {
    request: (t) => ({
      url: `/api/superuser/users/${t.owner.user.id}/resend-verification`,
      body: {},
    }),
  },
  'GET /api/superuser/users/:id/export': {
    entitled: ['superuser'],
    request: (t) => ({ url: `/api/superuser/users/${t.owner.user.id}/export` }),
  },
  'GET /api/superuser/organizations': {
    entitled: ['superuser'],
    request: (t) => ({
      url: `/api/superuser/organizations?search=${encodeURIComponent(t.organization.title)}`,
    }),
  },
  'GET /api/superuser/organizations/:id': {
    entitled: ['superuser'],
    request: (t) => ({ url: `/api/superuser/organizations/${t.organization.id}` }),
  },
  'POST /api/superuser/organizations/:id/suspend': {
    request: (t) => ({
      url: `/api/superuser/organizations/${t.organization.id}/suspend`,
      body: { reason: `Pwned ${rand()}` },
    }),
  },
  'POST /api/superuser/organizations/:id/unsuspend': {
    request: (t) => ({
      url: `/api/superuser/organizations/${t.organization.id}/unsuspend`,
      body: {},
    }),
  },
  'GET /api/superuser/outbox': {
    entitled: ['superuser'],
    request: (t) => ({
      url: `/api/superuser/outbox?search=${encodeURIComponent(`invitee-${t.marker.toLowerCase()}`)}`,
    }),
  },
  'GET /api/superuser/outbox/:id': {
    entitled: ['superuser'],
    request: (t) => ({ url: `/api/superuser/outbox/${t.invitation.mailId}` }),
  },
  'POST /api/superuser/outbox/:id/resend': {
    request: (t) => ({ url: `/api/superuser/outbox/${t.invitation.mailId}/resend`, body: {} }),
  },
  'GET /api/superuser/services': {
    entitled: ['superuser'],
    request: () => ({ url: '/api/superuser/services' }),
  },
  'GET /api/superuser/audit': {
    entitled: ['superuser'],
    request: (t) => ({ url: `/api/superuser/audit?target_type=user&target_id=${t.owner.user.id}` }),
  },
  // the test user (decision 033): the superuser's alone; started on the tenant's owner, it makes
  // the superuser's session act as the owner, so the actor gets a fresh session after the cell
  'GET /api/superuser/test-user': { entitled: ['superuser'], ...id('/api/superuser/test-user') },
  'POST /api/superuser/test-user': {
    resetsSession: true,
    request: (t) => ({ url: '/api/superuser/test-user', body: { user_id: t.owner.user.id } }),
  },
  'DELETE /api/superuser/test-user': {
    resetsSession: true,
    request: () => ({ url: '/api/superuser/test-user' }),
  },

  // organisations
  'POST /api/organizations': {
    request: (t) => ({
      url: '/api/organizations',
      body: { title: t.marker.startsWith('OWN') ? `Neu ${rand()}` : t.organization.title },
    }),
  },
  'POST /api/organizations/create-or-request': {
    victimWriteByDesign: true,
    request: (t) => ({
      url: '/api/organizations/create-or-request',
      body: { title: t.organization.title },
    }),
  },
  'GET /api/organization/:id': {
    request: (t) => ({ url: `/api/organization/${t.organization.id}` }),
  },
  'PATCH /api/organization/:id': {
    mixed: (o, v) => [
      {
        url: `/api/organization/${o.organization.id}`,
        body: { backend_colorset_id: v.colorset.id },
      },
    ],

    request: (t) => ({
      url: `/api/organization/${t.organization.id}`,
      body: t.marker.startsWith('OWN')
        ? { title: t.organization.title }
        : { title: `Pwned ${rand()}`, backend_colorset_id: null },
    }),
  },
  'GET /api/organization/:id/members': {
    request: (t) => ({ url: `/api/organization/${t.organization.id}/members` }),
  },
  'GET /api/organization/:id/join-requests': {
    entitled: ['owner', 'superuser'],
    request: (t) => ({ url: `/api/organization/${t.organization.id}/join-requests` }),
  },
  'POST /api/organization/:id/join-requests/:requestId/accept': {
    mixed: (o, v) => [
      {
        url: `/api/organization/${o.organization.id}/join-requests/${v.joinRequest.id}/accept`,
        body: {},
      },
    ],

    request: (t) => ({
      url: `/api/organization/${t.organization.id}/join-requests/${t.joinRequest.id}/accept`,
      body: {},
    }),
  },
  'POST /api/organization/:id/join-requests/:requestId/decline': {
    request: (t) => ({
      url: `/api/organization/${t.organization.id}/join-requests/${t.joinRequest.id}/decline`,
      body: {},
    }),
  },
  'GET /api/user/join-requests': {
    entitled: ['owner', 'member', 'superuser'],
    ...id('/api/user/join-requests'),
  },

  // the team (decision 031): X-Organization-Id's or the path's organisation
  'GET /api/organization/invitations': id('/api/organization/invitations'),
  'POST /api/organization/invitations': {
    request: (t) => ({
      url: '/api/organization/invitations',
      body: {
        email: t.marker.startsWith('OWN') ? `new-${rand()}@example.test` : 'pwned@example.test',
        role: t.marker.startsWith('OWN') ? 'editor' : 'owner',
      },
    }),
  },
  'DELETE /api/organization/invitations/:id': {
    request: (t) => ({ url: `/api/organization/invitations/${t.invitation.id}` }),
  },
  // The token is the key: nobody outside holds the victim's, so the victim variant guesses one.
  'GET /api/invitations/:token': {
    entitled: ['owner', 'member', 'stranger', 'anonymous'],
    request: (t) => ({
      url: `/api/invitations/${t.marker.startsWith('OWN') ? t.invitation.token : randomBytes(32).toString('base64url')}`,
    }),
  },
  'POST /api/invitations/:token/accept': {
    request: (t) => ({
      url: `/api/invitations/${t.marker.startsWith('OWN') ? t.invitation.token : randomBytes(32).toString('base64url')}/accept`,
      body: {},
    }),
  },
  // The owner is the last owner: no cell can take the organisation from them.
  'PATCH /api/organization/:id/members/:userId': {
    request: (t) => ({
      url: `/api/organization/${t.organization.id}/members/${t.owner.user.id}`,
      body: { role: t.marker.startsWith('OWN') ? 'owner' : 'editor' },
    }),
  },
  'DELETE /api/organization/:id/members/:userId': {
    request: (t) => ({ url: `/api/organization/${t.organization.id}/members/${t.owner.user.id}` }),
  },

  // sites and domains
  'GET /api/site': {
    request: (t, { sitesDomain }) => ({
      url: `/api/site?domain=${t.site.identifier}.${sitesDomain}`,
    }),
  },
  'GET /api/sites': id('/api/sites'),
  'POST /api/sites': { request: () => ({ url: '/api/sites', body: { title: `Neu ${rand()}` } }) },
  'GET /api/sites/:id': { request: (t) => ({ url: `/api/sites/${t.site.id}` }) },
  'PATCH /api/sites/:id': {
    mixed: (o, v) => [
      { url: `/api/sites/${o.site.id}`, body: { seo_image_id: v.file.id } },
      { url: `/api/sites/${o.site.id}`, body: { theme_id: v.theme.id } },
    ],

    request: (t) => ({
      url: `/api/sites/${t.site.id}`,
      body: t.marker.startsWith('OWN') ? {} : { title: 'Pwned', description: 'Pwned' },
    }),
  },
  'PUT /api/sites/:id/variables': {
    request: (t) => ({
      url: `/api/sites/${t.site.id}/variables`,
      body: { variables: { motto: t.marker.startsWith('OWN') ? 'eigen' : 'pwned' } },
    }),
  },
  'GET /api/sites/:id/settings': { request: (t) => ({ url: `/api/sites/${t.site.id}/settings` }) },
  'PUT /api/sites/:id/settings': {
    mixed: (o, v) =>
      (['logo_file_id', 'favicon_file_id', 'seo_image_id'] as const).map((field) => ({
        url: `/api/sites/${o.site.id}/settings`,
        body: { ...SETTINGS_OF('OWN'), [field]: v.file.id },
      })),
    request: (t) => ({ url: `/api/sites/${t.site.id}/settings`, body: SETTINGS_OF(t.marker) }),
  },
  'DELETE /api/sites/:id': { request: (t) => ({ url: `/api/sites/${t.site.id}` }) },
  'GET /api/sites/:id/navigation': {
    request: (t) => ({ url: `/api/sites/${t.site.id}/navigation` }),
  },
  'PUT /api/sites/:id/navigation': {
    // The victim's page in the own menu: a foreign page id must not become a menu entry.
    mixed: (o, v) => [
      {
        url: `/api/sites/${o.site.id}/navigation`,
        body: { items: [{ id: 'foreign', kind: 'page', page_id: v.page.id }] },
      },
    ],
    request: (t) => ({
      url: `/api/sites/${t.site.id}/navigation`,
      body: {
        items: t.marker.startsWith('OWN')
          ? [{ id: 'own', kind: 'page', page_id: t.page.id }]
          : [{ id: 'pwned', kind: 'link', label: 'Pwned', url: 'https://pwned.example/' }],
      },
    }),
  },
  'POST /api/sites/:id/domains': {
    request: (t) => ({
      url: `/api/sites/${t.site.id}/domains`,
      body: { domain: `d-${rand()}.example.org` },
    }),
  },
  'POST /api/domains/:id/verify': {
    request: (t) => ({ url: `/api/domains/${t.domain.id}/verify`, body: {} }),
  },
  'PATCH /api/domains/:id': {
    request: (t) => ({ url: `/api/domains/${t.domain.id}`, body: { forward_key: true } }),
  },
  'DELETE /api/domains/:id': { request: (t) => ({ url: `/api/domains/${t.domain.id}` }) },
  'GET /internal/tls/ask': {
    // A verified domain only; the fixtures' domains are not verified, so 404 for everybody.
    entitled: [],
    request: (t) => ({ url: `/internal/tls/ask?domain=${t.domain.domain}` }),
  },
  'GET /api/sites/:id/setup': { request: (t) => ({ url: `/api/sites/${t.site.id}/setup` }) },
  'POST /api/sites/:id/setup': {
    mixed: (o, v) => [
      {
        url: `/api/sites/${o.blankSite.id}/setup`,
        body: { theme_id: v.theme.id, templates: ['home'] },
      },
    ],

    request: (t) => ({
      url: `/api/sites/${t.blankSite.id}/setup`,
      body: { theme_id: t.theme.id, templates: ['home'] },
    }),
  },

  // components
  'GET /api/components': id('/api/components'),
  'POST /api/components': {
    request: () => ({
      url: '/api/components',
      body: { namespace: 'module', key: `k-${rand()}`, title: 'Neu' },
    }),
  },
  'GET /api/component/:id': { request: (t) => ({ url: `/api/component/${t.component.id}` }) },
  'PATCH /api/component/:id': {
    request: (t) => ({
      url: `/api/component/${t.component.id}`,
      body: t.marker.startsWith('OWN') ? {} : { title: 'Pwned', template: '<p>pwned</p>' },
    }),
  },
  'DELETE /api/component/:id': { request: (t) => ({ url: `/api/component/${t.component.id}` }) },
  'GET /api/component/:id/style': {
    request: (t) => ({ url: `/api/component/${t.component.id}/style` }),
  },
  'GET /api/component/style/parse': id(
    `/api/component/style/parse?value=${encodeURIComponent('.a { b { color: red } }')}`,
  ),

  // layouts
  'GET /api/sites/:id/layouts': { request: (t) => ({ url: `/api/sites/${t.site.id}/layouts` }) },
  'POST /api/layouts': {
    mixed: (o, v) => [
      { url: '/api/layouts', body: { site_id: o.site.id, title: 'Neu', theme_id: v.theme.id } },
    ],

    request: (t) => ({ url: '/api/layouts', body: { site_id: t.site.id, title: 'Neu' } }),
  },
  'GET /api/layouts/:id': { request: (t) => ({ url: `/api/layouts/${t.layout.id}` }) },
  'PATCH /api/layouts/:id': {
    mixed: (o, v) => [{ url: `/api/layouts/${o.layout.id}`, body: { theme_id: v.theme.id } }],

    request: (t) => ({
      url: `/api/layouts/${t.layout.id}`,
      body: t.marker.startsWith('OWN') ? {} : { title: 'Pwned', css: null },
    }),
  },
  'DELETE /api/layouts/:id': { request: (t) => ({ url: `/api/layouts/${t.layout.id}` }) },

  // pages and their tree
  'GET /api/sites/:id/pages': { request: (t) => ({ url: `/api/sites/${t.site.id}/pages` }) },
  'POST /api/page': {
    mixed: (o, v) => [
      {
        url: '/api/page',
        body: { site_id: o.site.id, title: 'Neu', url: `p-${rand()}`, parent_id: v.page.id },
      },
      {
        url: '/api/page',
        body: { site_id: o.site.id, title: 'Neu', url: `p-${rand()}`, layout_id: v.layout.id },
      },
    ],

    request: (t) => ({
      url: '/api/page',
      body: { site_id: t.site.id, title: 'Neu', url: `p-${rand()}`, parent_id: t.page.id },
    }),
  },
  'GET /api/page/:id': { request: (t) => ({ url: `/api/page/${t.page.id}` }) },
  'PATCH /api/page/:id': {
    mixed: (o, v) => [
      { url: `/api/page/${o.page.id}`, body: { parent_id: v.page.id } },
      { url: `/api/page/${o.page.id}`, body: { layout_id: v.layout.id } },
      { url: `/api/page/${o.page.id}`, body: { seo_image_id: v.file.id } },
    ],

    request: (t) => ({
      url: `/api/page/${t.page.id}`,
      body: t.marker.startsWith('OWN') ? {} : { title: 'Pwned', layout_id: null },
    }),
  },
  'DELETE /api/page/:id': { request: (t) => ({ url: `/api/page/${t.page.id}` }) },
  'GET /api/page/:id/preview': { request: (t) => ({ url: `/api/page/${t.page.id}/preview` }) },
  'GET /api/sites/:id/publishing': {
    request: (t) => ({ url: `/api/sites/${t.site.id}/publishing` }),
  },
  'POST /api/sites/:id/publish': {
    mixed: (o, v) => [{ url: `/api/sites/${o.site.id}/publish`, body: { page_ids: [v.page.id] } }],
    request: (t) => ({ url: `/api/sites/${t.site.id}/publish`, body: { note: 'Neu' } }),
  },
  'GET /api/page/:id/publishing': {
    request: (t) => ({ url: `/api/page/${t.page.id}/publishing` }),
  },
  'POST /api/page/:id/publish': {
    request: (t) => ({ url: `/api/page/${t.page.id}/publish`, body: { note: 'Neu' } }),
  },
  'POST /api/page/:id/unpublish': {
    request: (t) => ({ url: `/api/page/${t.page.id}/unpublish` }),
  },
  'GET /api/page/:id/versions': { request: (t) => ({ url: `/api/page/${t.page.id}/versions` }) },
  'GET /api/page-versions/:id': {
    request: (t) => ({ url: `/api/page-versions/${t.pageVersion.id}` }),
  },
  'POST /api/page-versions/:id/restore': {
    request: (t) => ({ url: `/api/page-versions/${t.pageVersion.id}/restore` }),
  },
  'POST /api/sites/:id/schedules': {
    mixed: (o, v) => [
      {
        url: `/api/sites/${o.site.id}/schedules`,
        body: { page_id: v.page.id, run_at: inDays(30) },
      },
    ],
    request: (t) => ({
      url: `/api/sites/${t.site.id}/schedules`,
      // The own plan is the site's, so the tenant's page plan stays for the routes below.
      body: { page_id: t.marker.startsWith('OWN') ? null : t.page.id, run_at: inDays(30) },
    }),
  },
  'PATCH /api/schedules/:id': {
    request: (t) => ({ url: `/api/schedules/${t.schedule.id}`, body: { run_at: inDays(60) } }),
  },
  'DELETE /api/schedules/:id': { request: (t) => ({ url: `/api/schedules/${t.schedule.id}` }) },
  'GET /api/sites/:id/redirects': {
    request: (t) => ({ url: `/api/sites/${t.site.id}/redirects` }),
  },
  'POST /api/sites/:id/redirects': {
    request: (t) => ({
      url: `/api/sites/${t.site.id}/redirects`,
      body: { from: `neu-${rand()}`, to: 'https://pwned.example/' },
    }),
  },
  'PATCH /api/redirects/:id': {
    request: (t) => ({
      url: `/api/redirects/${t.redirect.id}`,
      body: { to: t.marker.startsWith('OWN') ? '/' : 'https://pwned.example/' },
    }),
  },
  'DELETE /api/redirects/:id': { request: (t) => ({ url: `/api/redirects/${t.redirect.id}` }) },
  'POST /api/page/:id/preview-link': {
    request: (t) => ({ url: `/api/page/${t.page.id}/preview-link` }),
  },
  'POST /api/article': {
    mixed: (o, v) => [
      { url: '/api/article', body: { page_id: o.page.id, background_file_id: v.file.id } },
      { url: '/api/article', body: { page_id: o.page.id, theme_id: v.theme.id } },
      { url: '/api/article', body: { page_id: o.page.id, custom_colorset_id: v.colorset.id } },
    ],

    request: (t) => ({ url: '/api/article', body: { page_id: t.page.id, title: 'Neu' } }),
  },
  'GET /api/article/:id': { request: (t) => ({ url: `/api/article/${t.article.id}` }) },
  'PATCH /api/article/:id': {
    mixed: (o, v) => [
      { url: `/api/article/${o.article.id}`, body: { background_file_id: v.file.id } },
      { url: `/api/article/${o.article.id}`, body: { theme_id: v.theme.id } },
      { url: `/api/article/${o.article.id}`, body: { custom_colorset_id: v.colorset.id } },
    ],

    request: (t) => ({
      url: `/api/article/${t.article.id}`,
      body: t.marker.startsWith('OWN') ? {} : { title: 'Pwned', css: null },
    }),
  },
  'DELETE /api/article/:id': { request: (t) => ({ url: `/api/article/${t.article.id}` }) },
  'POST /api/section': {
    mixed: (o, v) => [
      {
        url: '/api/section',
        body: {
          article_id: o.article.id,
          background: { id: v.file.id, filename: v.file.filename, width: 1, height: 1 },
        },
      },
      { url: '/api/section', body: { article_id: o.article.id, theme_id: v.theme.id } },
      {
        url: '/api/section',
        body: { article_id: o.article.id, custom_colorset_id: v.colorset.id },
      },
    ],

    request: (t) => ({ url: '/api/section', body: { article_id: t.article.id, title: 'Neu' } }),
  },
  'GET /api/section/:id': { request: (t) => ({ url: `/api/section/${t.section.id}` }) },
  'PATCH /api/section/:id': {
    mixed: (o, v) => [
      {
        url: `/api/section/${o.section.id}`,
        body: { background: { id: v.file.id, filename: v.file.filename, width: 1, height: 1 } },
      },
      { url: `/api/section/${o.section.id}`, body: { theme_id: v.theme.id } },
      { url: `/api/section/${o.section.id}`, body: { custom_colorset_id: v.colorset.id } },
    ],

    request: (t) => ({
      url: `/api/section/${t.section.id}`,
      body: t.marker.startsWith('OWN') ? {} : { title: 'Pwned' },
    }),
  },
  'DELETE /api/section/:id': { request: (t) => ({ url: `/api/section/${t.section.id}` }) },
  'POST /api/content': {
    mixed: (o, v) => [
      {
        url: '/api/content',
        body: { section_id: o.section.id, order: 2, component_id: v.component.id, data: {} },
      },
      {
        url: '/api/content',
        body: { section_id: v.section.id, order: 2, component_id: o.component.id, data: {} },
      },
    ],

    request: (t) => ({
      url: '/api/content',
      body: {
        section_id: t.section.id,
        order: 2,
        component_id: t.component.id,
        data: { text: 'Neu' },
      },
    }),
  },
  'GET /api/content/:id': { request: (t) => ({ url: `/api/content/${t.content.id}` }) },
  'PATCH /api/content/:id': {
    mixed: (o, v) => [
      { url: `/api/content/${o.content.id}`, body: { theme_id: v.theme.id } },
      { url: `/api/content/${o.content.id}`, body: { custom_colorset_id: v.colorset.id } },
    ],

    request: (t) => ({
      url: `/api/content/${t.content.id}`,
      body: t.marker.startsWith('OWN') ? {} : { data: { text: 'Pwned' } },
    }),
  },
  'DELETE /api/content/:id': { request: (t) => ({ url: `/api/content/${t.content.id}` }) },
  'POST /api/article/duplicate/:id': {
    request: (t) => ({ url: `/api/article/duplicate/${t.article.id}`, body: { id: t.article.id } }),
  },
  // reusable sections (decision 041): the victim's never read, made, placed, detached, renamed or
  // deleted
  'GET /api/sites/:id/reusable-sections': {
    request: (t) => ({ url: `/api/sites/${t.site.id}/reusable-sections` }),
  },
  'GET /api/reusable-section/:id': {
    request: (t) => ({ url: `/api/reusable-section/${t.reusable.id}` }),
  },
  'POST /api/reusable-section': {
    request: (t) => ({
      url: '/api/reusable-section',
      body: t.marker.startsWith('OWN') ? {} : { section_id: t.section.id, title: 'Pwned' },
    }),
  },
  'PATCH /api/reusable-section/:id': {
    request: (t) => ({
      url: `/api/reusable-section/${t.reusable.id}`,
      body: { title: t.marker.startsWith('OWN') ? `Reusable ${t.marker}` : 'Pwned' },
    }),
  },
  // placed until the page goes (pages are deleted first): refused as in use, then deleted
  'DELETE /api/reusable-section/:id': {
    request: (t) => ({ url: `/api/reusable-section/${t.reusable.id}` }),
  },
  'POST /api/reusable-section/:id/place': {
    mixed: (o, v) => [
      { url: `/api/reusable-section/${o.reusable.id}/place`, body: { article_id: v.article.id } },
    ],

    request: (t) => ({
      url: `/api/reusable-section/${t.reusable.id}/place`,
      body: t.marker.startsWith('OWN') ? {} : { article_id: t.article.id },
    }),
  },
  'POST /api/section/:id/detach': {
    request: (t) => ({
      url: `/api/section/${t.marker.startsWith('OWN') ? t.section.id : t.placement.id}/detach`,
      body: {},
    }),
  },
  'POST /api/section/duplicate/:id': {
    request: (t) => ({ url: `/api/section/duplicate/${t.section.id}`, body: { id: t.section.id } }),
  },
  'POST /api/content/duplicate/:id': {
    request: (t) => ({ url: `/api/content/duplicate/${t.content.id}`, body: { id: t.content.id } }),
  },
  'POST /api/page/duplicate/:id': {
    mixed: (o, v) => [{ url: `/api/page/duplicate/${o.page.id}`, body: { id: v.page.id } }],

    request: (t) => ({ url: `/api/page/duplicate/${t.page.id}`, body: { id: t.page.id } }),
  },
  // Undo of a delete: the victim's ids, live or deleted (decision 052), taken back under own
  // parents, or own ids under the victim's.
  'POST /api/article/restore': {
    mixed: (o, v) =>
      [v.article.id, v.deleted.article.id].map((id) => ({
        url: '/api/article/restore',
        body: {
          parent_id: o.page.id,
          block: { id, order: 2, background_content: null, sections: [] },
        },
      })),
    request: (t) => ({
      url: '/api/article/restore',
      body: {
        parent_id: t.page.id,
        block: { id: t.article.id, order: 2, background_content: null, sections: [] },
      },
    }),
  },
  'POST /api/section/restore': {
    mixed: (o, v) =>
      [v.section.id, v.deleted.section.id].map((id) => ({
        url: '/api/section/restore',
        body: { parent_id: o.article.id, block: { id, order: 2, contents: [] } },
      })),
    request: (t) => ({
      url: '/api/section/restore',
      body: { parent_id: t.article.id, block: { id: t.section.id, order: 2, contents: [] } },
    }),
  },
  'POST /api/content/restore': {
    mixed: (o, v) => [
      {
        url: '/api/content/restore',
        body: {
          parent_id: o.section.id,
          block: { id: v.content.id, component_id: v.component.id, order: 2, data: {} },
        },
      },
      {
        url: '/api/content/restore',
        body: {
          parent_id: o.section.id,
          block: { id: v.deleted.content.id, component_id: o.component.id, order: 2, data: {} },
        },
      },
    ],
    request: (t) => ({
      url: '/api/content/restore',
      body: {
        parent_id: t.section.id,
        block: { id: t.content.id, component_id: t.component.id, order: 2, data: { text: 'Neu' } },
      },
    }),
  },
  // Move and reorder: the victim's header content moved into its page's section.
  'POST /api/reorder': {
    mixed: (o, v) => [
      {
        url: '/api/reorder',
        body: { type: 'contents', parent_id: o.section.id, ids: [v.content.id] },
      },
      {
        url: '/api/reorder',
        body: { type: 'contents', parent_id: v.section.id, ids: [o.content.id] },
      },
      {
        url: '/api/reorder',
        body: { type: 'header', parent_id: o.layout.id, ids: [v.layoutContent.id] },
      },
      {
        url: '/api/reorder',
        body: { type: 'sections', parent_id: o.article.id, ids: [v.section.id] },
      },
      {
        url: '/api/reorder',
        body: { type: 'articles', parent_id: o.page.id, ids: [v.article.id] },
      },
    ],

    request: (t) => ({
      url: '/api/reorder',
      body: t.marker.startsWith('OWN')
        ? { type: 'contents', parent_id: t.section.id, ids: [t.content.id] }
        : { type: 'contents', parent_id: t.section.id, ids: [t.layoutContent.id, t.content.id] },
    }),
  },

  // themes and colour sets
  'GET /api/colorsets': id('/api/colorsets'),
  'POST /api/colorsets': {
    request: () => ({ url: '/api/colorsets', body: { ...NIGHT_COLORSET, title: 'Neu' } }),
  },
  'GET /api/colorsets/:id': { request: (t) => ({ url: `/api/colorsets/${t.colorset.id}` }) },
  'PATCH /api/colorsets/:id': {
    request: (t) => ({
      url: `/api/colorsets/${t.colorset.id}`,
      body: t.marker.startsWith('OWN') ? {} : { title: 'Pwned' },
    }),
  },
  'DELETE /api/colorsets/:id': { request: (t) => ({ url: `/api/colorsets/${t.colorset.id}` }) },
  'GET /api/themes': id('/api/themes'),
  'POST /api/themes': { request: () => ({ url: '/api/themes', body: { title: 'Neu' } }) },
  'GET /api/themes/:id': { request: (t) => ({ url: `/api/themes/${t.theme.id}` }) },
  'PATCH /api/themes/:id': {
    mixed: (o, v) => [
      { url: `/api/themes/${o.theme.id}`, body: { headline_font_id: v.font.id } },
      { url: `/api/themes/${o.theme.id}`, body: { base_colorset_id: v.colorset.id } },
    ],

    request: (t) => ({
      url: `/api/themes/${t.theme.id}`,
      body: t.marker.startsWith('OWN') ? {} : { title: 'Pwned' },
    }),
  },
  'DELETE /api/themes/:id': { request: (t) => ({ url: `/api/themes/${t.theme.id}` }) },

  // icons (public data of the shipped set)
  'GET /api/icons/search': id('/api/icons/search?query=home'),
  'GET /api/icons/:file': id('/api/icons/tabler.json?icons=home,layout-navbar'),

  // fonts
  'GET /api/fonts': id('/api/fonts'),
  'POST /api/fonts': {
    request: async () => {
      const form = multipart([
        { name: 'family', value: `Neu ${rand()}` },
        { name: 'source', filename: 'neu.woff2', content: await LORA },
      ])
      return { url: '/api/fonts', body: form.body, headers: form.headers }
    },
  },
  'DELETE /api/fonts/:id': { request: (t) => ({ url: `/api/fonts/${t.font.id}` }) },
  'GET /api/gfont/:name': id('/api/gfont/lora'),
  'GET /fonts/:file': { request: (_t, { libraryCss }) => ({ url: libraryCss }) },
  'GET /fonts/files/:file': id('/fonts/files/lora-latin-400-normal.woff2'),
  'GET /fonts/own/:file': {
    // anonymous visitors get nothing; members and superusers the file
    request: (t) => ({ url: t.font.url }),
  },

  // forms
  'GET /api/forms': id('/api/forms'),
  'POST /api/forms': {
    // The victim's site under an own form: a form lives on a site of its own organisation.
    mixed: (_o, v) => [{ url: '/api/forms', body: { site_id: v.site.id, title: 'Pwned' } }],
    request: (t) => ({ url: '/api/forms', body: { site_id: t.site.id, title: `Neu ${rand()}` } }),
  },
  'GET /api/forms/:id': { request: (t) => ({ url: `/api/forms/${t.form.id}` }) },
  'PUT /api/forms/:id': {
    mixed: (o, v) => [
      { url: `/api/forms/${o.form.id}`, body: { site_id: v.site.id, title: 'Pwned' } },
    ],
    request: (t) => ({
      url: `/api/forms/${t.form.id}`,
      body: { site_id: t.site.id, title: t.marker.startsWith('OWN') ? 'Kontakt' : 'Pwned' },
    }),
  },
  'DELETE /api/forms/:id': { request: (t) => ({ url: `/api/forms/${t.form.id}` }) },
  'GET /api/forms/:id/entries': { request: (t) => ({ url: `/api/forms/${t.form.id}/entries` }) },
  'GET /api/forms/:id/entries/csv': {
    request: (t) => ({ url: `/api/forms/${t.form.id}/entries/csv` }),
  },
  'POST /api/forms/:id/webhook-secret': {
    request: (t) => ({ url: `/api/forms/${t.form.id}/webhook-secret` }),
  },
  'GET /api/forms/:id/entries/:entryId': {
    request: (t) => ({ url: `/api/forms/${t.form.id}/entries/${t.formEntry.id}` }),
  },
  'GET /api/forms/:id/deliveries': {
    request: (t) => ({ url: `/api/forms/${t.form.id}/deliveries` }),
  },
  'POST /api/forms/:id/deliveries/:deliveryId/retry': {
    request: (t) => ({ url: `/api/forms/${t.form.id}/deliveries/${t.delivery.id}/retry` }),
  },
  'DELETE /api/forms/:id/entries/:entryId': {
    request: (t) => ({ url: `/api/forms/${t.form.id}/entries/${t.formEntry.id}` }),
  },
  // spec §7: a visitor reads and submits a form on its site's host; on the back office, where the
  // matrix asks, only the form's organisation's members (their preview): nobody else finds the
  // victim's form by its id there, reads its title (the canary) or adds an entry to it.
  'GET /form/:formId': { request: (t) => ({ url: `/form/${t.form.id}` }) },
  'POST /form/submit/:formId': {
    request: (t) => ({ url: `/form/submit/${t.form.id}`, body: { data: { text: 'Hallo' } } }),
  },

  // captcha (decision 025): the settings and API key of X-Organization-Id's organisation; the
  // challenges are public but handed out only while the captcha is on (off in the fixture: 404)
  'GET /api/organization/captcha': id('/api/organization/captcha'),
  'PUT /api/organization/captcha': {
    request: () => ({
      url: '/api/organization/captcha',
      body: { enabled: false, difficulty: 50_000, allowed_domains: [] },
    }),
  },
  'POST /api/organization/api-key': id('/api/organization/api-key'),

  // organisation settings (issue #16): X-Organization-Id's organisation; members read, owners write
  'GET /api/organization/settings': id('/api/organization/settings'),
  'PATCH /api/organization/settings': {
    mixed: (_o, v) => [{ url: '/api/organization/settings', body: { logo_file_id: v.file.id } }],
    request: (t) => ({
      url: '/api/organization/settings',
      body: { title: t.marker.startsWith('OWN') ? t.organization.title : `Pwned ${rand()}` },
    }),
  },
  'PUT /api/organization/location': {
    request: () => ({
      url: '/api/organization/location',
      body: { country: 'CH', time_zone: 'Europe/Zurich', mail_locale: 'en', currency: 'CHF' },
    }),
  },
  'GET /api/organization/addresses': id('/api/organization/addresses'),
  'POST /api/organization/addresses': {
    request: () => ({
      url: '/api/organization/addresses',
      body: { ...PWNED_ADDRESS, is_billing: true },
    }),
  },
  'GET /api/organization/addresses/:id': {
    request: (t) => ({ url: `/api/organization/addresses/${t.address.id}` }),
  },
  'PUT /api/organization/addresses/:id': {
    request: (t) => ({
      url: `/api/organization/addresses/${t.address.id}`,
      body: { ...PWNED_ADDRESS, is_billing: true },
    }),
  },
  'DELETE /api/organization/addresses/:id': {
    request: (t) => ({ url: `/api/organization/addresses/${t.address.id}` }),
  },
  // payments (decision 030): the matrix runs without Stripe keys, so the Stripe calls answer 409;
  // what it proves is that nobody outside reaches another organisation's methods.
  'GET /api/payments/config': id('/api/payments/config'),
  'GET /api/payment-methods': {
    entitled: ['owner', 'superuser'],
    ...id('/api/payment-methods'),
  },
  'POST /api/payment-methods/setup-intent': {
    request: () => ({ url: '/api/payment-methods/setup-intent', body: { type: 'card' } }),
  },
  'POST /api/payment-methods': {
    request: () => ({ url: '/api/payment-methods', body: { setup_intent_id: 'seti_pwned' } }),
  },
  'PUT /api/payment-methods/:id/default': {
    request: () => ({ url: '/api/payment-methods/1/default', body: {} }),
  },
  'DELETE /api/payment-methods/:id': {
    request: () => ({ url: '/api/payment-methods/1' }),
  },
  'POST /api/stripe/webhook': {
    request: () => ({ url: '/api/stripe/webhook', body: { id: 'evt_pwned', type: 'ping' } }),
  },
  // services, subscriptions, invoices (issue #16, decision 029): the catalogue is the operator's
  // (superusers write it); subscriptions of X-Organization-Id's organisation, owners change them;
  // invoices are the owners'
  'GET /api/services': id('/api/services'),
  'GET /api/services/:identifier': id('/api/services/business-yearly'),
  'POST /api/services': {
    request: () => ({
      url: '/api/services',
      body: { ...CATALOGUE_ENTRY, identifier: `m-${rand()}` },
    }),
  },
  'PUT /api/services/:id': {
    request: (t) => ({ url: `/api/services/${t.subscription.serviceId}`, body: CATALOGUE_ENTRY }),
  },
  'GET /api/subscriptions': id('/api/subscriptions'),
  'POST /api/services/:identifier/subscription': {
    request: () => ({ url: '/api/services/extra-website/subscription', body: { units: 1 } }),
  },
  'PATCH /api/subscriptions/:id': {
    request: (t) => ({ url: `/api/subscriptions/${t.subscription.id}`, body: { units: 1 } }),
  },
  'POST /api/subscriptions/:id/cancel': {
    request: (t) => ({ url: `/api/subscriptions/${t.subscription.id}/cancel`, body: {} }),
  },
  'POST /api/subscriptions/:id/resume': {
    request: (t) => ({ url: `/api/subscriptions/${t.subscription.id}/resume`, body: {} }),
  },
  'GET /api/invoices': { entitled: ['owner', 'superuser'], ...id('/api/invoices') },
  'GET /api/invoices/:id': {
    entitled: ['owner', 'superuser'],
    request: (t) => ({ url: `/api/invoices/${t.invoice.id}` }),
  },
  'POST /api/invoices/:id/mark-paid': {
    request: (t) => ({ url: `/api/invoices/${t.invoice.id}/mark-paid`, body: {} }),
  },
  'POST /api/captcha/verify': {
    request: () => ({ url: '/api/captcha/verify', body: { payload: 'e30=' } }),
  },
  'GET /captcha/:organizationId/challenge': {
    entitled: [],
    request: (t) => ({ url: `/captcha/${t.organization.id}/challenge` }),
  },
  'OPTIONS /captcha/:organizationId/challenge': {
    entitled: [],
    request: (t) => ({ url: `/captcha/${t.organization.id}/challenge` }),
  },
  'GET /form/:formId/challenge': {
    entitled: [],
    request: (t) => ({ url: `/form/${t.form.id}/challenge` }),
  },

  // notifications: the organisation's of X-Organization-Id, read state of the signed-in member
  'GET /api/notifications': id('/api/notifications'),
  'POST /api/notifications/read': id('/api/notifications/read'),

  // media
  'POST /api/media/upload': {
    request: async (t) => {
      const form = multipart([
        { name: 'namespace', value: 'media' },
        { name: 'category_id', value: String(t.category.id) },
        { name: 'organization_id', value: String(t.organization.id) },
        { name: 'name', value: 'Neu' },
        { name: 'file', filename: `neu-${rand()}.png`, content: await PNG },
      ])
      return { url: '/api/media/upload', body: form.body, headers: form.headers }
    },
  },
  'GET /api/media/files': {
    request: (t) => ({
      url: t.marker.startsWith('OWN') ? '/api/media/files' : '/api/media/files?q=File',
    }),
  },
  'GET /api/media/files/:id': { request: (t) => ({ url: `/api/media/files/${t.file.id}` }) },
  'POST /api/media/files/:id': {
    mixed: (o, v) => [
      { url: `/api/media/files/${o.file.id}`, body: { media_category_id: v.category.id } },
    ],

    request: (t) => ({
      url: `/api/media/files/${t.file.id}`,
      body: t.marker.startsWith('OWN') ? {} : { name: 'Pwned', alt: 'Pwned', media_category_id: 0 },
    }),
  },
  'POST /api/media/files/:id/content': {
    request: async (t) => {
      const form = multipart([
        { name: 'organization_id', value: String(t.organization.id) },
        { name: 'file', filename: `ersatz-${rand()}.png`, content: await PNG },
      ])
      return {
        url: `/api/media/files/${t.file.id}/content`,
        body: form.body,
        headers: form.headers,
      }
    },
  },
  'DELETE /api/media/:id': { request: (t) => ({ url: `/api/media/${t.file.id}` }) },
  'GET /api/media_categories': {
    request: (t) => ({ url: `/api/media_categories?organization_id=${t.organization.id}` }),
  },
  'GET /api/media_categories/:id': {
    request: (t) => ({ url: `/api/media_categories/${t.category.id}` }),
  },
  'POST /api/media_categories': {
    request: (t) => ({
      url: `/api/media_categories?parentId=${t.category.id}`,
      body: { title: `Neu ${rand()}` },
    }),
  },
  'PATCH /api/media_categories/:id': {
    mixed: (o, v) => [
      { url: `/api/media_categories/${o.category.id}`, body: { parent_id: v.category.id } },
    ],

    request: (t) => ({
      url: `/api/media_categories/${t.category.id}`,
      body: t.marker.startsWith('OWN') ? {} : { title: 'Pwned', parent_id: 0 },
    }),
  },
  'DELETE /api/media_categories/:id': {
    request: (t) => ({ url: `/api/media_categories/${t.category.id}` }),
  },
  'GET /media/files/:id/:filename': {
    request: (t) => ({ url: `/media/files/${t.file.id}/${t.file.filename}` }),
  },
  'GET /media/img/*': { request: (t) => ({ url: `/media/img/${t.file.id}/placeholder.webp` }) },
}

/** A HEAD route is its GET route without a body. */
export function targetOf(method: string, url: string): RouteTarget | undefined {
  return ROUTE_TARGETS[`${method === 'HEAD' ? 'GET' : method} ${url}`]
}

/** Deletes run last, leaves first, so every delete finds its target still there. */
const DELETE_ORDER = [
  'content',
  'section',
  'article',
  'page',
  'reusable-section',
  'layouts',
  'domains',
  'component',
  'fonts',
  'media/',
  'media_categories',
  'colorsets',
  'themes',
  'sites',
]

export function phaseOrder(method: string, url: string): number {
  if (method === 'GET' || method === 'HEAD') return 0
  if (method !== 'DELETE') return 1
  const index = DELETE_ORDER.findIndex((part) => url.startsWith(`/api/${part}`))
  return 2 + (index < 0 ? DELETE_ORDER.length : index)
}
