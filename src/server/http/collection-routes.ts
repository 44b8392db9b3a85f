import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/accounts';
import { withChangeActor } from '../history/change-actor';
import { actorOf, type Access } from './access';
import { unknownFieldErrors } from '../../domain/http/unknown-fields';
import { AppError } from './app-error';
import { assertRecordBody } from './record-body';
import {
  bodyFingerprint,
  IDEMPOTENCY_MESSAGES,
  idempotencyKeyOf,
  isIdempotencyClash,
  type KeyedRecord,
} from './idempotency';

/** OPTIONS metadata of one field, as DRF describes it under actions.POST. */
export interface FieldDescription {
  type: 'integer' | 'string' | 'email' | 'boolean' | 'date' | 'choice' | 'multiple choice' | 'field';
  label: string;
  required?: boolean;
  read_only?: boolean;
  max_length?: number;
  choices?: ReadonlyArray<{ value: string | number; display_name: string }>;
}

export interface CollectionCall {
  db: Database;
  actor: UserRow;
  query: Record<string, string | undefined>;
  /** A create's Idempotency-Key and its body's fingerprint, for a collection taking keys, to store. */
  idempotency?: { key: string; fingerprint: string };
}

/** One REST collection of spec 1 §7 / 2 §7: list, one, create, update, delete and OPTIONS. */
export interface Collection<Record> {
  path: string;
  title: string;
  /** Who may list and read; writes are always for administrators unless `write` says otherwise. */
  read: Exclude<Access, 'public'>;
  write?: Exclude<Access, 'public'>;
  /** Largest request body a create or update accepts; Fastify's 1 MiB when not set. */
  bodyLimit?: number;
  /** A create may send an array of records as well as one record. */
  createsMany?: boolean;
  /** False where the path /{collection}/{id} already answers something else (spec 1 §7 detail targets). */
  getOneRoute?: boolean;
  fields: () => Promise<{ [name: string]: FieldDescription }> | { [name: string]: FieldDescription };
  /**
   * Names the records are answered with besides their fields (e.g. 'geometry', counts), which a write may
   * send back and which are ignored; ids, labels and the last editor always are. Any other unknown name is
   * refused.
   */
  answered?: readonly string[];
  list(call: CollectionCall, page: { limit: number; offset: number }): Promise<Record[]>;
  get(call: CollectionCall, id: number): Promise<Record | undefined>;
  create(call: CollectionCall, body: unknown): Promise<Record | Record[]>;
  /**
   * Creates take an `Idempotency-Key` header (idempotency.ts): the record the caller made with that key,
   * which is answered again instead of a second being made, and the fingerprint it was made with.
   */
  createdWithKey?(call: CollectionCall, key: string): Promise<KeyedRecord<Record> | undefined>;
  update(call: CollectionCall, id: number, body: unknown, partial: boolean): Promise<Record | undefined>;
  remove(call: CollectionCall, id: number): Promise<boolean>;
}

const MAX_LIMIT = 10_000;
/** Ids are PostgreSQL integers; a larger one names no record. */
const MAX_ID = 2_147_483_647;
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).catch(MAX_LIMIT).default(MAX_LIMIT),
  offset: z.coerce.number().int().min(0).catch(0).default(0),
});

function idOf(request: FastifyRequest): number {
  const raw = (request.params as { id: string }).id;
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw AppError.notFound();
  return id;
}

/** spec 1 §7: creates send foreign keys as {name}_id; the collections read them as {name}. */
export function acceptForeignKeyAliases(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? {};
  const record = { ...(body as Record<string, unknown>) };
  for (const [key, value] of Object.entries(record)) {
    const name = key.endsWith('_id') ? key.slice(0, -3) : '';
    if (name && !(name in record)) record[name] = value;
  }
  return record;
}

