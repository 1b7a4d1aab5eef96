import type { ComponentProps } from 'react';

export const fieldClasses =
  'block w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 ' +
  'placeholder:text-stone-500 shadow-sm focus:border-serbian-blue-500 ' +
  'aria-invalid:border-heritage-red-600 disabled:cursor-not-allowed disabled:opacity-60';

/** A text input in the app's look; label it with a <label htmlFor> or aria-label. */
export function Input({ className = '', type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={`${fieldClasses} h-11 ${className}`} {...props} />;
}
