import { createContext, useContext, type ImgHTMLAttributes } from 'react'
import { media } from '../../../design/media'

/**
 * A theme pinned from outside the visitor's system setting: Storybook's theme toolbar provides it
 * (.storybook/preview.tsx). The site never does: there the system setting alone chooses.
 */
export const PinnedThemeContext = createContext<'day' | 'night' | undefined>(undefined)

interface ArtImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string
  /** What the picture shows, or '' when the text beside it says it all. */
  alt: string
  /** The drawing's night variant (its ground in deep tones, the same line art), if it has one. */
  nightSrc?: string
  /** A photograph's modern formats, each with its sizes; the browser takes the first it can show. */
  sources?: readonly { type: string; srcSet: string }[]
}

/**
 * A picture that may have a night variant. The browser picks the file from the `<source>`'s media
 * query before anything is drawn, with no script, and downloads only the one it shows: a day
 * visitor never loads the night file, nor a night visitor the day one.
 */
export function ArtImage({ nightSrc, sources, alt, ...image }: ArtImageProps) {
  const pinned = useContext(PinnedThemeContext)
  if (sources?.length) {
    return (
      <picture>
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} width={image.width} height={image.height} />
        ))}
        <img alt={alt} {...image} />
      </picture>
    )
  }
  if (!nightSrc) return <img alt={alt} {...image} />
  const nightMedia = pinned === 'night' ? 'all' : pinned === 'day' ? 'not all' : media.night
  return (
    <picture>
      <source media={nightMedia} srcSet={nightSrc} width={image.width} height={image.height} />
      <img alt={alt} {...image} />
    </picture>
  )
}
