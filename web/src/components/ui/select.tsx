import type { ComponentProps } from 'react';
import { fieldClasses } from './input.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly SelectOption[];
};

/** A native select (keyboard and screen-reader friendly everywhere) in the app's look. */
export function Select({ options, className = '', ...props }: SelectProps) {
  return (
    <select className={`${fieldClasses} h-11 cursor-pointer pr-8 ${className}`} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
