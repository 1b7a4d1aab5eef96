import { siteTextSrCyrillic } from '@domain/seo/site-text-sr-cyrillic.ts';
import { legalSrCyrillic } from './sr-cyrillic/legal.ts';
import { creatorsSrCyrillic } from './sr-cyrillic/creators.ts';
import { reportsSrCyrillic } from './sr-cyrillic/reports.ts';
import { signInCodeSrCyrillic } from './sr-cyrillic/sign-in-code.ts';
import type { BaseMessages } from './en.ts';
import { submissionsSrCyrillic } from './sr-cyrillic/submissions.ts';
import { homeSrCyrillic } from './sr-cyrillic/home.ts';
import { newsSrCyrillic } from './sr-cyrillic/news.ts';
import { eventsSrCyrillic } from './sr-cyrillic/events.ts';
import { organizationsSrCyrillic } from './sr-cyrillic/organizations.ts';
import { citiesSrCyrillic } from './sr-cyrillic/cities.ts';
import { searchSrCyrillic } from './sr-cyrillic/search.ts';
import { memorialsSrCyrillic } from './sr-cyrillic/memorials.ts';
import { businessSrCyrillic } from './sr-cyrillic/business.ts';
import { cultureSrCyrillic } from './sr-cyrillic/culture.ts';
import { multimediaSrCyrillic } from './sr-cyrillic/multimedia.ts';
import { contactSrCyrillic } from './sr-cyrillic/contact.ts';
import { aboutSrCyrillic } from './sr-cyrillic/about.ts';
import { newsletterSrCyrillic } from './sr-cyrillic/newsletter.ts';

/**
 * Serbian Cyrillic UI messages. Typed against the English set: a missing or
 * extra key fails the type check. The Latin messages are generated from these.
 */
