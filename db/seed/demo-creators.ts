import { richText } from '../../domain/rich-text.ts';

/**
 * Demo creators in Canada and the USA. Latin names and bios are made from
 * the Cyrillic by the seed (toLatin). Featured videos are Blender Foundation
 * open movies on YouTube, standing in for the creators' own videos.
 */

export interface DemoCreator {
  daysAgo: number;
  cyr: { name: string; bio: string };
  row: Record<string, unknown>;
}

const bigBuckBunny = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const sintel = 'https://www.youtube.com/watch?v=eRsGyueVLvQ';
const avatar = (n: number) => `/images/creators/avatar-${n}.svg`;
const banner = (n: number) => `/images/creators/banner-${n}.svg`;

export const demoCreators: DemoCreator[] = [
  {
    daysAgo: 2,
    cyr: {
      name: 'Ана Ковачевић',
      bio: 'Кантауторка из Торонта која спаја староградске песме са савременим фолком. Пише на српском и енглеском.',
    },
    row: {
      grammatical_gender: 'feminine',
      email_public: 'ana@ana-kovacevic.example',
      contact_form_enabled: true,
      name_eng: 'Ana Kovacevic',
      short_bio_eng:
        'Toronto singer-songwriter blending old urban Serbian songs with contemporary folk. Writes in Serbian and English.',
      long_bio_eng: richText(
        'Ana grew up between Toronto and her grandparents’ house in Zemun, where she first heard the old city songs she now reinterprets.',
        'Her debut album was recorded live in a church hall with a string quartet and an accordion.',
      ),
      long_bio_cyr: richText(
        'Ана је одрасла између Торонта и куће својих бабе и деде у Земуну, где је први пут чула староградске песме које данас изводи на свој начин.',
        'Њен први албум снимљен је уживо у црквеној сали, уз гудачки квартет и хармонику.',
      ),
      country: 'Canada',
      city: 'Toronto',
      niche: ['Music'],
      verified: true,
      primary_video_url: bigBuckBunny,
      youtube_channel_url: 'https://www.youtube.com/@zajednica-demo-ana',
      website_url: 'https://ana-kovacevic.example',
      avatar_image: avatar(1),
      banner_image: banner(1),
    },
  },
  {
    daysAgo: 4,
    cyr: {
      name: 'Марко Петровић',
      bio: 'Водитељ подкаста „Дијаспора уживо“ из Чикага: разговори са Србима широм Северне Америке о послу, породици и идентитету.',
    },
    row: {
      grammatical_gender: 'masculine',
      email_public: 'marko@dijaspora-uzivo.example',
      contact_form_enabled: true,
      name_eng: 'Marko Petrovic',
      short_bio_eng:
        'Chicago host of the Diaspora Live podcast: conversations with Serbs across North America about work, family and identity.',
      long_bio_eng:
        'Marko started the podcast in his basement in 2019. More than two hundred episodes later, it is one of the most listened-to Serbian-language shows in North America.',
      country: 'USA',
      city: 'Chicago',
      niche: ['Podcast', 'Commentary'],
      verified: true,
      website_url: 'https://dijaspora-uzivo.example',
      avatar_image: avatar(2),
      banner_image: banner(2),
    },
  },
  {
    daysAgo: 6,
    cyr: {
      name: 'Јелена Стојановић',
      bio: 'Учитељица српског језика која на јутјубу објављује кратке лекције за децу и одрасле који уче српски као други језик.',
    },
    row: {
      grammatical_gender: 'feminine',
      email_public: 'jelena.stojanovic@studio.example',
      contact_form_enabled: true,
      name_eng: 'Jelena Stojanovic',
      short_bio_eng:
        'Serbian teacher publishing short video lessons for children and adults learning Serbian as a second language.',
      country: 'Canada',
      city: 'Vancouver',
      niche: ['Education'],
      verified: true,
      primary_video_url: sintel,
      youtube_channel_url: 'https://www.youtube.com/@zajednica-demo-jelena',
      avatar_image: avatar(3),
      banner_image: banner(3),
    },
  },
  {
    daysAgo: 8,
    cyr: {
      name: 'Немања Ристић',
      bio: 'Стримује стратешке игре и разговара са гледаоцима на српском и енглеском. Сваког петка турнир заједнице.',
    },
    row: {
      grammatical_gender: 'masculine',
      name_eng: 'Nemanja Ristic',
      short_bio_eng:
        'Streams strategy games and chats with viewers in Serbian and English. Community tournament every Friday.',
      country: 'Canada',
      city: 'Calgary',
      niche: ['Gaming'],
      avatar_image: avatar(4),
      banner_image: banner(4),
    },
  },
  {
    daysAgo: 10,
    cyr: {
      name: 'Милица Лазић',
      bio: 'Глумица и редитељка из Њујорка. Поставља савремене српске драме на енглеском у малим позориштима Менхетна.',
    },
    row: {
      grammatical_gender: 'feminine',
      name_eng: 'Milica Lazic',
      short_bio_eng:
        'New York actress and director staging contemporary Serbian plays in English in small Manhattan theatres.',
      country: 'USA',
      city: 'New York',
      niche: ['Theatre'],
      verified: true,
      avatar_image: avatar(5),
      banner_image: banner(1),
    },
  },
  {
    daysAgo: 12,
    cyr: {
      name: 'Стефан Радовановић',
      bio: 'Софтверски инжењер из Ватерлоа који на српском објашњава програмирање, од првог реда кода до прве апликације.',
    },
    row: {
      grammatical_gender: 'masculine',
      name_eng: 'Stefan Radovanovic',
      short_bio_eng:
        'Waterloo software engineer explaining programming in Serbian, from the first line of code to the first app.',
      country: 'Canada',
      city: 'Kitchener-Waterloo',
      niche: ['Tech', 'Education'],
      verified: true,
      primary_video_url: bigBuckBunny,
      avatar_image: avatar(6),
      banner_image: banner(2),
    },
  },
  {
    daysAgo: 14,
    cyr: {
      name: 'Ивана Симић',
      bio: 'Документаристкиња из Монтреала. Њен последњи филм прати три генерације једне породице између Квебека и Баната.',
    },
    row: {
      grammatical_gender: 'feminine',
      name_eng: 'Ivana Simic',
      short_bio_eng:
        'Montreal documentary filmmaker. Her latest film follows three generations of one family between Quebec and Banat.',
      country: 'Canada',
      city: 'Montreal',
      niche: ['Film'],
      avatar_image: avatar(1),
      banner_image: banner(3),
    },
  },
  {
    daysAgo: 16,
    cyr: {
      name: 'Лука Поповић',
      bio: 'Предузетник из Финикса који пише и снима о покретању малог бизниса у Америци, са саветима за нове досељенике.',
    },
    row: {
      grammatical_gender: 'masculine',
      name_eng: 'Luka Popovic',
      short_bio_eng:
        'Phoenix entrepreneur writing and filming about starting a small business in America, with advice for newcomers.',
      country: 'USA',
      city: 'Phoenix',
      niche: ['Business'],
      avatar_image: avatar(2),
      banner_image: banner(4),
    },
  },
  {
    daysAgo: 18,
    cyr: {
      name: 'Тамара Ђукић',
      bio: 'Виолинисткиња из Отаве. Изводи српску уметничку и народну музику са камерним оркестром и у дуету са хармоникашем.',
    },
    row: {
      grammatical_gender: 'feminine',
      name_eng: 'Tamara Djukic',
      short_bio_eng:
        'Ottawa violinist performing Serbian art and folk music with a chamber orchestra and in a duo with an accordionist.',
      country: 'Canada',
      city: 'Ottawa',
      niche: ['Music'],
      primary_video_url: sintel,
      avatar_image: avatar(3),
      banner_image: banner(1),
    },
  },
  {
    daysAgo: 20,
    cyr: {
      name: 'Душан Миленковић',
      bio: 'Историчар аматер из Питсбурга. Прича приче о српским досељеницима у рударским и челичанским градовима Пенсилваније.',
    },
    row: {
      grammatical_gender: 'masculine',
      name_eng: 'Dusan Milenkovic',
      short_bio_eng:
        'Amateur historian from Pittsburgh telling the stories of Serbian immigrants in the mining and steel towns of Pennsylvania.',
      country: 'USA',
      city: 'Pittsburgh',
      niche: ['Commentary', 'Education'],
      avatar_image: avatar(4),
      banner_image: banner(2),
    },
  },
  {
    daysAgo: 22,
    cyr: {
      name: 'Софија Јанковић',
      bio: 'Илустраторка из Торонта која прави сликовнице и бојанке за децу која уче ћирилицу.',
    },
    row: {
      grammatical_gender: 'feminine',
      name_eng: 'Sofija Jankovic',
      short_bio_eng:
        'Toronto illustrator making picture books and colouring books for children learning Cyrillic.',
      country: 'Canada',
      city: 'Toronto',
      niche: ['Education', 'Other'],
      avatar_image: avatar(5),
      banner_image: banner(3),
    },
  },
  {
    daysAgo: 24,
    cyr: {
      name: 'Вук Стевановић',
      bio: 'Фотограф и сниматељ из Лос Анђелеса. Снима кратке филмове о српским селима и људима који су се у њих вратили.',
    },
    row: {
      grammatical_gender: 'masculine',
      name_eng: 'Vuk Stevanovic',
      short_bio_eng:
        'Los Angeles photographer and cinematographer making short films about Serbian villages and the people who returned to them.',
      country: 'USA',
      city: 'Los Angeles',
      niche: ['Film'],
      avatar_image: avatar(6),
      banner_image: banner(4),
    },
  },
  {
    daysAgo: 26,
    cyr: {
      name: 'Нина Божовић',
      bio: 'Мама двоје деце и водитељка подкаста о двојезичном васпитању: како сачувати српски код куће у Канади.',
    },
    row: {
      grammatical_gender: 'feminine',
      name_eng: 'Nina Bozovic',
      short_bio_eng:
        'Mother of two and host of a podcast on raising bilingual children: how to keep Serbian alive at home in Canada.',
      country: 'Canada',
      city: 'Edmonton',
      niche: ['Podcast', 'Education'],
      avatar_image: avatar(1),
      banner_image: banner(2),
    },
  },
  {
    daysAgo: 28,
    cyr: {
      name: 'Александар Павић',
      bio: 'Програмер игара из Кливленда који на стримовима прави независне игре инспирисане српским бајкама.',
    },
    row: {
      grammatical_gender: 'masculine',
      name_eng: 'Aleksandar Pavic',
      short_bio_eng:
        'Cleveland game developer building indie games inspired by Serbian fairy tales, live on stream.',
      country: 'USA',
      city: 'Cleveland',
      niche: ['Gaming', 'Tech'],
      avatar_image: avatar(2),
      banner_image: banner(1),
    },
  },
  {
    daysAgo: 30,
    cyr: {
      name: 'Катарина Митровић',
      bio: 'Оперска певачица из Чикага. Изводи соло песме српских композитора и води радионице певања за младе.',
    },
    row: {
      grammatical_gender: 'feminine',
      name_eng: 'Katarina Mitrovic',
      short_bio_eng:
        'Chicago opera singer performing art songs by Serbian composers and leading singing workshops for young people.',
      country: 'USA',
      city: 'Chicago',
      niche: ['Music', 'Theatre'],
      verified: true,
      primary_video_url: bigBuckBunny,
      avatar_image: avatar(3),
      banner_image: banner(3),
    },
  },
  {
    daysAgo: 32,
    cyr: {
      name: 'Бојан Живковић',
      bio: 'Кувар из Хамилтона. Снима рецепте бакине кухиње, од пројаре до ораснице, корак по корак.',
    },
    row: {
      grammatical_gender: 'masculine',
      name_eng: 'Bojan Zivkovic',
      short_bio_eng:
        'Hamilton cook filming grandmother’s recipes step by step, from cornbread to walnut cookies.',
      country: 'Canada',
      city: 'Hamilton',
      niche: ['Other'],
      primary_video_url: sintel,
      avatar_image: avatar(4),
      banner_image: banner(4),
    },
  },
  {
    daysAgo: 34,
    cyr: {
      name: 'Теодора Николић',
      bio: 'Путописка из Винипега која пише о Канади за читаоце у Србији и о Србији за читаоце у Канади.',
    },
    row: {
      grammatical_gender: 'feminine',
      name_eng: 'Teodora Nikolic',
      short_bio_eng:
        'Winnipeg travel writer describing Canada for readers in Serbia and Serbia for readers in Canada.',
      country: 'Canada',
      city: 'Winnipeg',
      niche: ['Other'],
      avatar_image: avatar(5),
      banner_image: banner(2),
    },
  },
  {
    daysAgo: 36,
    cyr: { name: 'Петар Васић', bio: '' },
    row: {
      grammatical_gender: 'masculine',
      name_eng: 'Petar Vasic',
      short_bio_eng:
        'Chess coach from Mississauga teaching children online in Serbian and English.',
      country: 'Canada',
      city: 'Mississauga',
      niche: ['Education'],
      created_by_admin: true,
      contact_form_enabled: false,
      avatar_image: avatar(6),
    },
  },
];
