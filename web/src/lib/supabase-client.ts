import { createClient } from '@supabase/supabase-js';
import { readAppConfig } from './app-config.ts';
import { authStorageKey } from './auth-storage-key.ts';
import type { Database } from '@domain/database.types.ts';
import { markSupabaseClientLoaded } from './supabase-client-loaded.ts';

const config = readAppConfig();

/**
 * The app's Supabase client for auth, writes and functions (public reads go through rest-client.ts).
 * PKCE flow (issue 24): sign-up, recovery, sign-in codes and email changes send a code challenge, so
 * a link followed through GET /auth/v1/verify comes back with a ?code= that only this browser's
 * verifier can trade for a session (our own emails go to /auth/confirm, which calls verifyOtp).
 * Automatic refresh, session persisted in localStorage (SPEC §9).
 */
export const supabase = createClient<Database>(config.supabaseUrl, config.anonKey, {
  auth: {
    flowType: 'pkce',
    autoRefreshToken: true,
    persistSession: true,
    storageKey: authStorageKey(config.supabaseUrl),
  },
});

markSupabaseClientLoaded();
