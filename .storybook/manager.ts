import { addons } from 'storybook/manager-api'
import { docsTheme } from './docsTheme'

addons.setConfig({ theme: docsTheme })
