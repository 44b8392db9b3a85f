/** The two encodings of every resource: JSON (GeoJSON for features) and HTML (for a person in a browser). */
export type OgcFormat = 'json' | 'html';

export type FormatChoice = { ok: true; format: OgcFormat } | { ok: false; message: string };

const F_VALUES: Record<string, OgcFormat> = { json: 'json', geojson: 'json', html: 'html' };

interface AcceptEntry {
  type: string;
  q: number;
  position: number;
}

function acceptEntries(header: string): AcceptEntry[] {
  return header.split(',').flatMap((entry, position) => {
    const [type, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!type) return [];
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return [{ type, q: Number.isFinite(weight) ? weight : 0, position }];
  });
}

const isHtml = (type: string) => type === 'text/html' || type === 'application/xhtml+xml';
const isJson = (type: string) => type.includes('json');

/** The entry of this kind the client ranks highest: its weight, and how early it listed it. */
function best(entries: AcceptEntry[], matches: (type: string) => boolean): AcceptEntry | null {
  return entries
    .filter((entry) => matches(entry.type) && entry.q > 0)
    .reduce<AcceptEntry | null>(
      (top, entry) =>
        !top || entry.q > top.q || (entry.q === top.q && entry.position < top.position) ? entry : top,
      null,
    );
}

/**
 * The encoding of an answer: the `f` parameter when given (json, geojson or html), else HTML when the Accept
 * header ranks text/html above every JSON type (a browser), else JSON (GIS clients, curl, anything else).
 */
export function negotiateFormat(f: string | undefined, accept: string | undefined): FormatChoice {
  if (f !== undefined) {
    const format = F_VALUES[f.trim().toLowerCase()];
    return format ? { ok: true, format } : { ok: false, message: "f must be 'json' or 'html'." };
  }
  if (!accept) return { ok: true, format: 'json' };
  const entries = acceptEntries(accept);
  const html = best(entries, isHtml);
  const json = best(entries, isJson);
  if (html && (!json || html.q > json.q || (html.q === json.q && html.position < json.position)))
    return { ok: true, format: 'html' };
  return { ok: true, format: 'json' };
}
