import { createFileRoute } from '@tanstack/react-router'
import { LanguageChooserPage, languageChooserHead } from '../../components/pages/LanguageChooserPage/LanguageChooserPage'

/** Entry point without a language: sends the visitor to /{lang}/blog/{id} (docs/architecture.md, "URL contract"). */
export const Route = createFileRoute('/blog/$id')({ head: languageChooserHead, component: LanguageChooserPage })
