import { createFileRoute } from '@tanstack/react-router'
import { LanguageChooserPage, languageChooserHead } from '../components/pages/LanguageChooserPage/LanguageChooserPage'

/** Entry point without a language: sends the visitor to /{lang}/menu (docs/architecture.md, "URL contract"). */
export const Route = createFileRoute('/menu')({ head: languageChooserHead, component: LanguageChooserPage })
