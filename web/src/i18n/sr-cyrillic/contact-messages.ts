import type { contactMessagesEn } from '../en/contact-messages.ts';

/** Листа порука са странице Контакт за уреднике. */
export const contactMessagesSrCyrillic: typeof contactMessagesEn = {
  tab: 'Поруке',
  intro:
    'Поруке послате преко странице Контакт, најновије прве. Одговорите е-поштом, па их означите као решене.',
  show: 'Прикажи',
  filters: { open: 'Отворене', handled: 'Решене', all: 'Све' },
  empty: 'Овде нема порука.',
  from: 'Од: {{name}}',
  received: 'Примљено {{date}}',
  language: 'Језик: {{language}}',
  reply: 'Одговори е-поштом',
  replyTo: 'Одговори е-поштом: {{name}}',
  markHandled: 'Означи као решено',
  reopen: 'Поново отвори',
  noteLabel: 'Белешка (није обавезна)',
  noteHint: 'Шта је урађено: ко је одговорио, шта је договорено. Виде је само уредници.',
  confirmHandled: 'Означи као решено',
  handledOn: 'Решено {{date}}',
  handledNote: 'Белешка: {{note}}',
  handledToast: 'Порука је означена као решена',
  reopenedToast: 'Порука је поново отворена',
  replySubject: 'Одг: {{subject}}',
};
