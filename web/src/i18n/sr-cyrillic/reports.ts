import type { reportsEn } from '../en/reports.ts';

export const reportsSrCyrillic: typeof reportsEn = {
  open: {
    creator: 'Јавите проблем с профилом',
    organization: 'Јавите грешку',
    business: 'Јавите проблем',
  },
  openNamed: 'Јавите проблем: {{name}}',
  title: {
    creator: 'Проблем с овим профилом',
    organization: 'Проблем с овом организацијом',
    business: 'Проблем с овом фирмом',
  },
  description: {
    creator: 'Реците уредницима шта није у реду са овим профилом.',
    organization:
      'Реците уредницима шта није тачно или је застарело: адреса, број телефона или опис који треба исправити.',
    business: 'Реците уредницима шта у овом упису у именик није тачно или је застарело.',
  },
  reason: 'Разлог',
  submit: 'Пошаљи примедбу',
  cancel: 'Откажи',
  success: 'Хвала. Уредници ће прегледати вашу примедбу.',
  failed: 'Грешка',
  failedDescription: 'Нешто није у реду. Покушајте поново.',
  validation: {
    reasonRequired: 'Напишите шта није у реду.',
    tooLong: 'Овај текст је предугачак.',
    itemNotFound: 'Ставка на коју се примедба односи није пронађена.',
  },
};
