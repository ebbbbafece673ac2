import type { MediaFile } from '@sitewerk/contracts'
import { useState } from 'react'
import { previewSources } from '../../../utils/media-file-view'
import { ImageIcon } from './media-icons'
import classes from './media.module.css'

/**
 * A file's preview from the image pipeline; the original file when the pipeline has no answer
 * (and an icon when neither loads). `alt` is empty where the name is written next to it.
 */
export function MediaThumbnail({
  file,
  width = 320,
  alt = '',
  eager = false,
}: {
  file: Pick<MediaFile, 'id' | 'url' | 'mime_type' | 'filename'>
  width?: 320 | 640 | 768
  alt?: string
  eager?: boolean
}) {
  const [stage, setStage] = useState<'pipeline' | 'original' | 'failed'>('pipeline')
  if (stage === 'failed') {
    return (
      <div className={classes.thumbnailFallback}>
        <ImageIcon size={32} />
      </div>
    )
  }
  const sources =
    stage === 'pipeline' ? previewSources(file, width) : { src: file.url, srcSet: undefined }
  return (
    <img
      className={classes.thumbnail}
      src={sources.src}
      srcSet={sources.srcSet}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setStage(stage === 'pipeline' ? 'original' : 'failed')}
    />
  )
}
