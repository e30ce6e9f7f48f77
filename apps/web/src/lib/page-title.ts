import { titleCase } from '@showdesk/domain/common/title-case';
import { useEffect } from 'react';

/**
 * Sets the browser tab's title: the page's title, then the event's name. A page title is
 * title-cased (spec section 2); a record's name (`isName`) is kept as its organiser typed it.
 */
export function useDocumentTitle(title: string, eventName?: string, isName = false) {
  useEffect(() => {
    const page = isName ? title : titleCase(title);
    document.title = eventName ? `${page} | ${eventName}` : page;
  }, [title, eventName, isName]);
}
