/**
 * Demo news: the six sample articles of the news list (one per category of
 * its filter: canada, serbia, culture, sports, business, community) and a
 * few more, so that each news category of the mega menu has articles
 * (politics, community, interviews, culture; the archive is what is older
 * than newsArchiveAfterDays). `daysAgo` dates each article back from the day
 * the seed runs.
 */

export interface DemoNews {
  daysAgo: number;
  row: Record<string, unknown>;
}

export const demoNews: DemoNews[] = [
  {
    daysAgo: 1,
    row: {
      category: 'canada',
      title_en: 'Serbian Canadians Mark Community Day in Twelve Cities',
      title_sr_cyrl: 'Срби у Канади обележили Дан заједнице у дванаест градова',
      excerpt_en:
        'From Victoria to Montreal, parishes and associations opened their doors for a day of music, food and conversation.',
      excerpt_sr_cyrl:
        'Од Викторије до Монтреала, парохије и удружења отворили су врата за дан музике, хране и разговора.',
      content_en:
        'From Victoria to Montreal, twelve Serbian communities opened their halls and churchyards to neighbours on the same weekend. Visitors tasted homemade food, watched folklore groups and heard short talks about the history of Serbian settlement in Canada.\n\nOrganisers say the day was meant for everyone: families who have been here for four generations, newcomers who arrived last year and Canadians with no Serbian roots at all.\n\nThe associations plan to make Community Day an annual tradition and to publish a shared calendar of events.',
      content_sr_cyrl:
        'Од Викторије до Монтреала, дванаест српских заједница истог викенда отворило је своје сале и црквене порте комшијама. Посетиоци су пробали домаћа јела, гледали наступе фолклорних група и слушали кратка предавања о историји српског досељавања у Канаду.\n\nОрганизатори кажу да је дан био намењен свима: породицама које су овде већ четири генерације, придошлицама које су стигле прошле године и Канађанима без икаквих српских корена.\n\nУдружења планирају да Дан заједнице постане годишња традиција и да објаве заједнички календар догађаја.',
      image_url: '/images/content/festival.svg',
    },
  },
  {
    daysAgo: 3,
    row: {
      category: 'serbia',
      title_en: 'Summer Programs in Serbia Open for Diaspora Students',
      title_sr_cyrl: 'Летњи програми у Србији отворени за студенте из дијаспоре',
      excerpt_en:
        'Universities in Belgrade, Novi Sad and Niš invite young people from the diaspora to language and culture courses.',
      excerpt_sr_cyrl:
        'Универзитети у Београду, Новом Саду и Нишу позивају младе из дијаспоре на курсеве језика и културе.',
      content_en:
        'Several Serbian universities have announced summer courses for students of Serbian origin who grew up abroad. The programs combine language classes with visits to monasteries, museums and national parks.\n\nApplications are open to students aged eighteen to twenty-six, and a number of scholarships cover accommodation. Former participants describe the courses as the first time they felt at home in both countries.',
      content_sr_cyrl:
        'Више српских универзитета најавило је летње курсеве за студенте српског порекла који су одрасли у иностранству. Програми спајају часове језика са посетама манастирима, музејима и националним парковима.\n\nПријаве су отворене за студенте од осамнаест до двадесет шест година, а одређени број стипендија покрива смештај. Бивши полазници кажу да су се на тим курсевима први пут осетили као код куће у обе земље.',
      image_url: '/images/content/school.svg',
    },
  },
  {
    daysAgo: 5,
    row: {
      category: 'culture',
      title_en: 'A New Translation of Serbian Epic Poetry Arrives in Canadian Bookstores',
      title_sr_cyrl: 'Нови превод српске епске поезије у канадским књижарама',
      excerpt_en:
        'A Toronto translator spent ten years bringing the Kosovo cycle into contemporary English.',
      excerpt_sr_cyrl:
        'Преводилац из Торонта провео је десет година преносећи косовски циклус на савремени енглески језик.',
      content_en:
        'A translator from Toronto has published a new English version of the poems of the Kosovo cycle. The book keeps the ten-syllable rhythm of the originals and adds notes on the singers who collected them.\n\nThe translator will present the book in Toronto, Ottawa and Montreal over the coming months, together with readings of the original verses in Serbian.',
      content_sr_cyrl:
        'Преводилац из Торонта објавио је нови енглески превод песама косовског циклуса. Књига чува ритам десетерца и доноси белешке о певачима од којих су песме забележене.\n\nПреводилац ће у наредним месецима представити књигу у Торонту, Отави и Монтреалу, уз читање оригиналних стихова на српском.',
      image_url: '/images/content/library.svg',
    },
  },
  {
    daysAgo: 7,
    row: {
      category: 'sports',
      title_en: 'FC Sloga Hamilton Wins the Serbian Cup',
      title_sr_cyrl: 'ФК Слога Хамилтон освојио Српски куп',
      excerpt_en:
        'A late goal decided a tense final in front of more than four hundred spectators.',
      excerpt_sr_cyrl:
        'Гол у завршници одлучио је напето финале пред више од четири стотине гледалаца.',
      content_en:
        'FC Sloga Hamilton won this year’s Serbian Cup with a goal in the final minutes against a strong team from Kitchener-Waterloo. More than four hundred spectators watched the match.\n\nThe club thanked its volunteers, who ran the tournament for eight teams over two weekends, and announced a new girls’ team for next season.',
      content_sr_cyrl:
        'ФК Слога Хамилтон освојио је овогодишњи Српски куп голом у последњим минутима против јаке екипе из Киченер-Ватерлоа. Утакмицу је гледало више од четири стотине гледалаца.\n\nКлуб се захвалио волонтерима који су два викенда водили турнир за осам екипа и најавио нову женску екипу за следећу сезону.',
      image_url: '/images/content/football.svg',
      city_tag: 'hamilton',
    },
  },
  {
    daysAgo: 9,
    row: {
      category: 'business',
      title_en: 'Serbian-Canadian Entrepreneurs Open a Mentorship Program',
      title_sr_cyrl: 'Српско-канадски предузетници покрећу менторски програм',
      excerpt_en:
        'Experienced business owners will guide newcomers through their first year of running a company in Canada.',
      excerpt_sr_cyrl:
        'Искусни власници фирми водиће придошлице кроз прву годину пословања у Канади.',
      content_en:
        'The Serbian-Canadian Business Association has launched a mentorship program that pairs newcomers with experienced business owners. Mentors meet their mentees once a month for a year and help with registration, taxes, hiring and finding first clients.\n\nThe first group of twenty pairs starts this season in Toronto, with Calgary and Vancouver to follow.',
      content_sr_cyrl:
        'Српско-канадско пословно удружење покренуло је менторски програм који придошлице повезује са искусним власницима фирми. Ментори се једном месечно, током годину дана, састају са својим штићеницима и помажу им око регистрације, пореза, запошљавања и првих клијената.\n\nПрва група од двадесет парова почиње ове сезоне у Торонту, а следе Калгари и Ванкувер.',
      image_url: '/images/content/business.svg',
      city_tag: 'toronto',
    },
  },
  {
    daysAgo: 11,
    row: {
      category: 'community',
      title_en: 'Volunteers Restore the Parish Hall in Winnipeg',
      title_sr_cyrl: 'Волонтери обновили парохијску салу у Винипегу',
      excerpt_en:
        'Over six weekends, forty volunteers repainted, rewired and refurnished the hall that has served the community for fifty years.',
      excerpt_sr_cyrl:
        'Током шест викенда, четрдесет волонтера окречило је, обновило инсталације и опремило салу која заједници служи педесет година.',
      content_en:
        'Forty volunteers spent six weekends renovating the parish hall in Winnipeg. Electricians, carpenters and painters from the community donated their time, and local businesses donated materials.\n\nThe hall reopened with a dinner for everyone who helped. It will host the Saturday school, the choir and the seniors’ club.',
      content_sr_cyrl:
        'Четрдесет волонтера провело је шест викенда обнављајући парохијску салу у Винипегу. Електричари, столари и молери из заједнице поклонили су своје време, а локалне фирме материјал.\n\nСала је поново отворена вечером за све који су помогли. У њој ће радити суботња школа, хор и клуб пензионера.',
      image_url: '/images/content/church.svg',
      city_tag: 'winnipeg',
    },
  },
  {
    daysAgo: 14,
    row: {
      category: 'culture',
      title_en: 'Vancouver Film Festival Adds a Serbian Program',
      title_sr_cyrl: 'Филмски фестивал у Ванкуверу добија српски програм',
      excerpt_en:
        'Five feature films and a selection of shorts will be screened with English subtitles.',
      excerpt_sr_cyrl: 'Пет играних филмова и избор кратких биће приказани са енглеским титловима.',
      content_en:
        'This year’s festival includes a Serbian program for the first time: five feature films and a selection of student shorts from Belgrade’s film academy.\n\nDirectors of two of the films will attend the screenings and answer questions from the audience.',
      content_sr_cyrl:
        'Овогодишњи фестивал први пут има српски програм: пет играних филмова и избор студентских кратких филмова са београдске Академије.\n\nРедитељи два филма присуствоваће пројекцијама и одговараће на питања публике.',
      image_url: '/images/content/film.svg',
      city_tag: 'vancouver',
    },
  },
  {
    daysAgo: 18,
    row: {
      category: 'interviews',
      title_en: 'Interview: Three Generations of One Family in Calgary',
      title_sr_cyrl: 'Разговор: три генерације једне породице у Калгарију',
      excerpt_en:
        'A grandmother, her son and her granddaughter on language, belonging and the slava table.',
      excerpt_sr_cyrl: 'Бака, њен син и унука о језику, припадности и славској трпези.',
      content_en:
        'The grandmother arrived in Calgary in 1971 with one suitcase. Her son was born there, and her granddaughter now studies engineering at the university.\n\nAll three speak Serbian at the slava table. “The language is the thread,” the grandmother says. “As long as we hold it, we will not get lost.”',
      content_sr_cyrl:
        'Бака је у Калгари стигла 1971. године са једним кофером. Њен син ту је рођен, а унука данас студира машинство на универзитету.\n\nСво троје говоре српски за славском трпезом. „Језик је нит“, каже бака. „Док је држимо, нећемо се изгубити.“',
      image_url: '/images/content/youth.svg',
      city_tag: 'calgary',
    },
  },
  {
    daysAgo: 21,
    row: {
      category: 'community',
      title_en: 'Serbian Saturday School in Toronto Celebrates Thirty Years',
      title_sr_cyrl: 'Суботња школа у Торонту прославила тридесет година рада',
      excerpt_en:
        'More than two thousand children have learned to read and write Cyrillic in its classrooms.',
      excerpt_sr_cyrl:
        'Више од две хиљаде деце научило је у њеним учионицама да чита и пише ћирилицу.',
      content_en:
        'The Vuk Karadžić Saturday School marked thirty years with a concert by its pupils and an exhibition of drawings and essays.\n\nFormer pupils, some of them now parents of current pupils, spoke about what the school meant to them.',
      content_sr_cyrl:
        'Суботња школа „Вук Караџић“ обележила је тридесет година рада концертом ученика и изложбом цртежа и састава.\n\nБивши ученици, од којих су неки данас родитељи садашњих ђака, говорили су о томе шта им је школа значила.',
      image_url: '/images/content/school.svg',
      city_tag: 'toronto',
    },
  },
  {
    daysAgo: 4,
    row: {
      category: 'politics',
      title_en: 'Federal Election: What Candidates Told the Serbian Community',
      title_sr_cyrl: 'Савезни избори: шта су кандидати рекли српској заједници',
      excerpt_en:
        'A town hall in Mississauga brought candidates of four parties before an audience of three hundred voters.',
      excerpt_sr_cyrl:
        'Трибина у Мисисаги довела је кандидате четири странке пред три стотине бирача.',
      content_en:
        'Candidates of four parties answered questions on immigration processing times, recognition of foreign credentials and support for heritage-language schools at a town hall organized by community associations.\n\nThe organizers published the full recording and a summary of every answer, so that voters can compare the positions for themselves.',
      content_sr_cyrl:
        'Кандидати четири странке одговарали су на питања о роковима за имиграционе поступке, признавању страних диплома и подршци школама матерњег језика на трибини коју су организовала удружења заједнице.\n\nОрганизатори су објавили цео снимак и сажетак сваког одговора, да би бирачи сами могли да упореде ставове.',
      image_url: '/images/content/business.svg',
      city_tag: 'toronto',
    },
  },
  {
    daysAgo: 12,
    row: {
      category: 'politics',
      title_en: 'Dual Citizens Can Now Register to Vote Abroad Online',
      title_sr_cyrl:
        'Двојни држављани сада се могу пријавити за гласање у иностранству преко интернета',
      excerpt_en:
        'Serbian citizens living in Canada no longer need to visit a consulate to be entered in the voters’ register.',
      excerpt_sr_cyrl:
        'Држављани Србије који живе у Канади више не морају у конзулат да би били уписани у бирачки списак.',
      content_en:
        'A new online service lets Serbian citizens abroad ask to be entered in the voters’ register for elections held outside the country. The request needs a national ID number and an address abroad.\n\nCommunity associations in Toronto and Vancouver offer help with the form on Saturday mornings.',
      content_sr_cyrl:
        'Нова услуга на интернету омогућава држављанима Србије у иностранству да затраже упис у бирачки списак за изборе који се одржавају ван земље. За захтев су потребни јединствени матични број и адреса у иностранству.\n\nУдружења у Торонту и Ванкуверу суботом пре подне помажу око попуњавања обрасца.',
      image_url: '/images/content/school.svg',
      city_tag: 'vancouver',
    },
  },
  {
    daysAgo: 240,
    row: {
      category: 'community',
      title_en: 'Ottawa Parish Opens Its New Community Hall',
      title_sr_cyrl: 'Парохија у Отави отворила нову салу заједнице',
      excerpt_en:
        'Five years of fundraising ended with a hall for two hundred guests, a library and a kitchen.',
      excerpt_sr_cyrl:
        'Пет година прикупљања средстава завршено је салом за две стотине гостију, библиотеком и кухињом.',
      content_en:
        'The new hall next to the church will host the Saturday school, the folklore group and the seniors’ club. Its library already holds more than a thousand books donated by families of the parish.\n\nThe parish thanked every donor by name at the opening and invited neighbours to use the hall for their own events.',
      content_sr_cyrl:
        'Нова сала поред цркве биће дом суботње школе, фолклорне групе и клуба пензионера. Њена библиотека већ има више од хиљаду књига које су поклониле породице парохије.\n\nПарохија је на отварању поименце захвалила сваком дародавцу и позвала комшије да салу користе и за своје догађаје.',
      image_url: '/images/content/church.svg',
      city_tag: 'ottawa',
    },
  },
  {
    daysAgo: 400,
    row: {
      category: 'interviews',
      title_en: 'Interview: Forty Years of the Windsor Choir',
      title_sr_cyrl: 'Интервју: четрдесет година хора из Виндзора',
      excerpt_en:
        'Its founder remembers the first rehearsals in a basement and the tours that followed.',
      excerpt_sr_cyrl: 'Оснивач се сећа првих проба у подруму и турнеја које су уследиле.',
      content_en:
        'The choir began with eleven singers rehearsing in a church basement. Today it has forty members and has sung in Detroit, Chicago and Belgrade.\n\nIts founder says the secret is simple: every rehearsal ends with coffee, and nobody is ever turned away.',
      content_sr_cyrl:
        'Хор је почео са једанаест певача који су пробе држали у црквеном подруму. Данас има четрдесет чланова и певао је у Детроиту, Чикагу и Београду.\n\nОснивач каже да је тајна једноставна: свака проба завршава се кафом и нико никада није одбијен.',
      image_url: '/images/content/music.svg',
      city_tag: 'windsor',
    },
  },
];
