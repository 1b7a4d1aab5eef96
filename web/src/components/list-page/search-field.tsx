import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';

type SearchFieldProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'type'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A list's labelled search box. It shows what is typed at once; the page keeps
 * the text in its URL (useUrlFilters) and queries with the settled text
 * (useDebouncedValue, searchDebounceMs).
 */
export function SearchField({ id, label, value, onChange, ...inputProps }: SearchFieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <Input
          {...inputProps}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
