/** Image paths from the API are relative to the API host (SPEC 7). */
export const mediaUrl = (path: string | null | undefined) =>
  !path
    ? ''
    : /^https?:\/\//.test(path)
      ? path
      : `${window.location.origin}${path.startsWith('/') ? '' : '/'}${path}`;
