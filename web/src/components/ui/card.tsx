import type { ComponentProps } from 'react';

/** A calm white surface with a hairline border, for list items and info blocks. */
export function Card({ className = '', ...props }: ComponentProps<'article'>) {
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm ${className}`}
      {...props}
    />
  );
}

/** The padded text area of a card. */
export function CardBody({ className = '', ...props }: ComponentProps<'div'>) {
  return <div className={`flex flex-1 flex-col gap-2 p-5 ${className}`} {...props} />;
}
