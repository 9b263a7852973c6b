import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../design/media'
import { islandFailedAttribute } from './islandMarkup'

/** An island's wrappers take no part in the layout: the component inside lays itself out as it would without them. */
export const island = style({ display: 'contents' })

/**
 * What an island's code does and its HTML cannot (a download, the clipboard, a live status): hidden
 * without JavaScript, and in an island whose code could not load. The one way we hide such things.
 */
export const needsScript = style({ '@media': { [media.noScript]: { display: 'none' } } })
globalStyle(`[${islandFailedAttribute}] ${needsScript}`, { display: 'none' })
