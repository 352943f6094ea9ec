// astro-icon's module of the configured icon sets (its own generated types declare only the names).
declare module 'virtual:astro-icon' {
  const collections: Record<string, import('@iconify/types').IconifyJSON>;
  export default collections;
}
