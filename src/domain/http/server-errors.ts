/** A failure of the server's own (500): the request may work another time. */
export const SERVER_ERROR_DETAIL = 'A server error occurred. Please try again later.';

/** The database cannot be reached (503): the server answers again by itself once it can. */
export const DATABASE_UNAVAILABLE_DETAIL =
  'The database is unavailable at the moment. Please retry the request in a few seconds.';

/** The Retry-After of a 503 while the database is unavailable, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
