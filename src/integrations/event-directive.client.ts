import type { ClientDirective } from 'astro';
import { isIslandWoken } from '#lib/wake-island.ts';

const hydrateOnEvent: ClientDirective = (load, options) => {
  const name = String(options.value);
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  // Woken before this directive started (src/lib/wake-island.ts): load now.
  if (isIslandWoken(name)) void hydrate();
  else addEventListener(name, () => void hydrate(), { once: true });
};

export default hydrateOnEvent;
