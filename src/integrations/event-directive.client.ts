import type { ClientDirective } from 'astro';

const hydrateOnEvent: ClientDirective = (load, options) => {
  addEventListener(
    String(options.value),
    async () => {
      const hydrate = await load();
      await hydrate();
    },
    { once: true },
  );
};

export default hydrateOnEvent;
