import type { DemoEvent } from './demo-events.ts';
import type { DemoNews } from './demo-news.ts';
import type { DemoOrganization } from './demo-organizations.ts';

/**
 * Demo content of the US cities the demo adds (demo-cities.ts): Chicago,
 * Pittsburgh and Milwaukee. Each has a real Serbian Orthodox presence; the
 * texts use only general public facts about it, and every person, club,
 * business, address, phone and website here is invented (`.example`, 555).
 */

export const usDemoOrganizations: DemoOrganization[] = [
  {
    key: 'cathedral-chicago',
    row: {
      name_en: 'Holy Resurrection Serbian Orthodox Cathedral',
      name_sr_cyrl: 'Саборни храм Васкрсења Христовог',
      category: 'church',
      city_tag: 'chicago',
      description_en:
        'A cathedral parish on Chicago’s North Side and one of the centres of Serbian Orthodox life in the Midwest. Sunday and feast-day liturgies, a church school, and a hall where slavas, Christmas and Easter are celebrated together.',
      description_sr_cyrl:
        'Саборна парохија на северу Чикага и једно од средишта српског православног живота на Средњем западу. Недељне и празничне литургије, веронаука и сала у којој се заједно славе славе, Божић и Васкрс.',
      address: 'Chicago, IL',
      logo_image_url: '/images/content/church.svg',
      image_url: '/images/content/church.svg',
    },
  },
  {
    key: 'folklore-chicago',
    row: {
      name_en: 'Lakeshore Serbian Folklore Ensemble',
      name_sr_cyrl: 'Српски фолклорни ансамбл „Обала“',
      category: 'culture',
      city_tag: 'chicago',
      description_en:
        'Children, teenagers and adults learn dances and songs from every part of Serbia, rehearse twice a week and dance at parish feasts across the Chicago area.',
      description_sr_cyrl:
        'Деца, тинејџери и одрасли уче игре и песме из свих крајева Србије, вежбају два пута недељно и наступају на парохијским славама широм Чикага и околине.',
      address: 'Chicago, IL',
      phone: '(312) 555-0171',
      website: 'https://obala-chicago.example',
      logo_image_url: '/images/content/kolo.svg',
    },
  },
  {
    key: 'parish-pittsburgh',
    row: {
      name_en: 'Serbian Orthodox Parishes of Greater Pittsburgh',
      name_sr_cyrl: 'Српске православне парохије Великог Питсбурга',
      category: 'church',
      city_tag: 'pittsburgh',
      description_en:
        'The parishes founded by steelworkers’ families in Pittsburgh and the Monongahela valley more than a century ago. Liturgy in Serbian and English, church choirs, and summer picnics that bring four generations together.',
      description_sr_cyrl:
        'Парохије које су пре више од једног века основале породице челичана у Питсбургу и долини Мононгахеле. Литургија на српском и енглеском, црквени хорови и летњи пикници који окупљају четири генерације.',
      address: 'Pittsburgh, PA',
      logo_image_url: '/images/content/church.svg',
    },
  },
  {
    key: 'tamburica-pittsburgh',
    row: {
      name_en: 'Three Rivers Tamburica Orchestra',
      name_sr_cyrl: 'Тамбурашки оркестар „Три реке“',
      category: 'culture',
      city_tag: 'pittsburgh',
      description_en:
        'A tamburica orchestra that keeps western Pennsylvania’s long tradition of Serbian string music alive. Lessons for beginners of any age on Tuesday evenings.',
      description_sr_cyrl:
        'Тамбурашки оркестар који чува дугу традицију српске тамбурашке музике западне Пенсилваније. Часови за почетнике свих узраста уторком увече.',
      address: 'Pittsburgh, PA',
      phone: '(412) 555-0182',
      website: 'https://tri-reke.example',
      logo_image_url: '/images/content/music.svg',
    },
  },
  {
    key: 'cathedral-milwaukee',
    row: {
      name_en: 'St. Sava Serbian Orthodox Cathedral Parish',
      name_sr_cyrl: 'Парохија Саборног храма Светог Саве',
      category: 'church',
      city_tag: 'milwaukee',
      description_en:
        'The parish of Milwaukee’s Cathedral of Saint Sava, known across the city for its Byzantine dome and mosaics. Liturgy every Sunday, a Sunday school, and a summer festival that opens the churchyard to all of Milwaukee.',
      description_sr_cyrl:
        'Парохија милвоцког Саборног храма Светог Саве, по византијској куполи и мозаицима познатог у целом граду. Литургија сваке недеље, веронаука и летњи фестивал који порту отвара целом Милвокију.',
      address: 'Milwaukee, WI',
      logo_image_url: '/images/content/church.svg',
      image_url: '/images/content/church.svg',
    },
  },
  {
    key: 'youth-milwaukee',
    row: {
      name_en: 'Milwaukee Serbian Youth Basketball Club',
      name_sr_cyrl: 'Кошаркашки клуб српске омладине Милвоки',
      category: 'sport',
      city_tag: 'milwaukee',
      description_en:
        'Basketball for boys and girls from eight to eighteen, with coaches who volunteer their evenings and a tournament that welcomes teams from Chicago and Toronto.',
      description_sr_cyrl:
        'Кошарка за дечаке и девојчице од осам до осамнаест година, са тренерима који волонтирају увече и турниром на који долазе екипе из Чикага и Торонта.',
      address: 'Milwaukee, WI',
      phone: '(414) 555-0193',
      logo_image_url: '/images/content/basketball.svg',
    },
  },
];

