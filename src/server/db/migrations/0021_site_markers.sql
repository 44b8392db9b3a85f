-- The site layers' markers (issue 17), kept here so that a layer's marker answer is one index read in
-- order: which layers show a site, and its marker as the home map draws it. These functions are the one
-- place those rules live; layer-features.ts reads the table.
CREATE TABLE "site_markers" (
	"source" text NOT NULL,
	"site_id" integer NOT NULL,
	"dms_site_id" text NOT NULL,
	"marker" text NOT NULL,
	CONSTRAINT "site_markers_source_site_id_pk" PRIMARY KEY("source","site_id")
);
--> statement-breakpoint
-- The marker rides in the index, so a layer's answer reads no table page, in order (Drizzle writes neither
-- INCLUDE nor COLLATE). "C" orders as the databases' C.UTF-8 does, by code point, but compares bytes: with
-- the default the planner chose a sort of the table (40-50 ms for 40,000 sites, against 9 from the index).
CREATE INDEX "site_markers_layer_order_idx" ON "site_markers" USING btree ("source", "dms_site_id" COLLATE "C") INCLUDE ("marker");
--> statement-breakpoint
-- [id, longitude, latitude, dms_site_id], the position to six decimals (0.1 m), rounded in floating point
-- as markerCoordinate (marker-coordinate.ts) rounds the lists' markers
CREATE FUNCTION site_marker(id integer, longitude double precision, latitude double precision, dms_site_id text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_array(id, round(longitude * 1e6) / 1e6, round(latitude * 1e6) / 1e6, dms_site_id)::text
$$;
--> statement-breakpoint
-- spec 1 §2.3: the DMS layers that show a well site
CREATE FUNCTION well_site_markers(site well_sites)
RETURNS TABLE (source text, site_id integer, dms_site_id text, marker text) LANGUAGE sql STABLE AS $$
  SELECT layer.source, site.id, site.dms_site_id, site_marker(site.id, site.longitude, site.latitude, site.dms_site_id)
  FROM (VALUES
    ('representative-water-level', site.wl_monitoring AND site.monitor_site_type = 'Representative'),
    ('other-water-level', site.wl_monitoring AND (site.monitor_site_type IS NULL OR site.monitor_site_type <> 'Representative')),
    ('water-quality', site.wq_monitoring)
  ) AS layer (source, shown)
  WHERE layer.shown
$$;
--> statement-breakpoint
CREATE FUNCTION subsidence_site_markers(site subsidence_sites)
RETURNS TABLE (source text, site_id integer, dms_site_id text, marker text) LANGUAGE sql STABLE AS $$
  SELECT 'subsidence', site.id, site.dms_site_id, site_marker(site.id, site.longitude, site.latitude, site.dms_site_id)
$$;
--> statement-breakpoint
CREATE FUNCTION stream_site_markers(site stream_sites)
RETURNS TABLE (source text, site_id integer, dms_site_id text, marker text) LANGUAGE sql STABLE AS $$
  SELECT 'streamflow', site.id, site.dms_site_id, site_marker(site.id, site.longitude, site.latitude, site.dms_site_id)
$$;
--> statement-breakpoint
CREATE FUNCTION interconnected_site_markers(site interconnected_sites)
RETURNS TABLE (source text, site_id integer, dms_site_id text, marker text) LANGUAGE sql STABLE AS $$
  SELECT 'interconnected', site.id, site.dms_site_id, site_marker(site.id, site.longitude, site.latitude, site.dms_site_id)
$$;
--> statement-breakpoint
-- The triggers: TG_ARGV[0] names the table's markers function, TG_ARGV[1] the layers its sites may be on.
CREATE FUNCTION site_markers_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO site_markers SELECT m.* FROM new_rows r, %I(r) m', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- an update rewrites only the markers it changed: a note written to a site leaves its layers' index as it was
CREATE FUNCTION site_markers_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'DELETE FROM site_markers s USING old_rows o
     WHERE s.site_id = o.id AND s.source = ANY ($1)
       AND (s.source, s.site_id) NOT IN (SELECT m.source, m.site_id FROM new_rows r, %I(r) m)',
    TG_ARGV[0]) USING TG_ARGV[1]::text[];
  EXECUTE format(
    'INSERT INTO site_markers SELECT m.* FROM new_rows r, %I(r) m
     ON CONFLICT (source, site_id) DO UPDATE SET dms_site_id = excluded.dms_site_id, marker = excluded.marker
     WHERE (site_markers.dms_site_id, site_markers.marker) IS DISTINCT FROM (excluded.dms_site_id, excluded.marker)',
    TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION site_markers_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM site_markers s USING old_rows o WHERE s.site_id = o.id AND s.source = ANY (TG_ARGV[1]::text[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION site_markers_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM site_markers WHERE source = ANY (TG_ARGV[1]::text[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  site record;
BEGIN
  FOR site IN SELECT * FROM (VALUES
    ('well_sites', 'well_site_markers', '{representative-water-level,other-water-level,water-quality}'),
    ('subsidence_sites', 'subsidence_site_markers', '{subsidence}'),
    ('stream_sites', 'stream_site_markers', '{streamflow}'),
    ('interconnected_sites', 'interconnected_site_markers', '{interconnected}')
  ) AS t (site_table, markers, sources) LOOP
    EXECUTE format('CREATE TRIGGER %1$s_markers_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION site_markers_insert(%2$L, %3$L)', site.site_table, site.markers, site.sources);
    EXECUTE format('CREATE TRIGGER %1$s_markers_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION site_markers_update(%2$L, %3$L)', site.site_table, site.markers, site.sources);
    EXECUTE format('CREATE TRIGGER %1$s_markers_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION site_markers_delete(%2$L, %3$L)', site.site_table, site.markers, site.sources);
    EXECUTE format('CREATE TRIGGER %1$s_markers_truncate AFTER TRUNCATE ON %1$I
      FOR EACH STATEMENT EXECUTE FUNCTION site_markers_truncate(%2$L, %3$L)', site.site_table, site.markers, site.sources);
    EXECUTE format('INSERT INTO site_markers SELECT m.* FROM %I r, %I(r) m', site.site_table, site.markers);
  END LOOP;
END $$;
