/**
 * A JSON-LD block in the page body. Search engines read it there as well as in the head, and
 * keeping it here leaves the data in the page's own chunk rather than in every page's first load.
 */
export function StructuredData({ data }: { data: object }) {
  // "<" escaped so no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
