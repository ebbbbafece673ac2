import { Navigate, type RouteObject } from 'react-router'
import { GuestOnly } from './guards/guest-only'
import { RequireAuth } from './guards/require-auth'
import { RequireOrganization } from './guards/require-organization'
import { RequireOwner } from './guards/require-owner'
import { RequireSuperuser } from './guards/require-superuser'
import { BaseLayout } from './layouts/base-layout'
import { RouteErrorBoundary } from './components/route-error-boundary'
import { requireNumericParams } from './route-params'
import { SCREEN_AREAS } from './screen-areas'
import { loadAreas } from '../i18n/i18n'
import type { Area } from '../i18n/areas'

/** Screens load as their own chunks; a chunk lost to a deploy triggers spec §8's reload. */
const screenChunks = {
  login: () => import('./routes/login-route').then((m) => ({ Component: m.LoginRoute })),
  register: () =>
    import('../features/auth/screens/register-screen').then((m) => ({
      Component: m.RegisterScreen,
    })),
  forgotPassword: () =>
    import('../features/auth/screens/forgot-password-screen').then((m) => ({
      Component: m.ForgotPasswordScreen,
    })),
  resetPassword: () =>
    import('../features/auth/screens/reset-password-screen').then((m) => ({
      Component: m.ResetPasswordScreen,
    })),
  verifyEmail: () =>
    import('../features/auth/screens/verify-email-screen').then((m) => ({
      Component: m.VerifyEmailScreen,
    })),
  userHome: () => import('./routes/user-home-route').then((m) => ({ Component: m.UserHomeRoute })),
  userEdit: () =>
    import('../features/auth/screens/user-edit-screen').then((m) => ({
      Component: m.UserEditScreen,
    })),
  createOrganization: () =>
    import('../features/organizations/screens/create-organization-screen').then((m) => ({
      Component: m.CreateOrganizationScreen,
    })),
  createOrRequest: () =>
    import('../features/organizations/screens/create-or-request-organization-screen').then((m) => ({
      Component: m.CreateOrRequestOrganizationScreen,
    })),
  team: () =>
    import('../features/organizations/screens/team-screen').then((m) => ({
      Component: m.TeamScreen,
    })),
  acceptInvitation: () =>
    import('../features/organizations/screens/accept-invitation-screen').then((m) => ({
      Component: m.AcceptInvitationScreen,
    })),
  organizationDashboard: () =>
    import('../features/organizations/screens/organization-dashboard-screen').then((m) => ({
      Component: m.OrganizationDashboardScreen,
    })),
  sitesList: () =>
    import('../features/sites/screens/sites-list-screen').then((m) => ({
      Component: m.SitesListScreen,
    })),
  createSite: () =>
    import('../features/sites/screens/create-site-screen').then((m) => ({
      Component: m.CreateSiteScreen,
    })),
  siteDetail: () =>
    import('./routes/site-detail-route').then((m) => ({ Component: m.SiteDetailRoute })),
  currentSite: () =>
    import('../features/sites/components/current-site').then((m) => ({
      Component: m.CurrentSiteGate,
    })),
  siteOverview: () =>
    import('./routes/site-overview-route').then((m) => ({ Component: m.SiteOverviewRoute })),
  editor: () => import('./routes/editor-route').then((m) => ({ Component: m.EditorRoute })),
  root: () => import('./routes/editor-route').then((m) => ({ Component: m.RootRoute })),
  createPage: () =>
    import('./routes/create-page-route').then((m) => ({ Component: m.CreatePageRoute })),
  cmsSetup: () => import('./routes/cms-setup-route').then((m) => ({ Component: m.CmsSetupRoute })),
  siteDomains: () =>
    import('../features/sites/screens/site-domains-screen').then((m) => ({
      Component: m.SiteDomainsScreen,
    })),
  siteNavigation: () =>
    import('./routes/site-navigation-route').then((m) => ({ Component: m.SiteNavigationRoute })),
  siteRedirects: () =>
    import('./routes/site-redirects-route').then((m) => ({ Component: m.SiteRedirectsRoute })),
  siteVariables: () =>
    import('../features/sites/screens/site-variables-screen').then((m) => ({
      Component: m.SiteVariablesScreen,
    })),
  hubSettings: () =>
    import('../features/system/screens/hub-settings-screen').then((m) => ({
      Component: m.HubSettingsScreen,
    })),
  themesList: () =>
    import('../features/themes/screens/themes-list-screen').then((m) => ({
      Component: m.ThemesListScreen,
    })),
  theme: () =>
    import('../features/themes/screens/theme-screen').then((m) => ({
      Component: m.ThemeScreen,
    })),
  organizationSettings: () =>
    import('./routes/organization-settings-route').then((m) => ({
      Component: m.OrganizationSettingsRoute,
    })),
  organizationGeneral: () =>
    import('./routes/organization-settings-route').then((m) => ({
      Component: m.OrganizationGeneralRoute,
    })),
  organizationLocation: () =>
    import('../features/organization-settings/screens/location-screen').then((m) => ({
      Component: m.LocationScreen,
    })),
  organizationAddresses: () =>
    import('../features/organization-settings/screens/addresses-screen').then((m) => ({
      Component: m.AddressesScreen,
    })),
  organizationAddress: () =>
    import('../features/organization-settings/screens/address-screen').then((m) => ({
      Component: m.AddressScreen,
    })),
  organizationAppearance: () =>
    import('./routes/organization-appearance-route').then((m) => ({
      Component: m.OrganizationAppearanceRoute,
    })),
  organizationCaptcha: () =>
    import('./routes/organization-captcha-route').then((m) => ({
      Component: m.OrganizationCaptchaRoute,
    })),
  captchaSettings: () =>
    import('./routes/organization-captcha-route').then((m) => ({
      Component: m.CaptchaSettingsRoute,
    })),
  captchaIntegration: () =>
    import('./routes/organization-captcha-route').then((m) => ({
      Component: m.CaptchaIntegrationRoute,
    })),
  colorsetsList: () =>
    import('../features/themes/screens/colorsets-list-screen').then((m) => ({
      Component: m.ColorsetsListScreen,
    })),
  colorset: () =>
    import('../features/themes/screens/colorset-screen').then((m) => ({
      Component: m.ColorsetScreen,
    })),
  mediaCategory: () =>
    import('../features/media/screens/media-category-screen').then((m) => ({
      Component: m.MediaCategoryScreen,
    })),
  mediaCategoryCreate: () =>
    import('../features/media/screens/media-category-create-screen').then((m) => ({
      Component: m.MediaCategoryCreateScreen,
    })),
  mediaFile: () =>
    import('../features/media/screens/media-file-screen').then((m) => ({
      Component: m.MediaFileScreen,
    })),
  mediaUpload: () =>
    import('../features/media/screens/media-upload-screen').then((m) => ({
      Component: m.MediaUploadScreen,
    })),
  layoutsList: () =>
    import('../features/layouts/screens/layouts-list-screen').then((m) => ({
      Component: m.LayoutsListScreen,
    })),
  layoutCreate: () =>
    import('../features/layouts/screens/layout-create-screen').then((m) => ({
      Component: m.LayoutCreateScreen,
    })),
  layout: () =>
    import('../features/layouts/screens/layout-screen').then((m) => ({
      Component: m.LayoutScreen,
    })),
  componentsList: () =>
    import('../features/components/screens/components-list-screen').then((m) => ({
      Component: m.ComponentsListScreen,
    })),
  componentCreate: () =>
    import('../features/components/screens/component-create-screen').then((m) => ({
      Component: m.ComponentCreateScreen,
    })),
  component: () =>
    import('../features/components/screens/component-screen').then((m) => ({
      Component: m.ComponentScreen,
    })),
  componentSettings: () =>
    import('../features/components/screens/component-settings-screen').then((m) => ({
      Component: m.ComponentSettingsScreen,
    })),
  componentCode: () =>
    import('./routes/component-code-route').then((m) => ({ Component: m.ComponentCodeRoute })),
  componentForm: () =>
    import('../features/components/screens/component-form-screen').then((m) => ({
      Component: m.ComponentFormScreen,
    })),
  componentTexts: () =>
    import('../features/components/screens/component-texts-screen').then((m) => ({
      Component: m.ComponentTextsScreen,
    })),
  formsList: () =>
    import('../features/forms/screens/forms-list-screen').then((m) => ({
      Component: m.FormsListScreen,
    })),
  formCreate: () =>
    import('../features/forms/screens/form-create-screen').then((m) => ({
      Component: m.FormCreateScreen,
    })),
  form: () =>
    import('../features/forms/screens/form-screen').then((m) => ({ Component: m.FormScreen })),
  formOverview: () =>
    import('../features/forms/screens/form-overview-screen').then((m) => ({
      Component: m.FormOverviewScreen,
    })),
  formBuilder: () =>
    import('../features/forms/screens/form-builder-screen').then((m) => ({
      Component: m.FormBuilderScreen,
    })),
  formSettings: () =>
    import('../features/forms/screens/form-settings-screen').then((m) => ({
      Component: m.FormSettingsScreen,
    })),
  formData: () =>
    import('../features/forms/screens/form-data-screen').then((m) => ({
      Component: m.FormDataScreen,
    })),
  services: () =>
    import('../features/billing/screens/services-screen').then((m) => ({
      Component: m.ServicesScreen,
    })),
  service: () =>
    import('../features/billing/screens/service-screen').then((m) => ({
      Component: m.ServiceScreen,
    })),
  payments: () =>
    import('../features/billing/screens/payments-screen').then((m) => ({
      Component: m.PaymentsScreen,
    })),
  invoices: () =>
    import('../features/billing/screens/invoices-screen').then((m) => ({
      Component: m.InvoicesScreen,
    })),
  paymentMethods: () =>
    import('../features/billing/screens/payment-methods-screen').then((m) => ({
      Component: m.PaymentMethodsScreen,
    })),
  addPaymentMethod: () =>
    import('../features/billing/screens/add-payment-method-screen').then((m) => ({
      Component: m.AddPaymentMethodScreen,
    })),
  consoleUsers: () =>
    import('../features/superuser/screens/users-screen').then((m) => ({
      Component: m.UsersScreen,
    })),
  consoleUser: () =>
    import('../features/superuser/screens/user-screen').then((m) => ({
      Component: m.UserScreen,
    })),
  consoleOrganizations: () =>
    import('../features/superuser/screens/organizations-screen').then((m) => ({
      Component: m.OrganizationsScreen,
    })),
  consoleOrganization: () =>
    import('../features/superuser/screens/organization-screen').then((m) => ({
      Component: m.OrganizationScreen,
    })),
  consoleAudit: () =>
    import('../features/superuser/screens/audit-screen').then((m) => ({
      Component: m.AuditScreen,
    })),
  simpleLayout: () =>
    import('./layouts/backend-simple-layout').then((m) => ({ Component: m.BackendSimpleLayout })),
  userLayout: () =>
    import('./layouts/backend-user-layout').then((m) => ({ Component: m.BackendUserLayout })),
  organizationLayout: () =>
    import('./layouts/backend-organization-layout').then((m) => ({
      Component: m.BackendOrganizationLayout,
    })),
  siteLayout: () =>
    import('./layouts/backend-site-layout').then((m) => ({ Component: m.BackendSiteLayout })),
  superuserLayout: () =>
    import('./layouts/superuser-layout').then((m) => ({ Component: m.SuperuserLayout })),
  testUser: () =>
    import('../features/test-user/screens/test-user-screen').then((m) => ({
      Component: m.TestUserScreen,
    })),
  superuserCatalogue: () =>
    import('../features/superuser/catalogue/screens/catalogue-screen').then((m) => ({
      Component: m.CatalogueScreen,
    })),
  superuserService: () =>
    import('../features/superuser/catalogue/screens/service-screen').then((m) => ({
      Component: m.ServiceScreen,
    })),
  superuserOutbox: () =>
    import('../features/superuser/outbox/screens/outbox-screen').then((m) => ({
      Component: m.OutboxScreen,
    })),
  superuserOutboxMail: () =>
    import('../features/superuser/outbox/screens/outbox-mail-screen').then((m) => ({
      Component: m.OutboxMailScreen,
    })),
}

