/** Demo organizations: every category, several cities. `key` links events to them. */

export interface DemoOrganization {
  key: string;
  row: Record<string, unknown>;
}

const org = (key: string, row: Record<string, unknown>): DemoOrganization => ({ key, row });

export const demoOrganizations: DemoOrganization[] = [
  org('st-sava-toronto', {
    name_en: 'St. Sava Serbian Orthodox Parish',
    name_sr_cyrl: 'Српска православна парохија Светог Саве',
    category: 'church',
    city_tag: 'toronto',
    description_en:
      'A parish serving Serbian Orthodox faithful in the Greater Toronto Area since the 1950s. Sunday liturgy, a church choir, a Saturday school and a hall open to community events.',
    description_sr_cyrl:
      'Парохија која од педесетих година служи српским православним верницима Великог Торонта. Недељна литургија, црквени хор, суботња школа и сала отворена за догађаје заједнице.',
    address: '200 Parish Lane, Toronto, ON',
    phone: '(416) 555-0110',
    email: 'office@svetisava-toronto.example',
    website: 'https://svetisava-toronto.example',
    logo_image_url: '/images/content/church.svg',
    image_url: '/images/content/church.svg',
  }),
  org('holy-trinity-calgary', {
    name_en: 'Holy Trinity Serbian Orthodox Church',
    name_sr_cyrl: 'Српска православна црква Свете Тројице',
    category: 'church',
    city_tag: 'calgary',
    description_en:
      'The spiritual home of Serbs in southern Alberta. Services in Serbian and English, a Sunday school for children and a kitchen famous for its slava lunches.',
    description_sr_cyrl:
      'Духовни дом Срба у јужној Алберти. Богослужења на српском и енглеском, веронаука за децу и кухиња позната по славским ручковима.',
    address: '45 Trinity Road SW, Calgary, AB',
    phone: '(403) 555-0123',
    website: 'https://svetatrojica-calgary.example',
    logo_image_url: '/images/content/church.svg',
  }),
  org('archangel-michael-vancouver', {
    name_en: 'St. Archangel Michael Serbian Orthodox Church',
    name_sr_cyrl: 'Српска православна црква Светог архангела Михаила',
    category: 'church',
    city_tag: 'vancouver',
    description_en:
      'A parish of the Lower Mainland with a choir, a folklore section and a busy community hall. Visitors are always welcome at liturgy and at the coffee hour that follows.',
    description_sr_cyrl:
      'Парохија у Ванкуверском приобаљу са хором, фолклорном секцијом и живом салом заједнице. Гости су увек добродошли на литургију и на кафу после ње.',
    address: '88 Archangel Street, Burnaby, BC',
    phone: '(604) 555-0144',
    logo_image_url: '/images/content/church.svg',
  }),
  org('kolo-toronto', {
    name_en: 'Kolo Folklore Ensemble',
    name_sr_cyrl: 'Фолклорни ансамбл „Коло“',
    category: 'culture',
    city_tag: 'toronto',
    description_en:
      'Four age groups, from five-year-olds to veterans, learn dances and songs from every region of Serbia. The ensemble performs at festivals across Ontario and tours Serbia every other summer.',
    description_sr_cyrl:
      'Четири узрасне групе, од петогодишњака до ветерана, уче игре и песме из свих крајева Србије. Ансамбл наступа на фестивалима широм Онтарија и сваког другог лета гостује у Србији.',
    email: 'kolo@kolo-toronto.example',
    website: 'https://kolo-toronto.example',
    logo_image_url: '/images/content/kolo.svg',
    image_url: '/images/content/kolo.svg',
  }),
  org('cultural-circle-montreal', {
    name_en: 'Serbian Cultural Circle of Montreal',
    name_sr_cyrl: 'Српски културни круг Монтреала',
    category: 'culture',
    city_tag: 'montreal',
    description_en:
      'Film evenings, book presentations and exhibitions in Serbian, French and English. The circle brings Serbian writers and artists to Montreal and introduces Quebec audiences to them.',
    description_sr_cyrl:
      'Филмске вечери, представљања књига и изложбе на српском, француском и енглеском. Круг доводи српске писце и уметнике у Монтреал и представља их публици Квебека.',
    email: 'info@krug-montreal.example',
    logo_image_url: '/images/content/film.svg',
  }),
  org('njegos-ottawa', {
    name_en: 'Njegoš Literary Society',
    name_sr_cyrl: 'Књижевно друштво „Његош“',
    category: 'culture',
    city_tag: 'ottawa',
    description_en:
      'Readers and writers who meet monthly to discuss Serbian literature, from epic poetry to contemporary novels. The society runs a lending library of over two thousand books.',
    description_sr_cyrl:
      'Читаоци и писци који се сваког месеца састају да разговарају о српској књижевности, од епске поезије до савременог романа. Друштво води библиотеку са више од две хиљаде књига.',
    email: 'citaonica@njegos-ottawa.example',
    logo_image_url: '/images/content/library.svg',
  }),
  org('choir-windsor', {
    name_en: 'Branko Radičević Choir',
    name_sr_cyrl: 'Хор „Бранко Радичевић“',
    category: 'culture',
    city_tag: 'windsor',
    description_en:
      'A mixed choir singing church music and Serbian art songs. Rehearsals are on Thursday evenings; new voices are welcome, no audition needed.',
    description_sr_cyrl:
      'Мешовити хор који пева духовну музику и српске соло песме у хорској обради. Пробе су четвртком увече; нови гласови су добродошли, без аудиције.',
    logo_image_url: '/images/content/music.svg',
  }),
  org('sloga-hamilton', {
    name_en: 'FC Sloga Hamilton',
    name_sr_cyrl: 'ФК Слога Хамилтон',
    category: 'sport',
    city_tag: 'hamilton',
    description_en:
      'A community soccer club with men’s, women’s and youth teams. Sloga plays in the regional league and hosts the annual Serbian Cup tournament.',
    description_sr_cyrl:
      'Фудбалски клуб заједнице са мушким, женским и омладинским екипама. Слога игра у регионалној лиги и организује годишњи Српски куп.',
    phone: '(905) 555-0177',
    logo_image_url: '/images/content/football.svg',
  }),
  org('basketball-alberta', {
    name_en: 'Serbian Basketball League of Alberta',
    name_sr_cyrl: 'Српска кошаркашка лига Алберте',
    category: 'sport',
    city_tag: 'calgary',
    description_en:
      'Recreational and competitive basketball for all ages in Calgary and Edmonton, with a youth program coached by former professional players.',
    description_sr_cyrl:
      'Рекреативна и такмичарска кошарка за све узрасте у Калгарију и Едмонтону, са омладинским програмом који воде бивши професионални играчи.',
    logo_image_url: '/images/content/basketball.svg',
  }),
  org('vuk-school-toronto', {
    name_en: 'Vuk Karadžić Saturday School',
    name_sr_cyrl: 'Суботња школа „Вук Караџић“',
    category: 'youth',
    city_tag: 'toronto',
    description_en:
      'Serbian language, Cyrillic script, history and geography for children aged five to fifteen, taught by qualified teachers every Saturday morning from September to June.',
    description_sr_cyrl:
      'Српски језик, ћирилица, историја и географија за децу од пет до петнаест година. Наставу држе квалификовани учитељи сваке суботе пре подне, од септембра до јуна.',
    email: 'skola@vuk-toronto.example',
    logo_image_url: '/images/content/school.svg',
  }),
  org('youth-network-vancouver', {
    name_en: 'Serbian Youth Network Vancouver',
    name_sr_cyrl: 'Мрежа српске омладине Ванкувер',
    category: 'youth',
    city_tag: 'vancouver',
    description_en:
      'Students and young professionals who organise hikes, mentoring evenings and volunteer days, and help newcomers find their feet in British Columbia.',
    description_sr_cyrl:
      'Студенти и млади стручњаци који организују планинарења, менторске вечери и волонтерске акције и помажу придошлицама да се снађу у Британској Колумбији.',
    logo_image_url: '/images/content/youth.svg',
  }),
  org('business-association-toronto', {
    name_en: 'Serbian-Canadian Business Association',
    name_sr_cyrl: 'Српско-канадско пословно удружење',
    category: 'business',
    city_tag: 'toronto',
    description_en:
      'A network of entrepreneurs and professionals that connects members with each other and with partners in Serbia, with monthly breakfasts and an annual awards evening.',
    description_sr_cyrl:
      'Мрежа предузетника и стручњака која повезује чланове међусобно и са партнерима у Србији, уз месечне пословне доручке и годишње вече доделе признања.',
    website: 'https://scba.example',
    logo_image_url: '/images/content/business.svg',
  }),
  org('tech-waterloo', {
    name_en: 'Serbian Tech Professionals of Waterloo',
    name_sr_cyrl: 'Српски технолошки стручњаци Ватерлоа',
    category: 'business',
    city_tag: 'kitchener-waterloo',
    description_en:
      'Engineers, founders and students in software and hardware. Meetups, talks and a mentorship program for students arriving from Serbian universities.',
    description_sr_cyrl:
      'Инжењери, оснивачи и студенти у области софтвера и хардвера. Сусрети, предавања и менторски програм за студенте који долазе са српских универзитета.',
    logo_image_url: '/images/content/tech.svg',
  }),
  org('circle-of-sisters-winnipeg', {
    name_en: 'Circle of Serbian Sisters Winnipeg',
    name_sr_cyrl: 'Коло српских сестара Винипег',
    category: 'other',
    city_tag: 'winnipeg',
    description_en:
      'A humanitarian women’s association that supports families in need, visits the elderly and raises funds for children’s hospitals in Canada and Serbia.',
    description_sr_cyrl:
      'Хуманитарно удружење жена које помаже породицама у потреби, обилази старије и прикупља средства за дечје болнице у Канади и Србији.',
    logo_image_url: '/images/content/heart.svg',
  }),
  org('seniors-edmonton', {
    name_en: 'Serbian Seniors Club Edmonton',
    name_sr_cyrl: 'Клуб српских пензионера Едмонтон',
    category: 'other',
    city_tag: 'edmonton',
    description_en:
      'Weekly gatherings for coffee, chess and conversation, with excursions in summer and help with forms and appointments all year round.',
    description_sr_cyrl:
      'Недељна дружења уз кафу, шах и разговор, излети током лета и помоћ око формулара и заказивања прегледа током целе године.',
    logo_image_url: '/images/content/chess.svg',
  }),
  // One organization in each city that has no other demo content, so every city page has something.
  org('kolo-london', {
    name_en: 'Forest City Serbian Folklore Group',
    name_sr_cyrl: 'Српска фолклорна група „Шумски град“',
    category: 'culture',
    city_tag: 'london',
    description_en:
      'Children and adults of London, Ontario learn Serbian dances on Tuesday evenings and perform at the city’s multicultural festival every summer.',
    description_sr_cyrl:
      'Деца и одрасли из Лондона у Онтарију уторком увече уче српске игре и сваког лета наступају на градском мултикултурном фестивалу.',
    address: '12 Richmond Street, London, ON',
    phone: '(519) 555-0161',
    email: 'info@forestcity-folklore.example',
  }),
  org('sokol-niagara', {
    name_en: 'Sokol Niagara Sports Club',
    name_sr_cyrl: 'Спортски клуб „Соко“ Нијагара',
    category: 'sport',
    city_tag: 'niagara',
    description_en:
      'Soccer and basketball for Serbian-Canadian youth in the Niagara region, with a summer tournament that brings teams from across Ontario.',
    description_sr_cyrl:
      'Фудбал и кошарка за српско-канадску омладину у региону Нијагаре, уз летњи турнир који окупља екипе из целог Онтарија.',
    address: '300 Falls Avenue, Niagara Falls, ON',
    phone: '(905) 555-0172',
    website: 'https://sokol-niagara.example',
  }),
  org('youth-victoria', {
    name_en: 'Serbian Youth of Vancouver Island',
    name_sr_cyrl: 'Српска омладина Ванкуверског острва',
    category: 'youth',
    city_tag: 'victoria',
    description_en:
      'Students and young professionals in Victoria meet monthly for hikes, language evenings and volunteer days with the island’s Serbian families.',
    description_sr_cyrl:
      'Студенти и млади стручњаци у Викторији састају се једном месечно на планинарењу, вечерима језика и волонтерским данима са српским породицама острва.',
    email: 'hello@serbian-youth-victoria.example',
  }),
  org('business-regina', {
    name_en: 'Serbian Business Circle of Saskatchewan',
    name_sr_cyrl: 'Српски пословни круг Саскачевана',
    category: 'business',
    city_tag: 'regina',
    description_en:
      'Owners and professionals of Serbian background in Regina share contacts, mentor newcomers and host a networking breakfast every quarter.',
    description_sr_cyrl:
      'Власници предузећа и стручњаци српског порекла у Реџајни деле контакте, помажу новопридошлима и свака три месеца организују пословни доручак.',
    address: '1800 Scarth Street, Regina, SK',
    phone: '(306) 555-0183',
  }),
  org('choir-laval', {
    name_en: 'Laval Serbian Choir "Sloga"',
    name_sr_cyrl: 'Српски хор „Слога“ Лавал',
    category: 'culture',
    city_tag: 'laval',
    description_en:
      'A mixed choir singing Serbian sacred and folk music, rehearsing on Thursday evenings and open to new voices of every age.',
    description_sr_cyrl:
      'Мешовити хор који пева српску духовну и народну музику, вежба четвртком увече и прима нове гласове свих узраста.',
    address: '1500 Boulevard de la Concorde, Laval, QC',
    phone: '(450) 555-0194',
  }),
  org('library-saskatoon', {
    name_en: 'Saskatoon Serbian Library and Reading Room',
    name_sr_cyrl: 'Српска библиотека и читаоница Саскатун',
    category: 'other',
    city_tag: 'saskatoon',
    description_en:
      'A lending library of Serbian books, films and music in both scripts, open on Saturdays, with a reading hour for children.',
    description_sr_cyrl:
      'Библиотека српских књига, филмова и музике на оба писма, отворена суботом, са часом читања за децу.',
    address: '220 Spadina Crescent, Saskatoon, SK',
    website: 'https://srpska-citaonica-saskatoon.example',
  }),
];

/** Awaiting review: visible to editors, never to the public. */
export const pendingDemoOrganization: Record<string, unknown> = {
  name_en: 'Serbian Film Club Laval',
  name_sr_cyrl: 'Српски филмски клуб Лавал',
  category: 'culture',
  city_tag: 'laval',
  description_en: 'Monthly screenings of Serbian films with subtitles.',
  description_sr_cyrl: 'Месечне пројекције српских филмова са титловима.',
  status: 'pending_review',
};
