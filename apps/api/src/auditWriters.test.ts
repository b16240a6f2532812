// The audit trail has one writer, audit.ts, and it writes only in the transaction of the change it records (its
// helpers: auditedChange, createAudited, updateAudited, deleteAudited). A module that inserts into the trail itself,
// or a route that opens a transaction of its own, could commit a change without its entry, or an entry without its
// change: this reads every module of the server and names any that does.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('.', import.meta.url));

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const sources = modules(SOURCE).map((path) => ({ file: relative(SOURCE, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

/** A write into the audit trail: drizzle's insert (or update, delete) of auditEvents, or SQL naming audit_events. */
const AUDIT_WRITE = [/\.(insert|update|delete)\(\s*auditEvents\b/, /\b(insert\s+into|update|delete\s+from)\s+(only\s+)?"?audit_events\b/i, /\b(insert\s+into|update|delete\s+from)\s+\$\{\s*auditEvents\s*\}/i];

const writesAudit = (text: string) => AUDIT_WRITE.some((pattern) => pattern.test(text));

describe('the audit trail', () => {
  it('is read where the server has modules', () => {
    expect(sources.map((source) => source.file)).toEqual(expect.arrayContaining(['audit.ts', 'routes/content.ts', 'db/opdQueue.ts']));
  });

  it('is written by audit.ts alone', () => {
    expect(sources.filter((source) => source.file !== 'audit.ts' && writesAudit(source.text)).map((source) => source.file)).toEqual([]);
  });

  it('has one insert in audit.ts, its one writer', () => {
    const audit = sources.find((source) => source.file === 'audit.ts')!.text;
    expect(audit.match(/\.insert\(\s*auditEvents\b/g)).toHaveLength(1);
  });

  it('is written in the transaction of every change a route makes: no route opens a transaction of its own', () => {
    const own = sources.filter((source) => source.file.startsWith('routes/') && /\binTransaction\b|\.transaction\(/.test(source.text));
    expect(own.map((source) => source.file)).toEqual([]);
  });

  it('would be caught written anywhere else', () => {
    expect(writesAudit('await tx.insert(auditEvents).values({ action })')).toBe(true);
    expect(writesAudit('await tx.execute(sql`INSERT INTO ${auditEvents} (action) VALUES (1)`)')).toBe(true);
    expect(writesAudit(`await client.query("insert into audit_events (action) values ('x')")`)).toBe(true);
    expect(writesAudit("const names = ['sessions', 'audit_events'];")).toBe(false);
    expect(writesAudit('db.select().from(auditEvents)')).toBe(false);
  });
});
