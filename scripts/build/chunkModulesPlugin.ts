import type { Plugin } from 'vite'

/**
 * Writes `.vite/chunk-modules.json` (chunk file → the packages in it), so the size benchmark can
 * prove which libraries each page loads before it is interactive.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'amigo:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.name === 'ssr') return
      const modules: Record<string, string[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = output.moduleIds.map((id) => id.replace(process.cwd(), ''))
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) })
    },
  }
}
