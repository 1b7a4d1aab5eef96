import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';

/**
 * Tabs as the WAI-ARIA pattern describes them: one tab stop for the list,
 * arrow keys, Home and End move between tabs and show each tab's panel as it
 * gets focus; a hidden panel renders nothing. Written out rather than taken
 * from Radix, whose tabs cost the events page about 3 kB of JavaScript for
 * the same behaviour (docs/decisions/014).
 */

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('a tab or tab panel outside <Tabs>');
  return state;
}

export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  className = '',
  children,
}: {
  /** The shown tab, when the page keeps it (e.g. in the URL). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const baseId = useId();
  const state: TabsState = {
    value: value ?? ownValue,
    select: (next) => {
      if (next === (value ?? ownValue)) return;
      setOwnValue(next);
      onValueChange?.(next);
    },
    idOf: (part, tab) => `${baseId}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={`grid gap-6 ${className}`}>{children}</div>
    </TabsContext.Provider>
  );
}

const nextIndexByKey: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const next = nextIndexByKey[event.key];
  if (!next) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  tabs[next(index, tabs.length)]?.focus();
}

export function TabsList({ className = '', ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={`flex flex-wrap gap-1 rounded-lg bg-serbian-blue-50 p-1 ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className = '',
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
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
  value,
  className = '',
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state={selected ? 'active' : 'inactive'}
      hidden={!selected}
      tabIndex={0}
      className={className}
      {...props}
    >
      {selected && children}
    </div>
  );
}
