import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PictureName } from './pictures'

/** A piece of a post's article; each is its own message, so translators work paragraph by paragraph. */
export interface BlogBlock {
  /** A heading is set as the article's `h2`. */
  kind: 'paragraph' | 'heading'
  text: MessageDescriptor
}

export interface BlogPost {
  /** The address of the post: `/{lang}/blog/{id}`. */
  id: string
  /** ISO date of publication. */
  date: string
  readMinutes: number
  category: MessageDescriptor
  picture: PictureName
  title: MessageDescriptor
  /** The line under the title on the blog list. */
  excerpt: MessageDescriptor
  /** The post page's meta description: 70–160 characters. */
  description: MessageDescriptor
  body: readonly BlogBlock[]
  /** Written for the site rather than by the owner; shown like any post until replaced. */
  isDraft?: boolean
}

export const blogSubtitle = msg({
  message: 'News and stories from our kitchen, our bar and the guests who make Amigo what it is.',
  comment: 'Subtitle under the "Blog" heading of the blog list. Terms: guests — see the glossary in docs/translating.md.',
})

/**
 * The blog's posts, newest first. A new post is an entry here: the list, its page, the links and
 * the prerender all follow from this array.
 */
export const blogPosts: readonly BlogPost[] = [
  {
    id: 'world-leaders-at-amigo',
    date: '2025-04-10',
    readMinutes: 5,
    category: msg({ message: 'Stories', comment: 'Blog post category: stories from the restaurant' }),
    picture: 'worldTable',
    title: msg({
      message: 'World leaders at Amigo?',
      comment: 'Title of the blog post world-leaders-at-amigo. Playful: no head of state has visited; the post is about guests from many countries.',
    }),
    excerpt: msg({
      message:
        'No president has booked a table with us yet, as far as we know. But every evening the world sits down at our tables, and that is the summit we like best.',
      comment: 'Excerpt of the blog post world-leaders-at-amigo, on the blog list. Terms: reservation — see the glossary in docs/translating.md.',
    }),
    description: msg({
      message: 'Diplomats, travellers, students and locals: how a Mexican restaurant became a small crossroads of the world in Riga.',
      comment: 'Search result description of the blog post world-leaders-at-amigo, under 160 characters',
    }),
    /** DRAFT: written for the site; the owner replaces it. */
    isDraft: true,
    body: [
      {
        kind: 'paragraph',
        text: msg({
          message:
            'Let us answer the question in the title straight away: no, as far as we know, no president or prime minister has ever booked a table at Amigo. Nobody has arrived with a motorcade, and our karaoke microphone has never been used for an address to the nation. And yet, on almost any evening, look around the room and you will see something very like a small world summit, only with better food and much louder music.',
          comment: 'Blog post world-leaders-at-amigo, paragraph 1. Terms: reservation, form of address — see the glossary in docs/translating.md.',
        }),
      },
      {
        kind: 'heading',
        text: msg({ message: 'Riga, where roads meet', comment: 'Blog post world-leaders-at-amigo, subheading 1 (before paragraph 2)' }),
      },
      {
        kind: 'paragraph',
        text: msg({
          message:
            'Riga has always been a crossroads. For centuries ships, merchants and languages have passed through it, and today the city is home to embassies, international companies, universities and a steady stream of visitors from all over the world. Sooner or later many of them walk through our door on a cold evening, looking for something warm: a plate of tacos, a margarita, a little Latin music to shake off the northern winter.',
          comment: 'Blog post world-leaders-at-amigo, paragraph 2. Terms: tacos, margarita — see the glossary in docs/translating.md.',
        }),
      },
      {
        kind: 'paragraph',
        text: msg({
          message:
            'On a single night you might hear Latvian and Russian at the bar, Spanish from a table of exchange students, English from travellers planning tomorrow’s walk through the Old Town, and German, Estonian or Finnish from friends who have come over for the weekend. Somewhere in the middle, a few people from an embassy debate, very diplomatically, which salsa is the hottest. Nobody needs an interpreter to agree that another round of churros was the right decision.',
          comment: 'Blog post world-leaders-at-amigo, paragraph 3. Terms: churros, form of address — see the glossary in docs/translating.md.',
        }),
      },
      {
        kind: 'heading',
        text: msg({ message: 'A table where languages mix', comment: 'Blog post world-leaders-at-amigo, subheading 2 (before paragraph 4)' }),
      },
      {
        kind: 'paragraph',
        text: msg({
          message:
            'Mexico knows a thing or two about this. Mexico City is one of the largest cities on earth, a place where people from every corner of the country, and far beyond it, meet over food; at a taco stand on a street corner, a banker, a builder and a tourist can eat side by side and nobody finds it strange. Our chef brought that spirit from Mexico City to Riga: the belief that a shared meal does more for understanding than any speech. Tacos are eaten with your hands, salsas travel across the table, and before long the people at the next table are telling you what to order.',
          comment: 'Blog post world-leaders-at-amigo, paragraph 4. Terms: tacos, chef, Mexico City, form of address — see the glossary in docs/translating.md.',
        }),
      },
      {
        kind: 'paragraph',
        text: msg({
          message:
            'That is why we love pushing tables together, and why our team is used to explaining a dish with a smile, a gesture or whatever language the table has in common. The menu has vegan and gluten-free options, so a group of friends from five countries can also be a group with five different diets, and everyone still shares the guacamole. Happy hour is often when these tables come together: colleagues after work, classmates after a lecture, a visiting family on its first night in town.',
          comment: 'Blog post world-leaders-at-amigo, paragraph 5. Terms: guacamole, happy hour — see the glossary in docs/translating.md.',
        }),
      },
      {
        kind: 'heading',
        text: msg({ message: 'When the music does the talking', comment: 'Blog post world-leaders-at-amigo, subheading 3 (before paragraph 6)' }),
      },
      {
        kind: 'paragraph',
        text: msg({
          message:
            'Later in the evening, when the live music starts, the borders disappear altogether. A Latin rhythm needs no translation, and karaoke has a diplomacy of its own: once two strangers have sung the same chorus, badly and happily, they are friends for the rest of the night. Dancing helps too: you do not need to know the steps, because someone at the next table will show you, usually in a language you do not speak, and it works anyway. We have seen more friendships begin on a Friday at Amigo than any summit could hope for, although, to be fair, nobody has ever invited us to a summit.',
          comment: 'Blog post world-leaders-at-amigo, paragraph 6. Terms: form of address — see the glossary in docs/translating.md.',
        }),
      },
      {
        kind: 'paragraph',
        text: msg({
          message:
            'So, world leaders at Amigo? Perhaps one day; the tacos are ready. Until then we will keep welcoming the people who really make this city international: students and travellers, diplomats and neighbours, the regulars who bring every friend who visits them, and the guests who came in once to get out of the rain and somehow never left. Whether you are in Riga for a day, a semester or a lifetime, there is a seat for you at our table. Mi casa es tu casa.',
          comment: 'Blog post world-leaders-at-amigo, paragraph 7. Keep "Mi casa es tu casa" in Spanish (it means "my home is your home"). Terms: tacos, guests, form of address — see the glossary in docs/translating.md.',
        }),
      },
    ],
  },
]

export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id)
}
