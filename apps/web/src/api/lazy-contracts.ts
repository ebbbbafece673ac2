// The contracts the login's path parses, imported on demand (LazyContract in client.ts): a chunk of
// their own, with zod, which the login screen does not need to show itself (issue #18). Import
// this module only with import(): statically it would bring zod back into the entry.
export { BuildInfo, LoginBody, LoginResponse, SiteLookup, User } from '@sitewerk/contracts'
