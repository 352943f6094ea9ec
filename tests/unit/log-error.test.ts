import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from '#server/api/log-error.ts';

describe('failure log lines', () => {
  it('keep the SQL and the database message but never the bound parameters', () => {
    const failed = new DrizzleQueryError(
      'insert into "users" ("phone", "password_hash") values ($1, $2)',
      ['+84912345678', '$argon2id$secret-hash'],
      Object.assign(new Error('duplicate key value violates unique constraint "users_phone_key"'), {
        detail: 'Key (phone)=(+84912345678) already exists.',
      }),
    );
    const line = JSON.stringify(loggableError(failed));
    expect(line).not.toContain('+84912345678');
    expect(line).not.toContain('secret-hash');
    expect(loggableError(failed)).toEqual({
      error: 'DrizzleQueryError',
      sql: 'insert into "users" ("phone", "password_hash") values ($1, $2)',
      cause: 'Error: duplicate key value violates unique constraint "users_phone_key"',
    });
  });
});