export const srCyrillic: BaseMessages = {
  app: {
    name: siteTextSrCyrillic.siteName,
    tagline: 'Српска заједница у Канади и САД',
    skipToContent: 'Пређи на главни садржај',
    loading: 'Учитавање…',
  },
  nav: {
    label: 'Главна навигација',
    home: 'Почетна',
    news: 'Вести',
    events: 'Догађаји',
    organizations: 'Организације',
    businessDirectory: 'Пословни именик',
    memorials: 'In memoriam',
    creators: 'Ствараоци',
    culture: 'Култура',
    multimedia: 'Мултимедија',
    search: 'Претрага',
    dashboard: 'Контролна табла',
    openMenu: 'Отвори мени',
    closeMenu: 'Затвори мени',
    menuTitle: 'Мени',
    reviewQueueBadge: 'Пријаве за преглед: {{count}} чека',
  },
  megaMenu: {
    label: 'Рубрике и категорије',
    trigger: 'Истражите',
    newsHeading: 'Вести',
    newsPolitics: 'Политика',
    newsCommunity: 'Заједница',
    newsInterviews: 'Интервјуи',
    newsCulture: 'Култура',
    newsArchive: 'Архива',
    cultureHeading: 'Култура',
    cultureLiterature: 'Књижевност',
    cultureTheatre: 'Позориште',
    cultureMusic: 'Музика',
    cultureHistory: 'Историја',
    cultureVisualArts: 'Ликовна уметност',
    organizationsHeading: 'Организације',
    organizationsDirectory: 'Именик организација',
    organizationsChurches: 'Цркве и парохије',
    organizationsYouth: 'Омладинске групе',
    organizationsSubmit: 'Додајте своју организацију',
    eventsHeading: 'Догађаји',
    eventsFestivals: 'Фестивали',
    eventsTheatre: 'Позориште',
    eventsMusic: 'Музика',
    eventsSports: 'Спорт',
    eventsCalendar: 'Календар догађаја',
  },
  language: {
    label: 'Језик',
  },
  footer: {
    about:
      'Наш дом на интернету за Србе у Канади и САД: вести, догађаји, организације и људи који чувају нашу културу.',
    linksHeading: 'Истражите',
    contact: 'Контакт',
    newsletterHeading: 'Билтен',
    newsletterText: 'Вести из заједнице и позиви на догађаје, једном недељно.',
    emailLabel: 'Адреса е-поште',
    emailPlaceholder: 'ime@primer.com',
    subscribe: 'Пријави ме',
    privacy: 'Политика приватности',
    terms: 'Услови коришћења',
    copyright: '© {{year}} Заједница. Сва права задржана.',
  },
  toast: {
    announcement: 'Обавештење',
    notImplementedTitle: 'Функција још није доступна',
    notImplementedDescription: 'Још радимо на овоме. Свратите ускоро поново.',
    close: 'Затвори',
    viewportLabel: 'Обавештења ({hotkey})',
    loadFailedTitle: 'Подаци нису учитани',
  },
  forms: {
    characterCount: '{{count}} од {{max}} знакова',
    required: 'обавезно',
    honeypot: 'Оставите ово поље празно',
    errorSummary: 'Проверите ова поља:',
    needsJavaScript:
      'За овај образац потребан је JavaScript. Укључите га у прегледачу да бисте га послали.',
  },
  pages: {
    preparing: 'Овај део портала је у припреми.',
    home: { title: siteTextSrCyrillic.home.title },
    search: { title: 'Претрага' },
    news: { title: 'Вести' },
    newsSubmit: { title: 'Пошаљите вест' },
    newsArticle: { title: 'Чланак' },
    events: { title: 'Догађаји' },
    eventsSubmit: { title: 'Пријавите догађај' },
    event: { title: 'Догађај' },
    organizations: { title: 'Организације' },
    organizationsSubmit: { title: 'Пријавите организацију' },
    organization: { title: 'Организација' },
    businessDirectory: { title: 'Пословни именик' },
    culture: { title: 'Култура' },
    multimedia: { title: 'Мултимедија' },
    contact: { title: 'Контакт' },
    about: { title: 'О нама' },
    city: { title: 'Заједница у граду' },
    creators: { title: 'Ствараоци' },
    creatorsSubmit: { title: 'Пријавите профил ствараоца' },
    creator: { title: 'Профил ствараоца' },
    creatorsClaim: { title: 'Преузмите профил ствараоца' },
    creatorsVerifyClaim: { title: 'Потврда захтева' },
    adminCreators: { title: 'Пријаве стваралаца' },
    adminUsers: { title: 'Корисници' },
    devMailbox: { title: 'Развојно поштанско сандуче' },
    dashboard: { title: 'Контролна табла' },
    memorials: { title: 'In memoriam' },
    memorialsSubmit: { title: 'Објавите помен' },
    memorial: { title: 'Помен' },
    condolenceConfirm: { title: 'Потврда саучешћа' },
    login: { title: 'Пријава' },
    signup: { title: 'Отворите налог' },
    forgotPassword: { title: 'Заборавили сте лозинку?' },
    resetPassword: { title: 'Изаберите нову лозинку' },
    authConfirm: { title: 'Потврдите адресу е-поште' },
  },
  notFound: {
    title: siteTextSrCyrillic.notFound.title,
    text: siteTextSrCyrillic.notFound.description,
    home: 'Назад на почетну страницу',
  },
  routeError: {
    title: 'Нешто није у реду',
    text: 'Ова страница није могла да се учита. Покушајте поново.',
    reload: 'Поново учитај страницу',
  },
  auth: {
    fields: {
      fullName: 'Име и презиме',
      email: 'Адреса е-поште',
      password: 'Лозинка',
      newPassword: 'Нова лозинка',
      confirmPassword: 'Поновите нову лозинку',
      passwordHint: 'Најмање 8 знакова. Кратку реченицу је лако запамтити, а тешко погодити.',
    },
    validation: {
      emailRequired: 'Унесите адресу е-поште.',
      emailInvalid: 'Ово не личи на адресу е-поште. Проверите је.',
      passwordRequired: 'Унесите лозинку.',
      passwordTooShort: 'Лозинка мора имати најмање 8 знакова.',
      passwordTooLong: 'Лозинка може имати највише 128 знакова.',
      fullNameRequired: 'Унесите своје име.',
      fullNameTooLong: 'Име може имати највише 200 знакова.',
      passwordsDoNotMatch: 'Две лозинке нису исте.',
      checkForm: 'Исправите означена поља.',
    },
    errors: {
      generic: 'Нешто није у реду',
      credentialsRequired: 'Морате унети адресу е-поште или број телефона и лозинку',
      invalidCredentials: 'Адреса е-поште или лозинка није тачна.',
      emailNotConfirmed:
        'Прво потврдите адресу е-поште: отворите везу коју смо вам послали при регистрацији.',
      userExists: 'Налог са овом адресом е-поште већ постоји. Покушајте да се пријавите.',
      weakPassword: 'Изаберите јачу лозинку.',
      weakPasswordLength: 'Лозинка мора имати најмање 8 знакова.',
      weakPasswordPwned: 'Ова лозинка је превише честа и лако се погађа. Изаберите другу.',
      weakPasswordCharacters: 'Лозинка треба да садржи различите врсте знакова.',
      samePassword: 'Нова лозинка мора бити другачија од старе.',
      rateLimited: 'Превише покушаја. Сачекајте неколико минута па покушајте поново.',
      emailRateLimited: 'Послали смо превише порука на ову адресу. Покушајте касније.',
      network: 'Не можемо да се повежемо са сервером. Проверите везу и покушајте поново.',
      sessionMissing: 'Ваша сесија је истекла. Пријавите се поново.',
    },
    toast: {
      signUpFailed: 'Регистрација није успела',
      signInFailed: 'Пријава није успела',
      signOutFailed: 'Одјава није успела',
      confirmedTitle: 'Добродошли на Заједницу!',
      confirmedText: 'Ваша адреса е-поште је потврђена и пријављени сте.',
      emailChangedTitle: 'Адреса е-поште је промењена',
      emailChangedText: 'Ваш налог сада користи нову адресу е-поште.',
      emailChangeHalfTitle: 'Потврђено са ове адресе',
      emailChangeHalfText:
        'Веза је послата и на вашу садашњу и на нову адресу. Потврдите промену и везом из друге поруке: она важи тек када је потврде обе адресе.',
      passwordChangedTitle: 'Лозинка је промењена',
      passwordChangedText: 'Нова лозинка је сачувана. Користите је при следећој пријави.',
      signedOutTitle: 'Одјављени сте',
    },
    login: {
      intro: 'Добро дошли назад. Пријавите се да бисте додавали вести, догађаје и организације.',
      submit: 'Пријави се',
      submitting: 'Пријављивање…',
      forgotPassword: 'Заборавили сте лозинку?',
      noAccount: 'Нови сте овде?',
      signUpLink: 'Отворите налог',
    },
    signup: {
      intro: 'Придружите се заједници да бисте делили вести, догађаје и организације.',
      submit: 'Отвори налог',
      submitting: 'Отварамо ваш налог…',
      haveAccount: 'Већ имате налог?',
      signInLink: 'Пријавите се',
      checkEmailTitle: 'Проверите е-пошту',
      checkEmailText:
        'Послали смо везу за потврду на {{email}}. Отворите је и притисните дугме да завршите отварање налога.',
      checkEmailHint:
        'Нема поруке? Погледајте у нежељеној пошти или се поново региструјте за минут.',
    },
    forgot: {
      intro: 'Унесите адресу е-поште свог налога и послаћемо вам везу за избор нове лозинке.',
      submit: 'Пошаљи везу',
      submitting: 'Слање…',
      sentTitle: 'Проверите е-пошту',
      sentText:
        'Ако постоји налог за {{email}}, послали смо му везу за избор нове лозинке. Веза важи један сат.',
      backToLogin: 'Назад на пријаву',
    },
    reset: {
      intro: 'Изаберите нову лозинку за свој налог.',
      submit: 'Сачувај нову лозинку',
      submitting: 'Чување…',
      noSessionTitle: 'Прво отворите везу из е-поште',
      noSessionText:
        'Да бисте изабрали нову лозинку, отворите везу коју смо вам послали и притисните дугме. Везе важе један сат.',
      requestNew: 'Пошаљите ми нову везу',
    },
    confirm: {
      signupText: 'Притисните дугме да потврдите адресу е-поште и завршите отварање налога.',
      signupButton: 'Потврди налог',
      recoveryText: 'Притисните дугме да наставите и изаберете нову лозинку.',
      recoveryButton: 'Настави',
      emailChangeText:
        'Притисните дугме да потврдите промену адресе е-поште. Промену треба да потврде и садашња и нова адреса.',
      emailChangeButton: 'Потврди промену',
      confirming: 'Потврђивање…',
      invalidTitle: 'Ова веза више не важи',
      invalidText:
        'Истекла је или је већ искоришћена. Везе важе ограничено време и могу се употребити само једном.',
      malformedText:
        'Ова веза није потпуна. Отворите је поново из е-поште или копирајте целу адресу.',
      signupWayForward:
        'Пријавите се или се поново региструјте да добијете нову поруку за потврду.',
      recoveryWayForward: 'Затражите нову везу за избор лозинке.',
      requestNewRecovery: 'Пошаљите ми нову везу',
      goSignUp: 'Поново се региструјте',
      goSignIn: 'Пријавите се',
    },
    code: {
      label: 'Шестоцифрени код',
      hint: 'У поруци је и код: можете да га унесете овде уместо да отворите везу.',
      submit: 'Потврди код',
      submitting: 'Проверавамо код…',
      notSixDigits: 'Унесите шест цифара из поруке.',
      signupWrongOrExpired:
        'Код није тачан или је истекао. Упоредите га са најновијом поруком или се поново региструјте да добијете нови.',
      recoveryWrongOrExpired:
        'Код није тачан или је истекао. Упоредите га са најновијом поруком или затражите нову поруку.',
    },
    menu: {
      signIn: 'Пријава',
      account: 'Ваш налог',
      signedInAs: 'Пријављени сте као {{email}}',
      dashboard: 'Контролна табла',
      users: 'Корисници',
      newsletter: 'Билтен',
      signOut: 'Одјави се',
    },
  },
  search: searchSrCyrillic,
  memorials: memorialsSrCyrillic,
  business: businessSrCyrillic,
  culture: cultureSrCyrillic,
  multimedia: multimediaSrCyrillic,
  contact: contactSrCyrillic,
  newsletter: newsletterSrCyrillic,
  about: aboutSrCyrillic,
  legal: legalSrCyrillic,
  home: homeSrCyrillic,
  news: newsSrCyrillic,
  submissions: submissionsSrCyrillic,
  events: eventsSrCyrillic,
  organizations: organizationsSrCyrillic,
  cities: citiesSrCyrillic,
  creators: creatorsSrCyrillic,
  reports: reportsSrCyrillic,
  signInCode: signInCodeSrCyrillic,
};
