/*
 * The English first-mention rule (docs/editorial.md, "Vietnamese names in English"): an en page
 * writes its place's Vietnamese name with the diacritics the Vietnamese page gives it the first
 * time it names it ("Ba Om Pond (Ao Bà Om)", "Hội An"); the plain form may follow. Checked over
 * the body, which must write it so at least once, and over the summary when the summary names it.
 */

import type { LocaleProblem } from './localized-glob.ts';

/** An entry of a localized collection as its loader gives it: "<locale>/<slug>", front matter, body. */
export interface LocalizedEntry {
  id: string;
  data: Record<string, unknown>;
  body?: string;
}

// One character for one, so that positions in the folded text are positions in the text.
const fold = (text: string) =>
  text.replace(/[\u00c0-\u024f\u1e00-\u1eff]/g, (letter) => {
    if (letter === 'đ') return 'd';
    if (letter === 'Đ') return 'D';
    const bare = letter.normalize('NFD').replace(/\p{M}/gu, '');
    return bare.length === 1 ? bare : letter;
  });
const key = (text: string) => fold(text).toLowerCase();
const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').toLowerCase();

const word = /[\p{L}][\p{L}'’]*/gu;
/** The words of a name, each with its folded key and whether a comma or a bracket comes before it. */
const words = (text: string) =>
  [...text.matchAll(word)].map((match, index, all) => {
    const previous = all[index - 1];
    const gap = previous ? text.slice(previous.index + previous[0].length, match.index) : '';
    return { text: match[0], key: key(match[0]), start: match.index, breaks: /[,()]/.test(gap) };
  });

/*
 * The parts of the Vietnamese name that the English name writes too, without their marks: "Bà Om"
 * of "Ao Bà Om" for "Ba Om Pond", "Hội An" of "Phố cổ Hội An", "Sài Gòn" for "Saigon" (one English
 * word for two Vietnamese ones). A part whose words have no marks (Sa Pa, Fansipan) needs none.
 * When the English name shares no word with the Vietnamese one (War Remnants Museum: a
 * translation), the whole Vietnamese name.
 */
export function vietnameseNamesToMark(name: string, vietnameseName: string): string[] {
  const vi = words(vietnameseName);
  const en = words(name);
  // How many Vietnamese words, from `i`, English word `j` writes: one, or two or three run together.
  const span = (i: number, j: number) => {
    for (let count = 1; count <= 3 && i + count <= vi.length; count++)
      if (
        vi
          .slice(i, i + count)
          .map((w) => w.key)
          .join('') === en[j]?.key
      )
        return count;
    return 0;
  };
  // Every run of words both names share, longest first; a comma or a bracket ends a run.
  const runs: { from: number; to: number; enFrom: number; enTo: number }[] = [];
  for (let i = 0; i < vi.length; i++)
    for (let j = 0; j < en.length; j++) {
      let [to, enTo] = [i, j];
      while (to < vi.length && enTo < en.length && span(to, enTo) > 0) {
        [to, enTo] = [to + span(to, enTo), enTo + 1];
        if (vi[to]?.breaks || en[enTo]?.breaks) break;
      }
      if (to > i) runs.push({ from: i, to, enFrom: j, enTo });
    }
  runs.sort((a, b) => b.to - b.from - (a.to - a.from));
  const [viUsed, enUsed] = [new Set<number>(), new Set<number>()];
  const names: string[] = [];
  for (const run of runs) {
    const viIndexes = Array.from({ length: run.to - run.from }, (_, k) => run.from + k);
    const enIndexes = Array.from({ length: run.enTo - run.enFrom }, (_, k) => run.enFrom + k);
    if (viIndexes.some((k) => viUsed.has(k)) || enIndexes.some((k) => enUsed.has(k))) continue;
    viIndexes.forEach((k) => viUsed.add(k));
    enIndexes.forEach((k) => enUsed.add(k));
    const part = vi.slice(run.from, run.to);
    const last = part.at(-1);
    if (last && part.some((w) => w.key !== w.text.toLowerCase()))
      names.push(vietnameseName.slice(vi[run.from]?.start, last.start + last.text.length));
  }
  if (runs.length === 0 && key(vietnameseName) !== vietnameseName.toLowerCase()) names.push(vietnameseName);
  return names;
}

/** Where a text names `name`, with or without its marks (spaces and dashes between words optional). */
function mentions(text: string, name: string): { at: number; written: string; marked: boolean }[] {
  const pattern = words(name)
    .map((w) => w.key.replace(/[’']/g, "['’]"))
    .join('[\\s\\-–—]*');
  const folded = key(text);
  return [...folded.matchAll(new RegExp(`(?<!\\p{L})${pattern}(?!\\p{L})`, 'gu'))].map((match) => {
    const written = text.slice(match.index, match.index + match[0].length);
    return { at: match.index, written, marked: letters(written) === letters(name) };
  });
}

/** Why a text's first mention of `name` lacks its marks, or undefined: it is written with them in that sentence. */
function firstMentionProblem(text: string, name: string): string | undefined {
  const found = mentions(text, name);
  const first = found[0];
  if (!first || first.marked) return undefined;
  const sentenceEnd = text.slice(first.at).search(/[.!?](?=\s)|\n/);
  const end = sentenceEnd < 0 ? text.length : first.at + sentenceEnd;
  if (found.some((mention) => mention.marked && mention.at < end)) return undefined;
  return `it is first written "${first.written}"`;
}

/**
 * Every en entry of a collection (places, regions) that names its subject without the Vietnamese
 * diacritics the vi entry's `name` gives it: in the summary before it is written with them, or in
 * the body before or instead of it. One message per text, naming the file and the field.
 */
export function englishDiacriticsProblems(base: string, entries: readonly LocalizedEntry[]): LocaleProblem[] {
  const vietnamese = new Map(
    entries.filter(({ id }) => id.startsWith('vi/')).map(({ id, data }) => [id.slice(3), data]),
  );
  const problems: LocaleProblem[] = [];
  for (const { id, data, body = '' } of entries.filter((entry) => entry.id.startsWith('en/'))) {
    const slug = id.slice(3);
    const vietnameseName = vietnamese.get(slug)?.name;
    if (typeof vietnameseName !== 'string' || typeof data.name !== 'string') continue;
    const report = (field: string, message: string) =>
      problems.push({ slug, message: `${base}/${id}.md: ${field}: ${message}` });
    for (const name of vietnameseNamesToMark(data.name, vietnameseName)) {
      const advice = `write "${name}" with its diacritics at the first mention (the plain form may follow)`;
      const inSummary = firstMentionProblem(String(data.summary ?? ''), name);
      if (inSummary) report('summary', `${advice}; ${inSummary}`);
      if (!mentions(body, name).some((mention) => mention.marked)) report('body', `${advice}; the body never does`);
      else {
        const inBody = firstMentionProblem(body, name);
        if (inBody) report('body', `${advice}; ${inBody}`);
      }
    }
  }
  return problems;
}
