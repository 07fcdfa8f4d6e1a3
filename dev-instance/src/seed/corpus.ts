/** Words the seeded world is written with. Plain, friendly, varied lengths. */
export const SENTENCES = [
  'Morning coffee and a quiet timeline, the best combination.',
  'Finally fixed the bug that has been haunting me all week.',
  'Does anyone have a good recipe for rye bread?',
  'The sky over the harbour looks unreal tonight.',
  'Reading about the history of federated protocols again.',
  'Hot take: tabs are fine, just be consistent.',
  'Spent the afternoon repotting plants. They seem happier already.',
  'New blog post is up, mostly about keyboards and patience.',
  'Is it just me or is the train always late on Mondays?',
  'Today I learned that octopuses have three hearts.',
  'Working on a small synth patch, sounds like rain on a tin roof.',
  'Who else is watching the meteor shower tonight?',
  'Thread about accessible colour palettes, bear with me.',
  'The cat has claimed the new chair. I live here now, apparently.',
  'Trying out a new font for the terminal. Feels fresh.',
  'Walked 12 km today and found a tiny bookshop by the canal.',
  'Remember to add alt text to your images, friends.',
  'Release notes are written, now for the scary part: shipping.',
  'Just finished a long novel and I feel a bit lost without it.',
  'Community garden has tomatoes again! First harvest of the year.',
  'My sourdough starter is older than some of my projects.',
  'Small reminder that rest is productive too.',
  'Found an old photo of the first computer I ever used.',
  'What are you all listening to this week?',
  'The new release has some really nice quality of life changes.',
  'Drafting a talk proposal about decentralised moderation.',
  'Rainy day, hot tea, long list of reading. Perfect.',
  'I keep forgetting how lovely this small instance is.',
  'Learning to knit. It is harder than it looks.',
  'A reminder that the local library is a treasure.',
  'Dusted off the old film camera for the weekend.',
  'Weekly check-in: how is everyone doing?',
  'Someone left a note on the bench that just said "keep going". I will.',
  'Bike repair day. Chain is clean, hands are not.',
  'Made a tiny website with no JavaScript. Loads instantly.',
  'Long day. Going to make soup and log off early.',
  'The birds outside are unusually loud this morning.',
  'Wrote a haiku about merge conflicts. It did not rhyme.',
  'Anyone tried the new hiking trail north of the city?',
  'Translating an old poem, every word is a small puzzle.',
];

export const REPLIES = [
  'Totally agree with this.',
  'Oh, I had no idea! Thanks for sharing.',
  'Haha, same here.',
  'This made my day.',
  'Could you say more about that?',
  'I think it depends, but mostly yes.',
  'Great point, saving this.',
  'Good luck with it!',
  'Ooh, pictures please!',
  'Not sure I follow, but I like the energy.',
  'That sounds lovely.',
  'Can confirm, happened to me too.',
];

export const TAGS = ['murmur', 'fediverse', 'akkoma', 'photography', 'cats', 'gardening', 'music', 'books', 'Caturday', 'OpenSource', 'bread', 'cycling'];

export const FIRST_NAMES = [
  'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy', 'Mallory', 'Niaj', 'Olivia',
  'Peggy', 'Rupert', 'Sybil', 'Trent', 'Uma', 'Victor', 'Walter', 'Xena', 'Yara', 'Zoe', 'Quinn', 'Ravi',
  'Sana', 'Tomas', 'Ines', 'Kofi', 'Lena', 'Mika',
];

export const BIOS = [
  'Gardener, reader, occasional baker.',
  'I post about code, coffee and cats.',
  'Photographer. Mostly clouds.',
  'Here for the small conversations.',
  'Music, maps and long walks.',
  'Open source maintainer. Opinions are my cat\'s.',
  'Librarian by day, synth nerd by night.',
  '',
];

export const CARD_SITES = [
  { url: 'https://news.example/articles/federation-explained', title: 'Federation, explained', description: 'How servers talk to each other and why it matters.', provider: 'News Example' },
  { url: 'https://blog.example/2024/small-web', title: 'In praise of the small web', description: 'Personal sites are back, and they are lovely.', provider: 'Blog Example' },
  { url: 'https://video.example/watch/rain', title: 'Ten hours of rain on a tin roof', description: 'Sleep, focus, relax.', provider: 'Video Example' },
  { url: 'https://recipes.example/rye', title: 'A simple rye loaf', description: 'Four ingredients and some patience.', provider: 'Recipes Example' },
];

export const ALT_TEXTS = [
  'A cat asleep on a pile of books.',
  'Sunset over a harbour with small boats.',
  'A loaf of bread cooling on a rack.',
  'A mechanical keyboard with colourful keycaps.',
  'Tomato plants in a raised bed.',
  'A foggy forest path in the morning.',
  'A hand-drawn map of a small town.',
];

export const POLLS = [
  { q: 'Which timeline do you read most?', options: ['Home', 'Local', 'Bubble', 'Federated'] },
  { q: 'Tea or coffee?', options: ['Tea', 'Coffee', 'Both', 'Neither'] },
  { q: 'Best time to post?', options: ['Morning', 'Evening'] },
  { q: 'Pick your favourite seasons', options: ['Spring', 'Summer', 'Autumn', 'Winter'], multiple: true },
  { q: 'Dark theme or light theme?', options: ['Dark', 'Light', 'Follows the system'] },
];