/** The login's chunks, which do without what full-chrome.ts brings (entry-styles.ts). */
const LOGIN_CHUNKS = new Set<string>([
  'login',
  'simpleLayout',
] satisfies (keyof typeof screenChunks)[])

const areasOf: Record<keyof typeof screenChunks, readonly Area[]> = SCREEN_AREAS

/**
 * A screen's chunk comes with its areas of words (decision 060): it renders once both are there.
 * Every screen but the login brings Mantine's whole stylesheet and the dialogs too (issue #18).
 */
const screens = Object.fromEntries(
  Object.entries(screenChunks).map(([name, load]) => {
    const withWords = () =>
      Promise.all([load(), loadAreas(areasOf[name as keyof typeof screenChunks])]).then(
        ([chunk]) => chunk,
      )
    return [
      name,
      LOGIN_CHUNKS.has(name)
        ? withWords
        : () =>
            Promise.all([import('./full-chrome'), withWords()]).then(([chrome, chunk]) => {
              chrome.setUpFullChrome()
              return chunk
            }),
    ]
  }),
) as typeof screenChunks

/** Themes and colour sets: the same screens in the site admin and the organisation backend. */
function themeRoutes(themes: string, colorsets: string): RouteObject[] {
  return [
    { path: themes, lazy: screens.themesList },
    { path: `${themes}/create`, lazy: screens.theme },
    { path: `${themes}/:id`, loader: requireNumericParams('id'), lazy: screens.theme },
    { path: colorsets, lazy: screens.colorsetsList },
    { path: `${colorsets}/create`, lazy: screens.colorset },
    { path: `${colorsets}/:id`, loader: requireNumericParams('id'), lazy: screens.colorset },
  ]
}