export function collectionRoutes<Record>(app: FastifyInstance, db: Database, collection: Collection<Record>) {
  const base = `/api/${collection.path}`;
  const read = { config: { access: collection.read } };
  const write = {
    config: { access: collection.write ?? ('administrator' as const) },
    bodyLimit: collection.bodyLimit,
  };
  const call = (request: FastifyRequest): CollectionCall => ({
    db,
    actor: actorOf(request),
    query: request.query as CollectionCall['query'],
  });
  const found = <T>(record: T | undefined): T => {
    if (record === undefined) throw AppError.notFound();
    return record;
  };

  app.get(`${base}/`, read, (request) => collection.list(call(request), pageQuery.parse(request.query)));
  if (collection.getOneRoute !== false) {
    app.get(`${base}/:id`, read, async (request) =>
      found(await collection.get(call(request), idOf(request))),
    );
  }
  // issue 12: a write naming a field the record does not have is refused, not silently dropped
  const assertKnownFields = async (body: unknown) => {
    const names = Object.keys(await collection.fields());
    for (const record of Array.isArray(body) ? body : [body]) {
      const unknown = unknownFieldErrors(record, names, collection.answered);
      if (Object.keys(unknown).length) throw AppError.badRequest(unknown);
    }
  };
  // A body that is no record, or names a field the record lacks, is a 400 before anything else is asked.
  const assertWriteBody = async (request: FastifyRequest) => {
    if (request.method !== 'DELETE') {
      assertRecordBody(request.body, { many: request.method === 'POST' && collection.createsMany });
    }
    await assertKnownFields(request.body);
  };
  // Every write runs in one transaction that the change history records as the caller's.
  const written = <T>(request: FastifyRequest, work: (call: CollectionCall) => Promise<T>) =>
    withChangeActor(db, actorOf(request), (tx) => work({ ...call(request), db: tx }));
  const inChange = async <T>(request: FastifyRequest, work: (call: CollectionCall) => Promise<T>) => {
    await assertWriteBody(request);
    return written(request, work);
  };
  const create = (request: FastifyRequest, idempotency?: CollectionCall['idempotency']) =>
    written(request, (c) => collection.create({ ...c, idempotency }, acceptForeignKeyAliases(request.body)));
  app.post(`${base}/`, write, async (request, reply) => {
    const key = collection.createdWithKey && idempotencyKeyOf(request);
    // a bad body is a 400 whatever its key: checked before the key's earlier record is looked up
    await assertWriteBody(request);
    if (!key) return reply.status(201).send(await create(request));
    const fingerprint = bodyFingerprint(request.body);
    const earlier = () => collection.createdWithKey!(call(request), key);
    const answer = async (made: KeyedRecord<Record> | undefined) => {
      if (!made) throw new AppError(409, { detail: IDEMPOTENCY_MESSAGES.usedByAnother });
      // records made before fingerprints were kept have none: they are answered as before
      if (made.fingerprint !== null && made.fingerprint !== fingerprint) {
        throw new AppError(422, { detail: IDEMPOTENCY_MESSAGES.usedForAnotherEntry });
      }
      return reply.status(201).send(made.record);
    };
    const made = await earlier();
    if (made) return answer(made);
    try {
      return reply.status(201).send(await create(request, { key, fingerprint }));
    } catch (error) {
      // the same create, sent again before the first was stored, waited for it and found its key taken
      if (isIdempotencyClash(error)) return answer(await earlier());
      throw error;
    }
  });
  app.put(`${base}/:id`, write, async (request) =>
    found(
      await inChange(request, (c) =>
        collection.update(c, idOf(request), acceptForeignKeyAliases(request.body), false),
      ),
    ),
  );
  app.patch(`${base}/:id`, write, async (request) =>
    found(
      await inChange(request, (c) =>
        collection.update(c, idOf(request), acceptForeignKeyAliases(request.body), true),
      ),
    ),
  );
  app.delete(`${base}/:id`, write, async (request, reply) => {
    if (!(await inChange(request, (c) => collection.remove(c, idOf(request))))) throw AppError.notFound();
    return reply.status(204).send();
  });
  const describe = async () => ({
    name: collection.title,
    description: '',
    renders: ['application/json'],
    parses: ['application/json'],
    actions: { POST: await collection.fields() },
  });
  app.options(`${base}/`, read, describe);
  app.options(`${base}/:id`, read, describe);
}
