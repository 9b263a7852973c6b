import { useMatches } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page itself ends with the address and the week's hours (its come-visit card). @default false */
    saysWhereAndWhen?: boolean
  }
}

/**
 * Whether the page shown says where and when itself, as its route declares: the footer then leaves
 * them out. Not where the route answered with the not-found page (an unknown post), which does not.
 */
export const usePageSaysWhereAndWhen = () =>
  useMatches({
    select: (matches) =>
      // The router marks the match that shows a not-found page with `_notFound`, as LanguagePicker reads it.
      // oxlint-disable-next-line no-underscore-dangle
      !matches.some((match) => match._notFound || match.status === 'notFound') && matches.some((match) => match.staticData.saysWhereAndWhen === true),
  })