export const usDemoEvents: DemoEvent[] = [
  {
    days: 8,
    organization: 'folklore-chicago',
    row: {
      category: 'music',
      title_en: 'Kolo Night on the North Side',
      title_sr_cyrl: 'Вече кола на северу Чикага',
      description_en:
        'An evening of kolo for everyone: the ensemble teaches the steps, a live band plays, and the parish kitchen serves ćevapi and homemade cakes.',
      description_sr_cyrl:
        'Вече кола за све: ансамбл учи кораке, свира оркестар уживо, а парохијска кухиња служи ћевапе и домаће колаче.',
      event_time: '19:00',
      end_time: '23:00',
      city_tag: 'chicago',
      venue_name: 'Cathedral Hall',
      venue_name_sr_cyrl: 'Сала при катедрали',
      location_text: 'Chicago, IL',
      featured_image_url: '/images/content/kolo.svg',
    },
  },
  {
    days: 33,
    organization: 'cathedral-chicago',
    row: {
      category: 'other',
      title_en: 'Saint Sava Academy for Children',
      title_sr_cyrl: 'Светосавска академија за децу',
      description_en:
        'Pupils of the Saturday school recite, sing and act out scenes from the life of Saint Sava for their families and the parish.',
      description_sr_cyrl:
        'Ученици суботње школе рецитују, певају и изводе призоре из живота Светог Саве за своје породице и парохију.',
      event_time: '12:30',
      city_tag: 'chicago',
      venue_name: 'Cathedral Hall',
      venue_name_sr_cyrl: 'Сала при катедрали',
      location_text: 'Chicago, IL',
      featured_image_url: '/images/content/school.svg',
    },
  },
  {
    days: 14,
    organization: 'tamburica-pittsburgh',
    row: {
      category: 'music',
      title_en: 'Tamburica Evening: Songs of the Old Country',
      title_sr_cyrl: 'Тамбурашко вече: песме старог краја',
      description_en:
        'The orchestra plays the songs the first Serbian families brought to western Pennsylvania, with stories about where each one came from.',
      description_sr_cyrl:
        'Оркестар свира песме које су прве српске породице донеле у западну Пенсилванију, уз приче о томе одакле је која стигла.',
      event_time: '18:30',
      end_time: '21:30',
      city_tag: 'pittsburgh',
      venue_name: 'Parish Hall',
      venue_name_sr_cyrl: 'Парохијски дом',
      location_text: 'Pittsburgh, PA',
      featured_image_url: '/images/content/music.svg',
    },
  },
  {
    days: 40,
    organization: 'parish-pittsburgh',
    row: {
      category: 'festivals',
      title_en: 'Parish Picnic in the Valley',
      title_sr_cyrl: 'Парохијски пикник у долини',
      description_en:
        'Lamb on the spit, a children’s corner, tamburica music and kolo on the grass: the parishes’ yearly picnic, open to neighbours and friends.',
      description_sr_cyrl:
        'Јагњетина са ражња, кутак за децу, тамбурица и коло на трави: годишњи пикник парохија, отворен за комшије и пријатеље.',
      event_time: '11:00',
      end_time: '19:00',
      city_tag: 'pittsburgh',
      venue_name: 'Church Picnic Grounds',
      venue_name_sr_cyrl: 'Црквено излетиште',
      location_text: 'Pittsburgh, PA',
      featured_image_url: '/images/content/festival.svg',
    },
  },
  {
    days: 21,
    organization: 'cathedral-milwaukee',
    row: {
      category: 'festivals',
      title_en: 'Serbian Days Summer Festival',
      title_sr_cyrl: 'Летњи фестивал „Српски дани“',
      description_en:
        'The cathedral parish opens its grounds for a weekend of Serbian food, music and folklore, with guided visits of the cathedral every hour.',
      description_sr_cyrl:
        'Парохија Саборног храма отвара порту за викенд српске хране, музике и фолклора, уз обиласке храма са водичем сваког сата.',
      event_time: '12:00',
      end_time: '22:00',
      city_tag: 'milwaukee',
      venue_name: 'St. Sava Cathedral grounds',
      venue_name_sr_cyrl: 'Порта саборног храма Светог Саве',
      location_text: 'Milwaukee, WI',
      featured_image_url: '/images/content/festival.svg',
    },
  },
  {
    days: 66,
    organization: 'youth-milwaukee',
    row: {
      category: 'sports',
      title_en: 'Great Lakes Serbian Youth Basketball Tournament',
      title_sr_cyrl: 'Кошаркашки турнир српске омладине Великих језера',
      description_en:
        'Teams from Milwaukee, Chicago and Toronto play a weekend tournament; every player gets a medal and the final is followed by a family dinner.',
      description_sr_cyrl:
        'Екипе из Милвокија, Чикага и Торонта играју викенд турнир; сваки играч добија медаљу, а после финала следи породична вечера.',
      event_time: '09:00',
      end_time: '18:00',
      city_tag: 'milwaukee',
      venue_name: 'Community Sports Centre',
      venue_name_sr_cyrl: 'Спортски центар заједнице',
      location_text: 'Milwaukee, WI',
      featured_image_url: '/images/content/basketball.svg',
    },
  },
];

