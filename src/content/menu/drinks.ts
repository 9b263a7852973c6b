import { msg } from '@lingui/core/macro'
import type { MenuItem, MenuSection } from './menuTypes'

const cocktail = (item: Omit<MenuItem, 'price'> & { price?: number }): MenuItem => ({ price: 600, ...item })

/** The right column of the menu, in the specification's order. Prices in euro cents. */
export const drinkSections: readonly MenuSection[] = [
  {
    id: 'cocktails',
    title: msg({ message: 'Cocktails', comment: 'Menu section heading. Terms: cocktails — see the glossary in docs/translating.md.' }),
    image: 'cocktail',
    items: [],
    notes: [
      {
        text: msg({
          message: 'Any tequila cocktail can also be made with mezcal, for {surcharge} extra.',
          comment: 'Note under the cocktails; {surcharge} is the extra price written the way your language writes prices, such as "€3" or "3 €". Terms: tequila, mezcal, cocktails — see the glossary in docs/translating.md.',
        }),
        prices: { surcharge: 300 },
      },
    ],
    subsections: [
      {
        id: 'cocktails-tequila',
        title: msg({ message: 'Tequila and mezcal', comment: 'Heading of the cocktails made with tequila or mezcal. Terms: tequila, mezcal — see the glossary in docs/translating.md.' }),
        items: [
          cocktail({
            id: 'margarita-clasica',
            name: msg({ message: 'Margarita Clásica', comment: 'Drink name: keep it as is unless your language writes it otherwise. Terms: margarita — see the glossary in docs/translating.md.' }),
            extraDescription: msg({ message: 'Tequila, orange liqueur, fresh lime.', comment: 'What a cocktail is made with, shown under its name. Terms: tequila — see the glossary in docs/translating.md.' }),
            description: msg({ message: 'Also spicy, sweet, peach, mango or passion fruit: ask for your favourite.', comment: 'Menu description: the margarita variants. Terms: form of address — see the glossary in docs/translating.md.' }),
            image: 'margarita',
          }),
          cocktail({ id: 'paloma', name: msg({ message: 'Paloma', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Tequila, pink grapefruit soda, lime, salt.', comment: 'What a cocktail is made with, shown under its name. Terms: tequila — see the glossary in docs/translating.md.' }) }),
          cocktail({ id: 'tequila-sunrise', name: msg({ message: 'Tequila Sunrise', comment: 'Drink name: keep it as is unless your language writes it otherwise. Terms: tequila — see the glossary in docs/translating.md.' }), extraDescription: msg({ message: 'Tequila, orange juice, grenadine.', comment: 'What a cocktail is made with, shown under its name. Terms: tequila — see the glossary in docs/translating.md.' }) }),
          cocktail({ id: 'mezcalita', name: msg({ message: 'Mezcalita', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Mezcal, lime, agave, chile salt.', comment: 'What a cocktail is made with, shown under its name. Terms: mezcal — see the glossary in docs/translating.md.' }) }),
        ],
      },
      {
        id: 'cocktails-rum',
        title: msg({ message: 'Rum', context: 'cocktail group', comment: 'Heading of the cocktails made with rum' }),
        items: [
          cocktail({ id: 'mojito', name: msg({ message: 'Mojito', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'White rum, mint, lime, soda.', comment: 'What a cocktail is made with, shown under its name' }) }),
          cocktail({ id: 'pina-colada', name: msg({ message: 'Piña Colada', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Rum, pineapple, coconut cream.', comment: 'What a cocktail is made with, shown under its name' }) }),
          cocktail({ id: 'cuba-libre', name: msg({ message: 'Cuba Libre', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Rum, cola, lime.', comment: 'What a cocktail is made with, shown under its name' }) }),
        ],
      },
      {
        id: 'cocktails-whiskey',
        title: msg({ message: 'Whiskey', context: 'cocktail group', comment: 'Heading of the cocktails made with whiskey' }),
        items: [
          cocktail({ id: 'whiskey-sour', name: msg({ message: 'Whiskey Sour', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Bourbon, lemon, sugar, egg white.', comment: 'What a cocktail is made with, shown under its name' }) }),
          cocktail({ id: 'old-fashioned', name: msg({ message: 'Old Fashioned', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Bourbon, bitters, orange peel.', comment: 'What a cocktail is made with, shown under its name' }) }),
        ],
      },
      {
        id: 'cocktails-gin',
        title: msg({ message: 'Gin', context: 'cocktail group', comment: 'Heading of the cocktails made with gin' }),
        items: [
          cocktail({ id: 'gin-tonic', name: msg({ message: 'Gin & Tonic', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Gin, tonic, cucumber or lime.', comment: 'What a cocktail is made with, shown under its name' }) }),
          cocktail({ id: 'negroni', name: msg({ message: 'Negroni', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Gin, Campari, red vermouth.', comment: 'What a cocktail is made with, shown under its name' }) }),
        ],
      },
      {
        id: 'cocktails-vodka',
        title: msg({ message: 'Vodka', context: 'cocktail group', comment: 'Heading of the cocktails made with vodka' }),
        items: [
          cocktail({ id: 'moscow-mule', name: msg({ message: 'Moscow Mule', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Vodka, ginger beer, lime.', comment: 'What a cocktail is made with, shown under its name' }) }),
          cocktail({ id: 'cosmopolitan', name: msg({ message: 'Cosmopolitan', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Vodka, orange liqueur, cranberry, lime.', comment: 'What a cocktail is made with, shown under its name' }) }),
        ],
      },
      {
        id: 'cocktails-classics',
        title: msg({ message: 'Classics', comment: 'Heading of a group of classic cocktails (Aperol Spritz, Long Island Iced Tea)' }),
        items: [
          { id: 'aperol-spritz', name: msg({ message: 'Aperol Spritz', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Aperol, prosecco, soda.', comment: 'What a cocktail is made with, shown under its name' }), price: 500 },
          { id: 'long-island', name: msg({ message: 'Long Island Iced Tea', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), extraDescription: msg({ message: 'Vodka, gin, rum, tequila, orange liqueur, cola.', comment: 'What a cocktail is made with, shown under its name. Terms: tequila — see the glossary in docs/translating.md.' }), price: 800 },
        ],
      },
    ],
  },
  {
    id: 'shots',
    title: msg({ message: 'Shots', comment: 'Menu section heading: spirits served neat, by the shot' }),
    items: [
      { id: 'shot-mezcal', name: msg({ message: 'Mezcal', context: 'shot', comment: 'A shot of mezcal on the drinks menu. Terms: mezcal — see the glossary in docs/translating.md.' }), price: 700 },
      { id: 'shot-tequila-reposado', name: msg({ message: 'Tequila reposado, top shelf', comment: 'Shot of a premium aged tequila. Terms: tequila — see the glossary in docs/translating.md.' }), price: 800 },
      { id: 'shot-tequila-anejo', name: msg({ message: 'Tequila añejo, top shelf', comment: 'Shot of a premium extra-aged tequila. Terms: tequila — see the glossary in docs/translating.md.' }), price: 800 },
      { id: 'shot-vodka', name: msg({ message: 'Vodka', context: 'shot', comment: 'A shot of vodka on the drinks menu' }), price: 300 },
      { id: 'shot-gin', name: msg({ message: 'Gin', context: 'shot', comment: 'A shot of gin on the drinks menu' }), price: 300 },
      { id: 'shot-rum', name: msg({ message: 'Rum', context: 'shot', comment: 'A shot of rum on the drinks menu' }), price: 300 },
      { id: 'shot-whiskey', name: msg({ message: 'Whiskey', context: 'shot', comment: 'A shot of whiskey on the drinks menu' }), price: 300 },
      { id: 'shot-balsam', name: msg({ message: 'Riga Black Balsam', comment: 'Shot of the traditional Latvian herbal liqueur (Rīgas Melnais balzams)' }), price: 300 },
    ],
  },
  {
    id: 'beer',
    title: msg({ message: 'Beer and cider', comment: 'Menu section heading' }),
    items: [
      { id: 'corona', name: msg({ message: 'Corona Extra', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), description: msg({ message: 'Bottle, 0.355\u00A0l, with lime.', comment: 'Menu description of a beer; keep the no-break space between number and unit' }), price: 500 },
      { id: 'modelo', name: msg({ message: 'Modelo Especial', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), description: msg({ message: 'Mexican lager, bottle, 0.355\u00A0l.', comment: 'Menu description of a beer; keep the no-break space between number and unit' }), price: 500 },
      { id: 'local-lager', name: msg({ message: 'Latvian draught lager', comment: 'A local beer on tap' }), description: msg({ message: '0.4\u00A0l.', comment: 'Size of a glass of beer; keep the no-break space between number and unit' }), price: 300 },
      { id: 'cider', name: msg({ message: 'Apple cider', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), description: msg({ message: 'Bottle, 0.33\u00A0l.', comment: 'Menu description of a cider; keep the no-break space between number and unit' }), price: 400 },
      { id: 'corona-bucket', name: msg({ message: 'Bucket of Coronas', comment: 'Six bottles of Corona served in an ice bucket' }), description: msg({ message: '6 bottles on ice.', comment: 'Menu description of the bucket of beer' }), price: 2100 },
    ],
  },
  {
    id: 'wine',
    title: msg({ message: 'Wine', comment: 'Menu section heading' }),
    intro: msg({ message: 'By the glass, 0.15\u00A0l.', comment: 'Introduction of the wine section; keep the no-break space between number and unit' }),
    items: [
      { id: 'wine-red', name: msg({ message: 'Red wine', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), price: 400 },
      { id: 'wine-white', name: msg({ message: 'White wine', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), price: 400 },
      { id: 'wine-rose', name: msg({ message: 'Rosé wine', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), price: 400 },
    ],
  },
  {
    id: 'others',
    title: msg({ message: 'Other drinks', comment: 'Menu section heading: drinks that are neither cocktails, beer nor wine' }),
    items: [
      {
        id: 'michelada',
        name: msg({ message: 'Michelada', comment: 'Drink name: keep it as is unless your language writes it otherwise' }),
        description: msg({ message: 'Beer with lime, spices and a chile-salt rim.', comment: 'Menu description of the michelada' }),
        variants: [
          { label: msg({ message: 'Classic', context: 'michelada', comment: 'Version of the michelada: the plain one, without prawns' }), price: 800 },
          { label: msg({ message: 'With four prawns', comment: 'Version of the michelada topped with four prawns' }), price: 950 },
        ],
      },
      {
        id: 'sangria',
        name: msg({ message: 'Sangría', comment: 'Drink name: keep it as is unless your language writes it otherwise' }),
        description: msg({ message: 'Red wine, fruit and a splash of brandy.', comment: 'Menu description of sangria' }),
        variants: [
          { label: msg({ message: 'Glass', comment: 'Serving size of sangria' }), price: 600 },
          { label: msg({ message: 'Jug, 1.5\u00A0l', comment: 'Serving size of sangria: a 1.5-litre jug; keep the no-break space between number and unit' }), price: 1500 },
        ],
      },
    ],
  },
  {
    id: 'non-alcoholic',
    title: msg({ message: 'Non-alcoholic', comment: 'Menu section heading: drinks without alcohol' }),
    items: [
      { id: 'soft-drinks', name: msg({ message: 'Soft drinks', comment: 'Cola, lemonade and the like' }), description: msg({ message: 'Coca-Cola, Fanta, Sprite, Jarritos.', comment: 'Menu description of the soft drinks' }), price: 200 },
      { id: 'water', name: msg({ message: 'Water', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), description: msg({ message: 'Still or sparkling.', comment: 'Menu description of water' }), price: 200 },
      { id: 'coffee', name: msg({ message: 'Coffee', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), price: 150 },
      { id: 'tea', name: msg({ message: 'Tea', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), price: 150 },
      { id: 'beer-0', name: msg({ message: 'Alcohol-free beer', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), variants: [
        { label: msg({ message: 'Local, bottle', comment: 'Version of the alcohol-free beer' }), price: 400 },
        { label: msg({ message: 'Corona Cero', comment: 'Version of the alcohol-free beer (brand name)' }), price: 500 },
      ] },
    ],
    subsections: [
      {
        id: 'mocktails',
        title: msg({ message: 'Mocktails', comment: 'Menu group heading: cocktails without alcohol' }),
        items: [
          { id: 'horchata', name: msg({ message: 'Horchata', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), description: msg({ message: 'Rice, cinnamon and vanilla, served cold.', comment: 'Menu description of horchata' }), price: 200, vegan: true },
          { id: 'agua-de-jamaica', name: msg({ message: 'Agua de Jamaica', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), description: msg({ message: 'Hibiscus flower iced tea.', comment: 'Menu description of agua de jamaica' }), price: 300, vegan: true },
          { id: 'virgin-mojito', name: msg({ message: 'Virgin Mojito', comment: 'Drink name: keep it as is unless your language writes it otherwise' }), price: 300, vegan: true },
          { id: 'virgin-margarita', name: msg({ message: 'Virgin Margarita', comment: 'Drink name: keep it as is unless your language writes it otherwise. Terms: margarita — see the glossary in docs/translating.md.' }), price: 300, vegan: true },
        ],
      },
    ],
  },
]
