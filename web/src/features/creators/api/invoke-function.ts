import { DataError } from '../../../lib/data-error.ts';
import { i18n } from '../../../lib/i18n.ts';

/**
 * The answer of a failed server function: the typed DataError (its stable
 * `code`, the server's message in the visitor's language) and the status.
 */
export class FunctionCallError extends DataError {
  constructor(
    message: string,
    code: string,
    readonly status: number,
  ) {
    super(code, message);
    this.name = 'FunctionCallError';
  }
}

/** Calls a /functions/v1 function; throws FunctionCallError with the server's message on failure. */
export async function invokeFunction(name: string, body: Record<string, unknown>): Promise<void> {
  // supabase-js loads on the first call, not with the pages that offer one.
  const [{ supabase }, { FunctionsHttpError }] = await Promise.all([
    import('../../../lib/supabase-client.ts'),
    import('@supabase/supabase-js'),
  ]);
  const { error } = await supabase.functions.invoke(name, {
    body,
    headers: { 'X-Language': i18n.language },
  });
  if (!error) return;
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new FunctionCallError(
      answer.message ?? error.message,
      answer.code ?? 'error',
      response.status,
    );
  }
  throw new FunctionCallError(error.message, 'network', 0);
}
