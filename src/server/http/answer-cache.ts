import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { dataVersions } from '../db/schema/data-versions';

const gzipAsync = promisify(gzip);
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

/**
 * The heavy read-only answers (list summaries, site details, map features), built once per data version and
 * kept gzipped, least recently used first out. Keys must name everything the answer depends on besides the
 * data: the target, the record and the caller's visibility class.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Promise<CachedAnswer>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;
  private version = 0;
  private readonly monitoringVersion;

  constructor(
    db: Database,
    private readonly maxBytes: number,
  ) {
    this.monitoringVersion = db
      .select({ version: dataVersions.version })
      .from(dataVersions)
      .where(eq(dataVersions.area, 'monitoring'))
      .prepare('monitoring_data_version');
  }

  /** Answers from the cache, building the answer when the data changed since it was last built. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    // Read before the data, so a writer committing in between only makes the answer newer than its key.
    const [{ version }] = await this.monitoringVersion.execute();
    if (version > this.version) {
      // Answers of older data are never asked for again.
      this.entries.clear();
      this.sizes.clear();
      this.bytes = 0;
      this.version = version;
    }
    const answer = await this.answer(`${key}@${version}`, build);
    const gzipped = acceptsGzip(request.headers['accept-encoding']);
    // Each encoding of the answer is its own representation, with its own tag.
    const etag = `"${answer.contentHash}${gzipped ? '-gz' : ''}"`;
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding, authorization')
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
      const json = Buffer.from(JSON.stringify(await build()));
      const contentHash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
      return { contentHash, gzipped: await gzipAsync(json) };
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
