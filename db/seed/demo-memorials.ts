import { richText } from '../../domain/rich-text.ts';

/** Demo memorials of fictional people, each with a gallery. `city` is a city slug. */

export interface DemoMemorial {
  city: string;
  row: Record<string, unknown>;
}

const gallery = (...names: string[]) => names.map((name) => `/images/memorials/${name}.svg`);

export const demoMemorials: DemoMemorial[] = [
  {
    city: 'toronto',
    row: {
      first_name: 'Milorad',
      grammatical_gender: 'masculine',
      last_name: 'Jovanović',
      birth_date: '1938-03-14',
      death_date: '2024-11-02',
      place_of_birth: 'Kraljevo, Serbia',
      place_of_passing: 'Toronto, Ontario',
      profile_image_url: '/images/memorials/portrait-man.svg',
      gallery_image_urls: gallery('candle', 'church-dome', 'river'),
      service_info: {
        date: '2024-11-06',
        time: '11:00',
        church: 'St. Sava Serbian Orthodox Parish',
        church_sr_cyrl: 'Српска православна парохија Светог Саве',
        address: '200 Parish Lane, Toronto, ON',
      },
      obituary_en: richText(
        'Milorad came to Toronto in 1967 as a young civil engineer and spent forty years building bridges and schools across Ontario. He was among the founders of the parish building committee and knew every beam of the church hall he helped raise.',
        'He is remembered as a patient teacher to his grandchildren, a tireless volunteer and a man who never missed the Sunday liturgy. He is survived by his wife Zora, two sons and five grandchildren.',
      ),
      obituary_sr_cyrl: richText(
        'Милорад је у Торонто дошао 1967. године као млади грађевински инжењер и четрдесет година градио је мостове и школе широм Онтарија. Био је међу оснивачима парохијског грађевинског одбора и познавао је сваку греду црквене сале коју је помогао да се подигне.',
        'Памтићемо га као стрпљивог учитеља својих унука, неуморног волонтера и човека који никада није пропустио недељну литургију. Иза њега остају супруга Зора, два сина и петоро унучади.',
      ),
    },
  },
  {
    city: 'hamilton',
    row: {
      first_name: 'Desanka',
      grammatical_gender: 'feminine',
      last_name: 'Petrović',
      birth_date: '1942-09-21',
      death_date: '2023-05-18',
      place_of_birth: 'Čačak, Serbia',
      place_of_passing: 'Hamilton, Ontario',
      profile_image_url: '/images/memorials/portrait-woman.svg',
      gallery_image_urls: gallery('lilies', 'village', 'candle'),
      service_info: {
        date: '2023-05-22',
        time: '10:00',
        church: 'Parish church, Hamilton',
        church_sr_cyrl: 'Парохијска црква, Хамилтон',
      },
      obituary_en: richText(
        'Desanka taught Serbian to the children of Hamilton for thirty-two years, first in her kitchen and later in the parish school she helped found. Generations of pupils learned their first Cyrillic letters from her hand-drawn cards.',
        'She loved gardens, poetry and long conversations over coffee. Her daughters, her grandchildren and the many pupils who still call her “učiteljica” will miss her dearly.',
      ),
      obituary_sr_cyrl: richText(
        'Десанка је тридесет две године учила хамилтонску децу српском језику, најпре у својој кухињи, а затим у парохијској школи коју је помогла да се оснује. Генерације ђака научиле су прва ћирилична слова са њених ручно цртаних картица.',
        'Волела је баште, поезију и дуге разговоре уз кафу. Недостајаће својим ћеркама, унуцима и бројним ђацима који је и данас зову „учитељица“.',
      ),
    },
  },
  {
    city: 'windsor',
    row: {
      first_name: 'Radomir',
      grammatical_gender: 'masculine',
      last_name: 'Stanković',
      birth_date: '1935-01-07',
      death_date: '2022-02-11',
      place_of_birth: 'Leskovac, Serbia',
      place_of_passing: 'Windsor, Ontario',
      profile_image_url: '/images/memorials/portrait-man.svg',
      gallery_image_urls: gallery('church-dome', 'field', 'candle'),
      obituary_en: richText(
        'Born on Christmas Day, Radomir spent his working life as a machinist in Windsor’s auto plants and his evenings singing bass in the church choir for more than fifty years.',
        'His deep voice, his jokes and his plum orchard in the backyard were known to the whole community. He rests beside his beloved wife Milka.',
      ),
      obituary_sr_cyrl: richText(
        'Рођен на Божић, Радомир је радни век провео као машинбравар у виндзорским фабрикама аутомобила, а вечери више од педесет година певајући бас у црквеном хору.',
        'Његов дубоки глас, шале и шљивик у дворишту знала је цела заједница. Почива поред своје вољене супруге Милке.',
      ),
    },
  },
  {
    city: 'vancouver',
    row: {
      first_name: 'Ljubica',
      grammatical_gender: 'feminine',
      last_name: 'Marković',
      birth_date: '1950-06-30',
      death_date: '2024-03-09',
      place_of_birth: 'Novi Sad, Serbia',
      place_of_passing: 'Vancouver, British Columbia',
      profile_image_url: '/images/memorials/portrait-woman.svg',
      gallery_image_urls: gallery('river', 'lilies', 'harbour-evening'),
      service_info: {
        date: '2024-03-14',
        time: '12:00',
        church: 'St. Archangel Michael Serbian Orthodox Church',
        church_sr_cyrl: 'Српска православна црква Светог архангела Михаила',
        address: '88 Archangel Street, Burnaby, BC',
      },
      obituary_en: richText(
        'Ljubica was a nurse for thirty-five years, most of them in the neonatal unit of a Vancouver hospital, where she cared for thousands of the city’s smallest patients.',
        'She walked the seawall every morning, baked for every church celebration and welcomed every newcomer as family. She is mourned by her husband Dragan, her son and her sisters in Novi Sad.',
      ),
      obituary_sr_cyrl: richText(
        'Љубица је тридесет пет година радила као медицинска сестра, највише на одељењу за новорођенчад једне ванкуверске болнице, где је неговала хиљаде најмањих пацијената овог града.',
        'Свако јутро шетала је обалом, месила колаче за сваку црквену прославу и сваког придошлицу дочекивала као рођака. Оплакују је супруг Драган, син и сестре у Новом Саду.',
      ),
    },
  },
  {
    city: 'calgary',
    row: {
      first_name: 'Branislav',
      grammatical_gender: 'masculine',
      last_name: 'Đorđević',
      birth_date: '1947-10-04',
      death_date: '2021-08-27',
      place_of_birth: 'Niš, Serbia',
      place_of_passing: 'Calgary, Alberta',
      profile_image_url: '/images/memorials/portrait-man.svg',
      gallery_image_urls: gallery('mountains-dawn', 'field', 'candle'),
      obituary_en: richText(
        'Branislav was a geologist who mapped the foothills of Alberta for four decades. He loved the mountains as much as the hills around his native Niš and taught his children the names of every peak they could see.',
        'A founding member of the Holy Trinity parish, he served on its board for twenty years. He is survived by his wife Olivera, a daughter and a son.',
      ),
      obituary_sr_cyrl: richText(
        'Бранислав је био геолог који је четири деценије истраживао подножје планина у Алберти. Планине је волео колико и брда око родног Ниша и учио је децу имена сваког врха који се видео.',
        'Као један од оснивача парохије Свете Тројице, двадесет година био је члан њеног управног одбора. Иза њега остају супруга Оливера, ћерка и син.',
      ),
    },
  },
  {
    city: 'montreal',
    row: {
      first_name: 'Stana',
      grammatical_gender: 'feminine',
      last_name: 'Vuković',
      birth_date: '1929-12-12',
      death_date: '2020-04-16',
      place_of_birth: 'Trebinje, Herzegovina',
      place_of_passing: 'Montreal, Quebec',
      profile_image_url: '/images/memorials/portrait-woman.svg',
      gallery_image_urls: gallery('village', 'lilies', 'church-dome'),
      obituary_en: richText(
        'Stana was a seamstress whose embroidered folk costumes are still worn by the dancers of Montreal’s folklore ensemble. She arrived in Canada at the age of forty and learned French and English in evening classes.',
        'Ninety years of life gave her eleven great-grandchildren, whom she taught old songs from Herzegovina. Her family and friends remember her kindness and her quiet strength.',
      ),
      obituary_sr_cyrl: richText(
        'Стана је била кројачица чије везене народне ношње и данас носе играчи монтреалског фолклорног ансамбла. У Канаду је стигла у четрдесетој години и на вечерњим курсевима научила француски и енглески.',
        'Деведесет година живота подарило јој је једанаесторо праунучади, које је учила старим херцеговачким песмама. Породица и пријатељи памте њену доброту и тиху снагу.',
      ),
    },
  },
  {
    city: 'ottawa',
    row: {
      first_name: 'Nikola',
      grammatical_gender: 'masculine',
      last_name: 'Ilić',
      birth_date: '1955-02-25',
      death_date: '2025-01-19',
      place_of_birth: 'Belgrade, Serbia',
      place_of_passing: 'Ottawa, Ontario',
      profile_image_url: '/images/memorials/portrait-man.svg',
      gallery_image_urls: gallery('books', 'river', 'candle'),
      service_info: {
        date: '2025-01-23',
        time: '13:00',
        church: 'Parish church, Ottawa',
        church_sr_cyrl: 'Парохијска црква, Отава',
      },
      obituary_en: richText(
        'Nikola was a translator who carried Serbian novels into English and Canadian poetry into Serbian. For many years he led the Njegoš Literary Society and built its library book by book.',
        'Friends remember his generosity with time and words, and the evenings he spent reading aloud to anyone who would listen. He is mourned by his wife Jasmina and his daughter Ana.',
      ),
      obituary_sr_cyrl: richText(
        'Никола је био преводилац који је српске романе преносио на енглески, а канадску поезију на српски. Дуго година водио је Књижевно друштво „Његош“ и књигу по књигу стварао његову библиотеку.',
        'Пријатељи памте његову дарежљивост у времену и речима и вечери које је проводио читајући наглас свакоме ко је хтео да слуша. Оплакују га супруга Јасмина и ћерка Ана.',
      ),
    },
  },
  {
    city: 'winnipeg',
    row: {
      first_name: 'Vera',
      grammatical_gender: 'feminine',
      last_name: 'Pavlović',
      birth_date: '1945-07-08',
      death_date: '2023-10-30',
      place_of_birth: 'Sombor, Serbia',
      place_of_passing: 'Winnipeg, Manitoba',
      profile_image_url: '/images/memorials/portrait-woman.svg',
      gallery_image_urls: gallery('field', 'lilies', 'candle'),
      obituary_en: richText(
        'Vera ran a pharmacy in Winnipeg for thirty years and knew most of her customers by name. She was a long-time member of the Circle of Serbian Sisters and organised its humanitarian bazaar.',
        'She carried the calm of the Vojvodina plains with her all her life. Her son, her daughter-in-law and her grandchildren will keep her recipes and her stories.',
      ),
      obituary_sr_cyrl: richText(
        'Вера је тридесет година водила апотеку у Винипегу и већину муштерија знала је по имену. Дуго је била чланица Кола српских сестара и организовала његов хуманитарни базар.',
        'Мир војвођанске равнице носила је са собом целог живота. Њен син, снаја и унуци чуваће њене рецепте и приче.',
      ),
    },
  },
  {
    city: 'edmonton',
    row: {
      first_name: 'Jovan',
      grammatical_gender: 'masculine',
      last_name: 'Todorović',
      birth_date: '1960-04-22',
      death_date: '2024-07-05',
      place_of_birth: 'Šabac, Serbia',
      place_of_passing: 'Edmonton, Alberta',
      profile_image_url: '/images/memorials/portrait-man.svg',
      gallery_image_urls: gallery('kolo-ring', 'field', 'candle'),
      obituary_en: richText(
        'Jovan was an electrician by trade and a folklore instructor by calling. For twenty-five years he taught children in Edmonton the dances of Mačva, Šumadija and Pomoravlje.',
        'His students, now grown, danced at his farewell. He is survived by his wife Snežana and their three children.',
      ),
      obituary_sr_cyrl: richText(
        'Јован је по занимању био електричар, а по позиву учитељ фолклора. Двадесет пет година учио је децу у Едмонтону играма Мачве, Шумадије и Поморавља.',
        'Његови ученици, данас одрасли, играли су на његовом испраћају. Иза њега остају супруга Снежана и њихово троје деце.',
      ),
    },
  },
];
