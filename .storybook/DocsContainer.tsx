import type { PropsWithChildren } from 'react'
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks'
import { docsNightTheme, docsTheme } from './docsTheme'
import { useShownTheme } from './theme'

/**
 * The docs pages' frame (Storybook's own headings, text, tables and code) in the theme the toolbar
 * shows, like the site's parts on the page, which read the CSS variables: night text on a day frame
 * would be cream on cream.
 */
export function ThemedDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  const theme = useShownTheme()
  return <DocsContainer {...props} theme={theme === 'night' ? docsNightTheme : docsTheme} />
}
