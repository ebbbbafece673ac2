// What other modules may import of publishing without its port: pure code and types (decision 058).
export { PREVIEW_PATH } from './preview-link.ts'
