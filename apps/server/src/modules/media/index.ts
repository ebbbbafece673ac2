// What other modules may import of media without its port: pure code and types (decision 058).
export { derivedPrefix } from './service.ts'
export { createMediaSiteFiles } from './site-files.ts'
