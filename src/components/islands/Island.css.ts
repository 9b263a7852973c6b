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

/**
 * A wrapper, laid out as if absent, around what an island's code replaces: a reserve button's call
 * or chat link, which the island turns into the button that opens the table request. Shown without
 * JavaScript and in an island whose code could not load, so the page still offers what it did.
 */
export const withoutScript = style({ display: 'contents', '@media': { [media.withScript]: { display: 'none' } } })
globalStyle(`[${islandFailedAttribute}] ${withoutScript}`, { display: 'contents' })

/** The same wrapper around what replaces it, which needs the code: hidden as `needsScript` hides. */
export const withScript = style({ display: 'contents', '@media': { [media.noScript]: { display: 'none' } } })
globalStyle(`[${islandFailedAttribute}] ${withScript}`, { display: 'none' })
