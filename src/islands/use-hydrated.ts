import { useEffect, useState } from 'react';

/**
 * False while React hydrates the server's HTML, true from the next render: what only the browser
 * knows (the session, what this tab's stores kept) may show from then on. Showing it during
 * hydration would not match the server's HTML, and React would throw that HTML away.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
