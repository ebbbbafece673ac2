// What other modules may import of images without its port: pure code and types (decision 058).
export { sendImage } from './reply.ts'
