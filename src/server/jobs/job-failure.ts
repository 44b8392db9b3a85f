/**
 * A job that cannot make its file for a reason the person who asked can act on (an export too big for a
 * spreadsheet): the worker ends the job with this message, not with 'failed unexpectedly'.
 */
export class JobFailure extends Error {}
