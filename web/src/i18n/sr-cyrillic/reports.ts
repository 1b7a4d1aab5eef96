import type { reportsEn } from '../en/reports.ts';

export const reportsSrCyrillic: typeof reportsEn = {
  open: {
    creator: 'Пријавите профил',
    organization: 'Пријавите грешку',
    business: 'Пријавите',
  },
  openNamed: 'Пријавите: {{name}}',
  title: {
    creator: 'Пријавите овај профил',
    organization: 'Пријавите ову организацију',
    business: 'Пријавите ово предузеће',
  },
  description: {
    creator: 'Реците уредницима шта није у реду са овим профилом.',
    organization:
      'Реците уредницима шта није тачно или је застарело: адреса, број телефона или опис који треба исправити.',
    business: 'Реците уредницима шта у овом упису у именик није тачно или је застарело.',
  },
  reason: 'Разлог',
  submit: 'Пошаљи пријаву',
  cancel: 'Откажи',
  success: 'Хвала. Уредници ће прегледати вашу пријаву.',
  failed: 'Грешка',
  failedDescription: 'Нешто није у реду. Покушајте поново.',
  validation: {
    reasonRequired: 'Разлог пријаве је обавезан.',
    tooLong: 'Овај текст је предугачак.',
    itemNotFound: 'Пријављена ставка није пронађена.',
  },
};
