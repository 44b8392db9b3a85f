-- Versions of what the lists and the map show, so a write makes stale only the answers it changes
-- (issue 17) rather than every answer under the one 'monitoring' version:
--   'sites:{site table}'                     any change to that table's sites (the lists' and map's rows);
--   'readings:{reading table}:submitted'     a change to submitted readings, which every user sees;
--   'readings:{reading table}:gsp:{gsp id}'  a change to unsubmitted readings of that GSP's sites (or
--                                            'gsp:none' for sites of no GSP), which only its users and the
--                                            administrators see; 'readings:{reading table}:unsubmitted'
--                                            any such change, for the administrators;
--   'map_layers'                             the layer list and reference shapes; 'projects' the projects.
-- A GSP's users keep their list while another GSP imports readings it has not submitted yet. The areas
-- every answer reads have their rows from the start, so a TRUNCATE (which names no rows) raises them.
INSERT INTO data_versions (area, version) VALUES
  ('map_layers', 1), ('projects', 1),
  ('sites:well_sites', 1),
  ('sites:stream_sites', 1),
  ('sites:subsidence_sites', 1),
  ('sites:interconnected_sites', 1),
  ('readings:well_measurements:submitted', 1),
  ('readings:well_measurements:unsubmitted', 1),
  ('readings:water_quality_measurements:submitted', 1),
  ('readings:water_quality_measurements:unsubmitted', 1),
  ('readings:stream_measurements:submitted', 1),
  ('readings:stream_measurements:unsubmitted', 1),
  ('readings:subsidence_measurements:submitted', 1),
  ('readings:subsidence_measurements:unsubmitted', 1),
  ('readings:vertical_gradient_measurements:submitted', 1),
  ('readings:vertical_gradient_measurements:unsubmitted', 1)
ON CONFLICT (area) DO NOTHING;
--> statement-breakpoint
-- The statement that raises the areas of the readings a statement touched (rows of site_id and submitted):
-- submitted ones, and unsubmitted ones by their site's GSP. Each trigger function runs it itself, since
-- only the trigger's own function sees its transition tables.
CREATE FUNCTION readings_gsp_versions_statement(reading_table text, site_table text, touched text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'WITH t AS (SELECT DISTINCT site_id, submitted FROM (%3$s) touched_rows)
     INSERT INTO data_versions (area, version)
     SELECT area, 1 FROM (
       SELECT CASE WHEN t.submitted THEN %1$L || '':submitted''
                   ELSE %1$L || '':gsp:'' || coalesce(s.source_gsp_id::text, ''none'') END AS area
       FROM t LEFT JOIN %2$I s ON s.id = t.site_id
       UNION
       SELECT %1$L || '':unsubmitted'' FROM t WHERE NOT t.submitted
     ) areas ORDER BY area
     ON CONFLICT (area) DO UPDATE SET version = data_versions.version + 1',
    'readings:' || reading_table, site_table, touched)
$$;
--> statement-breakpoint
CREATE FUNCTION raise_readings_gsp_versions_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE readings_gsp_versions_statement(TG_TABLE_NAME, TG_ARGV[0], 'SELECT site_id, submitted FROM new_rows');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION raise_readings_gsp_versions_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE readings_gsp_versions_statement(TG_TABLE_NAME, TG_ARGV[0], 'SELECT site_id, submitted FROM old_rows');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION raise_readings_gsp_versions_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE readings_gsp_versions_statement(TG_TABLE_NAME, TG_ARGV[0],
    'SELECT site_id, submitted FROM old_rows UNION ALL SELECT site_id, submitted FROM new_rows');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION raise_every_readings_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE area LIKE 'readings:' || TG_TABLE_NAME || ':%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION raise_named_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE area = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER well_measurements_gsp_versions_insert AFTER INSERT ON well_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_new('well_sites');
--> statement-breakpoint
CREATE TRIGGER well_measurements_gsp_versions_update AFTER UPDATE ON well_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_both('well_sites');
--> statement-breakpoint
CREATE TRIGGER well_measurements_gsp_versions_delete AFTER DELETE ON well_measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_old('well_sites');
--> statement-breakpoint
CREATE TRIGGER well_measurements_gsp_versions_truncate AFTER TRUNCATE ON well_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_readings_version();
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_gsp_versions_insert AFTER INSERT ON water_quality_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_new('well_sites');
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_gsp_versions_update AFTER UPDATE ON water_quality_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_both('well_sites');
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_gsp_versions_delete AFTER DELETE ON water_quality_measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_old('well_sites');
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_gsp_versions_truncate AFTER TRUNCATE ON water_quality_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_readings_version();
--> statement-breakpoint
CREATE TRIGGER stream_measurements_gsp_versions_insert AFTER INSERT ON stream_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_new('stream_sites');
--> statement-breakpoint
CREATE TRIGGER stream_measurements_gsp_versions_update AFTER UPDATE ON stream_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_both('stream_sites');
--> statement-breakpoint
CREATE TRIGGER stream_measurements_gsp_versions_delete AFTER DELETE ON stream_measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_old('stream_sites');
--> statement-breakpoint
CREATE TRIGGER stream_measurements_gsp_versions_truncate AFTER TRUNCATE ON stream_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_readings_version();
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_gsp_versions_insert AFTER INSERT ON subsidence_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_new('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_gsp_versions_update AFTER UPDATE ON subsidence_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_both('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_gsp_versions_delete AFTER DELETE ON subsidence_measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_old('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_gsp_versions_truncate AFTER TRUNCATE ON subsidence_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_readings_version();
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_gsp_versions_insert AFTER INSERT ON vertical_gradient_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_new('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_gsp_versions_update AFTER UPDATE ON vertical_gradient_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_both('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_gsp_versions_delete AFTER DELETE ON vertical_gradient_measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_gsp_versions_old('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_gsp_versions_truncate AFTER TRUNCATE ON vertical_gradient_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_readings_version();
--> statement-breakpoint
CREATE TRIGGER well_sites_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON well_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_named_data_version('sites:well_sites');
--> statement-breakpoint
CREATE TRIGGER stream_sites_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stream_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_named_data_version('sites:stream_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_sites_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subsidence_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_named_data_version('sites:subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER interconnected_sites_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON interconnected_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_named_data_version('sites:interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER map_layers_map_layers_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON map_layers
  FOR EACH STATEMENT EXECUTE FUNCTION raise_named_data_version('map_layers');
--> statement-breakpoint
CREATE TRIGGER reference_features_map_layers_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reference_features
  FOR EACH STATEMENT EXECUTE FUNCTION raise_named_data_version('map_layers');
--> statement-breakpoint
CREATE TRIGGER project_forms_projects_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_forms
  FOR EACH STATEMENT EXECUTE FUNCTION raise_named_data_version('projects');