/**
 * spec §2 media library. Route names are the spec's; React Router wants ids unique, so the
 * routes under a locale prefix carry it (`de:puronectar-media-categories-id`).
 */
function mediaRoutes(locale: string | null): RouteObject[] {
  const named = (name: string) => (locale ? `${locale}:${name}` : name)
  return [
    {
      id: named('puronectar-media-categories-create'),
      path: 'puronectar/media/categories/create',
      lazy: screens.mediaCategoryCreate,
    },
    {
      id: named('puronectar-media-categories-id'),
      path: 'puronectar/media/categories/:id?',
      loader: requireNumericParams('id'),
      lazy: screens.mediaCategory,
    },
    { path: 'puronectar/media/files/upload', lazy: screens.mediaUpload },
    {
      path: 'puronectar/media/files/:id',
      loader: requireNumericParams('id'),
      lazy: screens.mediaFile,
    },
  ]
}

/** spec §2 layouts of the current site; {id} is named puronectar-layouts-id (locale-prefixed ids as above). */
function layoutRoutes(locale: string | null): RouteObject[] {
  const named = (name: string) => (locale ? `${locale}:${name}` : name)
  return [
    {
      path: 'puronectar/layouts',
      lazy: screens.currentSite,
      children: [
        { index: true, lazy: screens.layoutsList },
        { path: 'create', lazy: screens.layoutCreate },
        {
          id: named('puronectar-layouts-id'),
          path: ':id',
          loader: requireNumericParams('id'),
          lazy: screens.layout,
        },
      ],
    },
  ]
}

