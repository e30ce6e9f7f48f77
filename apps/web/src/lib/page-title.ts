import { titleCase } from '@showdesk/domain/terminology';
import { useEffect } from 'react';

/** Sets the browser tab's title: the page's title-cased title, then the event's name. */
export function useDocumentTitle(title: string, eventName?: string) {
  useEffect(() => {
    const page = titleCase(title);
    document.title = eventName ? `${page} | ${eventName}` : page;
  }, [title, eventName]);
}
