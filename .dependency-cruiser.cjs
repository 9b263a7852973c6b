// The house's floors, lowest first (docs/architecture.md, "Rooms"): a module may import from its own
// floor and the floors below it, never from one above. `npm run lint` checks it with
// dependency-cruiser, so an import that runs back up fails the suite.
const floors = [
  ['src/siteConstants\\.ts$', 'src/content/', 'src/design/', 'src/qr/', 'src/scroll/'],
  ['src/i18n/'],
  ['src/hours/'],
  ['src/seo/', 'src/offline/', 'src/reservations/', 'server/'],
  ['src/components/'],
  ['src/routes/', 'src/routeTree\\.gen\\.ts$', 'src/router\\.tsx$', 'src/entry-'],
  ['plugins/', 'vite\\.config\\.ts$'],
  ['scripts/', 'stories/', '\\.storybook/', 'tests/', '[a-z]+\\.config\\.ts$'],
]

const anyOf = (paths) => `^(${paths.join('|')})`

module.exports = {
  forbidden: floors.slice(0, -1).map((floor, index) => ({
    name: `floor-${index + 1}-imports-upward`,
    comment: `${floor.join(', ')} may not import from a higher floor`,
    severity: 'error',
    from: { path: anyOf(floor) },
    to: { path: anyOf(floors.slice(index + 1).flat()) },
  })),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-ssr|storybook-static)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript 7 has no JavaScript API yet, which dependency-cruiser's own TypeScript reader needs.
    parser: 'swc',
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] },
  },
}