/** spec §2 component studio: the list, create, and {id} with the children index, code and form. */
function componentRoutes(): RouteObject[] {
  return [
    { path: 'puronectar/components', lazy: screens.componentsList },
    { path: 'puronectar/components/create', lazy: screens.componentCreate },
    {
      path: 'puronectar/components/:id',
      loader: requireNumericParams('id'),
      lazy: screens.component,
      children: [
        { index: true, lazy: screens.componentSettings },
        { path: 'code', lazy: screens.componentCode },
        { path: 'form', lazy: screens.componentForm },
        { path: 'english', lazy: screens.componentTexts },
      ],
    },
  ]
}

/**
 * spec §2 forms: the list, create (on the current site) and {id} with the children index, form
 * (the builder), settings and data.
 */
function formRoutes(): RouteObject[] {
  return [
    {
      path: 'puronectar/forms',
      lazy: screens.currentSite,
      children: [
        { index: true, lazy: screens.formsList },
        { path: 'create', lazy: screens.formCreate },
        {
          path: ':id',
          loader: requireNumericParams('id'),
          lazy: screens.form,
          children: [
            { index: true, lazy: screens.formOverview },
            { path: 'form', lazy: screens.formBuilder },
            { path: 'settings', lazy: screens.formSettings },
            { path: 'data', lazy: screens.formData },
          ],
        },
      ],
    },
  ]
}

