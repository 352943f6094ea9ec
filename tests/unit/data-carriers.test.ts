import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maskNumber, readCarrierTable, recogniseNumber } from '#features/data-packages/server/carriers.ts';

const table = readCarrierTable('content/data-packages/carriers.yaml');

describe('the carrier table (content/data-packages/carriers.yaml)', () => {
  it('recognises each big carrier from national and international forms', () => {
    const carrierOf = (input: string) => {
      const recognised = recogniseNumber(input, table);
      return recognised.ok ? [recognised.carrier.id, recognised.phone, recognised.display] : recognised.problem;
    };
    expect(carrierOf('0986 123 456')).toEqual(['viettel', '+84986123456', '0986 123 456']);
    expect(carrierOf('0346123456')).toEqual(['viettel', '+84346123456', '0346 123 456']);
    expect(carrierOf('+84 912 345 678')).toEqual(['vinaphone', '+84912345678', '0912 345 678']);
    expect(carrierOf('0832-345-678')).toEqual(['vinaphone', '+84832345678', '0832 345 678']);
    expect(carrierOf('0901234567')).toEqual(['mobifone', '+84901234567', '0901 234 567']);
    expect(carrierOf('0921234567')).toEqual(['vietnamobile', '+84921234567', '0921 234 567']);
  });

  it('names what is wrong with a number that cannot be topped up', () => {
    const problem = (input: string) => {
      const recognised = recogniseNumber(input, table);
      return recognised.ok ? recognised.carrier.id : recognised.problem;
    };
    expect(problem('   ')).toBe('phoneEmpty');
    expect(problem('098612345')).toBe('phoneLength');
    expect(problem('09861234567')).toBe('phoneLength');
    expect(problem('+1 202 555 0142')).toBe('phoneForeign');
    expect(problem('+86 138 0013 8000')).toBe('phoneForeign');
    expect(problem('024 3825 7063')).toBe('phoneLandline');
    expect(problem('+84 28 3829 5555')).toBe('phoneLandline');
  });

  it('is data: a new prefix in the file is recognised without a code change', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nvt-carriers-'));
    const file = path.join(dir, 'carriers.yaml');
    await writeFile(
      file,
      "updated: '2027-01-01'\ncarriers:\n  - id: newco\n    name: { vi: NewCo, en: NewCo, zh: NewCo }\n    prefixes: ['986']\n",
    );
    const recognised = recogniseNumber('0986123456', readCarrierTable(file));
    expect(recognised.ok && recognised.carrier.id).toBe('newco');
  });

  it('refuses a table where two carriers claim one prefix', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nvt-carriers-'));
    const file = path.join(dir, 'carriers.yaml');
    const entry = (id: string) => `  - id: ${id}\n    name: { vi: X, en: X, zh: X }\n    prefixes: ['98']\n`;
    await writeFile(file, `updated: '2027-01-01'\ncarriers:\n${entry('a')}${entry('b')}`);
    expect(() => readCarrierTable(file)).toThrow(/prefix 98/);
  });

  it('masks a number for the history', () => {
    expect(maskNumber('+84986123456')).toBe('0986 *** 456');
  });
});
