import { siteTextSrCyrillic } from '@domain/seo/site-text-sr-cyrillic.ts';
import type { multimediaEn } from '../en/multimedia.ts';

export const multimediaSrCyrillic: typeof multimediaEn = {
  title: siteTextSrCyrillic.multimedia.title,
  intro: siteTextSrCyrillic.multimedia.description,
  tabsLabel: 'Врста садржаја',
  tabs: {
    photos: 'Фотографије',
    videos: 'Видео',
    music: 'Музика',
  },
  photos: {
    festival: 'Летњи фестивал у парку',
    kolo: 'Коло на црквеном пикнику',
    church: 'Недељна литургија',
    music: 'Тамбурашко вече',
    library: 'Књижевно вече у парохијској библиотеци',
    food: 'Припреме за славу',
  },
  videos: {
    folklore: 'Фолклорни ансамбл: игре из Шумадије',
    choir: 'Црквени хор: божићни концерт',
    school: 'Српска школа: прослава краја године',
  },
  music: {
    track1: 'Тамо далеко',
    track2: 'Ајде Јано',
    track3: 'Ој Мораво',
    track4: 'Крени коло',
    artist1: 'Парохијски хор, Торонто',
    artist2: 'Тамбурашки оркестар, Хамилтон',
    artist3: 'Фолклорни ансамбл, Ванкувер',
    artist4: 'Омладински оркестар, Калгари',
  },
  viewPhoto: 'Погледај фотографију: {{title}}',
  photosTitle: 'Фотографије из наших заједница',
  closePhotos: 'Затвори фотографије',
  previousPhoto: 'Претходна фотографија',
  nextPhoto: 'Следећа фотографија',
  photoPosition: 'Фотографија {{number}} од {{count}}',
  playVideo: 'Пусти видео: {{title}}',
  videosDemoNote:
    'У овој демонстрацији уместо снимака стоје отворени филмови фондације Блендер (CC BY). Видео се пушта са Јутјубовог плејера за заштиту приватности тек када притиснете дугме.',
  musicNote:
    'Снимци ових песама још нису на интернету. Имате снимак који смете да поделите? Пошаљите нам га.',
  duration: 'Трајање {{duration}}',
  uploadTitle: 'Поделите своје фотографије и снимке',
  uploadText: 'Помозите нам да створимо живу архиву наше заједнице.',
  upload: 'Пошаљите снимке',
};