/**
 * spec §2 /backend/organization/settings, named backend-organization-settings (the id carries
 * the locale prefix as above): the children index, location, appearance and addresses as tabs.
 */
function organizationSettingsRoutes(locale: string | null): RouteObject[] {
  return [
    {
      id: locale ? `${locale}:backend-organization-settings` : 'backend-organization-settings',
      path: 'backend/organization/settings',
      lazy: screens.organizationSettings,
      children: [
        { index: true, lazy: screens.organizationGeneral },
        { path: 'location', lazy: screens.organizationLocation },
        { path: 'appearance', lazy: screens.organizationAppearance },
        { path: 'addresses', lazy: screens.organizationAddresses },
        { path: 'addresses/create', lazy: screens.organizationAddress },
        {
          path: 'addresses/:id',
          loader: requireNumericParams('id'),
          lazy: screens.organizationAddress,
        },
      ],
    },
  ]
}

/**
 * spec §2 /backend/organization/services (children index and {slug}) and
 * /backend/organization/payments (children index, methods, methods/create; as tabs).
 */
function billingRoutes(): RouteObject[] {
  return [
    {
      path: 'backend/organization/services',
      children: [
        { index: true, lazy: screens.services },
        { path: ':identifier', lazy: screens.service },
      ],
    },
    {
      // invoices and payment methods are the owners' (decision 031)
      Component: RequireOwner,
      children: [
        {
          path: 'backend/organization/payments',
          lazy: screens.payments,
          children: [
            { index: true, lazy: screens.invoices },
            { path: 'methods', lazy: screens.paymentMethods },
            { path: 'methods/create', lazy: screens.addPaymentMethod },
          ],
        },
      ],
    },
  ]
}

/** A layout whose screens keep it (header, navigation) when they fail: the error shows inside. */
function layout(lazy: RouteObject['lazy'], children: RouteObject[]): RouteObject {
  return { lazy, children: [{ ErrorBoundary: RouteErrorBoundary, children }] }
}

