import { Children, cloneElement, type ComponentProps, isValidElement } from 'react';

// print:hidden: a printed page (a memorial, an event) shows no controls.
const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors ' +
  'disabled:pointer-events-none disabled:opacity-50 cursor-pointer print:hidden';

const variants = {
  primary: 'bg-serbian-blue-700 text-white hover:bg-serbian-blue-800',
  secondary:
    'border border-serbian-blue-200 bg-white text-serbian-blue-800 hover:bg-serbian-blue-50',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  destructive: 'bg-heritage-red-600 text-white hover:bg-heritage-red-700',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  icon: 'h-10 w-10',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
};

/**
 * The app's button; React 19 passes `ref` through as an ordinary prop.
 * `asChild` puts the button's classes (and any other props) on the one child
 * element, whose own props win and whose classes come last. A few lines
 * instead of Radix's Slot, which would put Radix in every page's app chunk.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className = '',
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = `${base} ${variants[variant]} ${sizes[size]} ${className}`;
  if (asChild) {
    const child = Children.only(children);
    if (!isValidElement<{ className?: string }>(child)) return null;
    const childClass = child.props.className;
    return cloneElement(child, {
      ...props,
      ...child.props,
      className: childClass ? `${classes} ${childClass}` : classes,
    });
  }
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}
