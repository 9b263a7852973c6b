import { useMatches } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page itself ends with the address and the week's hours (its come-visit card). @default false */
    saysWhereAndWhen?: boolean
  }
}

/** Whether the page shown says where and when itself, as its route declares: the footer then leaves them out. */
export const usePageSaysWhereAndWhen = () => useMatches({ select: (matches) => matches.some((match) => match.staticData.saysWhereAndWhen === true) })
