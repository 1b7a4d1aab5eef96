import type { newsletterPreferencesEn } from '../en/newsletter-preferences.ts';

/** Подешавања билтена (/newsletter/preferences) и веза са контролне табле. */
export const newsletterPreferencesSrCyrillic: typeof newsletterPreferencesEn = {
  title: 'Подешавања билтена',
  intro: 'Изаберите језик недељног билтена и градове о којима пише.',
  loading: 'Учитавамо ваша подешавања…',
  address: 'Подешавања за {{email}}',
  save: 'Сачувај подешавања',
  saving: 'Чувамо…',
  savedTitle: 'Подешавања су сачувана',
  savedText: 'Следећи билтен стиже према новом избору.',
  citiesHint: 'Ако не изаберете ниједан, пишемо вам о свим градовима.',
  unsubscribeHeading: 'Прекините билтен',
  unsubscribeText: 'Претплату можете отказати у сваком тренутку; више вам ништа нећемо слати.',
  unsubscribe: 'Откажи претплату',
  notSubscribedTitle: 'Ова адреса није претплаћена',
  notSubscribedText:
    'Ова претплата на билтен је отказана или још није потврђена. Поново се можете претплатити на дну сваке странице.',
  failedTitle: 'Подешавања нису могла да се отворе',
  link_invalid: 'Ова веза не важи. Користите везу из последњег билтена.',
  no_token: 'Ова веза је непотпуна. Користите везу из последњег билтена.',
  saveFailed: 'Подешавања нису сачувана',
  retry: 'Покушај поново',
  dashboardHeading: 'Билтен',
  dashboardSubscribed: 'Недељни билтен добијате на адресу свог налога.',
  dashboardManage: 'Подешавања билтена',
  dashboardNotSubscribed:
    'На адресу налога не добијате билтен. Можете се претплатити на дну сваке странице.',
};
