import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { internalComponents } from '../../stories/internalComponents'

const root = new URL('../../', import.meta.url)
const componentsDir = new URL('src/components/', root)
const storiesDir = new URL('stories/', root)

/** The sidebar's groups, by what a component is for (docs/storybook.md). */
const roles = ['Foundations', 'Controls', 'Shell', 'Menu', 'Visit', 'Hours', 'Reserve', 'Pages']

/** Every component folder: `area/Name`, as src/components/<area>/<Name>/ holds it. */
const componentFolders = readdirSync(componentsDir, { withFileTypes: true })
  .filter((area) => area.isDirectory())
  .flatMap((area) =>
    readdirSync(new URL(`${area.name}/`, componentsDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${area.name}/${entry.name}`),
  )

/** The title of every stories file, as its meta writes it (`title: 'Reserve/PartySizeField'`). */
const storyTitles = readdirSync(storiesDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.stories.tsx'))
  .map((path) => ({ path, title: /^const meta = \{[^]*?title: '([^']+)'/m.exec(readFileSync(new URL(path, storiesDir), 'utf8'))?.[1] }))

const named = new Set(storyTitles.map(({ title }) => title?.split('/').at(-1)))

describe('the Storybook shows every component under its name', () => {
  it('finds a title in every stories file', () => {
    expect(storyTitles.filter(({ title }) => title === undefined).map(({ path }) => path)).toEqual([])
    expect(componentFolders.length).toBeGreaterThan(50)
  })

  it('gives every component folder an entry named as in the code, unless it is listed as internal with a reason', () => {
    const missing = componentFolders.filter((folder) => !named.has(folder.split('/')[1]) && !(folder in internalComponents))
    expect(missing, 'component folders with no story titled with their name: add one, or list it in stories/internalComponents.ts with the reason').toEqual([])
  })

  it('lists as internal only folders that exist and have no story', () => {
    for (const folder of Object.keys(internalComponents)) {
      expect(componentFolders, `${folder} in stories/internalComponents.ts`).toContain(folder)
      expect(named.has(folder.split('/')[1]), `${folder} has a story: remove it from stories/internalComponents.ts`).toBe(false)
      expect(internalComponents[folder]!.length).toBeGreaterThan(10)
    }
  })

  it('groups each entry by role, once, and keeps its file beside the others of its role', () => {
    const titles = storyTitles.map(({ title }) => title!)
    expect(titles.filter((title, index) => titles.indexOf(title) !== index), 'a title used by two files').toEqual([])
    for (const { path, title } of storyTitles) {
      const role = title!.split('/')[0]!
      expect(roles, `${path}: ${title}`).toContain(role)
      expect(path, `${title} lives in stories/${role.toLowerCase()}/`).toMatch(new RegExp(`^${role.toLowerCase()}/${title!.split('/').at(-1)}\\.stories\\.tsx$`))
    }
  })
})
