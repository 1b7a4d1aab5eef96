import { siteTextEn } from '@domain/seo/site-text-en.ts';
/** Culture page (/culture): heritage areas, events and traditions (static). */
export const cultureEn = {
  title: siteTextEn.culture.title,
  intro: siteTextEn.culture.description,
  heritageTitle: 'Our heritage',
  heritage: {
    faithTitle: 'Faith and Saint Sava',
    faithText:
      'Serbian Orthodox parishes were often the first thing our communities built. They remain places of prayer, Sunday school and gathering.',
    languageTitle: 'Language and the Cyrillic script',
    languageText:
      'Weekend Serbian schools teach children to read and write both scripts, so they can speak with their grandparents and read Andrić and Njegoš.',
    musicTitle: 'Music and folk dance',
    musicText:
      'Folklore ensembles, tamburica bands and church choirs carry songs and kolo dances from every region of Serbia to stages across North America.',
    literatureTitle: 'Literature and history',
    literatureText:
      'Libraries, book evenings and history lectures keep our story told, from medieval monasteries to the first Serbian settlers on this continent.',
    theatreTitle: 'Theatre and the stage',
    theatreText:
      'Amateur troupes put on Nušić’s comedies and new plays in Serbian, and guest ensembles from Serbia tour the halls of our parishes and clubs.',
    visualArtsTitle: 'Icons and visual arts',
    visualArtsText:
      'From the frescoes of medieval monasteries to icon painters and artists working in Canada today: exhibitions show the art our communities treasure.',
  },
  eventsTitle: 'Cultural events',
  events: {
    savindanTitle: 'Saint Sava Academy',
    savindanWhen: 'January',
    savindanText:
      'Children recite poems and sing in honour of Saint Sava, patron of Serbian schools and education.',
    vidovdanTitle: 'Vidovdan commemoration',
    vidovdanWhen: 'June 28',
    vidovdanText:
      'A day of remembrance with a liturgy, a memorial service and lectures on the history of Kosovo and Metohija.',
    festivalTitle: 'Summer folklore festival',
    festivalWhen: 'August',
    festivalText:
      'Ensembles from across Canada and the USA dance the kolo, with food, music and a fair for the whole family.',
    iconExhibitionTitle: 'Icon painting exhibition',
    iconExhibitionWhen: 'November',
    iconExhibitionText:
      'Parish halls show icons painted by members of the community, with talks about the tradition of Serbian icon and fresco painting.',
    theatreNightTitle: 'An evening of Nušić',
    theatreNightWhen: 'March',
    theatreNightText:
      'Amateur troupes stage comedies by Branislav Nušić, in Serbian with English summaries, followed by a community reception.',
  },
  traditionsTitle: 'Traditions',
  traditions: {
    slavaTitle: 'Slava',
    slavaText:
      'Each family celebrates its patron saint with slavski kolač, žito and a candle, and an open door for guests. UNESCO lists it as intangible heritage.',
    christmasTitle: 'Christmas',
    christmasText:
      'On Badnji dan the oak branch is brought in; on January 7 we greet each other with “Hristos se rodi” and share česnica with a hidden coin.',
    easterTitle: 'Easter',
    easterText:
      'Eggs dyed red with onion skins, egg-tapping contests and the greeting “Hristos vaskrse” mark the greatest feast of the year.',
  },
  sectionsLabel: 'Culture sections',
  allSections: 'All sections',
  readOnWikipedia: 'Read on Wikipedia',
  readAboutExternal: 'Read on Wikipedia: {{subject}} (opens in a new tab)',
  findEvents: 'Find upcoming events',
  findEventsFor: 'Find upcoming events: {{subject}}',
  joinTitle: 'Share your culture',
  joinText:
    'Does your ensemble, school or library organise something? Let the community know about it.',
  joinButton: 'Announce an event',
};
