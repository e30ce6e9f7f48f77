import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element named by the URL's #hash (e.g. /my-account#password) and focuses it. */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return;
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    element
      .querySelector<HTMLElement>('input, button, textarea, select')
      ?.focus({ preventScroll: true });
  }, [hash]);
}
