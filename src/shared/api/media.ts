/** Image paths from the API are relative to the API host. */
export const mediaUrl = (path: string | null | undefined) =>
  !path
    ? ''
    : /^https?:\/\//.test(path)
      ? path
      : `${window.location.origin}${path.startsWith('/') ? '' : '/'}${path}`;
