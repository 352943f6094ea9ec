// A module (it imports), so this augments Astro's types instead of replacing them.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when a window event of this name fires (src/integrations/event-directive.ts). */
    'client:event'?: string;
  }
}
