import type { ComponentProps } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';

/** A field people never see or reach; a bot fills it in, and its form then saves nothing. */
export function Honeypot({ id, ...input }: ComponentProps<'input'> & { id: string }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('forms.honeypot')}</label>
      <input id={id} tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
