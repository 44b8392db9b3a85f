import {
  isOgcCollectionId,
  OGC_COLLECTION_IDS,
  SITE_COLLECTION_IDS,
  type OgcCollectionId,
} from './collections';

/**
 * OGCAPI_PUBLIC: which collections a caller without a token may read (seeing submitted readings only).
 * Empty (the default): none, and every /ogcapi path asks for a token. `all`: every site collection (the
 * readings stay behind a token unless named). Otherwise a comma-separated list of collection ids.
 */
export function parsePublicCollections(
  raw: string | undefined,
): { ok: true; ids: OgcCollectionId[] } | { ok: false; message: string } {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const ids = new Set<OgcCollectionId>();
  for (const name of names) {
    if (name.toLowerCase() === 'all') {
      SITE_COLLECTION_IDS.forEach((id) => ids.add(id));
    } else if (isOgcCollectionId(name)) {
      ids.add(name);
    } else {
      return {
        ok: false,
        message: `OGCAPI_PUBLIC names '${name}', which is no collection of the OGC API. Write all, or a comma-separated list of: ${OGC_COLLECTION_IDS.join(', ')}; or remove OGCAPI_PUBLIC to keep the OGC API behind a token.`,
      };
    }
  }
  return { ok: true, ids: OGC_COLLECTION_IDS.filter((id) => ids.has(id)) };
}
