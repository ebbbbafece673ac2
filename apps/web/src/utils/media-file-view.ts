import { imageUrl, type MediaFile, type MediaInputValue } from '@sitewerk/contracts'

/** spec §3: an empty name is shown as 'Unbenannt' (`unnamed` is the translated text). */
export const displayName = (file: Pick<MediaFile, 'name'>, unnamed: string) =>
  file.name?.trim() || unnamed

/** spec §4: a file without a description (alt text) gets the warning icon. */
export const isMissingAlt = (file: Pick<MediaFile, 'alt'>) => !file.alt?.trim()

const isSvg = (file: Pick<MediaFile, 'mime_type' | 'filename'>) =>
  file.mime_type === 'image/svg+xml' || /\.svg$/i.test(file.filename)

/**
 * The preview of a file at a width of the image pipeline (spec §9), 1x and 2x. An SVG scales by
 * itself, so it is shown as it is.
 */
export function previewSources(
  file: Pick<MediaFile, 'id' | 'url' | 'mime_type' | 'filename'> & { version?: string },
  width: 320 | 640 | 768,
) {
  if (isSvg(file)) return { src: file.url, srcSet: undefined }
  // the version: a replaced file is a new address, so no browser shows the old picture
  const url = (density: 1 | 2) => imageUrl(file.id, width, density, 'webp', file.version)
  return { src: url(1), srcSet: `${url(1)} 1x, ${url(2)} 2x` }
}

/** What a media field stores (spec §3 Media input value). */
export function toMediaInputValue(file: MediaFile): MediaInputValue {
  return {
    id: file.id,
    filename: file.filename,
    name: file.name,
    width: file.width ?? 0,
    height: file.height ?? 0,
    size: file.size,
    alt: file.alt,
  }
}
