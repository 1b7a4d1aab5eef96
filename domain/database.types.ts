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
          sort_en: string | null;
          submission_language: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          sort_en?: never;
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          sort_en?: never;
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          sort_en: string | null;
          name_sr_latn: string | null;
          retired_at: string | null;
          intro_text_sr_latn: string | null;
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
          sort_en?: never;
          name_sr_latn?: string | null;
          retired_at?: string | null;
          intro_text_sr_latn?: string | null;
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
          sort_en?: never;
          name_sr_latn?: string | null;
          retired_at?: string | null;
          intro_text_sr_latn?: string | null;
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
      city_old_slugs: {
        Row: {
          slug: string;
          city_id: string;
          created_at: string;
        };
        Insert: {
          slug: string;
          city_id: string;
          created_at?: string;
        };
        Update: {
          slug?: string;
          city_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'city_old_slugs_city_id_fkey';
            columns: ['city_id'];
            isOneToOne: false;
            referencedRelation: 'cities';
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
      condolence_writers: {
        Row: {
          condolence_id: string;
          email: string;
          locale: 'en' | 'sr_latin' | 'sr_cyrillic';
          created_at: string;
        };
        Insert: {
          condolence_id: string;
          email: string;
          locale?: 'en' | 'sr_latin' | 'sr_cyrillic';
          created_at?: string;
        };
        Update: {
          condolence_id?: string;
          email?: string;
          locale?: 'en' | 'sr_latin' | 'sr_cyrillic';
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'condolence_writers_condolence_id_fkey';
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
          status: 'open' | 'resolved' | 'dismissed';
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
          status?: 'open' | 'resolved' | 'dismissed';
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
          status?: 'open' | 'resolved' | 'dismissed';
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
          target_kind: 'creator' | 'business' | 'organization';
          business_id: string | null;
          organization_id: string | null;
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
          target_kind?: 'creator' | 'business' | 'organization';
          business_id?: string | null;
          organization_id?: string | null;
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
          target_kind?: 'creator' | 'business' | 'organization';
          business_id?: string | null;
          organization_id?: string | null;
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
          {
            foreignKeyName: 'creator_claims_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
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
          status: 'open' | 'resolved' | 'dismissed';
          created_at: string;
          updated_at: string;
          review_note: string | null;
        };
        Insert: {
          id?: string;
          creator_id: string;
          reason: string;
          reporter?: string;
          status?: 'open' | 'resolved' | 'dismissed';
          created_at?: string;
          updated_at?: string;
          review_note?: string | null;
        };
        Update: {
          id?: string;
          creator_id?: string;
          reason?: string;
          reporter?: string;
          status?: 'open' | 'resolved' | 'dismissed';
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
          search_en: string | null;
          search_sr: string | null;
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
          search_en?: never;
          search_sr?: never;
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
          search_en?: never;
          search_sr?: never;
        };
        Relationships: [];
      };
      decision_log: {
        Row: {
          id: number;
          decided_at: string;
          editor_id: string | null;
          editor_name: string;
          target_table:
            | 'organizations'
            | 'events'
            | 'news'
            | 'memorials'
            | 'businesses'
            | 'creators'
            | 'creator_revisions'
            | 'content_revisions'
            | 'creator_claims';
          target_id: string;
          item_title: string;
          item_title_sr_cyrl: string;
          decision: 'published' | 'rejected' | 'draft' | 'pending_review' | 'approved';
          reason: string | null;
        };
        Insert: {
          id?: never;
          decided_at?: string;
          editor_id?: string | null;
          editor_name: string;
          target_table:
            | 'organizations'
            | 'events'
            | 'news'
            | 'memorials'
            | 'businesses'
            | 'creators'
            | 'creator_revisions'
            | 'content_revisions'
            | 'creator_claims';
          target_id: string;
          item_title?: string;
          item_title_sr_cyrl?: string;
          decision: 'published' | 'rejected' | 'draft' | 'pending_review' | 'approved';
          reason?: string | null;
        };
        Update: {
          id?: never;
          decided_at?: string;
          editor_id?: string | null;
          editor_name?: string;
          target_table?:
            | 'organizations'
            | 'events'
            | 'news'
            | 'memorials'
            | 'businesses'
            | 'creators'
            | 'creator_revisions'
            | 'content_revisions'
            | 'creator_claims';
          target_id?: string;
          item_title?: string;
          item_title_sr_cyrl?: string;
          decision?: 'published' | 'rejected' | 'draft' | 'pending_review' | 'approved';
          reason?: string | null;
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
          kind: 'submission' | 'resubmission' | 'claim' | 'revision' | 'report' | 'contact';
          times: number;
          detail: string;
        };
        Insert: {
          id?: string;
          editor_id: string;
          source_table: string;
          record_id: string;
          title?: string;
          created_at?: string;
          digested_at?: string | null;
          kind?: 'submission' | 'resubmission' | 'claim' | 'revision' | 'report' | 'contact';
          times?: number;
          detail?: string;
        };
        Update: {
          id?: string;
          editor_id?: string;
          source_table?: string;
          record_id?: string;
          title?: string;
          created_at?: string;
          digested_at?: string | null;
          kind?: 'submission' | 'resubmission' | 'claim' | 'revision' | 'report' | 'contact';
          times?: number;
          detail?: string;
        };
        Relationships: [];
      };
      event_rsvps: {
        Row: {
          event_id: string;
          user_id: string;
          created_at: string;
        };
        Insert: {
          event_id: string;
          user_id?: string;
          created_at?: string;
        };
        Update: {
          event_id?: string;
          user_id?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'event_rsvps_event_id_fkey';
            columns: ['event_id'];
            isOneToOne: false;
            referencedRelation: 'events';
            referencedColumns: ['id'];
          },
        ];
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
          review_note: string | null;
          category: 'festivals' | 'theatre' | 'music' | 'sports' | 'other';
          recurrence: Json | null;
          repeats_until: string | null;
          venue_name_sr_cyrl: string | null;
          submission_language: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
          search_text: string | null;
          search_en: string | null;
          search_sr: string | null;
          source_feed_id: string | null;
          source_uid: string | null;
          source_hash: string | null;
          source_state: 'active' | 'cancelled' | 'removed' | null;
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
          review_note?: string | null;
          category?: 'festivals' | 'theatre' | 'music' | 'sports' | 'other';
          recurrence?: Json | null;
          repeats_until?: never;
          venue_name_sr_cyrl?: string | null;
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
          search_text?: never;
          search_en?: never;
          search_sr?: never;
          source_feed_id?: string | null;
          source_uid?: string | null;
          source_hash?: string | null;
          source_state?: 'active' | 'cancelled' | 'removed' | null;
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
          review_note?: string | null;
          category?: 'festivals' | 'theatre' | 'music' | 'sports' | 'other';
          recurrence?: Json | null;
          repeats_until?: never;
          venue_name_sr_cyrl?: string | null;
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
          search_text?: never;
          search_en?: never;
          search_sr?: never;
          source_feed_id?: string | null;
          source_uid?: string | null;
          source_hash?: string | null;
          source_state?: 'active' | 'cancelled' | 'removed' | null;
        };
        Relationships: [
          {
            foreignKeyName: 'events_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'events_source_feed_id_fkey';
            columns: ['source_feed_id'];
            isOneToOne: false;
            referencedRelation: 'organization_calendar_feeds';
            referencedColumns: ['id'];
          },
        ];
      };
      images: {
        Row: {
          id: string;
          width: number;
          height: number;
          placeholder: string;
          stored_bytes: number;
          uploader_id: string | null;
          uploader_ip_hash: string | null;
          created_at: string;
          unused_since: string | null;
        };
        Insert: {
          id: string;
          width: number;
          height: number;
          placeholder: string;
          stored_bytes: number;
          uploader_id?: string | null;
          uploader_ip_hash?: string | null;
          created_at?: string;
          unused_since?: string | null;
        };
        Update: {
          id?: string;
          width?: number;
          height?: number;
          placeholder?: string;
          stored_bytes?: number;
          uploader_id?: string | null;
          uploader_ip_hash?: string | null;
          created_at?: string;
          unused_since?: string | null;
        };
        Relationships: [];
      };
      mail_outbox: {
        Row: {
          id: string;
          dedupe_key: string | null;
          to_address: string;
          template: string;
          locale: 'en' | 'sr' | 'sr_latin' | 'sr_cyrillic';
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
          locale?: 'en' | 'sr' | 'sr_latin' | 'sr_cyrillic';
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
          locale?: 'en' | 'sr' | 'sr_latin' | 'sr_cyrillic';
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
          language: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          review_note: string | null;
          grammatical_gender: 'feminine' | 'masculine' | null;
          submission_language: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
          search_text: string | null;
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
          review_note?: string | null;
          grammatical_gender?: 'feminine' | 'masculine' | null;
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
          search_text?: never;
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
          review_note?: string | null;
          grammatical_gender?: 'feminine' | 'masculine' | null;
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
          search_text?: never;
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
          submission_language: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
      organization_admins: {
        Row: {
          organization_id: string;
          user_id: string;
          added_by: string | null;
          created_at: string;
        };
        Insert: {
          organization_id: string;
          user_id: string;
          added_by?: string | null;
          created_at?: string;
        };
        Update: {
          organization_id?: string;
          user_id?: string;
          added_by?: string | null;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'organization_admins_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      organization_calendar_feeds: {
        Row: {
          id: string;
          organization_id: string;
          url: string;
          added_by: string | null;
          created_at: string;
          updated_at: string;
          next_fetch_at: string;
          fetch_requested_at: string | null;
          manual_fetch_at: string | null;
          fetching_since: string | null;
          last_fetched_at: string | null;
          last_success_at: string | null;
          last_error:
            | 'bad_url'
            | 'blocked_address'
            | 'unresolvable'
            | 'unreachable'
            | 'timeout'
            | 'too_large'
            | 'not_calendar'
            | 'too_many_events'
            | 'organization_not_published'
            | null;
          last_result: Json | null;
          failures_in_a_row: number;
        };
        Insert: {
          id?: string;
          organization_id: string;
          url?: string;
          added_by?: string | null;
          created_at?: string;
          updated_at?: string;
          next_fetch_at?: string;
          fetch_requested_at?: string | null;
          manual_fetch_at?: string | null;
          fetching_since?: string | null;
          last_fetched_at?: string | null;
          last_success_at?: string | null;
          last_error?:
            | 'bad_url'
            | 'blocked_address'
            | 'unresolvable'
            | 'unreachable'
            | 'timeout'
            | 'too_large'
            | 'not_calendar'
            | 'too_many_events'
            | 'organization_not_published'
            | null;
          last_result?: Json | null;
          failures_in_a_row?: number;
        };
        Update: {
          id?: string;
          organization_id?: string;
          url?: string;
          added_by?: string | null;
          created_at?: string;
          updated_at?: string;
          next_fetch_at?: string;
          fetch_requested_at?: string | null;
          manual_fetch_at?: string | null;
          fetching_since?: string | null;
          last_fetched_at?: string | null;
          last_success_at?: string | null;
          last_error?:
            | 'bad_url'
            | 'blocked_address'
            | 'unresolvable'
            | 'unreachable'
            | 'timeout'
            | 'too_large'
            | 'not_calendar'
            | 'too_many_events'
            | 'organization_not_published'
            | null;
          last_result?: Json | null;
          failures_in_a_row?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'organization_calendar_feeds_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: true;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      organization_invites: {
        Row: {
          id: string;
          organization_id: string;
          email: string;
          invited_by: string | null;
          token_hash: string;
          status: 'pending' | 'accepted' | 'revoked' | 'replaced';
          accepted_by: string | null;
          expires_at: string;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          organization_id: string;
          email: string;
          invited_by?: string | null;
          token_hash: string;
          status?: 'pending' | 'accepted' | 'revoked' | 'replaced';
          accepted_by?: string | null;
          expires_at: string;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          organization_id?: string;
          email?: string;
          invited_by?: string | null;
          token_hash?: string;
          status?: 'pending' | 'accepted' | 'revoked' | 'replaced';
          accepted_by?: string | null;
          expires_at?: string;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'organization_invites_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
        ];
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
          sort_en: string | null;
          trusted: boolean;
          submission_language: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          sort_en?: never;
          trusted?: boolean;
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          sort_en?: never;
          trusted?: boolean;
          submission_language?: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
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
          name_sr_latn: string | null;
          retired_at: string | null;
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
          name_sr_latn?: string | null;
          retired_at?: string | null;
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
          name_sr_latn?: string | null;
          retired_at?: string | null;
        };
        Relationships: [];
      };
      review_presence: {
        Row: {
          table_name:
            | 'organizations'
            | 'events'
            | 'news'
            | 'memorials'
            | 'businesses'
            | 'creators'
            | 'creator_revisions'
            | 'content_revisions'
            | 'creator_claims';
          row_id: string;
          editor_id: string;
          started_at: string;
          seen_at: string;
        };
        Insert: {
          table_name:
            | 'organizations'
            | 'events'
            | 'news'
            | 'memorials'
            | 'businesses'
            | 'creators'
            | 'creator_revisions'
            | 'content_revisions'
            | 'creator_claims';
          row_id: string;
          editor_id: string;
          started_at?: string;
          seen_at?: string;
        };
        Update: {
          table_name?:
            | 'organizations'
            | 'events'
            | 'news'
            | 'memorials'
            | 'businesses'
            | 'creators'
            | 'creator_revisions'
            | 'content_revisions'
            | 'creator_claims';
          row_id?: string;
          editor_id?: string;
          started_at?: string;
          seen_at?: string;
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
      accept_organization_invite: {
        Args: {
          token: string;
        };
        Returns: Json;
      };
      admin_list_users: {
        Args: {
          search?: string;
          page_size?: number;
          page_offset?: number;
          role_filter?: string;
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
      city_address: {
        Args: {
          address: string;
        };
        Returns: {
          slug: string;
          retired: boolean;
          moved: boolean;
        }[];
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
      decide_claim: {
        Args: {
          claim_id: string;
          approve: boolean;
          seen_updated_at: string;
          reason?: string;
        };
        Returns: string;
      };
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
      decide_many: {
        Args: {
          decisions: Json;
        };
        Returns: Json;
      };
      decide_reports: {
        Args: {
          reports: Json;
          outcome: string;
          note: string;
        };
        Returns: Json;
      };
      decide_revision: {
        Args: {
          revision_table: string;
          revision_id: string;
          approve: boolean;
          seen_updated_at: string;
          reason?: string;
        };
        Returns: string;
      };
      decide_submission: {
        Args: {
          target_table: string;
          row_id: string;
          decision: string;
          seen_updated_at: string;
          note?: string;
        };
        Returns: string;
      };
      decision_item_title: {
        Args: {
          target_table: string;
          target: string;
          cyrillic: boolean;
        };
        Returns: string;
      };
      delete_my_account: {
        Args: {
          keep_published: boolean;
          confirm_email: string;
        };
        Returns: string;
      };
      event_going_count: {
        Args: {
          event: string;
        };
        Returns: number;
      };
      event_going_list: {
        Args: {
          event: string;
        };
        Returns: {
          name: string;
          going_since: string;
        }[];
      };
      event_organization_choices: {
        Args: never;
        Returns: {
          id: string;
          name_en: string;
          name_sr_cyrl: string;
        }[];
      };
      export_my_data: { Args: never; Returns: Json };
      give_claimed_item: {
        Args: {
          kind: string;
          item: string;
          new_owner: string;
        };
        Returns: boolean;
      };
      handle_contact_messages: {
        Args: {
          messages: Json;
          action: string;
          note?: string;
        };
        Returns: Json;
      };
      image_in_use: {
        Args: {
          image_id: string;
        };
        Returns: boolean;
      };
      image_shown_in_visible_content: {
        Args: {
          image_id: string;
        };
        Returns: boolean;
      };
      invite_organization_admin: {
        Args: {
          organization: string;
          email: string;
          language?: string;
        };
        Returns: string;
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
      is_iso_day: {
        Args: {
          value: Json;
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
      is_open_event: {
        Args: {
          event: string;
        };
        Returns: boolean;
      };
      is_organization_admin: {
        Args: {
          organization: string;
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
      is_small_int: {
        Args: {
          value: Json;
          low: number;
          high: number;
        };
        Returns: boolean;
      };
      is_time_zone: {
        Args: {
          zone: string;
        };
        Returns: boolean;
      };
      is_trusted_organization_admin: {
        Args: {
          organization: string;
        };
        Returns: boolean;
      };
      is_valid_recurrence: {
        Args: {
          rule: Json;
        };
        Returns: boolean;
      };
      last_decision: {
        Args: {
          target_table: string;
          target: string;
          after: string;
        };
        Returns: Json;
      };
      list_search_words: {
        Args: {
          keyword: string;
        };
        Returns: string;
      };
      lock_claimed_item: {
        Args: {
          kind: string;
          item: string;
        };
        Returns: boolean;
      };
      log_decision: {
        Args: {
          target_table: string;
          target: string;
          decision: string;
          reason?: string;
        };
        Returns: undefined;
      };
      mail_language_for: {
        Args: {
          account: string;
          submission_language?: string;
        };
        Returns: string;
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
      may_revise_as_organization_admin: {
        Args: {
          target_table: string;
          row_id: string;
        };
        Returns: boolean;
      };
      merge_city: {
        Args: {
          merged_city: string;
          kept_city: string;
        };
        Returns: string;
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
      move_city_content: {
        Args: {
          from_slug: string;
          to_slug: string;
        };
        Returns: undefined;
      };
      my_organization_ids: { Args: never; Returns: string[] };
      my_staff_role: { Args: never; Returns: string };
      normalize_web_url: {
        Args: {
          value: string;
        };
        Returns: string;
      };
      organization_admin_list: {
        Args: {
          organization: string;
        };
        Returns: {
          user_id: string;
          full_name: string;
          email: string;
          added_at: string;
        }[];
      };
      organization_claimable: {
        Args: {
          organization: string;
        };
        Returns: boolean;
      };
      organization_has_admins: {
        Args: {
          organization: string;
        };
        Returns: boolean;
      };
      organization_run_by_others: {
        Args: {
          organization: string;
          member: string;
        };
        Returns: boolean;
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
      published_creators_matching: {
        Args: {
          keyword: string;
          language?: string;
        };
        Returns: Database['public']['Tables']['creators']['Row'][];
      };
      published_events_matching: {
        Args: {
          keyword: string;
          language?: string;
        };
        Returns: Database['public']['Tables']['events']['Row'][];
      };
      published_organizations_matching: {
        Args: {
          keyword: string;
          language?: string;
        };
        Returns: Database['public']['Tables']['organizations']['Row'][];
      };
      queue_editor_notice: {
        Args: {
          notice_table: string;
          notice_record: string;
          notice_kind: string;
          notice_title: string;
          notice_detail: string;
        };
        Returns: number;
      };
      queue_editor_notifications: {
        Args: {
          source_table: string;
          record_id: string;
        };
        Returns: number;
      };
      queue_event_change_mail: {
        Args: {
          old_event: Database['public']['Tables']['events']['Row'];
          new_event: Database['public']['Tables']['events']['Row'];
        };
        Returns: undefined;
      };
      recurrence_last_day: {
        Args: {
          first_day: string;
          last_of_first: string;
          rule: Json;
        };
        Returns: string;
      };
      refuse_stale_decision: {
        Args: {
          target_table: string;
          target: string;
          seen: string;
          current_status: string;
          current_version: string;
        };
        Returns: undefined;
      };
      request_calendar_feed_fetch: {
        Args: {
          feed: string;
        };
        Returns: string;
      };
      review_presence_lifetime: { Args: never; Returns: string };
      reviews_in_progress: {
        Args: {
          source_table: string;
        };
        Returns: {
          row_id: string;
          editor_name: string;
          since: string;
        }[];
      };
      revisable_content_table: {
        Args: {
          target_table: string;
        };
        Returns: boolean;
      };
      revoke_organization_invite: {
        Args: {
          invite: string;
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
      search_serbian_first: {
        Args: {
          keyword: string;
          language: string;
        };
        Returns: boolean;
      };
      search_tsquery: {
        Args: {
          words: string;
          serbian: boolean;
        };
        Returns: string;
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
      start_review: {
        Args: {
          source_table: string;
          row_id: string;
        };
        Returns: undefined;
      };
      stop_review: {
        Args: {
          source_table: string;
          row_id: string;
        };
        Returns: undefined;
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
