import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { constants } from 'node:zlib'

/**
 * API answers go out compressed (issue #18): brotli at a quality that costs little CPU per answer,
 * else gzip, from 1 KB on. Request bodies are not decompressed (a small compressed body could grow
 * past every limit). The routes a site host's page can arrive on, and files compressed at build,
 * opt out (`compress: false`): public pages are not compressed again on every visit.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  })
}
