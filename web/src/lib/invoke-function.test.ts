import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import type {
  FunctionAnswer,
  ServerFunctionName,
  serverFunctions,
} from '@domain/server-functions.ts';
import { invokeFunction } from './invoke-function.ts';
import { sendToFunction } from './send-to-function.ts';

const invoke = vi.fn();
vi.mock('./supabase-client.ts', () => ({ supabase: { functions: { invoke } } }));

/**
 * The `@ts-expect-error` lines are the test of the types: `npm run typecheck`
 * fails when one of them is accepted (an unknown name, a wrong input).
 */
describe('invokeFunction', () => {
  beforeEach(() => {
    invoke.mockReset();
    invoke.mockResolvedValue({ data: { ok: true, count: 3 }, error: null });
  });

  it('sends the input as the body and answers the function’s answer', async () => {
    const answer = await invokeFunction('light-candle', { memorialSlug: 'ana' });
    expect(answer).toEqual({ ok: true, count: 3 });
    expect(invoke).toHaveBeenCalledWith('light-candle', {
      body: { memorialSlug: 'ana' },
      headers: { 'X-Language': expect.any(String) },
    });
    expectTypeOf(answer).toEqualTypeOf<{ ok: true; count: number }>();
  });

  it('types the answer of each function by the registry', () => {
    expectTypeOf<FunctionAnswer<'newsletter-my-preferences'>>().toEqualTypeOf<
      { ok: true; subscribed: true; token: string } | { ok: true; subscribed: false }
    >();
    expectTypeOf<FunctionAnswer<'leave-condolence'>['status']>().toEqualTypeOf<
      'pending' | 'unconfirmed'
    >();
    // Answers are not parsed in the browser, so no answer schema may transform what it reads.
    expectTypeOf<{
      [Name in ServerFunctionName]: z.input<(typeof serverFunctions)[Name]['answer']>;
    }>().toEqualTypeOf<{ [Name in ServerFunctionName]: FunctionAnswer<Name> }>();
  });

  it('refuses an unknown name and a wrong input at the type check', async () => {
    // @ts-expect-error no function has this name
    await invokeFunction('light-a-candle', { memorialSlug: 'ana' });
    // @ts-expect-error light-candle needs memorialSlug
    await invokeFunction('light-candle', { slug: 'ana' });
    // @ts-expect-error memorialSlug is a string
    await invokeFunction('light-candle', { memorialSlug: 7 });
    // @ts-expect-error newsletter-overview reads no body
    await invokeFunction('newsletter-overview', { week: '2026-W49' });
    // @ts-expect-error report-content's kind is creator, organization or business
    await invokeFunction('report-content', { kind: 'memorial', slug: 'ana', reason: 'Spam' });
    const form = { setError: vi.fn() };
    const failure = () => ({ title: 'Failed', description: 'Failed' });
    // @ts-expect-error no function has this name
    await sendToFunction(form, 'send-message', { message: 'Hi' }, failure);
    // @ts-expect-error send-contact-message needs a name, an address and a subject as well
    await sendToFunction(form, 'send-contact-message', { message: 'Hi' }, failure);
    expect(invoke).toHaveBeenCalledTimes(7);
  });
});
