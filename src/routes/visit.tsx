import { createFileRoute } from '@tanstack/react-router'
import { LanguageChooserPage, languageChooserHead } from '../components/pages/LanguageChooserPage/LanguageChooserPage'

/** Entry point without a language: sends the visitor to /{lang}/visit (docs/architecture.md, "URL contract"). */
export const Route = createFileRoute('/visit')({ head: languageChooserHead, component: LanguageChooserPage })
