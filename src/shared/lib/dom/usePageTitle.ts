import { useEffect } from 'react';
import { site } from '../../config/site';

/** Page titles are prefixed with the product name. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${site.brandName} | ${title}` : site.brandName;
  }, [title]);
}
