import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The W3C Nu HTML checker's errors on documents as a browser holds them (a screen an island drew,
 * which the server's HTML does not show): `page.content()` of each, checked by one Java process.
 */
export async function nuErrorsOf(documents: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'nvt-vnu-'));
  try {
    const names = new Map<string, string>();
    for (const [name, html] of Object.entries(documents)) {
      const file = join(dir, `${names.size}.html`);
      writeFileSync(file, html);
      names.set(`file:${file}`, name);
    }
    // vnu exits non-zero when it finds errors; its JSON report is on stderr either way.
    const report = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...[...names.keys()].map((f) => f.slice(5))],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
    const { messages } = JSON.parse(report.stderr) as {
      messages: { url: string; lastLine?: number; message: string }[];
    };
    return messages.map((m) => `${names.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
