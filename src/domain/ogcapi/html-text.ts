const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an HTML element or a quoted attribute: every value a page shows goes through it. */
export const escapeHtml = (value: unknown): string =>
  (value === null || value === undefined ? '' : String(value)).replace(
    /[&<>"']/g,
    (character) => ESCAPES[character],
  );
