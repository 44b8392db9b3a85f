import { sessionStore } from '../../accounts/session-store';
import { ApiError } from '../../api/api-client';
import { saveFile } from '../../components/save-file';

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * spec 2 §2.2, §7: GET templates/{file}, a dataset's spreadsheet template, saved under its own name. The
 * call needs the session's token, so it is fetched here rather than followed as a plain link.
 */
export async function downloadTemplate(templateFile: string): Promise<void> {
  const token = sessionStore.token();
  let response: Response;
  try {
    response = await fetch(`/api/templates/${encodeURIComponent(templateFile)}`, {
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    throw new ApiError(response.status, parseBody(await response.text().catch(() => '')));
  }
  saveFile(await response.blob(), templateFile);
}
