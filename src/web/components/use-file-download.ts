import { useState } from 'react';
import { apiRequest, ApiError } from '../api/api-client';
import { saveFile } from './save-file';

function failureMessage(error: unknown): string {
  const reason = error instanceof ApiError && error.detail ? ` ${error.detail}` : '';
  return `The file could not be exported.${reason} Please try again.`;
}

/**
 * A file the server writes, downloaded and saved by the browser under the given name: whether it is on its
 * way, and why it could not be had (cleared by the next try).
 */
export function useFileDownload() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (path: string, fileName: string) => {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await apiRequest<Blob>(path, { as: 'blob' }), fileName);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, download };
}
