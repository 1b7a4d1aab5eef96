import { siteTextEn } from '@domain/seo/site-text-en.ts';
/** About page (/about). */
export const aboutEn = {
  title: siteTextEn.about.title,
  intro: siteTextEn.about.description,
  missionTitle: 'Our mission',
  missionText:
    'We bring together the news, events, organizations, businesses and people of the Serbian diaspora in one place, in English and in Serbian in both scripts, so that no newcomer feels alone and no tradition is forgotten.',
  storyTitle: 'Our story',
  storyParagraph1:
    'Serbs have lived in North America for more than a century. The first settlers worked in mines, on railways and in mills from British Columbia to Pennsylvania, and founded parishes and benevolent societies that still exist today.',
  storyParagraph2:
    'Later generations came after the Second World War, in the decades of economic migration and in the difficult 1990s. Each brought its own memories, and together they built churches, schools, folklore ensembles, sports clubs and businesses in cities across Canada and the USA.',
  storyParagraph3:
    'Zajednica grew out of the wish to connect these communities: to let a family in Calgary find the Serbian school nearest to them, a student in Montreal find the kolo practice, and everyone remember those who have left us.',
  valuesTitle: 'What we stand for',
  values: {
    opennessTitle: 'Open to all',
    opennessText:
      'Everyone who loves Serbian culture is welcome, whatever their faith, origin or language.',
    respectTitle: 'Respect',
    respectText:
      'We write about people and communities with care, and every submission is reviewed by our editors.',
    heritageTitle: 'Heritage',
    heritageText:
      'We keep the Cyrillic script, our language and our customs alive for the generations growing up here.',
    volunteeringTitle: 'Volunteering',
    volunteeringText:
      'The portal is built and run by volunteers from the community, for the community.',
  },
  ctaTitle: 'Become part of the community',
  ctaText:
    'Add your organization, announce an event or simply write to us. We would love to hear from you.',
  ctaContact: 'Contact us',
  ctaOrganizations: 'Browse organizations',
};