export const usDemoNews: DemoNews[] = [
  {
    daysAgo: 2,
    row: {
      category: 'community',
      title_en: 'Chicago Saturday School Opens Enrolment',
      title_sr_cyrl: 'Суботња школа у Чикагу почиње упис',
      excerpt_en:
        'Children from five to fourteen can learn Serbian reading and writing in both scripts, with history, geography and song.',
      excerpt_sr_cyrl:
        'Деца од пет до четрнаест година могу да уче читање и писање на српском, на оба писма, уз историју, географију и песму.',
      content_en:
        'The Saturday school of the cathedral parish has opened enrolment for the new year. Classes are small and grouped by age and by how much Serbian a child already speaks at home.\n\nParents say the school is where their children made their first Serbian friends. Teachers are volunteers from the parish, and the school asks only a small fee for books.',
      content_sr_cyrl:
        'Суботња школа саборне парохије отворила је упис за нову годину. Одељења су мала, подељена по узрасту и по томе колико дете већ говори српски код куће.\n\nРодитељи кажу да су им деца у школи стекла прве српске другаре. Учитељи су волонтери из парохије, а школа тражи само малу надокнаду за књиге.',
      image_url: '/images/content/school.svg',
      city_tag: 'chicago',
    },
  },
  {
    daysAgo: 6,
    row: {
      category: 'culture',
      title_en: 'Pittsburgh’s Tamburica Players Keep a Century-Old Tradition',
      title_sr_cyrl: 'Тамбураши из Питсбурга чувају вековну традицију',
      excerpt_en:
        'Western Pennsylvania has played Serbian tamburica music since the first families arrived to work in the mills.',
      excerpt_sr_cyrl:
        'Западна Пенсилванија свира српску тамбурицу откако су прве породице стигле да раде у челичанама.',
      content_en:
        'When Serbian families settled in Pittsburgh and the river towns around it, they brought their instruments with them. Tamburica orchestras played at every wedding, slava and picnic, and the tradition never stopped.\n\nToday a new generation is learning from recordings and from older players, and the orchestra’s beginners’ class has more students than ever.',
      content_sr_cyrl:
        'Када су се српске породице настаниле у Питсбургу и речним градићима око њега, донеле су и своје инструменте. Тамбураши су свирали на свакој свадби, слави и пикнику, и традиција се никада није прекинула.\n\nДанас нова генерација учи са снимака и од старијих свирача, а почетни курс оркестра има више полазника него икада.',
      image_url: '/images/content/music.svg',
      city_tag: 'pittsburgh',
    },
  },
  {
    daysAgo: 9,
    row: {
      category: 'community',
      title_en: 'Milwaukee’s Cathedral Welcomes Neighbours on Open Doors Day',
      title_sr_cyrl: 'Саборни храм у Милвокију отворио врата комшијама',
      excerpt_en:
        'Hundreds of visitors toured the Cathedral of Saint Sava and heard how its dome and mosaics were made.',
      excerpt_sr_cyrl:
        'Стотине посетилаца обишле су Саборни храм Светог Саве и чуле како су настали његова купола и мозаици.',
      content_en:
        'For one Saturday the parish invited the whole city inside. Volunteers explained the icons and the order of the liturgy, and the choir sang a short programme every hour.\n\nMany visitors had driven past the dome for years without going in. The parish plans to open its doors again next spring.',
      content_sr_cyrl:
        'Једне суботе парохија је позвала цео град унутра. Волонтери су објашњавали иконе и поредак литургије, а хор је сваког сата певао кратак програм.\n\nМноги посетиоци годинама су пролазили поред куполе а да нису ушли. Парохија планира да поново отвори врата идућег пролећа.',
      image_url: '/images/content/church.svg',
      city_tag: 'milwaukee',
    },
  },
];

