import { apiBaseUrl, readAccessToken } from '@/shared/api';

export const DOCUMENT_FAILED = 'The document could not be opened. Try again.';

/**
 * A review's ID document (owners only; the server records each view). Read with the signed-in
 * token, as a file: the page shows it from memory and never keeps it.
 */
export async function fetchKycDocument(reviewId: number): Promise<Blob> {
  const token = readAccessToken();
  const response = await fetch(`${apiBaseUrl()}console/kyc/reviews/${reviewId}/document`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : DOCUMENT_FAILED);
  }
  return response.blob();
}

/** A file size as people read it: "820 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
