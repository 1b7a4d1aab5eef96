import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type {
  FunctionAnswer,
  FunctionInput,
  ServerFunctionName,
} from '@domain/server-functions.ts';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { DataError } from './data-error.ts';
import { i18n } from './i18n.ts';

/**
 * The answer of a failed server function: the typed DataError (its stable
 * `code`, the server's message in the visitor's language) and the status.
 */
export class FunctionCallError extends DataError {
  constructor(
    message: string,
    code: string,
    readonly status: number,
    /** With `validation_failed`: field → the domain schema's message key, as the form has them. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(code, message);
    this.name = 'FunctionCallError';
  }
}

/**
 * Calls a /functions/v1 function and returns its JSON answer; throws
 * FunctionCallError with the server's message on failure. The name, the
 * input and the answer are typed by the registry (domain/server-functions.ts,
 * imported as types only); the answer is not parsed here (decision 037).
 */
export async function invokeFunction<Name extends ServerFunctionName>(
  name: Name,
  input: FunctionInput<Name>,
): Promise<FunctionAnswer<Name>> {
  // supabase-js loads on the first call, not with the pages that offer one.
  const [{ supabase }, { FunctionsHttpError }] = await Promise.all([
    import('./supabase-client.ts'),
    import('@supabase/supabase-js'),
  ]);
  const { data, error } = await supabase.functions.invoke<FunctionAnswer<Name>>(name, {
    body: input,
    headers: { 'X-Language': i18n.language },
  });
  // The server answers its registry's answer schema (the functions' tests parse every success).
  if (!error) return data ?? ({} as FunctionAnswer<Name>);
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const answer = (await response.json().catch(() => ({}))) as {
      code?: string;
      message?: string;
      errors?: Record<string, string>;
    };
    throw new FunctionCallError(
      answer.message ?? error.message,
      answer.code ?? 'error',
      response.status,
      answer.errors,
    );
  }
  throw new FunctionCallError(error.message, 'network', 0);
}

/** The server's field errors of a `validation_failed` answer (message keys), else none. */
export function serverFieldErrors(error: unknown): [string, string][] {
  return error instanceof FunctionCallError ? Object.entries(error.fieldErrors) : [];
}

/**
 * A send the server refused: its field errors (`validation_failed`) go on
 * their fields, the first one focused, and a toast says what went wrong.
 */
export function showSendFailure<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  error: unknown,
  toast: { title: string; description: string },
) {
  for (const [field, key] of serverFieldErrors(error))
    form.setError(field as Path<Values>, { message: key }, { shouldFocus: true });
  showToast({ ...toast, variant: 'destructive', duration: PRODUCT_TOAST_DURATION });
}
