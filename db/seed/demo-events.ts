/**
 * Demo events. `days` counts from the day the seed runs, so the portal
 * always has upcoming events (and a few past ones). `organization` is the
 * key of a demo organization. Each event category of the mega menu has
 * upcoming events.
 */

export interface DemoEvent {
  days: number;
  organization?: string;
  row: Record<string, unknown>;
}

export const demoEvents: DemoEvent[] = [
  {
    days: 5,
    organization: 'kolo-toronto',
    row: {
      category: 'festivals',
      title_en: 'Folklore Evening with the Kolo Ensemble',
      title_sr_cyrl: 'Фолклорно вече са ансамблом „Коло“',
      description_en:
        'All four groups of the ensemble dance a program of choreographies from Šumadija, Vranje and Vojvodina, with live music by the ensemble’s orchestra.',
      description_sr_cyrl:
        'Све четири групе ансамбла изводе програм кореографија из Шумадије, Врања и Војводине, уз музику оркестра ансамбла уживо.',
      event_time: '19:00',
      end_time: '22:00',
      city_tag: 'toronto',
      venue_name: 'St. Sava Parish Hall',
      venue_name_sr_cyrl: 'Парохијски дом Светог Саве',
      location_text: '200 Parish Lane, Toronto, ON',
      tickets_url: 'https://kolo-toronto.example/tickets',
      featured_image_url: '/images/content/kolo.svg',
    },
  },
  {
    days: 9,
    organization: 'cultural-circle-montreal',
    row: {
      category: 'other',
      title_en: 'Film Night: Classics of Serbian Cinema',
      title_sr_cyrl: 'Филмско вече: класици српског филма',
      description_en:
        'A restored comedy from the 1970s, shown with English and French subtitles, followed by a conversation with a film historian.',
      description_sr_cyrl:
        'Рестаурисана комедија из седамдесетих година, са енглеским и француским титловима, а после пројекције разговор са историчарем филма.',
      event_time: '19:30',
      city_tag: 'montreal',
      venue_name: 'Cinéma du Quartier',
      venue_name_sr_cyrl: 'Биоскоп „Синема ди Картје“',
      location_text: 'Montreal, QC',
      featured_image_url: '/images/content/film.svg',
    },
  },
  {
    days: 12,
    organization: 'holy-trinity-calgary',
    row: {
      category: 'festivals',
      title_en: 'Parish Slava and Community Lunch',
      title_sr_cyrl: 'Парохијска слава и заједнички ручак',
      description_en:
        'Festive liturgy, the cutting of the slava bread and lunch in the church hall. Families are invited to bring a dish to share.',
      description_sr_cyrl:
        'Празнична литургија, резање славског колача и ручак у црквеној сали. Породице су позване да донесу јело за заједнички сто.',
      event_time: '10:00',
      end_time: '15:00',
      city_tag: 'calgary',
      venue_name: 'Holy Trinity Church',
      venue_name_sr_cyrl: 'Црква Свете Тројице',
      location_text: '45 Trinity Road SW, Calgary, AB',
      featured_image_url: '/images/content/church.svg',
    },
  },
  {
    days: 16,
    organization: 'choir-windsor',
    row: {
      category: 'music',
      title_en: 'Choir Concert: Songs of Stevan Mokranjac',
      title_sr_cyrl: 'Концерт хора: Руковети Стевана Мокрањца',
      description_en:
        'The Branko Radičević Choir sings a selection of Mokranjac’s Garlands and church hymns. Free admission; donations support the choir’s trip to Serbia.',
      description_sr_cyrl:
        'Хор „Бранко Радичевић“ изводи избор Мокрањчевих Руковети и духовних песама. Улаз је слободан, а прилози помажу пут хора у Србију.',
      event_time: '18:00',
      city_tag: 'windsor',
      venue_name: 'Windsor Community Hall',
      venue_name_sr_cyrl: 'Дом заједнице у Виндзору',
      featured_image_url: '/images/content/music.svg',
    },
  },
  {
    days: 20,
    organization: 'vuk-school-toronto',
    row: {
      category: 'other',
      title_en: 'Open Day of the Serbian Saturday School',
      title_sr_cyrl: 'Дан отворених врата суботње школе',
      description_en:
        'Parents and children can meet the teachers, try a Cyrillic workshop and enrol for the new term.',
      description_sr_cyrl:
        'Родитељи и деца могу да упознају учитеље, испробају радионицу ћирилице и упишу се у ново полугодиште.',
      event_time: '10:00',
      end_time: '13:00',
      city_tag: 'toronto',
      venue_name: 'St. Sava Parish Hall',
      venue_name_sr_cyrl: 'Парохијски дом Светог Саве',
      featured_image_url: '/images/content/school.svg',
    },
  },
  {
    days: 24,
    organization: 'business-association-toronto',
    row: {
      category: 'other',
      title_en: 'Business Networking Breakfast',
      title_sr_cyrl: 'Пословни доручак и умрежавање',
      description_en:
        'Members and guests meet over breakfast; this month a founder from Belgrade speaks about opening a Canadian office.',
      description_sr_cyrl:
        'Чланови и гости сусрећу се уз доручак; овог месеца предузетница из Београда говори о отварању канцеларије у Канади.',
      event_time: '07:30',
      end_time: '09:00',
      city_tag: 'toronto',
      venue_name: 'King Street Conference Centre',
      venue_name_sr_cyrl: 'Конгресни центар „Кинг стрит“',
      tickets_url: 'https://scba.example/breakfast',
      featured_image_url: '/images/content/business.svg',
    },
  },
  {
    days: 27,
    organization: 'cultural-circle-montreal',
    row: {
      category: 'theatre',
      title_en: 'Theatre: Nušić’s “The Suspicious Person”',
      title_sr_cyrl: 'Позориште: Нушићево „Сумњиво лице“',
      description_en:
        'The amateur stage of the Cultural Circle plays Branislav Nušić’s comedy in Serbian, with English surtitles.',
      description_sr_cyrl:
        'Аматерска сцена Културног круга игра комедију Бранислава Нушића на српском, уз титлове на енглеском.',
      event_time: '19:30',
      end_time: '21:30',
      city_tag: 'montreal',
      venue_name: 'Salle Pauline-Julien',
      venue_name_sr_cyrl: 'Сала „Полин Жилијен“',
      location_text: 'Montreal, QC',
      featured_image_url: '/images/content/film.svg',
    },
  },
  {
    days: 30,
    organization: 'basketball-alberta',
    row: {
      category: 'sports',
      title_en: 'Youth Basketball Tournament',
      title_sr_cyrl: 'Омладински кошаркашки турнир',
      description_en:
        'Teams under 12, under 14 and under 16 from Calgary and Edmonton. Spectators welcome; the canteen is run by the parents.',
      description_sr_cyrl:
        'Екипе до 12, до 14 и до 16 година из Калгарија и Едмонтона. Гледаоци су добродошли, а кантину воде родитељи.',
      event_time: '09:00',
      end_time: '18:00',
      city_tag: 'calgary',
      venue_name: 'Northside Sports Centre',
      venue_name_sr_cyrl: 'Спортски центар „Нортсајд“',
      featured_image_url: '/images/content/basketball.svg',
    },
  },
  {
    days: 38,
    organization: 'njegos-ottawa',
    row: {
      category: 'theatre',
      title_en: 'Poetry Evening: Desanka Maksimović',
      title_sr_cyrl: 'Вече поезије: Десанка Максимовић',
      description_en:
        'Members read their favourite poems in Serbian and in English translation, with music for guitar between the readings.',
      description_sr_cyrl:
        'Чланови читају омиљене песме на српском и у енглеском преводу, уз музику за гитару између читања.',
      event_time: '19:00',
      city_tag: 'ottawa',
      venue_name: 'Ottawa Public Library, Main Branch',
      venue_name_sr_cyrl: 'Јавна библиотека Отаве, централно одељење',
      featured_image_url: '/images/content/library.svg',
    },
  },
  {
    days: 45,
    organization: 'tech-waterloo',
    row: {
      category: 'other',
      title_en: 'Tech Meetup: Building Products Across Two Continents',
      title_sr_cyrl: 'Технолошки сусрет: производи на два континента',
      description_en:
        'Three short talks by engineers who work with teams in Novi Sad, Niš and Belgrade, followed by pizza and questions.',
      description_sr_cyrl:
        'Три кратка предавања инжењера који раде са тимовима у Новом Саду, Нишу и Београду, а затим пица и питања.',
      event_time: '18:30',
      city_tag: 'kitchener-waterloo',
      venue_name: 'Communitech Hub',
      venue_name_sr_cyrl: 'Центар „Комјунитек“',
      featured_image_url: '/images/content/tech.svg',
    },
  },
  {
    days: 52,
    organization: 'circle-of-sisters-winnipeg',
    row: {
      category: 'other',
      title_en: 'Humanitarian Bazaar',
      title_sr_cyrl: 'Хуманитарни базар',
      description_en:
        'Homemade pastries, embroidery and books for sale. All proceeds go to the children’s hospital fund.',
      description_sr_cyrl:
        'Продаја домаћих колача, веза и књига. Сав приход иде у фонд за дечју болницу.',
      event_time: '11:00',
      end_time: '16:00',
      city_tag: 'winnipeg',
      venue_name: 'Parish Hall',
      venue_name_sr_cyrl: 'Парохијски дом',
      featured_image_url: '/images/content/heart.svg',
    },
  },
  {
    days: 60,
    organization: 'archangel-michael-vancouver',
    row: {
      category: 'music',
      title_en: 'Community Dinner and Dance',
      title_sr_cyrl: 'Заједничка вечера и игранка',
      description_en:
        'A three-course dinner, a tamburica band and dancing until midnight. Tables of eight can be reserved through the parish office.',
      description_sr_cyrl:
        'Вечера од три јела, тамбурашки оркестар и игранка до поноћи. Столови за осам особа резервишу се преко парохијске канцеларије.',
      event_time: '18:00',
      end_time: '00:00',
      city_tag: 'vancouver',
      venue_name: 'St. Archangel Michael Church Hall',
      venue_name_sr_cyrl: 'Парохијски дом Светог архангела Михаила',
      featured_image_url: '/images/content/music.svg',
    },
  },
  {
    days: 75,
    row: {
      category: 'other',
      title_en: 'Serbian Cooking Workshop: Sarma and Gibanica',
      title_sr_cyrl: 'Кулинарска радионица: сарма и гибаница',
      description_en:
        'Learn two family classics step by step, then sit down together to eat what you made. Places are limited to sixteen.',
      description_sr_cyrl:
        'Научите корак по корак два породична класика, а затим седите заједно за сто и пробајте оно што сте спремили. Број места ограничен је на шеснаест.',
      event_time: '14:00',
      end_time: '17:00',
      city_tag: 'edmonton',
      venue_name: 'Community Kitchen',
      venue_name_sr_cyrl: 'Кухиња заједнице',
      featured_image_url: '/images/content/food.svg',
    },
  },
  {
    days: -10,
    organization: 'sloga-hamilton',
    row: {
      category: 'sports',
      title_en: 'Serbian Cup Final',
      title_sr_cyrl: 'Финале Српског купа',
      description_en:
        'Eight community teams from Ontario played for the cup; the final was followed by a barbecue for players and fans.',
      description_sr_cyrl:
        'Осам екипа из Онтарија играло је за пехар, а после финала уследио је роштиљ за играче и навијаче.',
      event_time: '15:00',
      city_tag: 'hamilton',
      venue_name: 'Sloga Field',
      venue_name_sr_cyrl: 'Игралиште „Слога“',
      featured_image_url: '/images/content/football.svg',
    },
  },
  {
    days: -25,
    organization: 'njegos-ottawa',
    row: {
      category: 'other',
      title_en: 'Book Presentation: Letters from the Old Country',
      title_sr_cyrl: 'Представљање књиге: Писма из старог краја',
      description_en:
        'A local author presented her collection of family letters written between Ottawa and a village near Valjevo over sixty years.',
      description_sr_cyrl:
        'Ауторка из Отаве представила је збирку породичних писама која су шездесет година путовала између Отаве и једног села крај Ваљева.',
      event_time: '18:00',
      city_tag: 'ottawa',
      venue_name: 'Community Library',
      venue_name_sr_cyrl: 'Библиотека заједнице',
      featured_image_url: '/images/content/library.svg',
    },
  },
  {
    days: -40,
    organization: 'seniors-edmonton',
    row: {
      category: 'other',
      title_en: 'Seniors’ Club Lunch',
      title_sr_cyrl: 'Ручак клуба пензионера',
      description_en: 'A warm lunch, old songs and a chess tournament for the club’s members.',
      description_sr_cyrl: 'Топао ручак, старе песме и шаховски турнир за чланове клуба.',
      event_time: '12:00',
      city_tag: 'edmonton',
      venue_name: 'Parish Hall',
      venue_name_sr_cyrl: 'Парохијски дом',
      featured_image_url: '/images/content/chess.svg',
    },
  },
];

/** Awaiting review: visible to editors, never to the public. */
export const pendingDemoEvent: DemoEvent = {
  days: 33,
  row: {
    title_en: 'Tamburica Night in Laval',
    title_sr_cyrl: 'Тамбурашко вече у Лавалу',
    city_tag: 'laval',
    status: 'pending_review',
  },
};
