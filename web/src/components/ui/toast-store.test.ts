import { describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  DEFAULT_TOAST_DURATION,
  PRODUCT_TOAST_DURATION,
  TOAST_LIMIT,
} from './toast-store.ts';

describe('toast store', () => {
  it('keeps at most one toast: a new one replaces the older', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    const secondId = store.show({ title: 'Second' });

    expect(TOAST_LIMIT).toBe(1);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ id: secondId, title: 'Second' });
  });

  it('defaults to 5000 ms and the default variant', () => {
    const store = createToastStore();
    store.show({ title: 'Saved' });

    expect(DEFAULT_TOAST_DURATION).toBe(5000);
    expect(store.getSnapshot()[0]).toMatchObject({ duration: 5000, variant: 'default' });
  });

  it('keeps a product duration of 3000 ms, an infinite one and the destructive variant', () => {
    const store = createToastStore();
    store.show({ title: 'Soon', duration: PRODUCT_TOAST_DURATION });
    expect(store.getSnapshot()[0]?.duration).toBe(3000);

    store.show({ title: 'Failed', variant: 'destructive', duration: Infinity });
    expect(store.getSnapshot()[0]).toMatchObject({ duration: Infinity, variant: 'destructive' });
  });

  it('gives every toast a new id, so a replacement is a new toast', () => {
    const store = createToastStore();
    const ids = new Set([store.show({ title: 'a' }), store.show({ title: 'a' })]);
    expect(ids.size).toBe(2);
  });

  it('dismisses by id and ignores an id that is already gone', () => {
    const store = createToastStore();
    const oldId = store.show({ title: 'Old' });
    const newId = store.show({ title: 'New' });

    store.dismiss(oldId);
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual([newId]);
    store.dismiss(newId);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers on change only, until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    const id = store.show({ title: 'Hello' });
    store.dismiss('missing');
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.show({ title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same snapshot while nothing changes (stable for useSyncExternalStore)', () => {
    const store = createToastStore();
    store.show({ title: 'Stable' });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});
