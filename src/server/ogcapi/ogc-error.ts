import type { ParameterError } from '../../domain/ogcapi/query-parameters';

/**
 * An error of the OGC API, answered as its exception document (`{code, description}`, OGC API - Features
 * Part 1 §7.5.1), or as an HTML page when HTML was asked for.
 */
export class OgcError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly description: string,
    /** The query parameter at fault, for a 400. */
    readonly parameter?: string,
  ) {
    super(description);
  }

  static invalidParameter(error: ParameterError) {
    return new OgcError(400, 'InvalidParameterValue', error.message, error.parameter);
  }
  static notFound(description: string) {
    return new OgcError(404, 'NotFound', description);
  }
  /** 401: answered with `WWW-Authenticate: Token`, the scheme the service takes. */
  static unauthorized(description: string) {
    return new OgcError(401, 'NotAuthorized', description);
  }

  get body(): { code: string; description: string; parameter?: string } {
    return {
      code: this.code,
      description: this.description,
      ...(this.parameter ? { parameter: this.parameter } : {}),
    };
  }
}
