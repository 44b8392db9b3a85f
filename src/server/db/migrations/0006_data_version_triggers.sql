-- Raises data_versions 'monitoring' once per statement that changes a table the monitoring answers are
-- read from (sites, readings, the names they show, map layers). Cached answers carry the version they were
-- built from: the version is read before the data, so an answer is never older than the version it is kept under.
INSERT INTO data_versions (area, version) VALUES ('monitoring', 1) ON CONFLICT (area) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION raise_monitoring_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE area = 'monitoring';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agencies_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER gsas_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gsas
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER gsps_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gsps
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER well_sites_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON well_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER stream_sites_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stream_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER subsidence_sites_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subsidence_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER interconnected_sites_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON interconnected_sites
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER well_measurements_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON well_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON water_quality_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER stream_measurements_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stream_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subsidence_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vertical_gradient_measurements
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER map_layers_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON map_layers
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
--> statement-breakpoint
CREATE TRIGGER reference_features_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reference_features
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
