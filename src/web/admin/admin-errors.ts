import { ApiError } from '../api/api-client';

/** What went wrong with a request, in the server's own words where it gave some. */
export function requestErrorText(error: unknown, whatFailed: string): string {
  if (error instanceof ApiError) {
    if (error.detail) return `${whatFailed} ${error.detail}`;
    if (error.status === 0)
      return `${whatFailed} The server could not be reached. Check the connection and retry.`;
    if (error.body && typeof error.body === 'object') {
      const messages: string[] = [];
      const collect = (value: unknown) => {
        if (typeof value === 'string') messages.push(value);
        else if (Array.isArray(value)) value.forEach(collect);
        else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      };
      collect(error.body);
      if (messages.length) return `${whatFailed} ${messages.join(' ')}`;
    }
    return `${whatFailed} The server answered ${error.status}.`;
  }
  return `${whatFailed} ${error instanceof Error ? error.message : ''}`.trim();
}
