// What other modules may import of superuser without its port: pure code and types (decision 058).
export { containsPattern, pageOf } from './paging.ts'
