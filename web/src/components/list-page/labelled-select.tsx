import { Select, type SelectOption } from '@/components/ui/select.tsx';

interface LabelledSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A list filter's select with its visible label above it. */
export function LabelledSelect({ id, label, value, options, onChange }: LabelledSelectProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={options}
      />
    </div>
  );
}
