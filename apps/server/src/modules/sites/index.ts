// What other modules may import of sites without its port: pure code and types (decision 058).
export { readSiteSettings } from './settings-service.ts'
