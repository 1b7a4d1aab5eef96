import { createClient } from '@supabase/supabase-js';
import { readAppConfig } from './app-config.ts';

const config = readAppConfig();

/**
 * The app's one Supabase client. Auth settings follow SPEC §9: implicit flow,
 * automatic refresh, session persisted in localStorage.
 */
export const supabase = createClient(config.supabaseUrl, config.anonKey, {
  auth: { flowType: 'implicit', autoRefreshToken: true, persistSession: true },
});
