import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * Which catalog part each route file gets. TanStack Router's file routes are split in two kinds:
 * the shell (`__root.tsx` and the `route.tsx` layouts, drawn around every page) and pages (every
 * other file). The shell's messages go into one part, `shell`; each page's into a part named after
 * its file without the extension (`$lang/menu`, `$lang/blog/$id`), which is also how the prerender
 * finds it from a route id (scripts/site/prerender.ts, `catalogKeys`).
 */
export const shellPart = 'shell'

/** A route file (path relative to the routes folder, with `/`) is a shell route: the root or a layout. */
export const isShellRouteFile = (file: string) => file === '__root.tsx' || file === 'route.tsx' || file.endsWith('/route.tsx')

/** The part of a page route file: "$lang/blog/$id.tsx" → "$lang/blog/$id". */
export const partOfRouteFile = (file: string) => file.replace(/\.tsx$/, '')

/** The route id TanStack Router gives a page route file: "$lang/index.tsx" → "/$lang/", "$lang/menu.tsx" → "/$lang/menu". */
export const routeIdOfFile = (file: string) => `/${partOfRouteFile(file).replace(/(^|\/)index$/, '$1')}`

/** Every page route file under the routes folder, relative to it, with `/` separators. */
export function pageRouteFiles(routesDir: string): string[] {
  return readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !isShellRouteFile(file))
    .toSorted()
}

/** The route file a module belongs to (a route file or one of its `?tsr-split=` pieces), or undefined. */
export function routeFileOfModule(moduleId: string, routesDir: string): string | undefined {
  const file = moduleId.split('?')[0] ?? ''
  if (!file.startsWith(routesDir + sep) && !file.startsWith(`${routesDir}/`)) return undefined
  return relative(routesDir, file).split(sep).join('/')
}

export const routesDirOf = (root: string) => join(root, 'src', 'routes')
