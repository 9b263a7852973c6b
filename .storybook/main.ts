import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'
import { fontsWaitedForPlugin } from './fontsWaitedForPlugin.ts'
import { pseudoCatalogPlugin } from './pseudoCatalogPlugin.ts'

// The framework builds with the project's own vite.config.ts, so vanilla-extract, Lingui's macros
// and the self-hosted fonts behave exactly as on the site.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/docs/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // The pseudo-locale's messages (the language toolbar's last choice), derived from the English
  // catalog; and the fonts waited for, whatever the machine's load.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [pseudoCatalogPlugin(), fontsWaitedForPlugin()] }),
}

export default config