/** The pages of this app; mounted at / and again under each locale prefix (spec §2). */
function pages(locale: string | null = null): RouteObject[] {
  return [
    { index: true, lazy: screens.root },
    layout(screens.simpleLayout, [
      { path: 'login', lazy: screens.login },
      { path: 'puronectar', lazy: screens.login }, // spec §2 alias of /login
      { path: 'verify-email', lazy: screens.verifyEmail },
      // an invitation link works signed out too (decision 031)
      { path: 'backend/invitations/:token', lazy: screens.acceptInvitation },
      {
        Component: GuestOnly,
        children: [
          { path: 'register', lazy: screens.register },
          { path: 'forgot-password', lazy: screens.forgotPassword },
          { path: 'reset-password', lazy: screens.resetPassword },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          { path: 'backend/organizations/create', lazy: screens.createOrganization },
          { path: 'backend/organizations/create-or-request', lazy: screens.createOrRequest },
        ],
      },
    ]),
    {
      Component: RequireAuth,
      children: [
        layout(screens.userLayout, [
          { path: 'backend/user', lazy: screens.userHome },
          { path: 'backend/user/edit', lazy: screens.userEdit },
        ]),
        ...superuserRoutes(),
        {
          Component: RequireOrganization,
          children: [
            layout(screens.organizationLayout, [
              { path: 'backend/organization', lazy: screens.organizationDashboard },
              { path: 'backend/organization/team', lazy: screens.team },
              { path: 'backend/organization/sites', lazy: screens.sitesList },
              { path: 'backend/organization/sites/create', lazy: screens.createSite },
              {
                path: 'backend/organization/sites/:id',
                loader: requireNumericParams('id'),
                lazy: screens.siteDetail,
              },
              ...organizationSettingsRoutes(locale),
              ...billingRoutes(),
              {
                path: 'backend/organization/captcha',
                lazy: screens.organizationCaptcha,
                children: [
                  { path: 'settings', lazy: screens.captchaSettings },
                  { path: 'integration', lazy: screens.captchaIntegration },
                ],
              },
              ...themeRoutes(
                'backend/organization/themes',
                'backend/organization/settings/colorsets',
              ),
            ]),
            // the site admin (spec §2: the login forwards here with domain and siteId)
            layout(screens.siteLayout, [
              {
                path: 'puronectar/site',
                lazy: screens.currentSite,
                children: [
                  { index: true, lazy: screens.siteOverview },
                  { path: 'domains', lazy: screens.siteDomains },
                  { path: 'variables', lazy: screens.siteVariables },
                  { path: 'navigation', lazy: screens.siteNavigation },
                  { path: 'redirects', lazy: screens.siteRedirects },
                ],
              },
              {
                path: 'puronectar/createpage',
                lazy: screens.currentSite,
                children: [{ index: true, lazy: screens.createPage }],
              },
              {
                path: 'puronectar/cms-setup',
                lazy: screens.currentSite,
                children: [{ index: true, lazy: screens.cmsSetup }],
              },
              { path: 'puronectar/settings/hub', lazy: screens.hubSettings },
              ...themeRoutes('puronectar/themes', 'puronectar/themes/colorsets'),
              ...mediaRoutes(locale),
              ...layoutRoutes(locale),
              ...componentRoutes(),
              ...formRoutes(),
            ]),
          ],
        },
      ],
    },
  ]
}

/** spec §2/§6: the operator's console; superusers only, everyone else sees 403 (decision 032). */
function superuserRoutes(): RouteObject[] {
  return [
    {
      Component: RequireSuperuser,
      children: [
        layout(screens.superuserLayout, [
          { path: 'superuser', element: <Navigate to="users" replace /> },
          { path: 'superuser/users', lazy: screens.consoleUsers },
          {
            path: 'superuser/users/:id',
            loader: requireNumericParams('id'),
            lazy: screens.consoleUser,
          },
          { path: 'superuser/organisations', lazy: screens.consoleOrganizations },
          {
            path: 'superuser/organisations/:id',
            loader: requireNumericParams('id'),
            lazy: screens.consoleOrganization,
          },
          { path: 'superuser/audit', lazy: screens.consoleAudit },
          // spec §2: the test user (decision 033)
          { path: 'puronectar/testUser', lazy: screens.testUser },
          { path: 'superuser/services', lazy: screens.superuserCatalogue },
          { path: 'superuser/services/create', lazy: screens.superuserService },
          {
            path: 'superuser/services/:id',
            loader: requireNumericParams('id'),
            lazy: screens.superuserService,
          },
          { path: 'superuser/outbox', lazy: screens.superuserOutbox },
          {
            path: 'superuser/outbox/:id',
            loader: requireNumericParams('id'),
            lazy: screens.superuserOutboxMail,
          },
        ]),
      ],
    },
  ]
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      Component: BaseLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        ...pages(),
        { path: 'de', children: [...pages('de'), { path: '*', lazy: screens.editor }] },
        { path: 'en', children: [...pages('en'), { path: '*', lazy: screens.editor }] },
        // spec §2 catch-all: the editor of the page at that address; for an unknown page (and
        // for a guest) it is spec §8's non-fatal 404 'Page not found: {path}'
        { path: '*', lazy: screens.editor },
      ],
    },
  ]
}
