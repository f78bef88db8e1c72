import { http, HttpResponse } from 'msw';
import { apiUrl, mswServer } from './msw-server';

export interface SavedFile {
  name: string;
  text: () => Promise<string>;
}

/**
 * Files the page hands to the browser's downloads (an object URL on a clicked link). jsdom has no
 * object URLs and no downloads: these keep each saved file instead. Call at a suite's top level;
 * the list is emptied before each test.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  let click: jest.SpyInstance | undefined;
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, text: () => blob.text() });
    });
  });
  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    click?.mockRestore();
  });
  return saved;
}

export interface CsvRequest {
  accept: string | null;
  authorization: string | null;
  query: Record<string, string>;
}

/** Serves `body` as CSV on the list's path to `Accept: text/csv`, keeping each such request. */
export function serveCsv(path: string, body: string, fileName: string): CsvRequest[] {
  const asked: CsvRequest[] = [];
  mswServer.use(
    http.get(apiUrl(path), ({ request }) => {
      if (request.headers.get('accept') !== 'text/csv') return undefined;
      asked.push({
        accept: request.headers.get('accept'),
        authorization: request.headers.get('authorization'),
        query: Object.fromEntries(new URL(request.url).searchParams),
      });
      return new HttpResponse(body, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName}"`,
        },
      });
    }),
  );
  return asked;
}

/** Lays the page out as a phone (every max-width query under the tablet breakpoint matches). */
export function asPhone() {
  const real = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...real(query), matches: query.includes('max-width: 767') }) as MediaQueryList;
  return () => {
    window.matchMedia = real;
  };
}
