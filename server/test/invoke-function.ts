import type { FunctionsHttpError, SupabaseClient } from '@supabase/supabase-js';
import { isServerFunctionName, serverFunctions } from '../../domain/server-functions.ts';
import type { Actor } from '../db/test-actors.ts';
import type { TestServer } from './test-server.ts';

/** What a function answered, an error or not: its status and JSON body. */
export interface FunctionAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Calls a function through supabase-js `functions.invoke`, as the web app
 * does, from the address `ip` (X-Forwarded-For, which the server believes
 * with TRUST_PROXY=loopback).
 */
export async function invokeFunction(
  client: SupabaseClient,
  name: string,
  body: unknown,
  ip: string,
): Promise<FunctionAnswer> {
  const { data, error } = await client.functions.invoke(name, {
    body: body as Record<string, unknown>,
    headers: { 'X-Forwarded-For': ip },
  });
  if (!error) {
    checkAnswer(name, data);
    return { status: 200, body: data as Record<string, unknown> };
  }
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Every success of a registered function must be its answer schema
 * (domain/server-functions.ts), the type the web reads it as: a handler that
 * answers more, less or otherwise fails the test that called it.
 */
function checkAnswer(name: string, answer: unknown) {
  if (!isServerFunctionName(name)) return;
  const parsed = serverFunctions[name].answer.safeParse(answer);
  if (!parsed.success)
    throw new Error(`${name} answered outside its answer schema: ${parsed.error.message}`);
}

/**
 * A new address on each call (`198.51.0.1`, `198.51.0.2`, … for the prefix
 * `198.51`), so each test's calls meet rate limits of their own.
 */
export function addressSequence(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
}

/**
 * A suite's `invoke(name, body, { ip, actor, token })`: as the actor, or with
 * the access token, or anonymous; from a fresh address of `addresses` unless
 * `ip` names one. `server` is read at each call, since suites start theirs in
 * `beforeAll`.
 */
export function functionInvoker(server: () => TestServer, addresses: () => string) {
  return (
    name: string,
    body: unknown,
    options: { ip?: string; actor?: Actor; token?: string } = {},
  ) =>
    invokeFunction(
      options.actor?.client ?? server().client(options.token ? { accessToken: options.token } : {}),
      name,
      body,
      options.ip ?? addresses(),
    );
}
