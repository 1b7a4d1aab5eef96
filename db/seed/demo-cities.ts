import type { City } from '../../domain/cities.ts';

/**
 * US cities the demo adds to the sixteen of the first release (domain/cities.ts),
 * as an admin would at /admin/cities.
 */
export const demoUsCities: readonly City[] = [
  { slug: 'chicago', name: 'Chicago', nameSrCyrl: 'Чикаго', provinceCode: 'IL' },
  { slug: 'pittsburgh', name: 'Pittsburgh', nameSrCyrl: 'Питсбург', provinceCode: 'PA' },
  { slug: 'milwaukee', name: 'Milwaukee', nameSrCyrl: 'Милвоки', provinceCode: 'WI' },
];

/** Intro texts and hero images of the demo's city pages (the names are in domain/cities.ts and above). */

export interface CityIntro {
  heroImage: string;
  en: string;
  srCyrl: string;
}

export const cityIntros: Record<string, CityIntro> = {
  toronto: {
    heroImage: '/images/cities/lake-skyline.svg',
    en: 'Toronto is home to the largest Serbian community in Canada. Parishes, folklore ensembles, Saturday schools and sports clubs across the Greater Toronto Area keep the language and the customs alive for a third and fourth generation.',
    srCyrl:
      'Торонто је дом највеће српске заједнице у Канади. Парохије, фолклорни ансамбли, суботње школе и спортски клубови широм Великог Торонта чувају језик и обичаје већ трећу и четврту генерацију.',
  },
  ottawa: {
    heroImage: '/images/cities/parliament.svg',
    en: 'In the national capital, Serbs gather around their parish, cultural evenings and academic circles. Students, public servants and long-settled families meet at slavas, lectures and the annual Saint Sava celebration.',
    srCyrl:
      'У главном граду Канаде Срби се окупљају око своје парохије, културних вечери и академских кругова. Студенти, државни службеници и одавно настањене породице сусрећу се на славама, предавањима и годишњој светосавској прослави.',
  },
  hamilton: {
    heroImage: '/images/cities/lake-skyline.svg',
    en: 'Hamilton’s Serbian community grew with the steel mills and has stayed close-knit ever since. Its church hall hosts dances, picnics and a youth folklore group that performs across southern Ontario.',
    srCyrl:
      'Српска заједница у Хамилтону расла је уз челичане и до данас је остала чврсто повезана. У црквеној сали одржавају се игранке, пикници и пробе омладинске фолклорне групе која наступа широм јужног Онтарија.',
  },
  london: {
    heroImage: '/images/cities/river-bridge.svg',
    en: 'London, Ontario is a university city with a small, welcoming Serbian community. Families and students meet for liturgy, language classes and summer gatherings by the Thames.',
    srCyrl:
      'Лондон у Онтарију је универзитетски град са малом и гостољубивом српском заједницом. Породице и студенти окупљају се на литургији, часовима језика и летњим дружењима крај реке Темзе.',
  },
  niagara: {
    heroImage: '/images/cities/waterfall.svg',
    en: 'From St. Catharines to Niagara Falls, Serbs of the Niagara region share vineyards, orchards and a long tradition of church festivals that draw guests from both sides of the border.',
    srCyrl:
      'Од Сент Катаринса до Нијагариних водопада, Срби нијагарског краја деле винограде, воћњаке и дугу традицију црквених сабора на које долазе гости са обе стране границе.',
  },
  windsor: {
    heroImage: '/images/cities/lake-skyline.svg',
    en: 'Across the river from Detroit, Windsor’s Serbian families have long ties with the community in Michigan. Joint celebrations, sports tournaments and choir concerts connect the two cities.',
    srCyrl:
      'Преко реке од Детроита, српске породице у Виндзору имају дуге везе са заједницом у Мичигену. Заједничке прославе, спортски турнири и концерти хорова повезују ова два града.',
  },
  'kitchener-waterloo': {
    heroImage: '/images/cities/river-bridge.svg',
    en: 'Kitchener-Waterloo brings together engineers, students and entrepreneurs with deep roots in Serbia. The community is young, active and known for its tech meetups and family picnics.',
    srCyrl:
      'Киченер-Ватерло окупља инжењере, студенте и предузетнике дубоко укорењене у Србији. Заједница је млада, активна и позната по технолошким сусретима и породичним пикницима.',
  },
  montreal: {
    heroImage: '/images/cities/river-bridge.svg',
    en: 'Montreal’s Serbian community lives in three languages: Serbian at home, French and English in the city. Its parish, folklore ensemble and film evenings are a meeting point for newcomers and old families alike.',
    srCyrl:
      'Српска заједница у Монтреалу живи на три језика: српски код куће, француски и енглески у граду. Парохија, фолклорни ансамбл и филмске вечери место су сусрета за придошлице и старе породице.',
  },
  laval: {
    heroImage: '/images/cities/river-bridge.svg',
    en: 'Just north of Montreal, Laval is where many Serbian families have settled in recent decades. Parents organise Serbian lessons for children, and neighbours gather for slavas and summer barbecues.',
    srCyrl:
      'Северно од Монтреала, у Лавалу се последњих деценија настанило много српских породица. Родитељи организују часове српског за децу, а комшије се окупљају на славама и летњим роштиљима.',
  },
  calgary: {
    heroImage: '/images/cities/mountains.svg',
    en: 'In the shadow of the Rockies, Calgary’s Serbian community has grown with the energy industry. Its church, folklore group and soccer club welcome every newcomer who arrives in Alberta.',
    srCyrl:
      'У подножју Стеновитих планина, српска заједница у Калгарију расла је заједно са енергетском индустријом. Црква, фолклорна група и фудбалски клуб дочекују сваког новог досељеника у Алберти.',
  },
  edmonton: {
    heroImage: '/images/cities/prairie.svg',
    en: 'Edmonton’s Serbs have built a parish, a hall and a lively cultural calendar in Alberta’s capital. Winter brings Christmas concerts; summer brings the church picnic and tournaments in the river valley parks.',
    srCyrl:
      'Срби у Едмонтону подигли су парохију и салу и створили живописан културни календар у престоници Алберте. Зима доноси божићне концерте, а лето црквени пикник и турнире у парковима речне долине.',
  },
  vancouver: {
    heroImage: '/images/cities/harbour.svg',
    en: 'Between the mountains and the Pacific, Vancouver’s Serbian community is spread across the Lower Mainland. Its parishes, dance ensembles and film festival keep people connected from Burnaby to Surrey.',
    srCyrl:
      'Између планина и Пацифика, српска заједница Ванкувера раширена је по целом приобаљу. Парохије, играчки ансамбли и филмски фестивал повезују људе од Бернабија до Сарија.',
  },
  victoria: {
    heroImage: '/images/cities/harbour.svg',
    en: 'On Vancouver Island, Victoria’s small Serbian community is close and hospitable. Liturgies are served by a visiting priest, and friends gather for feast days and walks along the harbour.',
    srCyrl:
      'На Ванкуверском острву, мала српска заједница Викторије блиска је и гостољубива. Литургије служи свештеник који долази у посету, а пријатељи се окупљају за празнике и у шетњама крај луке.',
  },
  winnipeg: {
    heroImage: '/images/cities/prairie.svg',
    en: 'In the heart of the continent, Winnipeg’s Serbian families are known for their warmth during the long prairie winters. Folklore Fridays, the church choir and Folklorama keep the community visible.',
    srCyrl:
      'У срцу континента, српске породице у Винипегу познате су по топлини током дугих преријских зима. Фолклорни петкови, црквени хор и фестивал Фолклорама чине заједницу видљивом.',
  },
  regina: {
    heroImage: '/images/cities/prairie.svg',
    en: 'Regina’s Serbian community is small but devoted. Families meet for liturgy when the priest visits, for Serbian lessons in the church hall and for a summer picnic under the wide Saskatchewan sky.',
    srCyrl:
      'Српска заједница у Реџајни мала је али посвећена. Породице се окупљају на литургији када дође свештеник, на часовима српског у црквеној сали и на летњем пикнику под широким небом Саскачевана.',
  },
  saskatoon: {
    heroImage: '/images/cities/river-bridge.svg',
    en: 'Saskatoon, the city of bridges, has a Serbian community built around its university and hospitals. Doctors, researchers and their families keep up the slava tradition and a monthly community dinner.',
    srCyrl:
      'Саскатун, град мостова, има српску заједницу окупљену око универзитета и болница. Лекари, истраживачи и њихове породице негују традицију славе и месечну заједничку вечеру.',
  },
  chicago: {
    heroImage: '/images/cities/lake-skyline.svg',
    en: 'Chicago and its suburbs are home to one of the largest Serbian communities in North America. Parishes on the North Side and in the suburbs, the monastery of Saint Sava in Libertyville, folklore ensembles, sports clubs and Saturday schools have kept Serbian life going here for more than a century.',
    srCyrl:
      'Чикаго и његова предграђа дом су једне од највећих српских заједница у Северној Америци. Парохије на северу града и у предграђима, манастир Светог Саве у Либертивилу, фолклорни ансамбли, спортски клубови и суботње школе одржавају српски живот овде више од једног века.',
  },
  pittsburgh: {
    heroImage: '/images/cities/river-bridge.svg',
    en: 'Serbs came to Pittsburgh and the Monongahela valley to work in the steel mills more than a hundred years ago. The city is where the Serb National Federation was founded, and its parishes, tamburica orchestras and church picnics still bring the generations together.',
    srCyrl:
      'Срби су у Питсбург и долину Мононгахеле дошли да раде у челичанама пре више од сто година. У овом граду основан је Српски народни савез, а парохије, тамбурашки оркестри и црквени пикници и данас окупљају све генерације.',
  },
  milwaukee: {
    heroImage: '/images/cities/lake-skyline.svg',
    en: 'On the shore of Lake Michigan, Milwaukee’s Serbian community gathers around the Cathedral of Saint Sava, known far beyond the city for its Byzantine dome. Every summer the community opens its doors with a festival of food, music and kolo.',
    srCyrl:
      'На обали језера Мичиген, српска заједница Милвокија окупља се око Саборног храма Светог Саве, познатог и далеко ван града по византијској куполи. Сваког лета заједница отвара врата на фестивалу хране, музике и кола.',
  },
};
