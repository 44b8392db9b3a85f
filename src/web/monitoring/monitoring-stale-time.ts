/**
 * How long a monitoring list or site detail is used as it is, before a focus or a new screen asks the server
 * again: a site's readings run to megabytes, and they change with imports, not by the second.
 */
export const MONITORING_STALE_MS = 30_000;
