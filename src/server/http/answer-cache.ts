import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { dataVersions } from '../db/schema/data-versions';

const gzipAsync = promisify(gzip);
/**
 * zlib's level 4 rather than its default 6: the 40,000-site marker answer (1.9 MB) gzips in 21 ms instead
 * of 68, for 11% more bytes (520 against 467 KB); an answer's first build waits for it.
 */
const GZIP_LEVEL = 4;
const gunzipAsync = promisify(gunzip);

interface CachedAnswer {
  /** A hash of the JSON: unchanged answers keep their tag across writes, and across a rebuilt database. */
  contentHash: string;
  /** The JSON answer, gzipped: a site's 4 MB of readings keeps about 120 KB. */
  gzipped: Buffer;
}

/** Whether the client takes gzip (RFC 9110 §12.5.3: a q of 0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [coding, ...parameters] = entry.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Whether If-None-Match names the tag (RFC 9110 §13.1.2: weak comparison, lists and '*'). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Every answer of the monitoring lists and maps: any site, reading, name or map layer changes them. */
export const ALL_MONITORING = ['monitoring'];

/**
 * The heavy read-only answers (list summaries, site details and readings, map features), built once per
 * version of the data they are read from and kept gzipped, least recently used first out. Keys must name
 * everything the answer depends on besides the data: the target, the record and the caller's visibility
 * class; `areas` names the data versions (rows of data_versions, raised by the database's triggers) that
 * tell when it changed: 'monitoring' for anything, '{site table}:{id}' for one site and its readings,
 * 'labels' for the names of agencies, GSAs and GSPs.
 */
/**
 * An answer already written as JSON, kept as it is: by the database (json_agg), so that a list of every
 * site's marker need not become objects on the server's one thread only to be written out again, or by
 * the server a part at a time (the lists' summaries).
 */
export class JsonText {
  /** The JSON as text, or as its UTF-8 bytes when it was written out a part at a time. */
  constructor(readonly text: string | Buffer) {}
}

export class AnswerCache {
  private readonly entries = new Map<string, Promise<CachedAnswer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;
  private readonly versionsOf;

  constructor(
    db: Database,
    private readonly maxBytes: number,
  ) {
    this.versionsOf = db
      .select({ area: dataVersions.area, version: dataVersions.version })
      .from(dataVersions)
      .where(sql`${dataVersions.area} = any(${sql.placeholder('areas')}::text[])`)
      .prepare('answer_data_versions');
  }

  /** Answers from the cache, building the answer when the data it is read from changed since it was built. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
    areas: readonly string[] = ALL_MONITORING,
    // the OGC API sends GeoJSON and varies by Accept too
    representation: { contentType?: string; vary?: string } = {},
  ): Promise<FastifyReply> {
    // Read before the data, so a writer committing in between only makes the answer newer than its key.
    const rows = await this.versionsOf.execute({ areas });
    const versionOf = new Map(rows.map((row) => [row.area, row.version]));
    // an area never written has no row yet: version 0; answers of older versions age out of the cache
    const versions = areas.map((area) => `${area}=${versionOf.get(area) ?? 0}`).join(',');
    const answer = await this.answer(`${key}@${versions}`, build);
    const gzipped = acceptsGzip(request.headers['accept-encoding']);
    // Each encoding of the answer is its own representation, with its own tag.
    const etag = `"${answer.contentHash}${gzipped ? '-gz' : ''}"`;
    reply
      .header('content-type', representation.contentType ?? 'application/json; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', representation.vary ?? 'accept-encoding, authorization')
      .header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    if (gzipped) return reply.header('content-encoding', 'gzip').send(answer.gzipped);
    return reply.send(await gunzipAsync(answer.gzipped));
  }

  private answer(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    const known = this.entries.get(key);
    if (known) {
      // Map order is insertion order: moving the entry to the end marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const building = (async () => {
      const built = await build();
      const json =
        built instanceof JsonText
          ? Buffer.isBuffer(built.text)
            ? built.text
            : Buffer.from(built.text)
          : Buffer.from(JSON.stringify(built));
      const contentHash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
      return { contentHash, gzipped: await gzipAsync(json, { level: GZIP_LEVEL }) };
    })();
    this.entries.set(key, building);
    building.then(
      (answer) => this.admit(key, answer.gzipped.length),
      () => this.entries.delete(key),
    );
    return building;
  }

  private admit(key: string, size: number) {
    if (!this.entries.has(key)) return;
    this.sizes.set(key, size);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  private forget(key: string) {
    this.entries.delete(key);
    this.bytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }
}
