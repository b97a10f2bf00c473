/**
 * Demo data for the Stagebacker Sandbox.
 *
 * EVERYTHING IN THIS FILE IS FICTIONAL SANDBOX CONTENT. The creators, projects, figures,
 * milestones and budgets are invented for the demo; they do not describe any real artist,
 * podcast or business, and no real money is involved. Links point only to placeholder
 * addresses under https://example.com so that no real artist is ever linked.
 *
 * Money is in whole US dollars. Dates are day offsets from the day of seeding.
 * Invariants (checked by the seed tests): budget keys sum to fundingGoal;
 * totalShares = fundingGoal / sharePrice; availableShares = totalShares - raisedAmount / sharePrice.
 */
import type { DemoCreator, DemoProject } from './demo-types';

export const demoCreators: DemoCreator[] = [
  {
    key: 'lumen-harrow',
    name: 'Lumen Harrow',
    category: 'indie music',
    bio:
      'Lumen Harrow writes bedroom-pop anthems on a borrowed twelve-string and records them in a converted greenhouse. ' +
      'Her songs are about late trains, small towns and big feelings. (Fictional demo creator.)',
    imageUrl: '/demo/creator-lumen-harrow.svg',
    spotifyUrl: 'https://example.com/fictional/spotify/lumen-harrow',
    websiteUrl: 'https://example.com/fictional/lumen-harrow',
    followers: 48200,
    totalViews: 2350000,
    monthlyRevenue: 3400,
    averageEngagement: 6.8,
  },
  {
    key: 'neon-tidewater',
    name: 'Neon Tidewater',
    category: 'electronic music',
    bio:
      'Neon Tidewater is a two-piece electronic act building hypnotic live sets from modular synths and field recordings of the sea. ' +
      'Every show is improvised and never played the same way twice. (Fictional demo creator.)',
    imageUrl: '/demo/creator-neon-tidewater.svg',
    spotifyUrl: 'https://example.com/fictional/spotify/neon-tidewater',
    websiteUrl: 'https://example.com/fictional/neon-tidewater',
    followers: 126500,
    totalViews: 9800000,
    monthlyRevenue: 8900,
    averageEngagement: 4.9,
  },
  {
    key: 'gravelroad-saints',
    name: 'The Gravelroad Saints',
    category: 'country music',
    bio:
      'The Gravelroad Saints are a five-piece country band with pedal steel, three-part harmonies and a tour van named Dolores. ' +
      'They have played every county fair within four hundred miles of home. (Fictional demo creator.)',
    imageUrl: '/demo/creator-gravelroad-saints.svg',
    spotifyUrl: 'https://example.com/fictional/spotify/gravelroad-saints',
    websiteUrl: 'https://example.com/fictional/gravelroad-saints',
    followers: 73400,
    totalViews: 4120000,
    monthlyRevenue: 6200,
    averageEngagement: 5.6,
  },
  {
    key: 'static-and-sage',
    name: 'Static & Sage',
    category: 'podcasts',
    bio:
      'Static & Sage is a weekly music-history podcast hosted by two former radio DJs who dig up the stories behind forgotten B-sides. ' +
      'Each episode ends with a listener-picked deep cut. (Fictional demo creator.)',
    imageUrl: '/demo/creator-static-and-sage.svg',
    websiteUrl: 'https://example.com/fictional/static-and-sage',
    followers: 31800,
    totalViews: 1640000,
    monthlyRevenue: 2750,
    averageEngagement: 8.3,
  },
  {
    key: 'kairo-vex',
    name: 'Kairo Vex',
    category: 'hip hop music',
    bio:
      'Kairo Vex is a producer and rapper who turned a basement storage room into a late-night beat lab. ' +
      'His lo-fi boom-bap loops soundtrack thousands of study sessions every week. (Fictional demo creator.)',
    imageUrl: '/demo/creator-kairo-vex.svg',
    spotifyUrl: 'https://example.com/fictional/spotify/kairo-vex',
    followers: 89100,
    totalViews: 12600000,
    monthlyRevenue: 5100,
    averageEngagement: 7.4,
  },
  {
    key: 'velvet-lowlight-trio',
    name: 'The Velvet Lowlight Trio',
    category: 'jazz music',
    bio:
      'The Velvet Lowlight Trio plays smoky after-hours standards on upright bass, brushed drums and a slightly out-of-tune piano. ' +
      'Their residency at an imaginary rooftop bar sells out every Thursday. (Fictional demo creator.)',
    imageUrl: '/demo/creator-velvet-lowlight-trio.svg',
    websiteUrl: 'https://example.com/fictional/velvet-lowlight-trio',
    followers: 18900,
    totalViews: 610000,
    monthlyRevenue: 1450,
    averageEngagement: 5.2,
  },
];

