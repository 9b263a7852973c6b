import { preload } from 'react-dom'
import { useLingui } from '@lingui/react'
import { media } from '../../../design/media'
import type { Picture as PictureContent } from '../../../content/pictures'
import { ArtImage } from '../ArtImage/ArtImage'
import * as styles from './Picture.css'

interface PictureProps {
  picture: PictureContent
  /** How the picture fills its box. @default 'cover' */
  fit?: keyof typeof styles.image
  /** In the first screen: loaded at once and early. Every other picture loads when it nears the view. @default false */
  isPriority?: boolean
  /** Decorative (the text beside it says it all): no alt text. @default false */
  isDecorative?: boolean
}

/** A picture of the site, sized ahead from its intrinsic size so nothing moves when it arrives; at night its night variant, if it has one. */
export function Picture({ picture, fit = 'cover', isPriority = false, isDecorative = false }: PictureProps) {
  const { i18n } = useLingui()
  if (isPriority && picture.sources?.[0]) {
    // A first-screen photograph: its best format's sizes, which a browser without that format skips.
    preload(picture.src, { as: 'image', fetchPriority: 'high', type: picture.sources[0].type, imageSrcSet: picture.sources[0].srcSet, imageSizes: picture.sizes })
  } else if (isPriority && picture.nightSrc) {
    // React preloads a first-screen <img>, but none inside a <picture>: each file is preloaded for
    // the theme that shows it, so the browser fetches the one it will draw, early, and only that one.
    preload(picture.src, { as: 'image', fetchPriority: 'high', media: `not ${media.night}` })
    preload(picture.nightSrc, { as: 'image', fetchPriority: 'high', media: media.night })
  }
  return (
    <ArtImage
      className={styles.image[fit]}
      src={picture.src}
      nightSrc={picture.nightSrc}
      sources={picture.sources}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      alt={isDecorative ? '' : i18n._(picture.alt)}
      width={picture.width}
      height={picture.height}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
    />
  )
}
