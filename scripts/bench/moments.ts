import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createServer } from 'vite';
import { normalizeText } from '#lib/search/normalize.ts';
import { cataloguePlaces } from '#features/trips/server/catalogue-files.ts';
import { concurrentLoad, repeatedLoad, throwawayDatabase, type RepeatedFigures } from './service-load.ts';

/*
 * npm run bench -- --moments: moments/feed and moments/search with 100,000 posts on a PostgreSQL
 * server (issue 13: p95 under 50 ms at 10 connections). The posts are written straight in SQL
 * (1,000 authors, three languages, 24 places, a year of dates, engagement counts, one picture and
 * tags each), each machine-translated into the two other languages already (decision 0093: the
 * feed reads the stored translations of its page), then the service functions the API calls run
 * from 10 concurrent loops. The server
 * modules load through Vite (as in the tests), since they use Vite's import.meta.glob for strings.
 */

export interface MomentsBenchResult {
  posts: number;
  authors: number;
  connections: number;
  seconds: number;
  targets: { name: string; figures: RepeatedFigures }[];
}

const POSTS = 100_000;
const AUTHORS = 1000;
const FOLLOWED = 50;
const LOCALES = ['vi', 'en', 'zh'] as const;
const PLACES = [
  'vinh-ha-long',
  'pho-co-hoi-an',
  'ho-hoan-kiem',
  'pho-co-ha-noi',
  'dai-noi-hue',
  'sa-pa',
  'trang-an',
  'cho-ben-thanh',
  'cho-noi-cai-rang',
  'phu-quoc',
  'mui-ne',
  'bai-bien-my-khe',
  'ba-na-hills',
  'ho-xuan-huong-da-lat',
  'chua-thien-mu',
  'phong-nha-ke-bang',
  'fansipan',
  'deo-ma-pi-leng',
  'banh-mi-phuong',
  'van-mieu-quoc-tu-giam',
  'chua-bai-dinh',
  'mu-cang-chai',
  'tam-coc-bich-dong',
  'vinh-nha-trang',
];
const TEMPLATES = {
  vi: ['Sáng sớm ở {place}, trời trong và yên bình.', 'Hoàng hôn ở {place} đẹp quá.', 'Một ngày lang thang ở {place}.'],
  en: ['Early morning at {place}, quiet and clear.', 'Sunset at {place}, no filter.', 'A whole day around {place}.'],
  zh: ['清晨的{place}，安静又清新。', '今天{place}的日落太美了。', '在{place}逛了一整天。'],
} as const;
const TAGS = {
  vi: ['du-lịch', 'đèn-lồng', 'biển'],
  en: ['travel', 'lanterns', 'beach'],
  zh: ['旅行', '灯笼', '海滩'],
} as const;
const QUERIES = [
  'pho co hoi an',
  'ha long',
  '会安',
  'sunset',
  'den long',
  'hoang hon',
  '日落',
  'da lat',
  'beach',
  'sapa',
];