export const demoProjects: DemoProject[] = [
  {
    // Nearly sold out: 12 shares left, 99.0% funded.
    key: 'glasshouse-hearts-ep',
    creatorKey: 'lumen-harrow',
    title: 'Glasshouse Hearts: Debut EP',
    description:
      'Six shimmering indie-pop songs recorded live in a sunlit greenhouse studio, with strings, tape echo and a choir of ' +
      'friends on the final chorus. Funds cover studio time, session players, mixing and mastering. ' +
      'A fictional sandbox demo project: no real artist, no real money.',
    type: 'album',
    musicGenre: 'Indie',
    fundingGoal: 24000,
    raisedAmount: 23760,
    minInvestment: 50,
    sharePrice: 20,
    totalShares: 1200,
    availableShares: 12,
    imageUrl: '/demo/project-glasshouse-hearts-ep.svg',
    startDayOffset: -40,
    endDayOffset: 24,
    createdDaysAgo: 45,
    milestones: [
      { name: 'Pre-production', description: 'Arrangements finished and demo takes approved.', dayOffset: -40, status: 'completed' },
      {
        name: 'Tracking sessions',
        description: 'Ten days of live tracking in the greenhouse studio.',
        dayOffset: -18,
        status: 'completed',
      },
      { name: 'Mixing and mastering', description: 'Final mixes, vinyl and streaming masters.', dayOffset: 3, status: 'in_progress' },
      { name: 'EP release', description: 'Release day with a listening party for backers.', dayOffset: 24, status: 'upcoming' },
    ],
    budget: { venues: 6000, equipment: 3500, travel: 800, marketing: 4200, crew: 8500, other: 1000 },
  },
  {
    key: 'back-roads-summer-tour',
    creatorKey: 'gravelroad-saints',
    title: 'Back Roads Summer Tour',
    description:
      'Twenty-two dates across dance halls, fairgrounds and riverside stages, with a pedal-steel-powered show and a ' +
      "merch table run by the drummer's grandmother. Funds cover venues, fuel, crew and a new PA. " +
      'This is a fictional sandbox demo project.',
    type: 'tour',
    musicGenre: 'Country',
    fundingGoal: 86000,
    raisedAmount: 41350,
    minInvestment: 250,
    sharePrice: 50,
    totalShares: 1720,
    availableShares: 893,
    imageUrl: '/demo/project-back-roads-summer-tour.svg',
    startDayOffset: -20,
    endDayOffset: 120,
    createdDaysAgo: 28,
    milestones: [
      { name: 'Routing and booking', description: 'All 22 dates confirmed with venues.', dayOffset: -20, status: 'completed' },
      {
        name: 'Rehearsals and PA upgrade',
        description: 'Two weeks of rehearsals and the new sound system.',
        dayOffset: 6,
        status: 'in_progress',
      },
      { name: 'Opening night', description: 'First show of the tour at the county fairgrounds.', dayOffset: 45, status: 'upcoming' },
      { name: 'Tour finale', description: 'Closing hometown show, recorded for a live album.', dayOffset: 120, status: 'upcoming' },
    ],
    budget: { venues: 28000, equipment: 9000, travel: 22500, marketing: 8500, crew: 15000, other: 3000 },
  },
  {
    key: 'tidewater-modular-rig',
    creatorKey: 'neon-tidewater',
    title: 'Tidewater Modular: Live Synth Rig',
    description:
      'A road-ready modular synthesizer rig with sequencers, filters and a hardware sampler, so every set can be ' +
      'improvised live instead of played from a laptop. Includes flight cases and spare cables. ' +
      'A fictional sandbox demo project.',
    type: 'equipment',
    musicGenre: 'Electronic',
    fundingGoal: 18500,
    raisedAmount: 11275,
    minInvestment: 100,
    sharePrice: 25,
    totalShares: 740,
    availableShares: 289,
    imageUrl: '/demo/project-tidewater-modular-rig.svg',
    startDayOffset: -15,
    endDayOffset: 45,
    createdDaysAgo: 18,
    milestones: [
      { name: 'Rig design', description: 'Module list and signal flow finalised.', dayOffset: -15, status: 'completed' },
      { name: 'Order hardware', description: 'Cases, modules and sampler ordered from suppliers.', dayOffset: 2, status: 'in_progress' },
      { name: 'Build and patch', description: 'Rig assembled, wired and road-tested.', dayOffset: 25, status: 'upcoming' },
      { name: 'Live debut', description: 'First fully improvised set on the new rig.', dayOffset: 45, status: 'upcoming' },
    ],
    budget: { venues: 0, equipment: 15200, travel: 400, marketing: 900, crew: 1200, other: 800 },
  },
  {
    key: 'basement-to-booth-studio',
    creatorKey: 'kairo-vex',
    title: 'Basement to Booth: Home Studio Build',
    description:
      'Turning a damp basement storage room into a treated vocal booth and beat lab: acoustic panels, a proper ' +
      'interface, studio monitors and a quiet computer. More beats, cleaner vocals, faster releases. ' +
      'This is a fictional sandbox demo project.',
    type: 'studio_setup',
    musicGenre: 'Hip Hop',
    fundingGoal: 32000,
    // Funded: its campaign closed thirteen months ago with the goal reached by fictional demo
    // backers, so it has earned and paid out past quarters from the first start, and its shares
    // are past the 12-month resale lock: it is the demo market's project (demo-market.ts).
    raisedAmount: 32000,
    minInvestment: 25,
    sharePrice: 10,
    totalShares: 3200,
    availableShares: 0,
    imageUrl: '/demo/project-basement-to-booth-studio.svg',
    startDayOffset: -465,
    endDayOffset: -400,
    createdDaysAgo: 466,
    milestones: [
      { name: 'Room survey', description: 'Acoustic measurements and floor plan done.', dayOffset: -465, status: 'completed' },
      { name: 'Soundproofing', description: 'Walls, door and ceiling treatment installed.', dayOffset: -385, status: 'completed' },
      { name: 'Gear install', description: 'Interface, monitors and booth microphone set up.', dayOffset: -355, status: 'completed' },
      { name: 'First session', description: 'A new single recorded end to end in the booth.', dayOffset: -305, status: 'completed' },
    ],
    budget: { venues: 0, equipment: 19500, travel: 0, marketing: 2500, crew: 6000, other: 4000 },
  },
  {
    key: 'liner-notes-season-three',
    creatorKey: 'static-and-sage',
    title: 'Static & Sage Season 3: Liner Notes',
    description:
      'Twelve new episodes chasing the stories behind legendary liner notes, with interviews on the road, better ' +
      'microphones, a freelance editor and two live tapings in front of listeners. ' +
      'A fictional sandbox demo project: the show and its guests are invented.',
    type: 'podcast_production',
    musicGenre: 'Other',
    fundingGoal: 12500,
    raisedAmount: 5135,
    minInvestment: 25,
    sharePrice: 5,
    totalShares: 2500,
    availableShares: 1473,
    imageUrl: '/demo/project-liner-notes-season-three.svg',
    startDayOffset: -30,
    endDayOffset: 60,
    createdDaysAgo: 33,
    milestones: [
      { name: 'Season plan', description: 'Episode list and guest wish list locked.', dayOffset: -30, status: 'completed' },
      { name: 'Gear upgrade', description: 'New microphones and a portable recorder in use.', dayOffset: -12, status: 'completed' },
      { name: 'Interview recording', description: 'Field interviews for the first six episodes.', dayOffset: 5, status: 'in_progress' },
      { name: 'Live taping', description: 'Two episodes recorded in front of an audience.', dayOffset: 35, status: 'upcoming' },
      { name: 'Season premiere', description: 'Episode one released on all platforms.', dayOffset: 60, status: 'upcoming' },
    ],
    budget: { venues: 600, equipment: 3400, travel: 1200, marketing: 2800, crew: 3900, other: 600 },
  },
  {
    // Already ended: funding closed 12 days ago, all milestones completed.
    key: 'midnight-standards-campaign',
    creatorKey: 'velvet-lowlight-trio',
    title: 'Midnight Standards: Vinyl Release Campaign',
    description:
      'A release campaign for a late-night jazz record: a limited smoke-grey vinyl pressing, a short film shot on the ' +
      'rooftop, radio outreach and a candle-lit release show. Funding has closed. ' +
      'This is a fictional sandbox demo project.',
    type: 'marketing',
    musicGenre: 'Jazz',
    fundingGoal: 9500,
    raisedAmount: 8740,
    minInvestment: 50,
    sharePrice: 10,
    totalShares: 950,
    availableShares: 76,
    imageUrl: '/demo/project-midnight-standards-campaign.svg',
    startDayOffset: -85,
    endDayOffset: -12,
    createdDaysAgo: 90,
    milestones: [
      { name: 'Campaign kickoff', description: 'Artwork, press kit and release date announced.', dayOffset: -85, status: 'completed' },
      { name: 'Rooftop film shoot', description: 'Short performance film shot and edited.', dayOffset: -60, status: 'completed' },
      { name: 'Radio and press outreach', description: 'Campaign sent to jazz radio and blogs.', dayOffset: -35, status: 'completed' },
      { name: 'Vinyl release show', description: 'Candle-lit release show and vinyl in shops.', dayOffset: -12, status: 'completed' },
    ],
    budget: { venues: 1200, equipment: 0, travel: 500, marketing: 6300, crew: 1000, other: 500 },
  },
  {
    key: 'lightform-visual-show',
    creatorKey: 'neon-tidewater',
    title: 'Lightform: Audio-Reactive Light Show',
    description:
      'An immersive audiovisual show where lasers, LED walls and projection mapping react to every synth note in real ' +
      'time, touring planetariums and warehouse spaces. Funds cover projectors, custom software and crew. ' +
      'A fictional sandbox demo project.',
    type: 'other',
    musicGenre: 'Electronic',
    fundingGoal: 48000,
    raisedAmount: 14400,
    minInvestment: 500,
    sharePrice: 20,
    totalShares: 2400,
    availableShares: 1680,
    imageUrl: '/demo/project-lightform-visual-show.svg',
    startDayOffset: 7,
    endDayOffset: 150,
    createdDaysAgo: 1,
    milestones: [
      {
        name: 'Concept and storyboard',
        description: 'Visual concept and show running order drafted.',
        dayOffset: 7,
        status: 'in_progress',
      },
      { name: 'Software prototype', description: 'Audio-reactive engine driving the first visuals.', dayOffset: 40, status: 'upcoming' },
      { name: 'Technical rehearsal', description: 'Full run-through with lasers and LED walls.', dayOffset: 110, status: 'upcoming' },
      { name: 'Premiere night', description: 'First public show in a planetarium dome.', dayOffset: 150, status: 'upcoming' },
    ],
    budget: { venues: 9000, equipment: 21000, travel: 3500, marketing: 4500, crew: 8000, other: 2000 },
  },
];
