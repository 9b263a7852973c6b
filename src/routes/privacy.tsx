import { createFileRoute } from '@tanstack/react-router'
import { LanguageChooserPage, languageChooserHead } from '../components/pages/LanguageChooserPage/LanguageChooserPage'

/** Entry point without a language: sends the visitor to /{lang}/privacy (DESIGN.md, URL contract). */
export const Route = createFileRoute('/privacy')({ head: languageChooserHead, component: LanguageChooserPage })
