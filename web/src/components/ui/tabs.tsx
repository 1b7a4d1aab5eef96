import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';

/** Radix Tabs with the app's look: arrow keys move between tabs, the panel follows. */
export function Tabs({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={`grid gap-6 ${className}`} {...props} />;
}

export function TabsList({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`flex flex-wrap gap-1 rounded-lg bg-serbian-blue-50 p-1 ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({
  className = '',
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={
        'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm font-medium ' +
        'text-serbian-blue-900 transition-colors hover:bg-white/70 ' +
        'data-[state=active]:bg-white data-[state=active]:text-serbian-blue-800 ' +
        `data-[state=active]:shadow-sm ${className}`
      }
      {...props}
    />
  );
}

export function TabsContent({
  className = '',
  ...props
}: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={className} {...props} />;
}
