import { defineConfig } from 'vitest/config'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { sitePlugins } from './vite.config.ts'
import { chromiumLaunchOptions } from './tests/chromium.ts'

export default defineConfig({
  test: {
    projects: [
      {
        plugins: sitePlugins({ router: false }),
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        // What the build wrote, read as files: search tags, sitemap, share images, llms.txt, the
        // text of every page. No browser needed, so none is started (`npm test` runs it after the build).
        plugins: sitePlugins({ router: false }),
        test: { name: 'built', include: ['tests/built/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [...sitePlugins({ router: false }), storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front: discovering them mid-run reloads the browser and fails stories.
        optimizeDeps: {
          include: [
            'react-aria-components/*',
            '@tanstack/react-router',
            '@lingui/core',
            '@lingui/react',
            '@vanilla-extract/recipes/createRuntimeFn',
            'storybook/test',
            'storybook/theming/create',
            'chromatic/isChromatic',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
