// What other modules may import of pages without its port: pure code and types (decision 058).
export { toContent, toPageWithArticles, type ContentRow, type PageRow } from './mappers.ts'
export { nextUpdatedAt } from './versions.ts'
