import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * `client:event="name"`: hydrate an island only when a window event of that name fires. For
 * islands that show nothing until asked (the toaster, later the login popup), so React is not
 * downloaded on roaming data for a page that never needs it.
 */
export function eventDirective(): AstroIntegration {
  return {
    name: 'event-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'event',
          entrypoint: fileURLToPath(new URL('./event-directive.client.ts', import.meta.url)),
        });
      },
    },
  };
}
