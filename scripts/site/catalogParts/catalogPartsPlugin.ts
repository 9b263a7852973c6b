import { basename, dirname, join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf'
import { catalogTranslations, compileCatalogPart } from './compilePart.ts'
import { messageIdsIn } from './messageIds.ts'
import { isShellRouteFile, pageRouteFiles, partOfRouteFile, routeFileOfModule, routeIdOfFile, routesDirOf, shellPart } from './routeParts.ts'

const virtualId = 'virtual:catalog-parts'
const resolvedVirtualId = `\0${virtualId}`
const partQuery = '?part='

/**
 * Catalogs per route (docs/architecture.md, "Catalogs per route"). Translators keep one `.po` per
 * language; in the site's client build this plugin serves each language's catalog cut into parts:
 * `locales/{lang}/messages.po?part=shell` with the messages the entry, the root and the layouts
 * use, and `…?part=$lang/menu` (one per page route) with the messages that page's route file, its
 * split components and everything they import use. The ids are read from the modules' code after
 * Lingui's macro ran, so the parts follow the code; nobody keeps a list.
 *
 * `virtual:catalog-parts` exports the loaders `src/i18n/catalogs.ts` calls. Everywhere else (the
 * development server, the server renderer, Storybook, unit tests) its shell part is the whole
 * catalog and there are no page parts: one request per language costs nothing there.
 */
export function catalogPartsPlugin({ entry }: { entry: string }): Plugin[] {
  let root = ''
  let lingui: LinguiConfigNormalized
  let split = false
  let assetsDir = ''
  let translations: ReturnType<typeof catalogTranslations>
  const messageIdsByModule = new Map<string, string[]>()
  const partMessageIds = new Map<string, Promise<Set<string>>>()

  const catalogFile = (language: string) => `${lingui.catalogs?.[0]?.path.replace('<rootDir>', lingui.rootDir).replace('{locale}', language)}.po`

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
      // A part's chunk is named after its language and part, "catalog-ru-lang-menu-[hash].js", so the
      // network panel and the tests can tell the parts apart; other chunks keep their names.
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
      load: {
        filter: { id: /^\0virtual:catalog-parts$|\?part=/ },
        async handler(id) {
          if (id === resolvedVirtualId) return { code: await loadersModule(this), moduleType: 'js' }
          const [poFile = '', part = ''] = id.split(partQuery)
          const { locale, messages } = await translations(poFile)
          this.addWatchFile(poFile)
          return { code: compileCatalogPart(locale, messages, await messageIdsOfPart(this, part)), moduleType: 'js' }
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

  /** The loaders `src/i18n/catalogs.ts` imports, one per language and part; none for a page whose part would be empty. */
  async function loadersModule(context: { load: PluginLoad }): Promise<string> {
    const languages = lingui.locales
    const loaders = (part: string | undefined) =>
      `{${languages.map((language) => `${JSON.stringify(language)}: () => import(${JSON.stringify(part ? `${catalogFile(language)}${partQuery}${part}` : catalogFile(language))})`).join(', ')}}`
    const routeFiles = split ? pageRouteFiles(routesDirOf(root)) : []
    const sizes = await Promise.all(routeFiles.map(async (file) => (await messageIdsOfPart(context, partOfRouteFile(file))).size))
    const pages = routeFiles.filter((_, index) => (sizes[index] ?? 0) > 0)
    return [
      `export const shellCatalogs = ${loaders(split ? shellPart : undefined)}`,
      `export const pageCatalogs = {${pages.map((file) => `${JSON.stringify(routeIdOfFile(file))}: ${loaders(partOfRouteFile(file))}`).join(', ')}}`,
    ].join('\n')
  }

  /**
   * The message ids a part needs: those referenced by every module reachable, statically or
   * dynamically, from its roots (the entry for the shell, the route file for a page), without
   * entering a route file that belongs to another part. A page's part leaves out what the shell's
   * has, since the two always load together. Walked once per part, for all languages.
   */
  function messageIdsOfPart(context: { load: PluginLoad }, part: string): Promise<Set<string>> {
    let ids = partMessageIds.get(part)
    if (!ids) {
      const routesDir = routesDirOf(root)
      const belongs = (routeFile: string) => (part === shellPart ? isShellRouteFile(routeFile) : partOfRouteFile(routeFile) === part)
      const rootModule = part === shellPart ? resolve(root, entry) : join(routesDir, `${part}.tsx`)
      const reachable = collectMessageIds(context, rootModule, (moduleId) => {
        const routeFile = routeFileOfModule(moduleId, routesDir)
        return routeFile === undefined || belongs(routeFile)
      })
      ids = part === shellPart ? reachable : withoutShell(reachable, messageIdsOfPart(context, shellPart))
      partMessageIds.set(part, ids)
    }
    return ids
  }

  async function collectMessageIds(context: { load: PluginLoad }, rootModule: string, enters: (moduleId: string) => boolean): Promise<Set<string>> {
    const sourceDir = join(root, 'src')
    const seen = new Set<string>()
    const ids = new Set<string>()
    const visit = async (moduleId: string): Promise<void> => {
      // Our own code only: libraries hold no messages of ours, and a catalog part must not wait on itself.
      if (seen.has(moduleId) || !moduleId.startsWith(sourceDir) || !enters(moduleId)) return
      seen.add(moduleId)
      const info = await context.load({ id: moduleId, resolveDependencies: true })
      for (const id of messageIdsByModule.get(moduleId) ?? []) ids.add(id)
      await Promise.all([...info.importedIds, ...info.dynamicallyImportedIds].map(visit))
    }
    await visit(rootModule)
    return ids
  }
}

async function withoutShell(page: Promise<Set<string>>, shell: Promise<Set<string>>): Promise<Set<string>> {
  const [pageIds, shellIds] = await Promise.all([page, shell])
  return new Set([...pageIds].filter((id) => !shellIds.has(id)))
}

type PluginLoad = (options: { id: string; resolveDependencies?: boolean }) => Promise<{ importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] }>

/** "catalog-ru-lang-menu" for the module of the Russian part "$lang/menu"; undefined for any other module. */
function partChunkName(moduleId: string | null): string | undefined {
  const [poFile, part] = moduleId?.split(partQuery) ?? []
  if (!poFile || part === undefined) return undefined
  return `catalog-${basename(dirname(poFile))}-${part.replace(/\$/g, '').replace(/\//g, '-')}`
}

/** The build's entry files, however the configuration names them. */
function buildInputs(config: ResolvedConfig): string[] {
  const input = (config.build as { rolldownOptions?: { input?: unknown } }).rolldownOptions?.input ?? config.build.rollupOptions?.input
  if (typeof input === 'string') return [input]
  if (Array.isArray(input)) return input
  return input && typeof input === 'object' ? Object.values(input as Record<string, string>) : []
}
