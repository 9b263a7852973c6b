import type { MessageDescriptor } from '@lingui/core'

export interface LegalSection {
  heading: MessageDescriptor
  paragraphs: readonly MessageDescriptor[]
}

/** A privacy or terms page: a heading, an introduction and titled sections. */
export interface LegalDocumentContent {
  heading: MessageDescriptor
  /** ISO date the text was last changed. */
  updated: string
  intro: MessageDescriptor
  sections: readonly LegalSection[]
}
