import { useCallback, useEffect, useState } from 'react';
import type { FormValues } from '../../../../domain/submission-schemas.ts';

function readDraft(key: string): FormValues | null {
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

/**
 * Form values kept in localStorage under `key` while the person types, so an
 * accidental reload loses nothing; `clear` forgets them after a submission.
 */
export function useFormDraft(key: string, empty: FormValues) {
  const [values, setValues] = useState<FormValues>(() => ({ ...empty, ...readDraft(key) }));

  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or blocked: the form still works, only without a saved draft.
    }
  }, [key, values]);

  const setField = useCallback(
    (name: string, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  const clear = useCallback(() => {
    localStorage.removeItem(key);
    setValues(empty);
  }, [key, empty]);

  return { values, setValues, setField, clear };
}
