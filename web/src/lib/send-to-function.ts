import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FunctionInput, ServerFunctionName } from '@domain/server-functions.ts';

/**
 * Sends a form's values to a /functions/v1 function and says whether they
 * went through. A refusal puts the server's field errors on their fields and
 * toasts `failure(error)`; what was typed stays. The caller, and supabase-js,
 * load invoke-function on the first send, not with the form's page.
 */
export async function sendToFunction<Values extends FieldValues, Name extends ServerFunctionName>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  name: Name,
  values: FunctionInput<Name>,
  failure: (error: unknown) => { title: string; description: string },
): Promise<boolean> {
  const api = await import('./invoke-function.ts');
  try {
    await api.invokeFunction(name, values);
    return true;
  } catch (error) {
    api.showSendFailure(form, error, failure(error));
    return false;
  }
}