export const usDemoBusinesses: Record<string, unknown>[] = [
  {
    name_en: 'Kafana Lipa',
    name_sr_cyrl: 'Кафана „Липа“',
    category: 'restaurant',
    city_tag: 'chicago',
    description_en:
      'Grilled meats, sarma on Sundays and a garden under a linden tree, with tamburica music on Saturday nights.',
    description_sr_cyrl:
      'Месо са роштиља, сарма недељом и башта под липом, уз тамбураше суботом увече.',
    address: 'Chicago, IL',
    phone: '(312) 555-0175',
    website: 'https://kafana-lipa.example',
    image_url: '/images/content/food.svg',
  },
  {
    name_en: 'Dunav Bakery',
    name_sr_cyrl: 'Пекара „Дунав“',
    category: 'retail',
    city_tag: 'pittsburgh',
    description_en:
      'Pogača, kifle and slava bread baked to order, and cakes for every celebration.',
    description_sr_cyrl: 'Погача, кифле и славски колач по поруџбини, и торте за свако славље.',
    address: 'Pittsburgh, PA',
    phone: '(412) 555-0186',
    image_url: '/images/content/bakery.svg',
  },
  {
    name_en: 'Sava Auto Care',
    name_sr_cyrl: 'Ауто-сервис „Сава“',
    category: 'automotive',
    city_tag: 'milwaukee',
    description_en: 'Honest repairs and winter tyres, with estimates in Serbian or English.',
    description_sr_cyrl: 'Поштене поправке и зимске гуме, са предрачуном на српском или енглеском.',
    address: 'Milwaukee, WI',
    phone: '(414) 555-0197',
    image_url: '/images/content/car.svg',
  },
];
