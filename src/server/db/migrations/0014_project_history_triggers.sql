-- Projects and their status entries and annual updates are administered records: every write is recorded
-- in the change history (record_change of migration 0012). The home map's Projects layer reads
-- project_forms, so its writes raise the monitoring data version (migration 0006) like the sites' do.
CREATE TRIGGER project_forms_change_history AFTER INSERT OR UPDATE OR DELETE ON project_forms
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER project_statuses_change_history AFTER INSERT OR UPDATE OR DELETE ON project_statuses
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER annual_updates_change_history AFTER INSERT OR UPDATE OR DELETE ON annual_updates
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER project_forms_monitoring_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_forms
  FOR EACH STATEMENT EXECUTE FUNCTION raise_monitoring_data_version();
