import { readdirSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf'
import { islandFileSuffix, islandNameOfFile } from '../../src/components/islands/islandMarkup.ts'
import { catalogTranslations, compileCatalogPart } from './compilePart.ts'
import { messageIdsIn } from './messageIds.ts'

const virtualId = 'virtual:catalog-parts'
const resolvedVirtualId = `\0${virtualId}`
const partQuery = '?part='

/**
 * Each island's own messages (docs/architecture.md, "Islands"). Translators keep one `.po` per
 * language; in the site's client build this plugin serves each language's catalog cut into one
 * part per island, `locales/{lang}/messages.po?part=MenuIndex`, holding the messages that the
 * island's file and everything it imports use. The ids are read from the modules' code after
 * Lingui's macro ran, so the parts follow the code; nobody keeps a list.
 *
 * `virtual:catalog-parts` exports the loaders `src/i18n/catalogs.ts` calls (`islandCatalogs`, with
 * no entry for an island that uses no message), and `hasCatalogParts`, a constant the bundler reads,
 * so the client build carries no loader of a whole catalog it would never call. Everywhere else (the
 * development server, the server renderer, Storybook, unit tests) it exports none, and islands load
 * the whole catalog.
 */
export function catalogPartsPlugin({ entry, islandsDir }: { entry: string; islandsDir: string }): Plugin[] {
  let root = ''
  let lingui: LinguiConfigNormalized
  let split = false
  let assetsDir = ''
  let translations: ReturnType<typeof catalogTranslations>
  const messageIdsByModule = new Map<string, string[]>()
  const partMessageIds = new Map<string, Promise<Set<string>>>()

  const catalogFile = (language: string) => `${lingui.catalogs?.[0]?.path.replace('<rootDir>', lingui.rootDir).replace('{locale}', language)}.po`
  const loaders = (island: string) =>
    `{${lingui.locales.map((language) => `${JSON.stringify(language)}: () => import(${JSON.stringify(`${catalogFile(language)}${partQuery}${island}`)})`).join(', ')}}`
  const islandFiles = () => readdirSync(resolve(root, islandsDir)).filter((file) => file.endsWith(islandFileSuffix)).toSorted()

  return [
    {
      name: 'amigo:catalog-parts',
      enforce: 'pre',
      configResolved(config) {
        root = config.root
        assetsDir = config.build.assetsDir
        lingui = getConfig({ cwd: root })
        translations = catalogTranslations(lingui)
        split = config.command === 'build' && !config.build.ssr && buildInputs(config).some((input) => resolve(root, input) === resolve(root, entry))
      },
      resolveId: {
        filter: { id: /^virtual:catalog-parts$|\?part=/ },
        handler(id) {
          if (id === virtualId) return resolvedVirtualId
          if (id.includes(partQuery)) return id
          return null
        },
      },
      // A part's chunk is named after its language and island, "catalog-ru-MenuIndex-[hash].js", so
      // the network panel and the tests can tell the parts apart; other chunks keep their names.
      outputOptions(options) {
        if (!split) return null
        const otherChunks = options.chunkFileNames ?? '[name]-[hash].js'
        return {
          ...options,
          chunkFileNames: (chunk) => {
            const part = partChunkName(chunk.facadeModuleId)
            if (part) return `${assetsDir}/${part}-[hash].js`
            return typeof otherChunks === 'function' ? otherChunks(chunk) : otherChunks
          },
        }
      },
      // The client build drops its calls to the whole catalogs' loaders (decision 0053), but by then
      // the bundler has made each catalog a chunk of its own, still listed among the entry's dynamic
      // imports though no code imports it, so no page or worker would load it: not written. A whole
      // catalog whose name some chunk's code holds stays.
      generateBundle(_options, bundle) {
        if (!split) return
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
        for (const catalog of chunks.filter((chunk) => isWholeCatalog(chunk.facadeModuleId))) {
          const name = basename(catalog.fileName)
          if (chunks.some((chunk) => chunk !== catalog && chunk.code.includes(name))) continue
          delete bundle[catalog.fileName]
          delete bundle[`${catalog.fileName}.map`]
          for (const chunk of chunks) chunk.dynamicImports = chunk.dynamicImports.filter((file) => file !== catalog.fileName)
        }
      },
      load: {
        filter: { id: /^\0virtual:catalog-parts$|\?part=/ },
        async handler(id) {
          if (id === resolvedVirtualId) return { code: split ? await loadersModule(this) : 'export const hasCatalogParts = false\nexport const islandCatalogs = undefined', moduleType: 'js' }
          const [poFile = '', part = ''] = id.split(partQuery)
          const { locale, messages } = await translations(poFile)
          this.addWatchFile(poFile)
          return { code: compileCatalogPart(locale, messages, await messageIdsOfIsland(this, part)), moduleType: 'js' }
        },
      },
    },
    {
      // After every other transform, so the code holds the macro's output, not the macro calls.
      name: 'amigo:catalog-parts-message-ids',
      enforce: 'post',
      transform: {
        filter: { id: /\/src\/.*\.[jt]sx?(\?.*)?$/ },
        handler(code, id) {
          if (split) messageIdsByModule.set(id, messageIdsIn(code))
          return null
        },
      },
    },
  ]

  /** The loaders `src/i18n/catalogs.ts` imports, per island and language; none for an island without messages. */
  async function loadersModule(context: { load: PluginLoad }): Promise<string> {
    const islands = islandFiles().map(islandNameOfFile)
    const sizes = await Promise.all(islands.map(async (island) => (await messageIdsOfIsland(context, island)).size))
    const withMessages = islands.filter((_, index) => (sizes[index] ?? 0) > 0)
    return `export const hasCatalogParts = true\nexport const islandCatalogs = {${withMessages.map((island) => `${JSON.stringify(island)}: ${loaders(island)}`).join(', ')}}`
  }

  /**
   * The message ids an island needs: those referenced by every module of our own reachable,
   * statically or dynamically, from its file. Walked once per island, for all languages.
   */
  function messageIdsOfIsland(context: { load: PluginLoad }, island: string): Promise<Set<string>> {
    let ids = partMessageIds.get(island)
    if (!ids) {
      ids = collectMessageIds(context, resolve(root, islandsDir, `${island}${islandFileSuffix}`))
      partMessageIds.set(island, ids)
    }
    return ids
  }

  async function collectMessageIds(context: { load: PluginLoad }, rootModule: string): Promise<Set<string>> {
    const sourceDir = join(root, 'src')
    const seen = new Set<string>()
    const ids = new Set<string>()
    const visit = async (moduleId: string): Promise<void> => {
      // Our own code only: libraries hold no messages of ours, and a catalog part must not wait on itself.
      if (seen.has(moduleId) || !moduleId.startsWith(sourceDir)) return
      seen.add(moduleId)
      const info = await context.load({ id: moduleId, resolveDependencies: true })
      for (const id of messageIdsByModule.get(moduleId) ?? []) ids.add(id)
      await Promise.all([...info.importedIds, ...info.dynamicallyImportedIds].map(visit))
    }
    await visit(rootModule)
    return ids
  }
}

type PluginLoad = (options: { id: string; resolveDependencies?: boolean }) => Promise<{ importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] }>

/** "catalog-ru-MenuIndex" for the module of the Russian part of the island MenuIndex; undefined for any other module. */
function partChunkName(moduleId: string | null): string | undefined {
  const [poFile, part] = moduleId?.split(partQuery) ?? []
  if (!poFile || part === undefined) return undefined
  return `catalog-${basename(dirname(poFile))}-${part}`
}

/** Whether a module is a language's whole catalog (`locales/ru/messages.po`), not a part of one. */
const isWholeCatalog = (moduleId: string | null) => Boolean(moduleId?.endsWith('.po'))

/** The build's entry files, however the configuration names them. */
function buildInputs(config: ResolvedConfig): string[] {
  const input = (config.build as { rolldownOptions?: { input?: unknown } }).rolldownOptions?.input ?? config.build.rollupOptions?.input
  if (typeof input === 'string') return [input]
  if (Array.isArray(input)) return input
  return input && typeof input === 'object' ? Object.values(input as Record<string, string>) : []
}
