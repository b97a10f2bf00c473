import { useEffect } from 'react';
import { documentTitle } from '@common/page-meta';

/** Names the browser tab after a page whose title comes with its data (a project, a creator), as the server's HTML does. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
