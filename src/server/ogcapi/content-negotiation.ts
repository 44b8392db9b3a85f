import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateFormat, type OgcFormat } from '../../domain/ogcapi/format-negotiation';
import { MEDIA_TYPES } from '../../domain/ogcapi/links';
import { OgcError } from './ogc-error';

const fParameter = (request: FastifyRequest): string | undefined => {
  const f = (request.query as Record<string, unknown> | undefined)?.f;
  return typeof f === 'string' ? f : undefined;
};

/** The encoding the request asks for: `f` first, else its Accept header; a wrong `f` answers 400. */
export function formatOf(request: FastifyRequest): OgcFormat {
  const choice = negotiateFormat(fParameter(request), request.headers.accept);
  if (!choice.ok) throw OgcError.invalidParameter({ parameter: 'f', message: choice.message });
  return choice.format;
}

/** The encoding an error is answered in: as asked where that can be told, else JSON. */
export function errorFormatOf(request: FastifyRequest): OgcFormat {
  const choice = negotiateFormat(fParameter(request), request.headers.accept);
  return choice.ok ? choice.format : 'json';
}

/**
 * The scheme and host the request came to, for absolute links: behind a proxy, with TRUST_PROXY=true,
 * Fastify reads them from X-Forwarded-Proto and X-Forwarded-Host (trustProxy).
 */
export const baseUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Answers differ by Accept and by the caller's token. */
export const VARY = 'accept, accept-encoding, authorization';

export const JSON_TYPES = {
  json: `${MEDIA_TYPES.json}; charset=utf-8`,
  geojson: `${MEDIA_TYPES.geojson}; charset=utf-8`,
  openapi: MEDIA_TYPES.openapi,
  schema: `${MEDIA_TYPES.schema}; charset=utf-8`,
} as const;

/**
 * A document as JSON of the given type, sent as bytes: Fastify rewrites the type of a text answer
 * ('version="3.0"; charset=utf-8'), and GDAL compares the OpenAPI type's parameters as written.
 */
export function sendJson(reply: FastifyReply, type: string, document: unknown): FastifyReply {
  return reply
    .header('content-type', type)
    .header('vary', VARY)
    .header('cache-control', 'private, no-cache')
    .send(Buffer.from(typeof document === 'string' ? document : JSON.stringify(document)));
}

export function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('vary', VARY)
    .header('cache-control', 'private, no-cache')
    .send(html);
}
