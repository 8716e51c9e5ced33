export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      activity: {
        Row: {
          actor_id: string | null;
          board_id: string | null;
          card_id: string | null;
          created_at: string;
          id: string;
          kind: string;
          payload: NonNullable<Json>;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          actor_id?: string | null;
          board_id?: string | null;
          card_id?: string | null;
          created_at?: string;
          id?: string;
          kind: string;
          payload?: NonNullable<Json>;
          workspace_id: string;
        };
        Update: {
          actor_id?: string | null;
          board_id?: string | null;
          card_id?: string | null;
          created_at?: string;
          id?: string;
          kind?: string;
          payload?: NonNullable<Json>;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'activity_actor_id_fkey';
            columns: ['actor_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'activity_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'activity_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'activity_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      api_tokens: {
        Row: {
          board_ids: string[] | null;
          bot: boolean;
          created_at: string;
          created_by: string;
          expires_at: string;
          id: string;
          last_used_at: string | null;
          name: string;
          prefix: string;
          revoked_at: string | null;
          scope: string;
          token_hash: string;
          user_id: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          board_ids?: string[] | null;
          bot?: boolean;
          created_at?: string;
          created_by?: string;
          expires_at: string;
          id?: string;
          last_used_at?: string | null;
          name: string;
          prefix: string;
          revoked_at?: string | null;
          scope: string;
          token_hash: string;
          user_id?: string;
          workspace_id: string;
        };
        Update: {
          board_ids?: string[] | null;
          bot?: boolean;
          created_at?: string;
          created_by?: string;
          expires_at?: string;
          id?: string;
          last_used_at?: string | null;
          name?: string;
          prefix?: string;
          revoked_at?: string | null;
          scope?: string;
          token_hash?: string;
          user_id?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'api_tokens_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      attachments: {
        Row: {
          card_id: string;
          created_at: string;
          file_name: string;
          id: string;
          mime_type: string;
          object_path: string;
          size_bytes: number;
          uploaded_by: string | null;
        };
        ComputedFields: never;
        Insert: {
          card_id: string;
          created_at?: string;
          file_name: string;
          id?: string;
          mime_type: string;
          object_path: string;
          size_bytes: number;
          uploaded_by?: string | null;
        };
        Update: {
          card_id?: string;
          created_at?: string;
          file_name?: string;
          id?: string;
          mime_type?: string;
          object_path?: string;
          size_bytes?: number;
          uploaded_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'attachments_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'attachments_uploaded_by_fkey';
            columns: ['uploaded_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      automation_rule_runs: {
        Row: {
          board_id: string;
          card_id: string | null;
          depth: number;
          error: string | null;
          event_id: string;
          id: string;
          outcome: string;
          ran_at: string;
          rule_id: string;
        };
        ComputedFields: never;
        Insert: {
          board_id: string;
          card_id?: string | null;
          depth: number;
          error?: string | null;
          event_id: string;
          id?: string;
          outcome: string;
          ran_at?: string;
          rule_id: string;
        };
        Update: {
          board_id?: string;
          card_id?: string | null;
          depth?: number;
          error?: string | null;
          event_id?: string;
          id?: string;
          outcome?: string;
          ran_at?: string;
          rule_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'automation_rule_runs_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'automation_rule_runs_rule_id_fkey';
            columns: ['rule_id'];
            isOneToOne: false;
            referencedRelation: 'automation_rules';
            referencedColumns: ['id'];
          },
        ];
      };
      automation_rules: {
        Row: {
          actions: NonNullable<Json>;
          board_id: string;
          conditions: NonNullable<Json>;
          created_at: string;
          enabled: boolean;
          id: string;
          name: string;
          saved_by: string | null;
          trigger: NonNullable<Json>;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          actions: NonNullable<Json>;
          board_id: string;
          conditions?: NonNullable<Json>;
          created_at?: string;
          enabled?: boolean;
          id?: string;
          name: string;
          saved_by?: string | null;
          trigger: NonNullable<Json>;
          updated_at?: string;
        };
        Update: {
          actions?: NonNullable<Json>;
          board_id?: string;
          conditions?: NonNullable<Json>;
          created_at?: string;
          enabled?: boolean;
          id?: string;
          name?: string;
          saved_by?: string | null;
          trigger?: NonNullable<Json>;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'automation_rules_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'automation_rules_saved_by_fkey';
            columns: ['saved_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      board_members: {
        Row: {
          added_by: string | null;
          board_id: string;
          created_at: string;
          role: Database['public']['Enums']['board_member_role'];
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          added_by?: string | null;
          board_id: string;
          created_at?: string;
          role?: Database['public']['Enums']['board_member_role'];
          user_id: string;
        };
        Update: {
          added_by?: string | null;
          board_id?: string;
          created_at?: string;
          role?: Database['public']['Enums']['board_member_role'];
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'board_members_added_by_fkey';
            columns: ['added_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'board_members_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'board_members_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      board_shares: {
        Row: {
          board_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          revoked_at: string | null;
          token_hash: string;
        };
        ComputedFields: never;
        Insert: {
          board_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          revoked_at?: string | null;
          token_hash: string;
        };
        Update: {
          board_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          revoked_at?: string | null;
          token_hash?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'board_shares_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'board_shares_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      boards: {
        Row: {
          archived_at: string | null;
          blocked_move: Database['public']['Enums']['blocked_move_rule'];
          created_at: string;
          created_by: string | null;
          description: string;
          id: string;
          is_template: boolean;
          name: string;
          position: number;
          time_zone: string;
          updated_at: string;
          visibility: Database['public']['Enums']['board_visibility'];
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          archived_at?: string | null;
          blocked_move?: Database['public']['Enums']['blocked_move_rule'];
          created_at?: string;
          created_by?: string | null;
          description?: string;
          id?: string;
          is_template?: boolean;
          name: string;
          position?: number;
          time_zone?: string;
          updated_at?: string;
          visibility?: Database['public']['Enums']['board_visibility'];
          workspace_id: string;
        };
        Update: {
          archived_at?: string | null;
          blocked_move?: Database['public']['Enums']['blocked_move_rule'];
          created_at?: string;
          created_by?: string | null;
          description?: string;
          id?: string;
          is_template?: boolean;
          name?: string;
          position?: number;
          time_zone?: string;
          updated_at?: string;
          visibility?: Database['public']['Enums']['board_visibility'];
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'boards_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'boards_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      card_assignees: {
        Row: {
          card_id: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          card_id: string;
          user_id: string;
        };
        Update: {
          card_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'card_assignees_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_assignees_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      card_dependencies: {
        Row: {
          blocked_card_id: string;
          blocker_card_id: string;
          created_at: string;
          created_by: string | null;
        };
        ComputedFields: never;
        Insert: {
          blocked_card_id: string;
          blocker_card_id: string;
          created_at?: string;
          created_by?: string | null;
        };
        Update: {
          blocked_card_id?: string;
          blocker_card_id?: string;
          created_at?: string;
          created_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'card_dependencies_blocked_card_id_fkey';
            columns: ['blocked_card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_dependencies_blocker_card_id_fkey';
            columns: ['blocker_card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_dependencies_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      card_field_values: {
        Row: {
          card_id: string;
          field_id: string;
          updated_at: string;
          updated_by: string | null;
          value: NonNullable<Json>;
        };
        ComputedFields: never;
        Insert: {
          card_id: string;
          field_id: string;
          updated_at?: string;
          updated_by?: string | null;
          value: NonNullable<Json>;
        };
        Update: {
          card_id?: string;
          field_id?: string;
          updated_at?: string;
          updated_by?: string | null;
          value?: NonNullable<Json>;
        };
        Relationships: [
          {
            foreignKeyName: 'card_field_values_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_field_values_field_id_fkey';
            columns: ['field_id'];
            isOneToOne: false;
            referencedRelation: 'custom_fields';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_field_values_updated_by_fkey';
            columns: ['updated_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      card_labels: {
        Row: {
          card_id: string;
          label_id: string;
        };
        ComputedFields: never;
        Insert: {
          card_id: string;
          label_id: string;
        };
        Update: {
          card_id?: string;
          label_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'card_labels_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_labels_label_id_fkey';
            columns: ['label_id'];
            isOneToOne: false;
            referencedRelation: 'labels';
            referencedColumns: ['id'];
          },
        ];
      };
      card_occurrences: {
        Row: {
          card_id: string | null;
          created_at: string;
          id: string;
          occurrence_at: string;
          recurrence_id: string;
        };
        ComputedFields: never;
        Insert: {
          card_id?: string | null;
          created_at?: string;
          id?: string;
          occurrence_at: string;
          recurrence_id: string;
        };
        Update: {
          card_id?: string | null;
          created_at?: string;
          id?: string;
          occurrence_at?: string;
          recurrence_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'card_occurrences_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_occurrences_recurrence_id_fkey';
            columns: ['recurrence_id'];
            isOneToOne: false;
            referencedRelation: 'card_recurrences';
            referencedColumns: ['id'];
          },
        ];
      };
      card_recurrences: {
        Row: {
          board_id: string;
          card_id: string;
          created_at: string;
          created_by: string | null;
          dtstart: string;
          expanded_until: string;
          id: string;
          leased_until: string | null;
          list_id: string | null;
          mode: Database['public']['Enums']['recurrence_mode'];
          next_at: string | null;
          rrule: string;
          time_zone: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          board_id: string;
          card_id: string;
          created_at?: string;
          created_by?: string | null;
          dtstart: string;
          expanded_until: string;
          id?: string;
          leased_until?: string | null;
          list_id?: string | null;
          mode: Database['public']['Enums']['recurrence_mode'];
          next_at?: string | null;
          rrule: string;
          time_zone: string;
          updated_at?: string;
        };
        Update: {
          board_id?: string;
          card_id?: string;
          created_at?: string;
          created_by?: string | null;
          dtstart?: string;
          expanded_until?: string;
          id?: string;
          leased_until?: string | null;
          list_id?: string | null;
          mode?: Database['public']['Enums']['recurrence_mode'];
          next_at?: string | null;
          rrule?: string;
          time_zone?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'card_recurrences_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_recurrences_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: true;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_recurrences_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_recurrences_list_id_fkey';
            columns: ['list_id'];
            isOneToOne: false;
            referencedRelation: 'lists';
            referencedColumns: ['id'];
          },
        ];
      };
      card_watchers: {
        Row: {
          card_id: string;
          created_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          card_id: string;
          created_at?: string;
          user_id: string;
        };
        Update: {
          card_id?: string;
          created_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'card_watchers_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'card_watchers_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      cards: {
        Row: {
          archived_at: string | null;
          board_id: string;
          completed_at: string | null;
          cover_attachment_id: string | null;
          cover_color: string | null;
          created_at: string;
          created_by: string | null;
          description: string;
          due_at: string | null;
          id: string;
          is_template: boolean;
          list_id: string;
          open_blocker_count: number;
          position: number;
          start_at: string | null;
          title: string;
          updated_at: string;
          version: number;
        };
        ComputedFields: never;
        Insert: {
          archived_at?: string | null;
          board_id: string;
          completed_at?: string | null;
          cover_attachment_id?: string | null;
          cover_color?: string | null;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          due_at?: string | null;
          id?: string;
          is_template?: boolean;
          list_id: string;
          open_blocker_count?: number;
          position?: number;
          start_at?: string | null;
          title: string;
          updated_at?: string;
          version?: number;
        };
        Update: {
          archived_at?: string | null;
          board_id?: string;
          completed_at?: string | null;
          cover_attachment_id?: string | null;
          cover_color?: string | null;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          due_at?: string | null;
          id?: string;
          is_template?: boolean;
          list_id?: string;
          open_blocker_count?: number;
          position?: number;
          start_at?: string | null;
          title?: string;
          updated_at?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'cards_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cards_cover_attachment_id_fkey';
            columns: ['cover_attachment_id', 'id'];
            isOneToOne: false;
            referencedRelation: 'attachments';
            referencedColumns: ['id', 'card_id'];
          },
          {
            foreignKeyName: 'cards_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cards_list_id_fkey';
            columns: ['list_id', 'board_id'];
            isOneToOne: false;
            referencedRelation: 'lists';
            referencedColumns: ['id', 'board_id'];
          },
        ];
      };
      checklist_items: {
        Row: {
          assignee_id: string | null;
          body: string;
          card_id: string;
          checklist: string;
          checklist_id: string;
          converted_card_id: string | null;
          done: boolean;
          due_at: string | null;
          id: string;
          position: number;
        };
        ComputedFields: never;
        Insert: {
          assignee_id?: string | null;
          body: string;
          card_id: string;
          checklist?: string;
          checklist_id?: string;
          converted_card_id?: string | null;
          done?: boolean;
          due_at?: string | null;
          id?: string;
          position?: number;
        };
        Update: {
          assignee_id?: string | null;
          body?: string;
          card_id?: string;
          checklist?: string;
          checklist_id?: string;
          converted_card_id?: string | null;
          done?: boolean;
          due_at?: string | null;
          id?: string;
          position?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'checklist_items_assignee_id_fkey';
            columns: ['assignee_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'checklist_items_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'checklist_items_checklist_id_fkey';
            columns: ['checklist_id'];
            isOneToOne: false;
            referencedRelation: 'checklists';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'checklist_items_converted_card_id_fkey';
            columns: ['converted_card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
        ];
      };
      checklists: {
        Row: {
          card_id: string;
          created_at: string;
          id: string;
          name: string;
          position: number;
        };
        ComputedFields: never;
        Insert: {
          card_id: string;
          created_at?: string;
          id?: string;
          name: string;
          position?: number;
        };
        Update: {
          card_id?: string;
          created_at?: string;
          id?: string;
          name?: string;
          position?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'checklists_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
        ];
      };
      comment_reactions: {
        Row: {
          card_id: string;
          comment_id: string;
          created_at: string;
          reaction: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          card_id: string;
          comment_id: string;
          created_at?: string;
          reaction: string;
          user_id?: string;
        };
        Update: {
          card_id?: string;
          comment_id?: string;
          created_at?: string;
          reaction?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'comment_reactions_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comment_reactions_comment_id_fkey';
            columns: ['comment_id'];
            isOneToOne: false;
            referencedRelation: 'comments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comment_reactions_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      comments: {
        Row: {
          author_id: string | null;
          body: string;
          card_id: string;
          created_at: string;
          deleted_at: string | null;
          edited_at: string | null;
          id: string;
          original_author: string | null;
          original_author_email: string | null;
        };
        ComputedFields: never;
        Insert: {
          author_id?: string | null;
          body: string;
          card_id: string;
          created_at?: string;
          deleted_at?: string | null;
          edited_at?: string | null;
          id?: string;
          original_author?: string | null;
          original_author_email?: string | null;
        };
        Update: {
          author_id?: string | null;
          body?: string;
          card_id?: string;
          created_at?: string;
          deleted_at?: string | null;
          edited_at?: string | null;
          id?: string;
          original_author?: string | null;
          original_author_email?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'comments_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comments_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
        ];
      };
      custom_field_options: {
        Row: {
          color: string;
          field_id: string;
          id: string;
          label: string;
          position: number;
        };
        ComputedFields: never;
        Insert: {
          color?: string;
          field_id: string;
          id?: string;
          label: string;
          position?: number;
        };
        Update: {
          color?: string;
          field_id?: string;
          id?: string;
          label?: string;
          position?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'custom_field_options_field_id_fkey';
            columns: ['field_id'];
            isOneToOne: false;
            referencedRelation: 'custom_fields';
            referencedColumns: ['id'];
          },
        ];
      };
      custom_fields: {
        Row: {
          board_id: string;
          created_at: string;
          id: string;
          name: string;
          position: number;
          show_on_card: boolean;
          type: Database['public']['Enums']['custom_field_type'];
          unit: string | null;
        };
        ComputedFields: never;
        Insert: {
          board_id: string;
          created_at?: string;
          id?: string;
          name: string;
          position?: number;
          show_on_card?: boolean;
          type: Database['public']['Enums']['custom_field_type'];
          unit?: string | null;
        };
        Update: {
          board_id?: string;
          created_at?: string;
          id?: string;
          name?: string;
          position?: number;
          show_on_card?: boolean;
          type?: Database['public']['Enums']['custom_field_type'];
          unit?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'custom_fields_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
        ];
      };
      invitations: {
        Row: {
          accepted_at: string | null;
          accepted_by: string | null;
          board_id: string | null;
          board_role: Database['public']['Enums']['board_member_role'] | null;
          created_at: string;
          email: string;
          expires_at: string;
          id: string;
          invited_by: string | null;
          revoked_at: string | null;
          role: Database['public']['Enums']['workspace_role'];
          token_hash: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          accepted_at?: string | null;
          accepted_by?: string | null;
          board_id?: string | null;
          board_role?: Database['public']['Enums']['board_member_role'] | null;
          created_at?: string;
          email: string;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          revoked_at?: string | null;
          role?: Database['public']['Enums']['workspace_role'];
          token_hash: string;
          workspace_id: string;
        };
        Update: {
          accepted_at?: string | null;
          accepted_by?: string | null;
          board_id?: string | null;
          board_role?: Database['public']['Enums']['board_member_role'] | null;
          created_at?: string;
          email?: string;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          revoked_at?: string | null;
          role?: Database['public']['Enums']['workspace_role'];
          token_hash?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'invitations_accepted_by_fkey';
            columns: ['accepted_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invitations_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invitations_invited_by_fkey';
            columns: ['invited_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invitations_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      labels: {
        Row: {
          board_id: string;
          color: string;
          id: string;
          name: string;
        };
        ComputedFields: never;
        Insert: {
          board_id: string;
          color?: string;
          id?: string;
          name: string;
        };
        Update: {
          board_id?: string;
          color?: string;
          id?: string;
          name?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'labels_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
        ];
      };
      lists: {
        Row: {
          archived_at: string | null;
          board_id: string;
          created_at: string;
          id: string;
          is_done: boolean;
          name: string;
          position: number;
          updated_at: string;
          wip_limit: number | null;
        };
        ComputedFields: never;
        Insert: {
          archived_at?: string | null;
          board_id: string;
          created_at?: string;
          id?: string;
          is_done?: boolean;
          name: string;
          position?: number;
          updated_at?: string;
          wip_limit?: number | null;
        };
        Update: {
          archived_at?: string | null;
          board_id?: string;
          created_at?: string;
          id?: string;
          is_done?: boolean;
          name?: string;
          position?: number;
          updated_at?: string;
          wip_limit?: number | null;
        };
        Relationships: [
          {
            foreignKeyName: 'lists_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
        ];
      };
      notification_settings: {
        Row: {
          email_enabled: boolean;
          email_kinds: Database['public']['Enums']['notification_kind'][];
          quiet_hours_end: string | null;
          quiet_hours_start: string | null;
          reminder_lead_minutes: number;
          start_reminders: boolean;
          time_zone: string;
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          email_enabled?: boolean;
          email_kinds?: Database['public']['Enums']['notification_kind'][];
          quiet_hours_end?: string | null;
          quiet_hours_start?: string | null;
          reminder_lead_minutes?: number;
          start_reminders?: boolean;
          time_zone?: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          email_enabled?: boolean;
          email_kinds?: Database['public']['Enums']['notification_kind'][];
          quiet_hours_end?: string | null;
          quiet_hours_start?: string | null;
          reminder_lead_minutes?: number;
          start_reminders?: boolean;
          time_zone?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'notification_settings_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      notifications: {
        Row: {
          actor_id: string | null;
          board_id: string | null;
          card_id: string | null;
          created_at: string;
          id: string;
          kind: Database['public']['Enums']['notification_kind'];
          payload: NonNullable<Json>;
          read_at: string | null;
          user_id: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          actor_id?: string | null;
          board_id?: string | null;
          card_id?: string | null;
          created_at?: string;
          id?: string;
          kind: Database['public']['Enums']['notification_kind'];
          payload?: NonNullable<Json>;
          read_at?: string | null;
          user_id: string;
          workspace_id: string;
        };
        Update: {
          actor_id?: string | null;
          board_id?: string | null;
          card_id?: string | null;
          created_at?: string;
          id?: string;
          kind?: Database['public']['Enums']['notification_kind'];
          payload?: NonNullable<Json>;
          read_at?: string | null;
          user_id?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'notifications_actor_id_fkey';
            columns: ['actor_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          avatar_path: string | null;
          created_at: string;
          display_name: string;
          id: string;
          locale: string | null;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          avatar_path?: string | null;
          created_at?: string;
          display_name: string;
          id: string;
          locale?: string | null;
          updated_at?: string;
        };
        Update: {
          avatar_path?: string | null;
          created_at?: string;
          display_name?: string;
          id?: string;
          locale?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      saved_views: {
        Row: {
          board_id: string;
          created_at: string;
          id: string;
          name: string;
          owner_id: string;
          settings: NonNullable<Json>;
          shared: boolean;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          board_id: string;
          created_at?: string;
          id?: string;
          name: string;
          owner_id?: string;
          settings: NonNullable<Json>;
          shared?: boolean;
          updated_at?: string;
        };
        Update: {
          board_id?: string;
          created_at?: string;
          id?: string;
          name?: string;
          owner_id?: string;
          settings?: NonNullable<Json>;
          shared?: boolean;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'saved_views_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'saved_views_owner_id_fkey';
            columns: ['owner_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      security_events: {
        Row: {
          actor_id: string | null;
          created_at: string;
          id: string;
          kind: string;
          user_id: string;
          workspace_id: string | null;
        };
        ComputedFields: never;
        Insert: {
          actor_id?: string | null;
          created_at?: string;
          id?: string;
          kind: string;
          user_id: string;
          workspace_id?: string | null;
        };
        Update: {
          actor_id?: string | null;
          created_at?: string;
          id?: string;
          kind?: string;
          user_id?: string;
          workspace_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'security_events_actor_id_fkey';
            columns: ['actor_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'security_events_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      webhook_deliveries: {
        Row: {
          attempts: number;
          board_id: string | null;
          card_id: string | null;
          created_at: string;
          error: string | null;
          event_id: string;
          event_type: string;
          id: string;
          last_attempt_at: string | null;
          next_attempt_at: string | null;
          payload: NonNullable<Json>;
          request_id: number | null;
          response_code: number | null;
          retry_until: string;
          seq: number;
          status: Database['public']['Enums']['webhook_delivery_status'];
          webhook_id: string;
        };
        ComputedFields: never;
        Insert: {
          attempts?: number;
          board_id?: string | null;
          card_id?: string | null;
          created_at?: string;
          error?: string | null;
          event_id: string;
          event_type: string;
          id?: string;
          last_attempt_at?: string | null;
          next_attempt_at?: string | null;
          payload: NonNullable<Json>;
          request_id?: number | null;
          response_code?: number | null;
          retry_until?: string;
          seq?: never;
          status?: Database['public']['Enums']['webhook_delivery_status'];
          webhook_id: string;
        };
        Update: {
          attempts?: number;
          board_id?: string | null;
          card_id?: string | null;
          created_at?: string;
          error?: string | null;
          event_id?: string;
          event_type?: string;
          id?: string;
          last_attempt_at?: string | null;
          next_attempt_at?: string | null;
          payload?: NonNullable<Json>;
          request_id?: number | null;
          response_code?: number | null;
          retry_until?: string;
          seq?: never;
          status?: Database['public']['Enums']['webhook_delivery_status'];
          webhook_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'webhook_deliveries_webhook_id_fkey';
            columns: ['webhook_id'];
            isOneToOne: false;
            referencedRelation: 'webhooks';
            referencedColumns: ['id'];
          },
        ];
      };
      webhooks: {
        Row: {
          board_id: string | null;
          created_at: string;
          created_by: string | null;
          description: string;
          disabled_reason: string | null;
          enabled: boolean;
          event_types: string[];
          failing_since: string | null;
          id: string;
          updated_at: string;
          url: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          board_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          disabled_reason?: string | null;
          enabled?: boolean;
          event_types?: string[];
          failing_since?: string | null;
          id?: string;
          updated_at?: string;
          url: string;
          workspace_id: string;
        };
        Update: {
          board_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          description?: string;
          disabled_reason?: string | null;
          enabled?: boolean;
          event_types?: string[];
          failing_since?: string | null;
          id?: string;
          updated_at?: string;
          url?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'webhooks_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'webhooks_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'webhooks_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      workspace_members: {
        Row: {
          joined_at: string;
          role: Database['public']['Enums']['workspace_role'];
          user_id: string;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          joined_at?: string;
          role?: Database['public']['Enums']['workspace_role'];
          user_id: string;
          workspace_id: string;
        };
        Update: {
          joined_at?: string;
          role?: Database['public']['Enums']['workspace_role'];
          user_id?: string;
          workspace_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workspace_members_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workspace_members_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
      workspaces: {
        Row: {
          created_at: string;
          created_by: string | null;
          id: string;
          join_domains: string[];
          join_role: Database['public']['Enums']['workspace_role'];
          name: string;
          require_two_factor: boolean;
          required_provider: string | null;
          slug: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          created_by?: string | null;
          id?: string;
          join_domains?: string[];
          join_role?: Database['public']['Enums']['workspace_role'];
          name: string;
          require_two_factor?: boolean;
          required_provider?: string | null;
          slug: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          id?: string;
          join_domains?: string[];
          join_role?: Database['public']['Enums']['workspace_role'];
          name?: string;
          require_two_factor?: boolean;
          required_provider?: string | null;
          slug?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workspaces_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      events: {
        Row: {
          actor: Json | null;
          board_id: string | null;
          card_id: string | null;
          data: NonNullable<Json>;
          id: string;
          occurred_at: string;
          type: string;
          version: number | null;
          workspace_id: string;
        };
        ComputedFields: never;
        Insert: {
          actor?: never;
          board_id?: string | null;
          card_id?: string | null;
          data?: Json | null;
          id?: string | null;
          occurred_at?: string | null;
          type?: string | null;
          version?: never;
          workspace_id?: string | null;
        };
        Update: {
          actor?: never;
          board_id?: string | null;
          card_id?: string | null;
          data?: Json | null;
          id?: string | null;
          occurred_at?: string | null;
          type?: string | null;
          version?: never;
          workspace_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'activity_board_id_fkey';
            columns: ['board_id'];
            isOneToOne: false;
            referencedRelation: 'boards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'activity_card_id_fkey';
            columns: ['card_id'];
            isOneToOne: false;
            referencedRelation: 'cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'activity_workspace_id_fkey';
            columns: ['workspace_id'];
            isOneToOne: false;
            referencedRelation: 'workspaces';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Functions: {
      accept_invitation: {
        Args: { token: string };
        Returns: {
          created_at: string;
          created_by: string | null;
          id: string;
          join_domains: string[];
          join_role: Database['public']['Enums']['workspace_role'];
          name: string;
          require_two_factor: boolean;
          required_provider: string | null;
          slug: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'workspaces';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      apply_card_occurrences: { Args: { plans: Json }; Returns: number };
      attach_api_token_session: { Args: { session_id: string; token_id: string }; Returns: undefined };
      claim_card_recurrences: {
        Args: { max_rules?: number };
        Returns: {
          as_of: string;
          dtstart: string;
          due_at: string;
          expanded_until: string;
          id: string;
          mode: Database['public']['Enums']['recurrence_mode'];
          rrule: string;
          time_zone: string;
        }[];
      };
      claim_notification_emails: {
        Args: { max_digests?: number };
        Returns: {
          digest_id: string;
          display_name: string;
          email: string;
          notifications: Json;
        }[];
      };
      clear_card_recurrence: { Args: { card_id: string }; Returns: boolean };
      convert_checklist_item: {
        Args: { item_id: string };
        Returns: {
          archived_at: string | null;
          board_id: string;
          completed_at: string | null;
          cover_attachment_id: string | null;
          cover_color: string | null;
          created_at: string;
          created_by: string | null;
          description: string;
          due_at: string | null;
          id: string;
          is_template: boolean;
          list_id: string;
          open_blocker_count: number;
          position: number;
          start_at: string | null;
          title: string;
          updated_at: string;
          version: number;
        };
        SetofOptions: {
          from: '*';
          to: 'cards';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      copy_card: { Args: { card_id: string; list_id: string }; Returns: Json };
      create_api_token: {
        Args: {
          as_bot?: boolean;
          board_ids?: string[];
          expires_at: string;
          name: string;
          scope: string;
          target_workspace_id: string;
        };
        Returns: Json;
      };
      create_board_share: { Args: { board_id: string }; Returns: string };
      create_card_from_template: {
        Args: { list_id: string; template_id: string; title?: string };
        Returns: {
          archived_at: string | null;
          board_id: string;
          completed_at: string | null;
          cover_attachment_id: string | null;
          cover_color: string | null;
          created_at: string;
          created_by: string | null;
          description: string;
          due_at: string | null;
          id: string;
          is_template: boolean;
          list_id: string;
          open_blocker_count: number;
          position: number;
          start_at: string | null;
          title: string;
          updated_at: string;
          version: number;
        };
        SetofOptions: {
          from: '*';
          to: 'cards';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      create_webhook: {
        Args: {
          description?: string;
          event_types?: string[];
          target_board_id?: string;
          target_workspace_id?: string;
          url: string;
        };
        Returns: Json;
      };
      create_workspace: {
        Args: { name: string; slug: string };
        Returns: {
          created_at: string;
          created_by: string | null;
          id: string;
          join_domains: string[];
          join_role: Database['public']['Enums']['workspace_role'];
          name: string;
          require_two_factor: boolean;
          required_provider: string | null;
          slug: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'workspaces';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      delete_card: { Args: { card_id: string }; Returns: string[] };
      delete_list: { Args: { list_id: string }; Returns: string[] };
      duplicate_board: {
        Args: { board_id: string; name: string; with_cards?: boolean };
        Returns: {
          archived_at: string | null;
          blocked_move: Database['public']['Enums']['blocked_move_rule'];
          created_at: string;
          created_by: string | null;
          description: string;
          id: string;
          is_template: boolean;
          name: string;
          position: number;
          time_zone: string;
          updated_at: string;
          visibility: Database['public']['Enums']['board_visibility'];
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'boards';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      import_board: { Args: { content: Json; workspace_id: string }; Returns: Json };
      invitation_preview: {
        Args: { token: string };
        Returns: {
          board_id: string;
          board_name: string;
          board_role: Database['public']['Enums']['board_member_role'];
          email: string;
          expires_at: string;
          inviter_name: string;
          role: Database['public']['Enums']['workspace_role'];
          status: string;
          workspace_name: string;
        }[];
      };
      join_workspace_by_domain: {
        Args: { workspace_id: string };
        Returns: {
          created_at: string;
          created_by: string | null;
          id: string;
          join_domains: string[];
          join_role: Database['public']['Enums']['workspace_role'];
          name: string;
          require_two_factor: boolean;
          required_provider: string | null;
          slug: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'workspaces';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      list_board_members: {
        Args: { board_id: string };
        Returns: {
          access: string;
          avatar_path: string;
          display_name: string;
          email: string;
          is_guest: boolean;
          role: Database['public']['Enums']['board_member_role'];
          user_id: string;
        }[];
      };
      list_card_dependencies: {
        Args: { card_id: string };
        Returns: {
          board_id: string;
          board_name: string;
          created_at: string;
          direction: string;
          hidden: boolean;
          is_open: boolean;
          linked_card_id: string;
          title: string;
        }[];
      };
      list_joinable_workspaces: {
        Args: Record<PropertyKey, never>;
        Returns: {
          domain: string;
          id: string;
          join_role: Database['public']['Enums']['workspace_role'];
          name: string;
          slug: string;
        }[];
      };
      load_board: { Args: { target_board_id: string }; Returns: Json };
      mark_notifications_read: { Args: { ids?: string[] }; Returns: number };
      move_card: {
        Args: {
          after_id?: string;
          before_id?: string;
          card_id: string;
          list_id: string;
          move_blocked?: boolean;
        };
        Returns: {
          archived_at: string | null;
          board_id: string;
          completed_at: string | null;
          cover_attachment_id: string | null;
          cover_color: string | null;
          created_at: string;
          created_by: string | null;
          description: string;
          due_at: string | null;
          id: string;
          is_template: boolean;
          list_id: string;
          open_blocker_count: number;
          position: number;
          start_at: string | null;
          title: string;
          updated_at: string;
          version: number;
        };
        SetofOptions: {
          from: '*';
          to: 'cards';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      move_card_to_board: {
        Args: { card_id: string; list_id: string };
        Returns: {
          archived_at: string | null;
          board_id: string;
          completed_at: string | null;
          cover_attachment_id: string | null;
          cover_color: string | null;
          created_at: string;
          created_by: string | null;
          description: string;
          due_at: string | null;
          id: string;
          is_template: boolean;
          list_id: string;
          open_blocker_count: number;
          position: number;
          start_at: string | null;
          title: string;
          updated_at: string;
          version: number;
        };
        SetofOptions: {
          from: '*';
          to: 'cards';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      move_cards: {
        Args: { moves: Json };
        Returns: {
          archived_at: string | null;
          board_id: string;
          completed_at: string | null;
          cover_attachment_id: string | null;
          cover_color: string | null;
          created_at: string;
          created_by: string | null;
          description: string;
          due_at: string | null;
          id: string;
          is_template: boolean;
          list_id: string;
          open_blocker_count: number;
          position: number;
          start_at: string | null;
          title: string;
          updated_at: string;
          version: number;
        }[];
        SetofOptions: {
          from: '*';
          to: 'cards';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      move_list: {
        Args: { after_id?: string; before_id?: string; list_id: string };
        Returns: {
          archived_at: string | null;
          board_id: string;
          created_at: string;
          id: string;
          is_done: boolean;
          name: string;
          position: number;
          updated_at: string;
          wip_limit: number | null;
        };
        SetofOptions: {
          from: '*';
          to: 'lists';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      my_board_role: {
        Args: { board_id: string };
        Returns: Database['public']['Enums']['board_member_role'];
      };
      my_guest_boards: {
        Args: Record<PropertyKey, never>;
        Returns: {
          board_id: string;
          board_name: string;
          role: Database['public']['Enums']['board_member_role'];
          workspace_id: string;
          workspace_name: string;
          workspace_slug: string;
        }[];
      };
      my_session_provider: { Args: Record<PropertyKey, never>; Returns: string };
      record_invitation_refusal: { Args: { inviter_id: string; reason: string }; Returns: undefined };
      redeem_api_token: { Args: { token: string }; Returns: Json };
      redeliver_webhook: {
        Args: { delivery_id: string };
        Returns: {
          attempts: number;
          board_id: string | null;
          card_id: string | null;
          created_at: string;
          error: string | null;
          event_id: string;
          event_type: string;
          id: string;
          last_attempt_at: string | null;
          next_attempt_at: string | null;
          payload: NonNullable<Json>;
          request_id: number | null;
          response_code: number | null;
          retry_until: string;
          seq: number;
          status: Database['public']['Enums']['webhook_delivery_status'];
          webhook_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'webhook_deliveries';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      release_notification_emails: { Args: { digest_ids: string[] }; Returns: number };
      revoke_api_token: { Args: { token_id: string }; Returns: undefined };
      revoke_board_share: { Args: { board_id: string }; Returns: boolean };
      search_workspace: {
        Args: { max_rows?: number; query: string; workspace_id: string };
        Returns: {
          archived: boolean;
          board_id: string;
          board_name: string;
          card_id: string;
          list_name: string;
          rank: number;
          snippet: string;
          title: string;
        }[];
      };
      set_board_time_zone: {
        Args: { board_id: string; time_zone: string };
        Returns: {
          archived_at: string | null;
          blocked_move: Database['public']['Enums']['blocked_move_rule'];
          created_at: string;
          created_by: string | null;
          description: string;
          id: string;
          is_template: boolean;
          name: string;
          position: number;
          time_zone: string;
          updated_at: string;
          visibility: Database['public']['Enums']['board_visibility'];
          workspace_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'boards';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_board_visibility: {
        Args: { board_id: string; visibility: Database['public']['Enums']['board_visibility'] };
        Returns: undefined;
      };
      set_card_recurrence: {
        Args: {
          card_id: string;
          dtstart: string;
          list_id?: string;
          mode: Database['public']['Enums']['recurrence_mode'];
          rrule: string;
          time_zone: string;
        };
        Returns: {
          board_id: string;
          card_id: string;
          created_at: string;
          created_by: string | null;
          dtstart: string;
          expanded_until: string;
          id: string;
          leased_until: string | null;
          list_id: string | null;
          mode: Database['public']['Enums']['recurrence_mode'];
          next_at: string | null;
          rrule: string;
          time_zone: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'card_recurrences';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_card_template: {
        Args: { card_id: string; template: boolean };
        Returns: {
          archived_at: string | null;
          board_id: string;
          completed_at: string | null;
          cover_attachment_id: string | null;
          cover_color: string | null;
          created_at: string;
          created_by: string | null;
          description: string;
          due_at: string | null;
          id: string;
          is_template: boolean;
          list_id: string;
          open_blocker_count: number;
          position: number;
          start_at: string | null;
          title: string;
          updated_at: string;
          version: number;
        };
        SetofOptions: {
          from: '*';
          to: 'cards';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_card_watch: { Args: { card_id: string; watching: boolean }; Returns: boolean };
      shared_board: { Args: { token: string }; Returns: Json };
      snooze_reminder: { Args: { notification_id: string; snooze: string }; Returns: string };
      toggle_comment_reaction: { Args: { comment_id: string; reaction: string }; Returns: boolean };
      transfer_ownership: { Args: { user_id: string; workspace_id: string }; Returns: undefined };
      update_card: {
        Args: { card_id: string; expected_version: number; patch: Json };
        Returns: {
          archived_at: string | null;
          board_id: string;
          completed_at: string | null;
          cover_attachment_id: string | null;
          cover_color: string | null;
          created_at: string;
          created_by: string | null;
          description: string;
          due_at: string | null;
          id: string;
          is_template: boolean;
          list_id: string;
          open_blocker_count: number;
          position: number;
          start_at: string | null;
          title: string;
          updated_at: string;
          version: number;
        };
        SetofOptions: {
          from: '*';
          to: 'cards';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      workspace_board_memberships: {
        Args: { workspace_id: string };
        Returns: {
          avatar_path: string;
          board_id: string;
          board_name: string;
          board_visibility: Database['public']['Enums']['board_visibility'];
          display_name: string;
          is_guest: boolean;
          role: Database['public']['Enums']['board_member_role'];
          user_id: string;
        }[];
      };
      workspace_member_emails: {
        Args: { workspace_id: string };
        Returns: {
          email: string;
          user_id: string;
        }[];
      };
    };
    Enums: {
      blocked_move_rule: 'confirm' | 'refuse';
      board_member_role: 'admin' | 'editor' | 'commenter' | 'viewer';
      board_visibility: 'workspace' | 'private';
      custom_field_type:
        'text' | 'number' | 'date' | 'single_select' | 'multi_select' | 'checkbox' | 'url' | 'person';
      notification_kind:
        | 'mentioned'
        | 'assigned'
        | 'commented'
        | 'due_soon'
        | 'overdue'
        | 'invited'
        | 'role_changed'
        | 'webhook_disabled'
        | 'start_soon';
      recurrence_mode: 'copy' | 'reopen';
      webhook_delivery_status: 'pending' | 'sending' | 'delivered' | 'failed';
      workspace_role: 'owner' | 'admin' | 'member' | 'viewer';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      blocked_move_rule: ['confirm', 'refuse'],
      board_member_role: ['admin', 'editor', 'commenter', 'viewer'],
      board_visibility: ['workspace', 'private'],
      custom_field_type: [
        'text',
        'number',
        'date',
        'single_select',
        'multi_select',
        'checkbox',
        'url',
        'person',
      ],
      notification_kind: [
        'mentioned',
        'assigned',
        'commented',
        'due_soon',
        'overdue',
        'invited',
        'role_changed',
        'webhook_disabled',
        'start_soon',
      ],
      recurrence_mode: ['copy', 'reopen'],
      webhook_delivery_status: ['pending', 'sending', 'delivered', 'failed'],
      workspace_role: ['owner', 'admin', 'member', 'viewer'],
    },
  },
} as const;
