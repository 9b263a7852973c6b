import type { StorybookConfig } from '@storybook/react-vite'

// The framework builds with the project's own vite.config.ts, so vanilla-extract, Lingui's macros
// and the self-hosted fonts behave exactly as on the site.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/docs/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
}

export default config
