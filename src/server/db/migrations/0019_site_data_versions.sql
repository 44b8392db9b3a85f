-- Versions per site, beside the one 'monitoring' version: a write raises the version of each site it
-- touched (its row or its readings), named '{site table}:{id}', and the reference names a site shows raise
-- 'labels'. A site's detail, readings pages and chart are kept under these, so a reading written at one
-- site leaves every other site's answers warm. Rows are raised in id order, so two writers touching the
-- same sites lock them in the same order.
INSERT INTO data_versions (area, version) VALUES ('labels', 1) ON CONFLICT (area) DO NOTHING;
--> statement-breakpoint
-- every site has its row from the start, so a TRUNCATE (which names no rows) raises them all
INSERT INTO data_versions (area, version)
  SELECT 'well_sites:' || id, 1 FROM well_sites
  UNION ALL SELECT 'stream_sites:' || id, 1 FROM stream_sites
  UNION ALL SELECT 'subsidence_sites:' || id, 1 FROM subsidence_sites
  UNION ALL SELECT 'interconnected_sites:' || id, 1 FROM interconnected_sites
  ON CONFLICT (area) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION raise_readings_site_versions_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (area, version)
  SELECT TG_ARGV[0] || ':' || site_id, 1 FROM (SELECT DISTINCT site_id FROM new_rows WHERE site_id IS NOT NULL) touched ORDER BY site_id
  ON CONFLICT (area) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION raise_readings_site_versions_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (area, version)
  SELECT TG_ARGV[0] || ':' || site_id, 1 FROM (SELECT DISTINCT site_id FROM old_rows WHERE site_id IS NOT NULL) touched ORDER BY site_id
  ON CONFLICT (area) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION raise_readings_site_versions_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (area, version)
  SELECT TG_ARGV[0] || ':' || site_id, 1
  FROM (SELECT site_id FROM old_rows WHERE site_id IS NOT NULL UNION SELECT site_id FROM new_rows WHERE site_id IS NOT NULL) touched ORDER BY site_id
  ON CONFLICT (area) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION raise_sites_site_versions_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (area, version)
  SELECT TG_ARGV[0] || ':' || id, 1 FROM (SELECT DISTINCT id FROM new_rows WHERE id IS NOT NULL) touched ORDER BY id
  ON CONFLICT (area) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION raise_sites_site_versions_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (area, version)
  SELECT TG_ARGV[0] || ':' || id, 1 FROM (SELECT DISTINCT id FROM old_rows WHERE id IS NOT NULL) touched ORDER BY id
  ON CONFLICT (area) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION raise_sites_site_versions_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (area, version)
  SELECT TG_ARGV[0] || ':' || id, 1
  FROM (SELECT id FROM old_rows WHERE id IS NOT NULL UNION SELECT id FROM new_rows WHERE id IS NOT NULL) touched ORDER BY id
  ON CONFLICT (area) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER well_measurements_site_versions_insert AFTER INSERT ON well_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_new('well_sites');
--> statement-breakpoint
CREATE TRIGGER well_measurements_site_versions_update AFTER UPDATE ON well_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_both('well_sites');
--> statement-breakpoint
CREATE TRIGGER well_measurements_site_versions_delete AFTER DELETE ON well_measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_old('well_sites');
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_site_versions_insert AFTER INSERT ON water_quality_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_new('well_sites');
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_site_versions_update AFTER UPDATE ON water_quality_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_both('well_sites');
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_site_versions_delete AFTER DELETE ON water_quality_measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_old('well_sites');
--> statement-breakpoint
CREATE TRIGGER stream_measurements_site_versions_insert AFTER INSERT ON stream_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_new('stream_sites');
--> statement-breakpoint
CREATE TRIGGER stream_measurements_site_versions_update AFTER UPDATE ON stream_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_both('stream_sites');
--> statement-breakpoint
CREATE TRIGGER stream_measurements_site_versions_delete AFTER DELETE ON stream_measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_old('stream_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_site_versions_insert AFTER INSERT ON subsidence_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_new('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_site_versions_update AFTER UPDATE ON subsidence_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_both('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_site_versions_delete AFTER DELETE ON subsidence_measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_old('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_site_versions_insert AFTER INSERT ON vertical_gradient_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_new('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_site_versions_update AFTER UPDATE ON vertical_gradient_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_both('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_site_versions_delete AFTER DELETE ON vertical_gradient_measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_readings_site_versions_old('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER well_sites_site_versions_insert AFTER INSERT ON well_sites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_new('well_sites');
--> statement-breakpoint
CREATE TRIGGER well_sites_site_versions_update AFTER UPDATE ON well_sites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_both('well_sites');
--> statement-breakpoint
CREATE TRIGGER well_sites_site_versions_delete AFTER DELETE ON well_sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_old('well_sites');
--> statement-breakpoint
CREATE TRIGGER stream_sites_site_versions_insert AFTER INSERT ON stream_sites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_new('stream_sites');
--> statement-breakpoint
CREATE TRIGGER stream_sites_site_versions_update AFTER UPDATE ON stream_sites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_both('stream_sites');
--> statement-breakpoint
CREATE TRIGGER stream_sites_site_versions_delete AFTER DELETE ON stream_sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_old('stream_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_sites_site_versions_insert AFTER INSERT ON subsidence_sites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_new('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_sites_site_versions_update AFTER UPDATE ON subsidence_sites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_both('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_sites_site_versions_delete AFTER DELETE ON subsidence_sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_old('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER interconnected_sites_site_versions_insert AFTER INSERT ON interconnected_sites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_new('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER interconnected_sites_site_versions_update AFTER UPDATE ON interconnected_sites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_both('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER interconnected_sites_site_versions_delete AFTER DELETE ON interconnected_sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_sites_site_versions_old('interconnected_sites');
--> statement-breakpoint
CREATE FUNCTION raise_labels_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE area = 'labels';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agencies_labels_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION raise_labels_data_version();
--> statement-breakpoint
CREATE TRIGGER gsas_labels_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gsas
  FOR EACH STATEMENT EXECUTE FUNCTION raise_labels_data_version();
--> statement-breakpoint
CREATE TRIGGER gsps_labels_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gsps
  FOR EACH STATEMENT EXECUTE FUNCTION raise_labels_data_version();
--> statement-breakpoint
CREATE FUNCTION raise_every_site_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE area LIKE TG_ARGV[0] || ':%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER well_measurements_site_versions_truncate AFTER TRUNCATE ON well_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_site_version('well_sites');
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_site_versions_truncate AFTER TRUNCATE ON water_quality_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_site_version('well_sites');
--> statement-breakpoint
CREATE TRIGGER stream_measurements_site_versions_truncate AFTER TRUNCATE ON stream_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_site_version('stream_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_site_versions_truncate AFTER TRUNCATE ON subsidence_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_site_version('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_site_versions_truncate AFTER TRUNCATE ON vertical_gradient_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_site_version('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER well_sites_site_versions_truncate AFTER TRUNCATE ON well_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_site_version('well_sites');
--> statement-breakpoint
CREATE TRIGGER stream_sites_site_versions_truncate AFTER TRUNCATE ON stream_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_site_version('stream_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_sites_site_versions_truncate AFTER TRUNCATE ON subsidence_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_site_version('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER interconnected_sites_site_versions_truncate AFTER TRUNCATE ON interconnected_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_every_site_version('interconnected_sites');