export async function measureMoments(options: {
  serverUrl: string;
  connections: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<MomentsBenchResult> {
  // BENCH_KEEP_DATABASE=1 keeps the database (named in the log) for EXPLAIN after the run.
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  const name = keep ? 'nvt_bench_moments' : `nvt_bench_moments_${process.pid}`;
  const scratch = await throwawayDatabase(options.serverUrl, name);

  const root = fileURLToPath(new URL('../../', import.meta.url));
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  const load$ = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const client = await load$<typeof import('#server/db/client.ts')>('/src/server/db/client.ts');
  const places = await load$<typeof import('#features/trips/server/places.ts')>('/src/features/trips/server/places.ts');
  const feed = await load$<typeof import('#features/moments/server/feed.ts')>('/src/features/moments/server/feed.ts');
  const search = await load$<typeof import('#features/moments/server/search.ts')>(
    '/src/features/moments/server/search.ts',
  );
  const cursorOf = await load$<typeof import('#features/moments/server/cursor.ts')>(
    '/src/features/moments/server/cursor.ts',
  );
  places.usePlaceSource(async (locale) => cataloguePlaces(locale));

  const database = await client.openDatabase({ url: scratch.url });
  client.useDatabase(database);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  try {
    options.log(`moments: ${POSTS.toLocaleString('en')} posts by ${AUTHORS} authors`);
    const names = Object.fromEntries(
      LOCALES.map((locale) => [locale, new Map(cataloguePlaces(locale).map((p) => [p.slug, p.name]))]),
    );
    // Every combination of language, template and place, with its normalized search text.
    const combos = LOCALES.flatMap((language) =>
      TEMPLATES[language].flatMap((template, t) =>
        PLACES.map((slug) => {
          const text = template.replace('{place}', names[language]?.get(slug) ?? slug);
          const tag = TAGS[language][t] ?? 'travel';
          const allNames = [...new Set(LOCALES.map((l) => names[l]?.get(slug) ?? ''))];
          return { text, language, slug, tag, key: normalizeText([text, tag, ...allNames].join(' ')) };
        }),
      ),
    );
    await pool.query(
      `insert into users (fullname) select 'Bench author ' || g from generate_series(1, ${AUTHORS + 1}) g`,
    );
    await pool.query(
      `with authors as (select array_agg(id order by fullname) as ids from users),
         combos as (select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
                    with ordinality as c(text, language, slug, tag, key, n))
       insert into moment_posts (author_id, kind, status, text, language, place_slug, tags, search_key,
                                 like_count, comment_count, created_at)
       select authors.ids[1 + (g % ${AUTHORS})], 'photo', 'ready', c.text, c.language, c.slug, array[c.tag], c.key,
              (g * 7919) % 200, (g * 31) % 20, now() - ((g::bigint * 104729) % (365 * 86400)) * interval '1 second'
       from generate_series(1, ${POSTS}) g cross join authors
       join combos c on c.n = 1 + (g % ${combos.length})`,
      [
        combos.map((c) => c.text),
        combos.map((c) => c.language),
        combos.map((c) => c.slug),
        combos.map((c) => c.tag),
        combos.map((c) => c.key),
      ],
    );
    // The stored popularity, by the same formula as the application (src/features/moments/server/ranking.ts).
    const { hotScore } = await load$<typeof import('#features/moments/server/ranking.ts')>(
      '/src/features/moments/server/ranking.ts',
    );
    const epoch = hotScore(0, 0, new Date(0));
    await pool.query(
      `update moment_posts set hot = log((1 + like_count + 2 * comment_count)::numeric)::float8
         + (extract(epoch from created_at) * ${hotScore(0, 0, new Date(1000)) - epoch}) + ${epoch}`,
    );
    const tags = [...new Set(combos.map((c) => c.tag))];
    await pool.query(
      `insert into moment_tags (tag, tag_key, posts)
       select p.tags[1], m.key, count(*) from moment_posts p
       join unnest($1::text[], $2::text[]) m(tag, key) on m.tag = p.tags[1] group by 1, 2`,
      [tags, tags.map((t) => normalizeText(t))],
    );
    await pool.query(
      `insert into moment_media (owner_id, post_id, kind, status, width, height, variants, files)
       select author_id, id, 'image', 'ready', 1200, 800,
              jsonb_build_array(jsonb_build_object('width', 640, 'height', 427, 'key', 'moments/' || id || '/640.webp')),
              array['moments/' || id || '/640.webp']
       from moment_posts`,
    );
    // Every post translated into the two other languages, as readers asking for them leave them.
    await pool.query(
      `insert into translations (post_id, text_hash, source_language, target_language, text, provider)
       select p.id, md5(p.text), p.language, l.language, '[' || p.language || '→' || l.language || '] ' || p.text, 'stand-in'
       from moment_posts p cross join unnest(array['vi', 'en', 'zh']) l(language) where l.language <> p.language`,
    );
    // The reader follows 50 authors.
    const reader = (
      await pool.query<{ id: string }>(`select id from users where fullname = 'Bench author ${AUTHORS + 1}'`)
    ).rows[0]?.id;
    if (!reader) throw new Error('no reader');
    await pool.query(
      `insert into moment_follows (follower_id, followee_id)
       select $1, id from users where id <> $1 order by fullname limit ${FOLLOWED}`,
      [reader],
    );
    // What autovacuum does on a live server: statistics, and the visibility map index-only scans need.
    await pool.query('vacuum analyze');

    const db = database.db;
    const locale = (i: number) => LOCALES[i % LOCALES.length] ?? 'vi';
    // Cursors into the feed, a few pages deep, to read later pages as infinite scroll does.
    const cursors: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const answer = await feed.feedPage(db, { cursor, limit: 20 }, { viewerId: reader, locale: 'vi' });
      if (!answer.nextCursor) break;
      cursor = answer.nextCursor;
      cursors.push(cursor);
    }

    // The feed's third part: the posts a reader needs translated.
    const otherLanguages = cursorOf.encodeCursor({ phase: 'other' });
    const targets: { name: string; work: (i: number) => Promise<unknown> }[] = [
      {
        name: 'moments/feed, signed out, first page (20)',
        work: (i) => feed.feedPage(db, { limit: 20 }, { viewerId: undefined, locale: locale(i) }),
      },
      {
        name: `moments/feed, following ${FOLLOWED} people, first page`,
        work: () => feed.feedPage(db, { limit: 20 }, { viewerId: reader, locale: 'vi' }),
      },
      {
        name: 'moments/feed, following, pages 2–11 by cursor',
        work: (i) =>
          feed.feedPage(db, { cursor: cursors[i % cursors.length], limit: 20 }, { viewerId: reader, locale: 'vi' }),
      },
      {
        name: 'moments/feed, signed out, popular in the other languages (every post translated)',
        work: (i) =>
          feed.feedPage(db, { cursor: otherLanguages, limit: 20 }, { viewerId: undefined, locale: locale(i) }),
      },
      {
        name: `moments/search, ${QUERIES.length} queries (Vietnamese without diacritics, English, Chinese)`,
        work: (i) =>
          search.searchMoments(db, QUERIES[i % QUERIES.length] ?? 'ha long', 20, {
            viewerId: reader,
            locale: locale(i),
          }),
      },
    ];
    const results: MomentsBenchResult['targets'] = [];
    for (const target of targets) {
      options.log(`moments: ${target.name}`);
      await concurrentLoad(options.connections, 1, target.work);
      results.push({
        name: target.name,
        figures: await repeatedLoad(options.connections, options.seconds, target.work),
      });
    }
    return {
      posts: POSTS,
      authors: AUTHORS,
      connections: options.connections,
      seconds: options.seconds,
      targets: results,
    };
  } finally {
    await pool.end();
    await database.close();
    await vite.close();
    if (keep) options.log(`moments: kept the database ${name}`);
    await scratch.drop(keep);
  }
}
