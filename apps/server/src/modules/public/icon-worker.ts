// A child process of icon-maker.ts: renders a favicon source's icons, so that a source that takes
// too long to render can be ended with the process (sharp's own timeout does not stop librsvg).
import 'sharp'
import { renderIcons, type RenderedIcons } from './icon-rendering.ts'

export type IconWorkerReply = { ready: true } | { icons: RenderedIcons } | { error: string }

const reply = (message: IconWorkerReply) => process.send!(message)

process.on('message', (source: Uint8Array) => {
  renderIcons(Buffer.from(source.buffer, source.byteOffset, source.byteLength)).then(
    (icons) => reply({ icons }),
    (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
  )
})
// The server went away: so does its worker.
process.on('disconnect', () => process.exit(0))
// The time bound counts from here: loading sharp is not the source's doing.
reply({ ready: true })
