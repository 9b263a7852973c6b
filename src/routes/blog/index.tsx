import { createFileRoute } from '@tanstack/react-router'
import { LanguageChooserPage, languageChooserHead } from '../../components/pages/LanguageChooserPage/LanguageChooserPage'

/** Entry point without a language: sends the visitor to /{lang}/blog (docs/architecture.md, "URL contract"). */
export const Route = createFileRoute('/blog/')({ head: languageChooserHead, component: LanguageChooserPage })
