/**
 * What an entry form's address asks for (WELLS_ROUTES): a new record (of the well ?well={id}), the
 * stored record ?id={id}, or the entry not yet sent ?queued={key}.
 */
export type FormTarget =
  | { mode: 'new'; well?: number }
  | { mode: 'stored'; id: number }
  | { mode: 'queued'; key: string }
  | { mode: 'invalid' };

const idOf = (text: string | null) => {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export function formTargetOf(params: URLSearchParams): FormTarget {
  const queued = params.get('queued');
  if (queued) return { mode: 'queued', key: queued };
  if (params.has('id')) {
    const id = idOf(params.get('id'));
    return id === undefined ? { mode: 'invalid' } : { mode: 'stored', id };
  }
  if (params.has('well')) {
    const well = idOf(params.get('well'));
    return well === undefined ? { mode: 'invalid' } : { mode: 'new', well };
  }
  return { mode: 'new' };
}
