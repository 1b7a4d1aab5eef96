import { siteTextSrCyrillic } from '@domain/seo/site-text-sr-cyrillic.ts';
import type { contactEn } from '../en/contact.ts';

export const contactSrCyrillic: typeof contactEn = {
  title: siteTextSrCyrillic.contact.title,
  intro: siteTextSrCyrillic.contact.description,
  cards: {
    emailTitle: 'Имејл',
    email: 'info@zajednica.ca',
    phoneTitle: 'Телефон',
    phone: '+1 416 555 0100',
    addressTitle: 'Адреса',
    address: '100 King Street West, Toronto, ON M5X 1A9',
    hoursTitle: 'Радно време',
    hours: 'пон–пет 9–17 (EST)',
  },
  formTitle: 'Пошаљите нам поруку',
  fullName: 'Име и презиме',
  email: 'Имејл адреса',
  subject: 'Тема',
  message: 'Порука',
  send: 'Пошаљи поруку',
  sending: 'Слање…',
  successTitle: 'Порука је послата',
  successText:
    'Хвала! Поруку коју сте потписали као {{name}} уредници ће прочитати и одговорити на {{email}}, обично у року од неколико дана.',
  sendAnother: 'Напиши још једну поруку',
  required: 'Обавезно',
  errors: {
    fullNameRequired: 'Унесите име и презиме.',
    emailRequired: 'Унесите имејл адресу.',
    emailInvalid: 'Ово не личи на имејл адресу. Проверите је.',
    subjectRequired: 'Унесите тему.',
    messageRequired: 'Напишите поруку.',
    tooLong: 'Ово је предугачко. Скратите текст.',
    title: 'Порука није послата',
    over_request_rate_limit: 'Превише порука. Сачекајте неколико минута и покушајте поново.',
    network: 'Нема везе са сервером. Ваша порука је још ту: покушајте поново за тренутак.',
    generic: 'Нешто није у реду. Ваша порука је још ту: покушајте поново.',
  },
  mapTitle: 'Мапа',
  mapPlaceholder: 'Мапа ће ускоро бити приказана овде.',
};
