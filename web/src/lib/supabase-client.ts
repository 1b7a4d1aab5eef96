import { createClient } from '@supabase/supabase-js';
import { readAppConfig } from './app-config.ts';
import { authStorageKey } from './auth-storage-key.ts';
import { markSupabaseClientLoaded } from './supabase-client-loaded.ts';

const config = readAppConfig();

/**
 * The app's Supabase client for auth, writes and functions (public reads go through rest-client.ts). Auth settings follow SPEC §9: implicit flow,
 * automatic refresh, session persisted in localStorage.
 */
export const supabase = createClient(config.supabaseUrl, config.anonKey, {
  auth: {
    flowType: 'implicit',
    autoRefreshToken: true,
    persistSession: true,
    storageKey: authStorageKey(config.supabaseUrl),
  },
});

markSupabaseClientLoaded();
