// What a text of the owner's data files is, as the catalogs' context (msgctxt) names it. The schema
// hands it to the extractor and the content modules to Lingui at run time, so both find one message.
// It keeps the owner's texts apart from the code's messages of the same words ("Rum" as a group of
// cocktails and as a shot).
export const textRoles = {
  sectionTitle: 'menu section',
  sectionIntro: 'menu section introduction',
  sectionNote: 'menu note',
  itemName: 'menu item',
  itemDescription: 'menu item description',
  itemMadeWith: 'menu item ingredients',
  variantLabel: 'menu item version',
  review: 'guest review',
  eveningDescription: 'evening description',
  eveningPicture: 'evening picture',
  photoAlt: 'photograph',
  blogCategory: 'blog category',
  blogTitle: 'blog post title',
  blogExcerpt: 'blog post excerpt',
  blogDescription: 'blog post description',
  blogText: 'blog post text',
} as const

export type TextRole = (typeof textRoles)[keyof typeof textRoles]
