// Generated from db/migrations by `npm run db:types` (scripts/generate-database-types.ts).
// Do not edit: change a migration and run it again. A test fails when this file is stale.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      businesses: {
        Row: {
          id: string;
          slug: string;
          name_en: string;
          name_sr_cyrl: string | null;
          description_en: string | null;
          description_sr_cyrl: string | null;
          category:
            | 'restaurant'
            | 'retail'
            | 'services'
            | 'construction'
            | 'healthcare'
            | 'automotive'
            | 'professional';
          city_tag: string;
          address: string | null;
          phone: string | null;
          email: string | null;
          website: string | null;
          image_url: string | null;
          featured: boolean;
          created_at: string;
          updated_at: string;
          sort_azbuka: string | null;
          sort_abeceda: string | null;
          status: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id: string | null;
          review_note: string | null;
          claimable: boolean | null;
        };
        Insert: {
          id?: string;
          slug?: string;
          name_en: string;
          name_sr_cyrl?: string | null;
          description_en?: string | null;
          description_sr_cyrl?: string | null;
          category:
            | 'restaurant'
            | 'retail'
            | 'services'
            | 'construction'
            | 'healthcare'
            | 'automotive'
            | 'professional';
          city_tag?: string;
          address?: string | null;
          phone?: string | null;
          email?: string | null;
          website?: string | null;
          image_url?: string | null;
          featured?: boolean;
          created_at?: string;
          updated_at?: string;
          sort_azbuka?: never;
          sort_abeceda?: never;
          status?: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id?: string | null;
          review_note?: string | null;
          claimable?: never;
        };
        Update: {
          id?: string;
          slug?: string;
          name_en?: string;
          name_sr_cyrl?: string | null;
          description_en?: string | null;
          description_sr_cyrl?: string | null;
          category?:
            | 'restaurant'
            | 'retail'
            | 'services'
            | 'construction'
            | 'healthcare'
            | 'automotive'
            | 'professional';
          city_tag?: string;
          address?: string | null;
          phone?: string | null;
          email?: string | null;
          website?: string | null;
          image_url?: string | null;
          featured?: boolean;
          created_at?: string;
          updated_at?: string;
          sort_azbuka?: never;
          sort_abeceda?: never;
          status?: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id?: string | null;
          review_note?: string | null;
          claimable?: never;
        };
        Relationships: [];
      };
      cities: {
        Row: {
          id: string;
          slug: string;
          name: string;
          name_sr_cyrl: string | null;
          province_state_id: string;
          intro_text_en: string | null;
          intro_text_sr_cyrl: string | null;
          hero_image_url: string | null;
          created_at: string;
          updated_at: string;
          search_title: string | null;
          search_text: string | null;
          sort_azbuka: string | null;
          sort_abeceda: string | null;
          search_en: string | null;
          search_sr: string | null;
        };
        Insert: {
          id?: string;
          slug: string;
          name: string;
          name_sr_cyrl?: string | null;
          province_state_id: string;
          intro_text_en?: string | null;
          intro_text_sr_cyrl?: string | null;
          hero_image_url?: string | null;
          created_at?: string;
          updated_at?: string;
          search_title?: never;
          search_text?: never;
          sort_azbuka?: never;
          sort_abeceda?: never;
          search_en?: never;
          search_sr?: never;
        };
        Update: {
          id?: string;
          slug?: string;
          name?: string;
          name_sr_cyrl?: string | null;
          province_state_id?: string;
          intro_text_en?: string | null;
          intro_text_sr_cyrl?: string | null;
          hero_image_url?: string | null;
          created_at?: string;
          updated_at?: string;
          search_title?: never;
          search_text?: never;
          sort_azbuka?: never;
          sort_abeceda?: never;
          search_en?: never;
          search_sr?: never;
        };
        Relationships: [
          {
            foreignKeyName: 'cities_province_state_id_fkey';
            columns: ['province_state_id'];
            isOneToOne: false;
            referencedRelation: 'provinces_states';
            referencedColumns: ['id'];
          },
        ];
      };
      condolence_confirmations: {
        Row: {
          condolence_id: string;
          email: string;
          token_hash: string;
          expires_at: string;
          created_at: string;
        };
        Insert: {
          condolence_id: string;
          email: string;
          token_hash: string;
          expires_at: string;
          created_at?: string;
        };
        Update: {
          condolence_id?: string;
          email?: string;
          token_hash?: string;
          expires_at?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'condolence_confirmations_condolence_id_fkey';
            columns: ['condolence_id'];
            isOneToOne: true;
            referencedRelation: 'memorial_condolences';
            referencedColumns: ['id'];
          },
        ];
      };
      contact_messages: {
        Row: {
          id: string;
          full_name: string;
          email: string;
          subject: string;
          message: string;
          language: 'en' | 'sr_latin' | 'sr_cyrillic';
          sender_ip_hash: string | null;
          created_at: string;
          status: 'open' | 'handled';
          handled_note: string | null;
          handled_at: string | null;
          handled_by: string | null;
        };
        Insert: {
          id?: string;
          full_name: string;
          email: string;
          subject: string;
          message: string;
          language: 'en' | 'sr_latin' | 'sr_cyrillic';
          sender_ip_hash?: string | null;
          created_at?: string;
          status?: 'open' | 'handled';
          handled_note?: string | null;
          handled_at?: string | null;
          handled_by?: string | null;
        };
        Update: {
          id?: string;
          full_name?: string;
          email?: string;
          subject?: string;
          message?: string;
          language?: 'en' | 'sr_latin' | 'sr_cyrillic';
          sender_ip_hash?: string | null;
          created_at?: string;
          status?: 'open' | 'handled';
          handled_note?: string | null;
          handled_at?: string | null;
          handled_by?: string | null;
        };
        Relationships: [];
      };
      content_reports: {
        Row: {
          id: string;
          organization_id: string | null;
          business_id: string | null;
          reason: string;
          reporter: string;
          status: 'open' | 'resolved';
          review_note: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          organization_id?: string | null;
          business_id?: string | null;
          reason: string;
          reporter?: string;
          status?: 'open' | 'resolved';
          review_note?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          organization_id?: string | null;
          business_id?: string | null;
          reason?: string;
          reporter?: string;
          status?: 'open' | 'resolved';
          review_note?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'content_reports_business_id_fkey';
            columns: ['business_id'];
            isOneToOne: false;
            referencedRelation: 'businesses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'content_reports_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      content_revisions: {
        Row: {
          id: string;
          table_name: 'organizations' | 'events' | 'news' | 'memorials' | 'businesses';
          row_id: string;
          author_id: string | null;
          changes: Json;
          status: 'pending_review' | 'approved' | 'rejected';
          review_note: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          table_name: 'organizations' | 'events' | 'news' | 'memorials' | 'businesses';
          row_id: string;
          author_id?: string | null;
          changes: Json;
          status?: 'pending_review' | 'approved' | 'rejected';
          review_note?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          table_name?: 'organizations' | 'events' | 'news' | 'memorials' | 'businesses';
          row_id?: string;
          author_id?: string | null;
          changes?: Json;
          status?: 'pending_review' | 'approved' | 'rejected';
          review_note?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      creator_claims: {
        Row: {
          id: string;
          creator_id: string | null;
          email: string;
          proof: string;
          claimant_user_id: string | null;
          verification_token_hash: string | null;
          token_expires_at: string | null;
          status:
            | 'pending_email_verification'
            | 'pending_admin_review'
            | 'approved'
            | 'rejected'
            | 'void';
          created_at: string;
          updated_at: string;
          awaiting_account: boolean;
          language: 'en' | 'sr_latin' | 'sr_cyrillic';
          review_note: string | null;
          target_kind: 'creator' | 'business';
          business_id: string | null;
        };
        Insert: {
          id?: string;
          creator_id?: string | null;
          email: string;
          proof: string;
          claimant_user_id?: string | null;
          verification_token_hash?: string | null;
          token_expires_at?: string | null;
          status?:
            | 'pending_email_verification'
            | 'pending_admin_review'
            | 'approved'
            | 'rejected'
            | 'void';
          created_at?: string;
          updated_at?: string;
          awaiting_account?: boolean;
          language?: 'en' | 'sr_latin' | 'sr_cyrillic';
          review_note?: string | null;
          target_kind?: 'creator' | 'business';
          business_id?: string | null;
        };
        Update: {
          id?: string;
          creator_id?: string | null;
          email?: string;
          proof?: string;
          claimant_user_id?: string | null;
          verification_token_hash?: string | null;
          token_expires_at?: string | null;
          status?:
            | 'pending_email_verification'
            | 'pending_admin_review'
            | 'approved'
            | 'rejected'
            | 'void';
          created_at?: string;
          updated_at?: string;
          awaiting_account?: boolean;
          language?: 'en' | 'sr_latin' | 'sr_cyrillic';
          review_note?: string | null;
          target_kind?: 'creator' | 'business';
          business_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'creator_claims_business_id_fkey';
            columns: ['business_id'];
            isOneToOne: false;
            referencedRelation: 'businesses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'creator_claims_creator_id_fkey';
            columns: ['creator_id'];
            isOneToOne: false;
            referencedRelation: 'creators';
            referencedColumns: ['id'];
          },
        ];
      };
      creator_reports: {
        Row: {
          id: string;
          creator_id: string;
          reason: string;
          reporter: string;
          status: 'open' | 'resolved';
          created_at: string;
          updated_at: string;
          review_note: string | null;
        };
        Insert: {
          id?: string;
          creator_id: string;
          reason: string;
          reporter?: string;
          status?: 'open' | 'resolved';
          created_at?: string;
          updated_at?: string;
          review_note?: string | null;
        };
        Update: {
          id?: string;
          creator_id?: string;
          reason?: string;
          reporter?: string;
          status?: 'open' | 'resolved';
          created_at?: string;
          updated_at?: string;
          review_note?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'creator_reports_creator_id_fkey';
            columns: ['creator_id'];
            isOneToOne: false;
            referencedRelation: 'creators';
            referencedColumns: ['id'];
          },
        ];
      };
      creator_revisions: {
        Row: {
          id: string;
          creator_id: string;
          author_id: string | null;
          changes: Json;
          status: 'pending_review' | 'approved' | 'rejected';
          review_note: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          creator_id: string;
          author_id?: string | null;
          changes: Json;
          status?: 'pending_review' | 'approved' | 'rejected';
          review_note?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          creator_id?: string;
          author_id?: string | null;
          changes?: Json;
          status?: 'pending_review' | 'approved' | 'rejected';
          review_note?: string | null;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'creator_revisions_creator_id_fkey';
            columns: ['creator_id'];
            isOneToOne: false;
            referencedRelation: 'creators';
            referencedColumns: ['id'];
          },
        ];
      };
      creators: {
        Row: {
          id: string;
          slug: string;
          name_eng: string | null;
          name_lat: string | null;
          name_cyr: string | null;
          email_public: string | null;
          short_bio_cyr: string | null;
          short_bio_lat: string | null;
          short_bio_eng: string | null;
          long_bio_eng: Json | null;
          long_bio_lat: Json | null;
          long_bio_cyr: Json | null;
          country: 'Canada' | 'USA' | null;
          city: string | null;
          niche: (
            | 'Theatre'
            | 'Music'
            | 'Film'
            | 'Podcast'
            | 'Education'
            | 'Commentary'
            | 'Gaming'
            | 'Tech'
            | 'Business'
            | 'Other'
          )[];
          youtube_channel_url: string | null;
          primary_video_url: string | null;
          instagram_url: string | null;
          tiktok_url: string | null;
          facebook_url: string | null;
          website_url: string | null;
          avatar_image: string | null;
          banner_image: string | null;
          status: 'draft' | 'pending_review' | 'published';
          verified: boolean;
          created_by_admin: boolean;
          contact_form_enabled: boolean;
          owner_user_id: string | null;
          created_at: string;
          updated_at: string;
          submission_language: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
          sort_en: string | null;
          sort_azbuka: string | null;
          sort_abeceda: string | null;
          grammatical_gender: 'feminine' | 'masculine' | null;
        };
        Insert: {
          id?: string;
          slug?: string;
          name_eng?: string | null;
          name_lat?: string | null;
          name_cyr?: string | null;
          email_public?: string | null;
          short_bio_cyr?: string | null;
          short_bio_lat?: string | null;
          short_bio_eng?: string | null;
          long_bio_eng?: Json | null;
          long_bio_lat?: Json | null;
          long_bio_cyr?: Json | null;
          country?: 'Canada' | 'USA' | null;
          city?: string | null;
          niche?: (
            | 'Theatre'
            | 'Music'
            | 'Film'
            | 'Podcast'
            | 'Education'
            | 'Commentary'
            | 'Gaming'
            | 'Tech'
            | 'Business'
            | 'Other'
          )[];
          youtube_channel_url?: string | null;
          primary_video_url?: string | null;
          instagram_url?: string | null;
          tiktok_url?: string | null;
          facebook_url?: string | null;
          website_url?: string | null;
          avatar_image?: string | null;
          banner_image?: string | null;
          status?: 'draft' | 'pending_review' | 'published';
          verified?: boolean;
          created_by_admin?: boolean;
          contact_form_enabled?: boolean;
          owner_user_id?: string | null;
          created_at?: string;
          updated_at?: string;
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
          sort_en?: never;
          sort_azbuka?: never;
          sort_abeceda?: never;
          grammatical_gender?: 'feminine' | 'masculine' | null;
        };
        Update: {
          id?: string;
          slug?: string;
          name_eng?: string | null;
          name_lat?: string | null;
          name_cyr?: string | null;
          email_public?: string | null;
          short_bio_cyr?: string | null;
          short_bio_lat?: string | null;
          short_bio_eng?: string | null;
          long_bio_eng?: Json | null;
          long_bio_lat?: Json | null;
          long_bio_cyr?: Json | null;
          country?: 'Canada' | 'USA' | null;
          city?: string | null;
          niche?: (
            | 'Theatre'
            | 'Music'
            | 'Film'
            | 'Podcast'
            | 'Education'
            | 'Commentary'
            | 'Gaming'
            | 'Tech'
            | 'Business'
            | 'Other'
          )[];
          youtube_channel_url?: string | null;
          primary_video_url?: string | null;
          instagram_url?: string | null;
          tiktok_url?: string | null;
          facebook_url?: string | null;
          website_url?: string | null;
          avatar_image?: string | null;
          banner_image?: string | null;
          status?: 'draft' | 'pending_review' | 'published';
          verified?: boolean;
          created_by_admin?: boolean;
          contact_form_enabled?: boolean;
          owner_user_id?: string | null;
          created_at?: string;
          updated_at?: string;
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
          sort_en?: never;
          sort_azbuka?: never;
          sort_abeceda?: never;
          grammatical_gender?: 'feminine' | 'masculine' | null;
        };
        Relationships: [];
      };
      editor_notifications: {
        Row: {
          id: string;
          editor_id: string;
          source_table: string;
          record_id: string;
          title: string;
          created_at: string;
          digested_at: string | null;
          kind: 'submission' | 'resubmission' | 'claim' | 'revision';
        };
        Insert: {
          id?: string;
          editor_id: string;
          source_table: string;
          record_id: string;
          title?: string;
          created_at?: string;
          digested_at?: string | null;
          kind?: 'submission' | 'resubmission' | 'claim' | 'revision';
        };
        Update: {
          id?: string;
          editor_id?: string;
          source_table?: string;
          record_id?: string;
          title?: string;
          created_at?: string;
          digested_at?: string | null;
          kind?: 'submission' | 'resubmission' | 'claim' | 'revision';
        };
        Relationships: [];
      };
      events: {
        Row: {
          id: string;
          slug: string;
          title_en: string;
          title_sr_cyrl: string | null;
          description_en: string | null;
          description_sr_cyrl: string | null;
          event_date: string;
          event_time: string | null;
          end_date: string | null;
          end_time: string | null;
          timezone: string;
          location_text: string | null;
          venue_name: string | null;
          city_tag: string;
          tickets_url: string | null;
          featured_image_url: string | null;
          image_url: string | null;
          organization_id: string | null;
          status: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id: string | null;
          created_at: string;
          updated_at: string;
          search_title: string | null;
          search_text: string | null;
          review_note: string | null;
          search_en: string | null;
          search_sr: string | null;
          category: 'festivals' | 'theatre' | 'music' | 'sports' | 'other';
        };
        Insert: {
          id?: string;
          slug?: string;
          title_en: string;
          title_sr_cyrl?: string | null;
          description_en?: string | null;
          description_sr_cyrl?: string | null;
          event_date: string;
          event_time?: string | null;
          end_date?: string | null;
          end_time?: string | null;
          timezone?: string;
          location_text?: string | null;
          venue_name?: string | null;
          city_tag?: string;
          tickets_url?: string | null;
          featured_image_url?: string | null;
          image_url?: string | null;
          organization_id?: string | null;
          status?: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id?: string | null;
          created_at?: string;
          updated_at?: string;
          search_title?: never;
          search_text?: never;
          review_note?: string | null;
          search_en?: never;
          search_sr?: never;
          category?: 'festivals' | 'theatre' | 'music' | 'sports' | 'other';
        };
        Update: {
          id?: string;
          slug?: string;
          title_en?: string;
          title_sr_cyrl?: string | null;
          description_en?: string | null;
          description_sr_cyrl?: string | null;
          event_date?: string;
          event_time?: string | null;
          end_date?: string | null;
          end_time?: string | null;
          timezone?: string;
          location_text?: string | null;
          venue_name?: string | null;
          city_tag?: string;
          tickets_url?: string | null;
          featured_image_url?: string | null;
          image_url?: string | null;
          organization_id?: string | null;
          status?: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id?: string | null;
          created_at?: string;
          updated_at?: string;
          search_title?: never;
          search_text?: never;
          review_note?: string | null;
          search_en?: never;
          search_sr?: never;
          category?: 'festivals' | 'theatre' | 'music' | 'sports' | 'other';
        };
        Relationships: [
          {
            foreignKeyName: 'events_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      mail_outbox: {
        Row: {
          id: string;
          dedupe_key: string | null;
          to_address: string;
          template: string;
          locale: string;
          data: Json;
          status: 'pending' | 'sending' | 'sent' | 'failed' | 'dropped';
          attempts: number;
          next_attempt_at: string;
          claimed_until: string | null;
          last_error: string | null;
          sent_at: string | null;
          created_at: string;
          priority: number;
        };
        Insert: {
          id?: string;
          dedupe_key?: string | null;
          to_address: string;
          template: string;
          locale?: string;
          data?: Json;
          status?: 'pending' | 'sending' | 'sent' | 'failed' | 'dropped';
          attempts?: number;
          next_attempt_at?: string;
          claimed_until?: string | null;
          last_error?: string | null;
          sent_at?: string | null;
          created_at?: string;
          priority?: number;
        };
        Update: {
          id?: string;
          dedupe_key?: string | null;
          to_address?: string;
          template?: string;
          locale?: string;
          data?: Json;
          status?: 'pending' | 'sending' | 'sent' | 'failed' | 'dropped';
          attempts?: number;
          next_attempt_at?: string;
          claimed_until?: string | null;
          last_error?: string | null;
          sent_at?: string | null;
          created_at?: string;
          priority?: number;
        };
        Relationships: [];
      };
      memorial_candles: {
        Row: {
          memorial_id: string;
          candle_count: number;
        };
        Insert: {
          memorial_id: string;
          candle_count?: number;
        };
        Update: {
          memorial_id?: string;
          candle_count?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'memorial_candles_memorial_id_fkey';
            columns: ['memorial_id'];
            isOneToOne: true;
            referencedRelation: 'memorials';
            referencedColumns: ['id'];
          },
        ];
      };
      memorial_condolences: {
        Row: {
          id: string;
          memorial_id: string;
          author_name: string;
          relation: string | null;
          message: string;
          author_user_id: string | null;
          status: 'unconfirmed' | 'pending' | 'approved' | 'rejected';
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          memorial_id: string;
          author_name: string;
          relation?: string | null;
          message: string;
          author_user_id?: string | null;
          status?: 'unconfirmed' | 'pending' | 'approved' | 'rejected';
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          memorial_id?: string;
          author_name?: string;
          relation?: string | null;
          message?: string;
          author_user_id?: string | null;
          status?: 'unconfirmed' | 'pending' | 'approved' | 'rejected';
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'memorial_condolences_memorial_id_fkey';
            columns: ['memorial_id'];
            isOneToOne: false;
            referencedRelation: 'memorials';
            referencedColumns: ['id'];
          },
        ];
      };
      memorials: {
        Row: {
          id: string;
          slug: string;
          full_name: string;
          first_name: string | null;
          middle_name: string | null;
          last_name: string | null;
          birth_date: string | null;
          death_date: string | null;
          place_of_birth: string | null;
          place_of_passing: string | null;
          city_id: string;
          obituary_en: Json | null;
          obituary_sr_cyrl: Json | null;
          profile_image_url: string | null;
          gallery_image_urls: string[];
          service_info: Json | null;
          visibility: 'public' | 'private';
          status: 'draft' | 'pending_review' | 'published' | 'rejected';
          moderation_status: 'pending' | 'approved' | 'rejected';
          submitter_id: string | null;
          created_at: string;
          updated_at: string;
          search_title: string | null;
          search_text: string | null;
          review_note: string | null;
          grammatical_gender: 'feminine' | 'masculine' | null;
        };
        Insert: {
          id?: string;
          slug?: string;
          full_name?: string;
          first_name?: string | null;
          middle_name?: string | null;
          last_name?: string | null;
          birth_date?: string | null;
          death_date?: string | null;
          place_of_birth?: string | null;
          place_of_passing?: string | null;
          city_id: string;
          obituary_en?: Json | null;
          obituary_sr_cyrl?: Json | null;
          profile_image_url?: string | null;
          gallery_image_urls?: string[];
          service_info?: Json | null;
          visibility?: 'public' | 'private';
          status?: 'draft' | 'pending_review' | 'published' | 'rejected';
          moderation_status?: 'pending' | 'approved' | 'rejected';
          submitter_id?: string | null;
          created_at?: string;
          updated_at?: string;
          search_title?: never;
          search_text?: never;
          review_note?: string | null;
          grammatical_gender?: 'feminine' | 'masculine' | null;
        };
        Update: {
          id?: string;
          slug?: string;
          full_name?: string;
          first_name?: string | null;
          middle_name?: string | null;
          last_name?: string | null;
          birth_date?: string | null;
          death_date?: string | null;
          place_of_birth?: string | null;
          place_of_passing?: string | null;
          city_id?: string;
          obituary_en?: Json | null;
          obituary_sr_cyrl?: Json | null;
          profile_image_url?: string | null;
          gallery_image_urls?: string[];
          service_info?: Json | null;
          visibility?: 'public' | 'private';
          status?: 'draft' | 'pending_review' | 'published' | 'rejected';
          moderation_status?: 'pending' | 'approved' | 'rejected';
          submitter_id?: string | null;
          created_at?: string;
          updated_at?: string;
          search_title?: never;
          search_text?: never;
          review_note?: string | null;
          grammatical_gender?: 'feminine' | 'masculine' | null;
        };
        Relationships: [
          {
            foreignKeyName: 'memorials_city_id_fkey';
            columns: ['city_id'];
            isOneToOne: false;
            referencedRelation: 'cities';
            referencedColumns: ['id'];
          },
        ];
      };
      moderation_log: {
        Row: {
          id: string;
          table_name: string;
          row_id: string;
          actor_id: string | null;
          from_status: string | null;
          to_status: string;
          note: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          table_name: string;
          row_id: string;
          actor_id?: string | null;
          from_status?: string | null;
          to_status: string;
          note?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          table_name?: string;
          row_id?: string;
          actor_id?: string | null;
          from_status?: string | null;
          to_status?: string;
          note?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      news: {
        Row: {
          id: string;
          slug: string;
          title_en: string;
          title_sr_cyrl: string | null;
          excerpt_en: string | null;
          excerpt_sr_cyrl: string | null;
          content_en: string;
          content_sr_cyrl: string | null;
          category:
            | 'canada'
            | 'serbia'
            | 'culture'
            | 'sports'
            | 'business'
            | 'community'
            | 'politics'
            | 'interviews'
            | 'archive';
          city_tag: string | null;
          image_url: string | null;
          status: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id: string | null;
          created_at: string;
          updated_at: string;
          search_title: string | null;
          search_text: string | null;
          review_note: string | null;
          search_en: string | null;
          search_sr: string | null;
          published_at: string | null;
        };
        Insert: {
          id?: string;
          slug?: string;
          title_en: string;
          title_sr_cyrl?: string | null;
          excerpt_en?: string | null;
          excerpt_sr_cyrl?: string | null;
          content_en: string;
          content_sr_cyrl?: string | null;
          category?:
            | 'canada'
            | 'serbia'
            | 'culture'
            | 'sports'
            | 'business'
            | 'community'
            | 'politics'
            | 'interviews'
            | 'archive';
          city_tag?: string | null;
          image_url?: string | null;
          status?: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id?: string | null;
          created_at?: string;
          updated_at?: string;
          search_title?: never;
          search_text?: never;
          review_note?: string | null;
          search_en?: never;
          search_sr?: never;
          published_at?: string | null;
        };
        Update: {
          id?: string;
          slug?: string;
          title_en?: string;
          title_sr_cyrl?: string | null;
          excerpt_en?: string | null;
          excerpt_sr_cyrl?: string | null;
          content_en?: string;
          content_sr_cyrl?: string | null;
          category?:
            | 'canada'
            | 'serbia'
            | 'culture'
            | 'sports'
            | 'business'
            | 'community'
            | 'politics'
            | 'interviews'
            | 'archive';
          city_tag?: string | null;
          image_url?: string | null;
          status?: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id?: string | null;
          created_at?: string;
          updated_at?: string;
          search_title?: never;
          search_text?: never;
          review_note?: string | null;
          search_en?: never;
          search_sr?: never;
          published_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'news_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      newsletter_digest_sends: {
        Row: {
          iso_week: string;
          subscriber_id: string;
          sent_at: string;
          mailed: boolean;
        };
        Insert: {
          iso_week: string;
          subscriber_id: string;
          sent_at?: string;
          mailed: boolean;
        };
        Update: {
          iso_week?: string;
          subscriber_id?: string;
          sent_at?: string;
          mailed?: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'newsletter_digest_sends_iso_week_fkey';
            columns: ['iso_week'];
            isOneToOne: false;
            referencedRelation: 'newsletter_digests';
            referencedColumns: ['iso_week'];
          },
          {
            foreignKeyName: 'newsletter_digest_sends_subscriber_id_fkey';
            columns: ['subscriber_id'];
            isOneToOne: false;
            referencedRelation: 'newsletter_subscribers';
            referencedColumns: ['id'];
          },
        ];
      };
      newsletter_digests: {
        Row: {
          iso_week: string;
          started_at: string;
          completed_at: string | null;
          started_by: string | null;
          recipients: number;
        };
        Insert: {
          iso_week: string;
          started_at?: string;
          completed_at?: string | null;
          started_by?: string | null;
          recipients?: number;
        };
        Update: {
          iso_week?: string;
          started_at?: string;
          completed_at?: string | null;
          started_by?: string | null;
          recipients?: number;
        };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: {
          id: string;
          email: string;
          language: 'en' | 'sr_latin' | 'sr_cyrillic';
          city_slugs: string[];
          status: 'pending' | 'confirmed' | 'unsubscribed';
          source: 'footer' | 'join_dialog' | 'demo';
          consent_ip_hash: string | null;
          requested_at: string;
          consented_at: string | null;
          unsubscribed_at: string | null;
          confirm_token_hash: string | null;
          confirm_expires_at: string | null;
          confirmation_sent_at: string | null;
          unsubscribe_token: string;
        };
        Insert: {
          id?: string;
          email: string;
          language: 'en' | 'sr_latin' | 'sr_cyrillic';
          city_slugs?: string[];
          status?: 'pending' | 'confirmed' | 'unsubscribed';
          source: 'footer' | 'join_dialog' | 'demo';
          consent_ip_hash?: string | null;
          requested_at?: string;
          consented_at?: string | null;
          unsubscribed_at?: string | null;
          confirm_token_hash?: string | null;
          confirm_expires_at?: string | null;
          confirmation_sent_at?: string | null;
          unsubscribe_token: string;
        };
        Update: {
          id?: string;
          email?: string;
          language?: 'en' | 'sr_latin' | 'sr_cyrillic';
          city_slugs?: string[];
          status?: 'pending' | 'confirmed' | 'unsubscribed';
          source?: 'footer' | 'join_dialog' | 'demo';
          consent_ip_hash?: string | null;
          requested_at?: string;
          consented_at?: string | null;
          unsubscribed_at?: string | null;
          confirm_token_hash?: string | null;
          confirm_expires_at?: string | null;
          confirmation_sent_at?: string | null;
          unsubscribe_token?: string;
        };
        Relationships: [];
      };
      organizations: {
        Row: {
          id: string;
          slug: string;
          name_en: string;
          name_sr_cyrl: string | null;
          description_en: string | null;
          description_sr_cyrl: string | null;
          category: 'church' | 'culture' | 'sport' | 'youth' | 'business' | 'other';
          address: string | null;
          phone: string | null;
          email: string | null;
          website: string | null;
          city_tag: string;
          logo_image_url: string | null;
          image_url: string | null;
          status: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id: string | null;
          created_at: string;
          updated_at: string;
          search_title: string | null;
          search_text: string | null;
          review_note: string | null;
          sort_azbuka: string | null;
          sort_abeceda: string | null;
          search_en: string | null;
          search_sr: string | null;
        };
        Insert: {
          id?: string;
          slug?: string;
          name_en: string;
          name_sr_cyrl?: string | null;
          description_en?: string | null;
          description_sr_cyrl?: string | null;
          category: 'church' | 'culture' | 'sport' | 'youth' | 'business' | 'other';
          address?: string | null;
          phone?: string | null;
          email?: string | null;
          website?: string | null;
          city_tag?: string;
          logo_image_url?: string | null;
          image_url?: string | null;
          status?: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id?: string | null;
          created_at?: string;
          updated_at?: string;
          search_title?: never;
          search_text?: never;
          review_note?: string | null;
          sort_azbuka?: never;
          sort_abeceda?: never;
          search_en?: never;
          search_sr?: never;
        };
        Update: {
          id?: string;
          slug?: string;
          name_en?: string;
          name_sr_cyrl?: string | null;
          description_en?: string | null;
          description_sr_cyrl?: string | null;
          category?: 'church' | 'culture' | 'sport' | 'youth' | 'business' | 'other';
          address?: string | null;
          phone?: string | null;
          email?: string | null;
          website?: string | null;
          city_tag?: string;
          logo_image_url?: string | null;
          image_url?: string | null;
          status?: 'draft' | 'pending_review' | 'published' | 'rejected';
          author_id?: string | null;
          created_at?: string;
          updated_at?: string;
          search_title?: never;
          search_text?: never;
          review_note?: string | null;
          sort_azbuka?: never;
          sort_abeceda?: never;
          search_en?: never;
          search_sr?: never;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          id: string;
          full_name: string | null;
          created_at: string;
        };
        Insert: {
          id: string;
          full_name?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          full_name?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      provinces_states: {
        Row: {
          id: string;
          code: string;
          name: string;
          name_sr_cyrl: string;
          country: 'Canada' | 'USA';
          timezone: string;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          code: string;
          name: string;
          name_sr_cyrl: string;
          country: 'Canada' | 'USA';
          timezone: string;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          code?: string;
          name?: string;
          name_sr_cyrl?: string;
          country?: 'Canada' | 'USA';
          timezone?: string;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      slug_counters: {
        Row: {
          table_name: string;
          base_slug: string;
          last_suffix: number;
        };
        Insert: {
          table_name: string;
          base_slug: string;
          last_suffix: number;
        };
        Update: {
          table_name?: string;
          base_slug?: string;
          last_suffix?: number;
        };
        Relationships: [];
      };
      submitter_ips: {
        Row: {
          table_name: 'organizations' | 'events' | 'news' | 'creators' | 'businesses';
          row_id: string;
          ip: string | null;
          created_at: string;
        };
        Insert: {
          table_name: 'organizations' | 'events' | 'news' | 'creators' | 'businesses';
          row_id: string;
          ip?: string | null;
          created_at?: string;
        };
        Update: {
          table_name?: 'organizations' | 'events' | 'news' | 'creators' | 'businesses';
          row_id?: string;
          ip?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      user_role_changes: {
        Row: {
          id: number;
          actor_id: string | null;
          actor_label: string;
          target_id: string | null;
          target_email: string;
          role: 'editor' | 'admin';
          action: 'grant' | 'revoke';
          created_at: string;
        };
        Insert: {
          id?: never;
          actor_id?: string | null;
          actor_label: string;
          target_id?: string | null;
          target_email: string;
          role: 'editor' | 'admin';
          action: 'grant' | 'revoke';
          created_at?: string;
        };
        Update: {
          id?: never;
          actor_id?: string | null;
          actor_label?: string;
          target_id?: string | null;
          target_email?: string;
          role?: 'editor' | 'admin';
          action?: 'grant' | 'revoke';
          created_at?: string;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          user_id: string;
          role: 'editor' | 'admin';
          created_at: string;
        };
        Insert: {
          user_id: string;
          role: 'editor' | 'admin';
          created_at?: string;
        };
        Update: {
          user_id?: string;
          role?: 'editor' | 'admin';
          created_at?: string;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      admin_list_users: {
        Args: {
          search?: string;
          page_size?: number;
          page_offset?: number;
        };
        Returns: {
          id: string;
          email: string;
          full_name: string;
          confirmed: boolean;
          roles: string[];
          created_at: string;
          last_sign_in_at: string;
          total_count: number;
          admin_count: number;
        }[];
      };
      admin_set_user_role: {
        Args: {
          target_user: string;
          role: string;
          granted: boolean;
        };
        Returns: boolean;
      };
      apply_content_changes: {
        Args: {
          target_table: string;
          target: string;
          changes: Json;
        };
        Returns: undefined;
      };
      apply_creator_changes: {
        Args: {
          target: string;
          changes: Json;
        };
        Returns: undefined;
      };
      approve_creator_claim: {
        Args: {
          claim_id: string;
        };
        Returns: string;
      };
      are_web_urls: {
        Args: {
          urls: string[];
        };
        Returns: boolean;
      };
      change_user_role: {
        Args: {
          p_actor: string;
          p_actor_label: string;
          p_target: string;
          p_role: string;
          p_grant: boolean;
        };
        Returns: boolean;
      };
      city_timezone: {
        Args: {
          tag: string;
        };
        Returns: string;
      };
      claimed_item: {
        Args: {
          kind: string;
          item: string;
        };
        Returns: {
          owner_id: string;
          name: string;
          slug: string;
          public_email: string;
          language: string;
        }[];
      };
      clean_line: {
        Args: {
          value: string;
        };
        Returns: string;
      };
      clean_text: {
        Args: {
          value: string;
        };
        Returns: string;
      };
      compose_editor_digests: {
        Args: {
          delay_seconds: number;
        };
        Returns: number;
      };
      confirm_condolence: {
        Args: {
          token: string;
        };
        Returns: string;
      };
      content_owner_column: {
        Args: {
          target_table: string;
        };
        Returns: string;
      };
      content_revision_fields: {
        Args: {
          target_table: string;
        };
        Returns: string[];
      };
      create_claim: {
        Args: {
          target_kind: string;
          target_slug: string;
          claimant_email: string;
          proof: string;
          claimant?: string;
        };
        Returns: {
          outcome: string;
          claim_id: string;
          token: string;
          name: string;
        }[];
      };
      create_creator_claim: {
        Args: {
          creator_slug: string;
          claimant_email: string;
          proof: string;
          claimant?: string;
        };
        Returns: {
          outcome: string;
          claim_id: string;
          token: string;
        }[];
      };
      creator_revision_fields: { Args: never; Returns: string[] };
      decide_content_revision: {
        Args: {
          revision_id: string;
          approve: boolean;
          reason?: string;
        };
        Returns: string;
      };
      decide_creator_revision: {
        Args: {
          revision_id: string;
          approve: boolean;
          reason?: string;
        };
        Returns: string;
      };
      give_claimed_item: {
        Args: {
          kind: string;
          item: string;
          new_owner: string;
        };
        Returns: boolean;
      };
      is_admin: { Args: never; Returns: boolean };
      is_api_request: { Args: never; Returns: boolean };
      is_editor: { Args: never; Returns: boolean };
      is_image_url: {
        Args: {
          value: string;
        };
        Returns: boolean;
      };
      is_link_url: {
        Args: {
          value: string;
        };
        Returns: boolean;
      };
      is_long_bio: {
        Args: {
          bio: Json;
        };
        Returns: boolean;
      };
      is_memorial_submitter: {
        Args: {
          memorial: string;
        };
        Returns: boolean;
      };
      is_plain_email: {
        Args: {
          value: string;
        };
        Returns: boolean;
      };
      is_public_memorial: {
        Args: {
          memorial: string;
        };
        Returns: boolean;
      };
      is_rich_text: {
        Args: {
          document: Json;
        };
        Returns: boolean;
      };
      is_service_info: {
        Args: {
          info: Json;
        };
        Returns: boolean;
      };
      lock_claimed_item: {
        Args: {
          kind: string;
          item: string;
        };
        Returns: boolean;
      };
      mail_priority: {
        Args: {
          template: string;
        };
        Returns: number;
      };
      mail_serbian_names: {
        Args: {
          source_table: string;
          row_id: string;
        };
        Returns: Json;
      };
      moderation_context: {
        Args: {
          source_table: string;
          row_ids: string[];
        };
        Returns: {
          row_id: string;
          submitter_name: string;
          submitter_email: string;
          submitter_ip: string;
          history: Json;
        }[];
      };
      my_staff_role: { Args: never; Returns: string };
      normalize_web_url: {
        Args: {
          value: string;
        };
        Returns: string;
      };
      propose_content_revision: {
        Args: {
          target_table: string;
          row_id: string;
          changes: Json;
        };
        Returns: string;
      };
      propose_creator_revision: {
        Args: {
          creator_id: string;
          changes: Json;
        };
        Returns: string;
      };
      queue_editor_notifications: {
        Args: {
          source_table: string;
          record_id: string;
        };
        Returns: number;
      };
      revisable_content_table: {
        Args: {
          target_table: string;
        };
        Returns: boolean;
      };
      rich_text_plain: {
        Args: {
          document: Json;
        };
        Returns: string;
      };
      search_all: {
        Args: {
          keyword: string;
          language?: string;
        };
        Returns: {
          type: string;
          id: string;
          slug: string;
          title: string;
          title_sr_cyrl: string;
          description: string;
          description_sr_cyrl: string;
          name_en: string;
          rank: number;
        }[];
      };
      search_fold: {
        Args: {
          input: string;
        };
        Returns: string;
      };
      search_lexemes: {
        Args: {
          words: string;
          stems: boolean;
        };
        Returns: string;
      };
      search_matches: {
        Args: {
          words: string;
          words_column: string;
          serbian: boolean;
        };
        Returns: {
          type: string;
          id: string;
          slug: string;
          title: string;
          title_sr_cyrl: string;
          description: string;
          description_sr_cyrl: string;
          name_en: string;
          rank: number;
        }[];
      };
      search_rank: {
        Args: {
          title: string;
          body: string;
          words: string;
        };
        Returns: number;
      };
      search_words: {
        Args: {
          input: string;
        };
        Returns: string;
      };
      slugify: {
        Args: {
          input: string;
        };
        Returns: string;
      };
      sort_key_abeceda: {
        Args: {
          input: string;
        };
        Returns: string;
      };
      sort_key_azbuka: {
        Args: {
          input: string;
        };
        Returns: string;
      };
      sort_key_latin_as_cyrillic: {
        Args: {
          input: string;
        };
        Returns: string;
      };
      token_hash: {
        Args: {
          token: string;
        };
        Returns: string;
      };
      verify_creator_claim: {
        Args: {
          token: string;
        };
        Returns: string;
      };
      without_invisible: {
        Args: {
          value: string;
        };
        Returns: string;
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];

/** A table's row as read: `Tables<'events'>`. */
export type Tables<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Row'];

/** What an insert into the table may send. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Insert'];

/** What an update of the table may send. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Update'];

/** An RPC function's arguments and result. */
export type Functions<Name extends keyof PublicSchema['Functions']> =
  PublicSchema['Functions'][Name];
