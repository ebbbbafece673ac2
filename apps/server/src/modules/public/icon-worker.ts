// A child process of icon-maker.ts: draws a favicon source's icons, so that a source that takes
// too long to draw can be ended with the process (sharp's own timeout does not stop librsvg).
import 'sharp'
import { drawIcons, type DrawnIcons } from './icon-drawing.ts'

export type IconWorkerReply = { ready: true } | { icons: DrawnIcons } | { error: string }

const reply = (message: IconWorkerReply) => process.send!(message)

process.on('message', (source: Uint8Array) => {
  drawIcons(Buffer.from(source.buffer, source.byteOffset, source.byteLength)).then(
    (icons) => reply({ icons }),
    (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
  )
})
// The server went away: so does its worker.
process.on('disconnect', () => process.exit(0))
// The time bound counts from here: loading sharp is not the source's doing.
reply({ ready: true })
