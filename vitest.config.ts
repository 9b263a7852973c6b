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
