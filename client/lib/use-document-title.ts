import { useEffect } from 'react';

/** Names the browser tab after the page, always with the product's sandbox name. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Stagebacker Sandbox`;
  }, [title]);
}
