import { beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '#server/db/idempotency.ts';
import { comments } from '#server/db/schema/index.ts';
import { registerTargetKind } from '#features/engagement/server/targets.ts';
import { bodyOf, call, registerUser, send } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import vi from '../../locales/api/vi.json' with { type: 'json' };

const database = useTestDatabase();

const PLACE = { kind: 'places', slug: 'vinh-ha-long' };
beforeAll(() => registerTargetKind('places', { exists: async (slug) => slug === PLACE.slug }));

const create = (token: string, text: string, key?: string, lang?: 'vi' | 'en') =>
  call<{ comment: { id: string } }>(
    '/comments/create',
    { ...PLACE, text },
    { token, lang, headers: key ? { 'idempotency-key': key } : {} },
  );

const listed = async () =>
  (
    await send<{ total: number }>(
      new Request(`http://localhost/apiCore/v1/comments/list?kind=places&slug=${PLACE.slug}&pageSize=50`),
    )
  ).data.total;

describe('idempotency keys', () => {
  it('answers a retry with the first answer and stores the comment once', async () => {
    const user = await registerUser();
    const before = await listed();
    const key = crypto.randomUUID();
    const first = await create(user.token, 'Đẹp quá', key);
    const retry = await create(user.token, 'Đẹp quá', key);
    expect(first.code).toBe('SUCCESS');
    expect(bodyOf(retry)).toEqual(bodyOf(first));
    expect(await listed()).toBe(before + 1);
  });

  it("refuses the same key with a different request, in the caller's language, and stores nothing", async () => {
    const user = await registerUser();
    const key = crypto.randomUUID();
    await create(user.token, 'Lần đầu', key);
    const before = await listed();
    const reused = await create(user.token, 'Khác hẳn', key, 'vi');
    expect(reused).toMatchObject({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: vi['code.IDEMPOTENCY_KEY_REUSED'],
    });
    expect(await listed()).toBe(before);
  });

  it('runs exactly one of 20 simultaneous requests with one key; all get its answer', async () => {
    const user = await registerUser();
    const before = await listed();
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(user.token, 'Cùng lúc', key)));
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill('SUCCESS'));
    expect(new Set(answers.map((a) => a.data.comment.id)).size).toBe(1);
    expect(await listed()).toBe(before + 1);
  });

  it('keeps keys apart per caller, and without a key each request runs', async () => {
    const [an, binh] = [await registerUser(), await registerUser()];
    const before = await listed();
    const key = crypto.randomUUID();
    const fromAn = await create(an.token, 'Giống nhau', key);
    const fromBinh = await create(binh.token, 'Giống nhau', key);
    expect(fromBinh.data.comment.id).not.toBe(fromAn.data.comment.id);
    await create(an.token, 'Không khóa');
    await create(an.token, 'Không khóa');
    expect(await listed()).toBe(before + 4);
  });

  it('refuses a malformed key', async () => {
    const user = await registerUser();
    expect((await create(user.token, 'Hi', 'short')).code).toBe('VALIDATION_ERROR');
  });

  it('executes the work once under concurrency, and again after a failure left nothing', async () => {
    const owner = (await registerUser()).user.id;
    const key = crypto.randomUUID();
    let runs = 0;
    const work = async () => {
      runs += 1;
      return { run: runs };
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => runOnce({ owner, key, request: { same: true } }, work)),
    );
    expect(runs).toBe(1);
    expect(results).toEqual(Array(20).fill({ run: 1 }));

    // A failed attempt rolls back with its key, so the retry runs.
    const failing = crypto.randomUUID();
    const attempt = (fail: boolean) =>
      runOnce({ owner, key: failing, request: {} }, async (tx) => {
        await tx.insert(comments).values({ targetKind: 'places', targetSlug: 'rolled-back', userId: owner, text: 'x' });
        if (fail) throw new Error('supplier down');
        return 'done';
      });
    await expect(attempt(true)).rejects.toThrow('supplier down');
    expect(await attempt(false)).toBe('done');
    const stored = await database.current().db.select().from(comments);
    expect(stored.filter((c) => c.targetSlug === 'rolled-back')).toHaveLength(1);
  });

  it('answers a replay with what the call makes of its first answer, without running the work again', async () => {
    const owner = (await registerUser()).user.id;
    const key = crypto.randomUUID();
    let runs = 0;
    const once = {
      owner,
      key,
      request: {},
      replay: async (first: { run: number; now: string }) => ({ ...first, now: 'as it is now' }),
    };
    const work = async () => ({ run: (runs += 1), now: 'as it was' });
    expect(await runOnce(once, work)).toEqual({ run: 1, now: 'as it was' });
    expect(await runOnce(once, work)).toEqual({ run: 1, now: 'as it is now' });
    expect(runs).toBe(1);
  });
});
