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
  /** Every match, not only this page's; when `moreThanTotal`, the number they were counted up to. */
  total: number;
  /** Matches per kind, for the kinds on this page; empty when the count stopped at its cap. */
  totalByKind: Record<string, number>;
  /** More matches exist than `total`: the count stopped there (shown as "1,000+"). */
  moreThanTotal: boolean;
}
