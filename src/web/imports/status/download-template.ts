import { apiRequest } from '../../api/api-client';
import { saveFile } from '../../components/save-file';

/**
 * spec 2 §2.2, §7: GET templates/{file}, a dataset's spreadsheet template, saved under its own name. The
 * call needs the session's token, so it is fetched rather than followed as a plain link.
 */
export async function downloadTemplate(templateFile: string): Promise<void> {
  const template = await apiRequest<Blob>(`templates/${encodeURIComponent(templateFile)}`, { as: 'blob' });
  saveFile(template, templateFile);
}
