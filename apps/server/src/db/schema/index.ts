export { users, sessions, emailTokens, rateLimits, mailOutbox, serverSecrets } from './users.ts'
export {
  organizations,
  addresses,
  colorsets,
  mediaCategories,
  mediaFiles,
} from './organizations.ts'
export {
  organizationUser,
  organizationJoinRequests,
  organizationInvitations,
} from './memberships.ts'
export { services, permissions, permissionService, subscriptions } from './plans.ts'
export { invoiceNumbers, invoices, paymentMethods, stripeEvents } from './billing.ts'
export {
  sites,
  domains,
  domainCertificates,
  components,
  layouts,
  pages,
  articles,
  sections,
  contents,
  reusableSections,
  pageVersions,
  siteVersions,
  publishSchedules,
} from './sites.ts'
export { themes } from './themes.ts'
export { fonts } from './fonts.ts'
export {
  forms,
  formEntries,
  jobs,
  notifications,
  notificationReads,
  organizationCaptcha,
  captchaSolutions,
} from './forms.ts'
export { auditLog } from './audit.ts'
export { impersonations } from './impersonations.ts'
export { redirects } from './redirects.ts'
export { deletedBlocks } from './deleted-blocks.ts'
