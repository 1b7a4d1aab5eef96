import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { cityChoices, useCities } from '@/lib/cities.ts';

/** The optional city choice of a subscription among the active cities: none chosen means every city. */
export function CityCheckboxes({
  legend,
  legendHidden = false,
  hint,
  error,
  register,
}: {
  legend: string;
  /** When a visible heading (a disclosure's summary) already says it. */
  legendHidden?: boolean;
  hint?: string;
  error?: string | undefined;
  register: UseFormRegisterReturn;
}) {
  const { language } = useTranslation();
  const cities = useCities();
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? 'newsletter-cities-error' : undefined}
    >
      <legend className={legendHidden ? 'sr-only' : 'text-sm font-medium text-stone-800'}>
        {legend}
      </legend>
      {hint && <p className="text-sm text-stone-600">{hint}</p>}
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-stone-800">
        {cityChoices(cities, language).map((city) => (
          <label key={city.value} className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              value={city.value}
              className="size-4 accent-serbian-blue-700"
              {...register}
            />
            {city.label}
          </label>
        ))}
      </div>
      {error && <FieldError id="newsletter-cities-error" message={error} />}
    </fieldset>
  );
}
