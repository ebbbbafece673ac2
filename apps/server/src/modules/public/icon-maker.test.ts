import sharp from 'sharp'
import { describe, expect, it, onTestFinished } from 'vitest'
import { nestedUseSvg, svgImage } from '../../test/media.ts'
import { createIconMaker, IconTooSlowError } from './icon-maker.ts'

describe('the icon maker (decision 054)', () => {
  it('ends a drawing past its time limit, and draws the next source after it', async () => {
    const maker = createIconMaker({ timeoutMs: 300 })
    onTestFinished(() => maker.close())
    // 10⁵ shapes: within what librsvg takes, some seconds to draw (uploads refuse it since).
    const slow = maker.make(nestedUseSvg(5))
    const next = maker.make(svgImage())
    await expect(slow).rejects.toBeInstanceOf(IconTooSlowError)
    const icons = await next
    const meta = await sharp(icons['/icon-192.png']).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 192, 192])
  })

  it('refuses what it cannot draw, and a queue past its length', async () => {
    const maker = createIconMaker({ maxWaiting: 1 })
    onTestFinished(() => maker.close())
    const broken = maker.make(Buffer.from('no image'))
    await expect(maker.make(svgImage())).rejects.toThrow('queue full')
    await expect(broken).rejects.toThrow()
  })
})
