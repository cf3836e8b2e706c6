-- Indexes for the catalog endpoints and list views at 100k items and 1M changes. No view or
-- function changes: the views and related_configs_recursive answer as the contract says.

-- The global changes list newest (or oldest) first with id as the tie-break: the first page is
-- read from the index and stops after page_size rows instead of sorting every change.
CREATE INDEX config_changes_created_at_id_idx ON config_changes (created_at, id);

-- One config's changes newest first (POST /catalog/changes with id, recursive or not; the
-- detail page's change list), and the per-item counts of recent changes in `configs`,
-- `config_detail` and POST /catalog/summary: an index range per item instead of a scan.
CREATE INDEX config_changes_config_id_created_at_idx ON config_changes (config_id, created_at DESC);

-- `change_types` (the distinct change types) and change-type filters on the changes endpoint:
-- read from the index instead of the 1M-row table.
CREATE INDEX config_changes_change_type_idx ON config_changes (change_type);

-- Open analyses per item (`configs`, `config_detail`, the summary's analysis counts) and the
-- insights list filtered by status.
CREATE INDEX config_analysis_status_config_id_idx ON config_analysis (status, config_id);

-- The list and summary hide deleted items by default; most items are live, so a partial index
-- over the live ones keeps the type filter (`type=eq.X&deleted_at=is.null`) on one index.
CREATE INDEX config_items_live_type_name_idx ON config_items (type, name) WHERE deleted_at IS NULL;

-- The few deleted items: "hide changes of deleted configs" probes this instead of every item.
CREATE INDEX config_items_deleted_id_idx ON config_items (id) WHERE deleted_at IS NOT NULL;
