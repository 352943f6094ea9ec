/** The content that readers can comment on, like and review. */
export const TARGET_KINDS = ['news', 'places', 'videos', 'galleries'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export type TargetLookup = (kind: TargetKind, slug: string) => Promise<boolean>;

/**
 * Whether a content entry exists, from the content layer the server was built with (the
 * Vietnamese entry: every entry exists in all three languages). Kinds whose collection does not
 * exist yet have no entries.
 */
const contentLookup: TargetLookup = async (kind, slug) => {
  const { getEntry } = await import('astro:content');
  try {
    return Boolean(await getEntry(kind as 'places', `vi/${slug}`));
  } catch {
    return false;
  }
};

let lookup: TargetLookup = contentLookup;

export const targetExists: TargetLookup = (kind, slug) => lookup(kind, slug);

/** Tests run without the built content layer: they say which targets exist. */
export function useTargetLookup(replacement: TargetLookup): void {
  lookup = replacement;
}
