import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation.ts';
import type { CreatorSubmission, CreatorSubmissionInput } from '@domain/creator-schemas.ts';
import { shortBioMaxLength } from '@domain/creator-options.ts';
import { FieldError, RequiredMark } from '@/components/ui/field.tsx';
import { fieldClasses } from '@/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';

interface CreatorBioTabsProps {
  form: UseFormReturn<CreatorSubmissionInput, unknown, CreatorSubmission>;
}

/** The short bio in three tabs (Cyrillic, Latin, English), each up to 280 characters with a live counter. */
export function CreatorBioTabs({ form }: CreatorBioTabsProps) {
  const { t } = useTranslation();
  const tabs = [
    { field: 'short_bio_cyr' as const, label: t('creators.submit.bioCyr') },
    { field: 'short_bio_lat' as const, label: t('creators.submit.bioLat') },
    { field: 'short_bio_eng' as const, label: t('creators.submit.bioEng') },
  ];
  const values = form.watch(['short_bio_cyr', 'short_bio_lat', 'short_bio_eng']);
  const { errors } = form.formState;
  const groupError = (errors.short_bio_eng ?? errors.short_bio_cyr ?? errors.short_bio_lat)
    ?.message;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">
        {t('creators.submit.bioHeading')}
        <RequiredMark />
      </legend>
      <Tabs defaultValue="short_bio_cyr" className="gap-3">
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.field} value={tab.field}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab, index) => {
          const length = [...(values[index] ?? '')].length;
          return (
            <TabsContent key={tab.field} value={tab.field} className="grid gap-1.5">
              <label htmlFor={`creator-${tab.field}`} className="sr-only">
                {t('creators.submit.bioLabel', { script: tab.label })}
              </label>
              <textarea
                id={`creator-${tab.field}`}
                rows={4}
                className={`${fieldClasses} py-2`}
                aria-invalid={groupError ? true : undefined}
                aria-describedby={`creator-${tab.field}-counter${groupError ? ' creator-bio-error' : ''}`}
                {...form.register(tab.field)}
              />
              <p
                id={`creator-${tab.field}-counter`}
                className={`text-right text-sm ${length > shortBioMaxLength ? 'font-medium text-heritage-red-700' : 'text-stone-600'}`}
              >
                {t('creators.submit.counter', { count: length, max: shortBioMaxLength })}
              </p>
            </TabsContent>
          );
        })}
      </Tabs>
      {groupError && <FieldError id="creator-bio-error" message={groupError} />}
    </fieldset>
  );
}
