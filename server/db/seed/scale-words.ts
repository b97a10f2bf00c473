/** Word lists the scale seed combines into names and titles (fictional, like the demo data). */

export const firstNames = [
  'Ava', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Iris', 'Jonah', 'Kemi', 'Liam', 'Maya', 'Nico', 'Omar',
  'Priya', 'Quinn', 'Rosa', 'Sam', 'Tariq', 'Uma', 'Victor', 'Wen', 'Ximena', 'Yusuf', 'Zoe',
];

export const lastNames = [
  'Abbott', 'Baptiste', 'Castillo', 'Dlamini', 'Eriksen', 'Fontaine', 'Garcia', 'Hale', 'Ibarra', 'Jensen', 'Kowalski', 'Lindqvist',
  'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quintero', 'Rahman', 'Silva', 'Tanaka', 'Ueda', 'Vasquez', 'Whitfield', 'Yilmaz', 'Zeller',
];

/** First word of creator names and titles. */
export const adjectives = [
  'Amber', 'Blue', 'Broken', 'Copper', 'Crimson', 'Daylight', 'Electric', 'Faded', 'Golden', 'Hollow', 'Indigo', 'Iron', 'Jade',
  'Lunar', 'Midnight', 'Neon', 'Northern', 'Paper', 'Quiet', 'Restless', 'Rusty', 'Silver', 'Slow', 'Static', 'Velvet', 'Wild',
  'Winter', 'Young', 'Hidden', 'Open',
];

export const nouns = [
  'Harbor', 'Echo', 'Lanterns', 'Pines', 'Radio', 'Tides', 'Wolves', 'Avenue', 'Canyon', 'Comets', 'Engines', 'Fields', 'Gardens',
  'Highway', 'Islands', 'Kites', 'Meadow', 'Mirrors', 'Orchard', 'Parade', 'Rivers', 'Saints', 'Signals', 'Skyline', 'Sparrows',
  'Streets', 'Thunder', 'Valley', 'Waves', 'Youth',
];

export const creatorSuffixes = ['', '', ' Trio', ' Collective', ' Quartet', ' Project', ' & the Night Shift', ' Sound System'];

/** Substrings the explore category filter looks for: music 10 in 12, podcasts 2 in 12. */
export const creatorCategories = [
  'indie music', 'indie music', 'electronic music', 'electronic music', 'country music', 'hip hop music', 'pop music', 'rock music',
  'jazz music', 'folk music', 'podcasts', 'true crime podcasts',
];

export const genres = ['Pop', 'Hip Hop', 'Rock', 'Electronic', 'R&B', 'Country', 'Jazz', 'Classical', 'Folk', 'Alternative', 'Indie', 'Funk'];

/** In the order of `projectTypes`: two title endings per type, and the demo cover of that type. */
export const titleEndings = [
  ['Debut EP', 'Live Album'],
  ['Summer Tour', 'Regional Tour'],
  ['Backline Upgrade', 'Modular Rig'],
  ['Home Studio Build', 'Vocal Booth'],
  ['Podcast Season', 'Audio Series'],
  ['Release Campaign', 'Vinyl Campaign'],
  ['Visual Show', 'Music Video'],
];

export const projectCovers = [
  '/demo/project-glasshouse-hearts-ep.svg',
  '/demo/project-back-roads-summer-tour.svg',
  '/demo/project-tidewater-modular-rig.svg',
  '/demo/project-basement-to-booth-studio.svg',
  '/demo/project-liner-notes-season-three.svg',
  '/demo/project-midnight-standards-campaign.svg',
  '/demo/project-lightform-visual-show.svg',
];

export const creatorImages = [
  '/demo/creator-lumen-harrow.svg',
  '/demo/creator-neon-tidewater.svg',
  '/demo/creator-gravelroad-saints.svg',
  '/demo/creator-static-and-sage.svg',
  '/demo/creator-kairo-vex.svg',
  '/demo/creator-velvet-lowlight-trio.svg',
];
