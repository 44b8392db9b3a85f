/**
 * The conformance classes of OGC API - Features - Part 1: Core (OGC 17-069r4) the service implements: Core,
 * GeoJSON and OpenAPI 3.0 as the issue asks, and HTML since every resource is also answered as a page.
 */
export const CONFORMANCE_CLASSES = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
] as const;

export const SERVICE_TITLE = 'Basin DMS monitoring sites';
export const SERVICE_DESCRIPTION =
  "The basin's monitoring sites (water level, water quality, subsidence, stream and interconnected surface water) with their latest readings, and the water level readings, as OGC API - Features for GIS clients such as QGIS and GDAL.";
