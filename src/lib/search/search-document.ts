/** One searchable thing as the results page shows it, in one locale. */
export interface SearchDocument {
  kind: string;
  url: string;
  title: string;
  excerpt: string;
  image?: { src: string; width: number; height: number };
  /** Other names the thing is known by. */
  aliases: readonly string[];
  body: string;
}

/** A document found by a search, as the results page shows it. */
export interface SearchHit {
  kind: string;
  url: string;
  title: string;
  excerpt: string;
  image: { src: string; width: number; height: number } | null;
  score: number;
}

/** One page of results. */
export interface SearchPage {
  hits: SearchHit[];
  /** Every match, not only this page's. */
  total: number;
  /** Matches per kind, for the kinds on this page. */
  totalByKind: Record<string, number>;
}
