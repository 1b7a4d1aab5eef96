import { type FormEvent, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A react-hook-form resolver over a domain schema, built on the first
 * validation (a submit): a form page renders without zod and the resolver,
 * and every later validation reuses the one built.
 */
export function lazyZodResolver<Schema extends FormSchema>(
  schema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let resolver: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), schema()]).then(
      ([{ zodResolver }, loaded]) =>
        zodResolver(loaded) as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    );
    return (await resolver)(values, context, options);
  };
}

export interface ZodFormOptions<Schema extends FormSchema> {
  /** Imports the form's schema from domain/ (the one the server and database agree with). */
  schema: () => Promise<Schema>;
  defaultValues: DefaultValues<z.input<Schema>>;
}

/**
 * The one form stack: react-hook-form validated by a domain zod schema whose
 * messages are i18n keys. An invalid submit focuses the first invalid field
 * (in the page's order, so the one the error summary lists first).
 * `onSubmit` lets one submission run at a time: a double click's second
 * event, or Enter pressed again while the answer is awaited, does nothing,
 * and `busy` disables the button until the answer.
 */
export function useZodForm<Schema extends FormSchema>({
  schema,
  defaultValues,
}: ZodFormOptions<Schema>) {
  const [resolver] = useState(() => lazyZodResolver(schema));
  // Focus goes to the first invalid field in the page's order (below), not RHF's registration order.
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues,
    shouldFocusError: false,
  });
  // Set before the first await, so a double click's second event finds it at once.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  function onSubmit(
    onValid: SubmitHandler<z.output<Schema>>,
    onInvalid?: SubmitErrorHandler<z.input<Schema>>,
  ) {
    return (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (sending.current) return;
      sending.current = true;
      setBusy(true);
      const formElement = event?.currentTarget;
      const invalid: SubmitErrorHandler<z.input<Schema>> = async (errors, submitEvent) => {
        await onInvalid?.(errors, submitEvent);
        // The errors render before the next frame; the first invalid field reads its error with it.
        requestAnimationFrame(() =>
          formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      };
      void form
        .handleSubmit(
          onValid,
          invalid,
        )(event)
        .catch((error: unknown) => console.error(error))
        .finally(() => {
          sending.current = false;
          setBusy(false);
        });
    };
  }

  return { form, errors: form.formState.errors, busy, onSubmit };
}
