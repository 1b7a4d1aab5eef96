import type { adminNewsletterEn } from '../en/admin-newsletter.ts';

export const adminNewsletterSrCyrillic: typeof adminNewsletterEn = {
  title: 'Билтен',
  intro:
    'Недељни преглед сам одлази понедељком (14:00 UTC) потврђеним претплатницима: вести објављене у последњих седам дана и догађаји у наредне две недеље, на језику и за градове сваког претплатника.',
  subscribersHeading: 'Претплатници',
  confirmed: 'Потврђени',
  pending: 'Чекају потврду',
  unsubscribed: 'Отказали претплату',
  digestsHeading: 'Прегледи',
  week: 'Недеља',
  recipients: 'Порука',
  status: 'Стање',
  completed: 'Послато',
  inProgress: 'Шаље се',
  noDigests: 'Још није послат ниједан преглед.',
  previewHeading: 'Преглед овонедељног билтена',
  previewLanguage: 'Језик',
  previewCities: 'Градови (ниједан: сви)',
  previewButton: 'Прикажи преглед',
  previewCounts: 'вести: {{news}}, догађаја: {{events}}',
  sendHeading: 'Пошаљи овонедељни билтен сада',
  sendText:
    'Сваки потврђени претплатник добија овонедељни билтен једном: поновно слање, ни понедељни распоред, никоме не шаљу два пута.',
  sendButton: 'Пошаљи билтен за ову недељу ({{week}})',
  sending: 'Слање…',
  sent: 'Порука стављено у ред за недељу {{week}}: {{count}}.',
  loadFailed: 'Билтен није могуће учитати.',
  failed: 'Није успело. Покушајте поново.',
};
