import { apiBaseUrl, readAccessToken } from '@/shared/api';

export type ExportQuery = Record<string, string | number | boolean | null | undefined>;

/** The list's address with its filters (empty ones left out). */
export function exportUrl(path: string, query: ExportQuery | URLSearchParams = {}): string {
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  for (const [name, value] of entries)
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const search = params.toString();
  return `${apiBaseUrl()}${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

/** The name the server gave the file (Content-Disposition), else a plain one. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'nairatop-export.csv';
}

/** Hands the file to the browser's downloads: an object URL on a clicked link (phones too). */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers read the URL after click returns
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Asks the list's route for CSV (`Accept: text/csv`) with the signed-in token and saves the
 * answer. Resolves to the file's name; rejects with the server's message when refused.
 */
export async function downloadCsv(url: string): Promise<string> {
  const token = readAccessToken();
  const response = await fetch(url, {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(
      typeof body?.message === 'string' ? body.message : 'The export failed. Try again.',
    );
  }
  const name = fileNameOf(response);
  saveFile(await response.blob(), name);
  return name;
}
