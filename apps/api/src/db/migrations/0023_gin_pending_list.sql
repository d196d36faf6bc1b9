-- A GIN index keeps new entries in an unsorted "pending list" (up to 4 MB by default) that every
-- search using the index reads from end to end. A status change rewrites the part's row, so each
-- sale and reactivation added the part's words again: with ~300 pending pages a two-word search
-- spent 3.6 ms in the index instead of 0.6 ms. At 128 kB the list is merged every ~16 pages, which
-- costs a part update ~1 ms more and saves every search the scan. docs/performance.md, fourth pass.
ALTER INDEX "parts_search_words_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "parts_search_text_trgm_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "parts_years_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "parts_category_years_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "parts_compat_keys_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid::regclass)
FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
WHERE i.indrelid = 'parts'::regclass AND c.relam = (SELECT oid FROM pg_am WHERE amname = 'gin');
