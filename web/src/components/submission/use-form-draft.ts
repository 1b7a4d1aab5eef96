import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import type { FormValues } from '@domain/submission-schemas.ts';

/** The values kept under `key` by an earlier visit, or null. */
export function readDraft(key: string): FormValues | null {
  try {
    const stored = localStorage.getItem(key);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return null;
  }
}

/** Forgets the draft after a submission or a "clear form". */
export function forgetDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked: there is no draft to forget.
  }
}

/**
 * Keeps the form's values in localStorage under `key` while the person
 * types, so an accidental reload loses nothing.
 */
export function useKeepDraft<Values extends FieldValues>(key: string, watch: UseFormWatch<Values>) {
  useEffect(() => {
    const subscription = watch((values) => {
      try {
        localStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or blocked: the form still works, only without a saved draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [key, watch]);
}
