// What other modules may import of mail without its port: pure code and types (decision 058).
export { escapeHtml, linkMail, type LinkMailParts } from './layout.ts'
