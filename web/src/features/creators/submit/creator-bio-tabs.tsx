import { useTranslation } from '../../../lib/use-translation.ts';
import { shortBioMaxLength } from '../../../../../domain/creator-options.ts';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

type BioField = 'short_bio_cyr' | 'short_bio_lat' | 'short_bio_eng';

interface CreatorBioTabsProps {
  values: Record<BioField, string>;
  errors: Record<string, string>;
  onChange: (field: BioField, value: string) => void;
}

/** The short bio in three tabs (Cyrillic, Latin, English), each up to 280 characters with a live counter. */
export function CreatorBioTabs({ values, errors, onChange }: CreatorBioTabsProps) {
  const { t } = useTranslation();
  const tabs = [
    { field: 'short_bio_cyr' as const, label: t('creators.submit.bioCyr') },
    { field: 'short_bio_lat' as const, label: t('creators.submit.bioLat') },
    { field: 'short_bio_eng' as const, label: t('creators.submit.bioEng') },
  ];
  const groupError = errors.short_bio_eng ?? errors.short_bio_cyr ?? errors.short_bio_lat;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">
        {t('creators.submit.bioHeading')}
        <span aria-hidden="true" className="text-heritage-red-700">
          {' '}
          *
        </span>
      </legend>
      <Tabs defaultValue="short_bio_cyr" className="gap-3">
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.field} value={tab.field}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => {
          const length = [...values[tab.field]].length;
          return (
            <TabsContent key={tab.field} value={tab.field} className="grid gap-1.5">
              <label htmlFor={`creator-${tab.field}`} className="sr-only">
                {t('creators.submit.bioLabel', { script: tab.label })}
              </label>
              <textarea
                id={`creator-${tab.field}`}
                rows={4}
                className={`${fieldClasses} py-2`}
                value={values[tab.field]}
                aria-invalid={Boolean(groupError)}
                aria-describedby={`creator-${tab.field}-counter${groupError ? ' creator-bio-error' : ''}`}
                onChange={(event) => onChange(tab.field, event.target.value)}
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
      {groupError && (
        <p id="creator-bio-error" className="text-sm font-medium text-heritage-red-700">
          {t(groupError as never)}
        </p>
      )}
    </fieldset>
  );
}
