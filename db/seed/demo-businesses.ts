/** The business directory samples: every category, the directory's seven cities, one featured. */

export const demoBusinesses: Record<string, unknown>[] = [
  {
    name_en: 'Kafana Stari Grad',
    name_sr_cyrl: 'Кафана „Стари град“',
    category: 'restaurant',
    city_tag: 'toronto',
    featured: true,
    description_en:
      'Grilled specialities, slow-cooked stews and live tamburica music on Friday nights, in a room that feels like old Belgrade.',
    description_sr_cyrl:
      'Специјалитети са роштиља, јела из котлића и тамбураши уживо петком увече, у амбијенту старог Београда.',
    address: '1450 Bloor Street West, Toronto, ON',
    phone: '(416) 555-0150',
    website: 'https://starigrad-toronto.example',
    image_url: '/images/content/food.svg',
  },
  {
    name_en: 'Balkan Bakery',
    name_sr_cyrl: 'Пекара „Балкан“',
    category: 'retail',
    city_tag: 'vancouver',
    description_en: 'Fresh burek every morning, pogača, kifle and cakes for slavas and weddings.',
    description_sr_cyrl: 'Свеж бурек свако јутро, погача, кифле и торте за славе и свадбе.',
    address: '2210 Kingsway, Vancouver, BC',
    phone: '(604) 555-0161',
    image_url: '/images/content/bakery.svg',
  },
  {
    name_en: 'Delić Construction',
    name_sr_cyrl: 'Грађевинска фирма Делић',
    category: 'construction',
    city_tag: 'calgary',
    description_en:
      'Residential renovations, basements and custom homes in Calgary and area, with twenty years of experience.',
    description_sr_cyrl:
      'Реновирање станова, уређење подрума и изградња кућа по мери у Калгарију и околини, са двадесет година искуства.',
    phone: '(403) 555-0172',
    website: 'https://delic-construction.example',
    image_url: '/images/content/tools.svg',
  },
  {
    name_en: 'Marić Family Dental',
    name_sr_cyrl: 'Стоматолошка ординација Марић',
    category: 'healthcare',
    city_tag: 'ottawa',
    description_en:
      'Family dentistry in English, French and Serbian. New patients and emergencies welcome.',
    description_sr_cyrl:
      'Породична стоматологија на енглеском, француском и српском. Примамо нове пацијенте и хитне случајеве.',
    address: '310 Bank Street, Ottawa, ON',
    phone: '(613) 555-0183',
    image_url: '/images/content/clinic.svg',
  },
  {
    name_en: 'Auto Servis Jovanović',
    name_sr_cyrl: 'Ауто-сервис Јовановић',
    category: 'automotive',
    city_tag: 'edmonton',
    description_en: 'Honest repairs, winter tires and pre-purchase inspections for every make.',
    description_sr_cyrl:
      'Поштене поправке, зимске гуме и преглед возила пре куповине, за све марке.',
    address: '9820 63 Avenue NW, Edmonton, AB',
    phone: '(780) 555-0194',
    image_url: '/images/content/car.svg',
  },
  {
    name_en: 'Petrović & Partners Law',
    name_sr_cyrl: 'Адвокатска канцеларија Петровић и партнери',
    category: 'professional',
    city_tag: 'montreal',
    description_en:
      'Immigration, family and business law. Consultations in Serbian, French and English.',
    description_sr_cyrl:
      'Имиграционо, породично и привредно право. Консултације на српском, француском и енглеском.',
    address: '1000 Rue Sherbrooke Ouest, Montreal, QC',
    phone: '(514) 555-0105',
    website: 'https://petrovic-law.example',
    image_url: '/images/content/briefcase.svg',
  },
  {
    name_en: 'Šumadija Butcher Shop',
    name_sr_cyrl: 'Месара „Шумадија“',
    category: 'retail',
    city_tag: 'winnipeg',
    description_en: 'Homemade sausages, smoked meats and kajmak, prepared the traditional way.',
    description_sr_cyrl:
      'Домаће кобасице, сухомеснати производи и кајмак, спремљени на традиционалан начин.',
    phone: '(204) 555-0116',
    image_url: '/images/content/shop.svg',
  },
  {
    name_en: 'Most Translation Services',
    name_sr_cyrl: 'Преводилачка агенција „Мост“',
    category: 'services',
    city_tag: 'vancouver',
    description_en:
      'Certified translations of documents between Serbian and English for immigration, courts and universities.',
    description_sr_cyrl:
      'Оверени преводи докумената са српског на енглески и обрнуто, за имиграцију, судове и универзитете.',
    email: 'info@most-translations.example',
    image_url: '/images/content/books.svg',
  },
  {
    name_en: 'Nikolić Accounting',
    name_sr_cyrl: 'Књиговодствена агенција Николић',
    category: 'professional',
    city_tag: 'toronto',
    description_en: 'Bookkeeping, payroll and tax returns for small businesses and families.',
    description_sr_cyrl: 'Књиговодство, обрачун плата и пореске пријаве за мале фирме и породице.',
    phone: '(416) 555-0127',
    image_url: '/images/content/briefcase.svg',
  },
  {
    name_en: 'Kod Mike Ćevapi House',
    name_sr_cyrl: 'Ћевабџиница „Код Мике“',
    category: 'restaurant',
    city_tag: 'calgary',
    description_en: 'Ćevapi, pljeskavica and fresh lepinja, eat in or take away.',
    description_sr_cyrl: 'Ћевапи, пљескавица и свежа лепиња, за јело у локалу или за понети.',
    phone: '(403) 555-0138',
    image_url: '/images/content/food.svg',
  },
  {
    name_en: 'Zdravlje Physiotherapy',
    name_sr_cyrl: 'Физиотерапија „Здравље“',
    category: 'healthcare',
    city_tag: 'toronto',
    description_en:
      'Physiotherapy and rehabilitation after injuries, with direct billing to insurers.',
    description_sr_cyrl:
      'Физиотерапија и рехабилитација после повреда, са директним обрачуном осигурању.',
    phone: '(416) 555-0149',
    image_url: '/images/content/clinic.svg',
  },
  {
    name_en: 'Dom Cleaning Services',
    name_sr_cyrl: 'Сервис за чишћење „Дом“',
    category: 'services',
    city_tag: 'montreal',
    description_en: 'Home and office cleaning by a reliable, insured team.',
    description_sr_cyrl: 'Чишћење станова и пословних простора, поуздан и осигуран тим.',
    phone: '(514) 555-0158',
    image_url: '/images/content/shop.svg',
  },
];
