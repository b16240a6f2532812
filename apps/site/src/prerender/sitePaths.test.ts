import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, FACILITIES } from '../routes.ts';
import { pageFileOf, sitePlan } from './sitePaths.ts';

describe('sitePlan', () => {
  const plan = sitePlan({ doctorIds: [1, 2, 18] });

  it('pre-renders every public page of the route table, each department and facility and each known doctor', () => {
    for (const path of ['/', '/doctors', '/gallery', '/news-events', '/projects', '/privacy', '/appointments/manage']) {
      expect(plan.paths).toContain(path);
    }
    for (const { slug } of DEPARTMENTS) expect(plan.paths).toContain(`/departments/${slug}`);
    for (const { slug } of FACILITIES) expect(plan.paths).toContain(`/facilities/${slug}`);
    expect(plan.paths.filter((path) => /^\/doctors\/\d+$/.test(path))).toEqual(['/doctors/1', '/doctors/2', '/doctors/18']);
  });

  it('pre-renders each page in Hindi too, except the staff tools, which stay English', () => {
    expect(plan.paths).toContain('/hi');
    expect(plan.paths).toContain('/hi/doctors/18');
    expect(plan.paths).toContain('/hi/departments/cardiology');
    expect(plan.paths).not.toContain('/hi/projects');
    expect(new Set(plan.paths).size).toBe(plan.paths.length);
  });

  it('leaves the staff screens, the boards and the not-found page out, and gives the shell to doctors added after the build', () => {
    expect(plan.paths).not.toContain('/admin');
    expect(plan.paths).not.toContain('/admin/login');
    expect(plan.paths).not.toContain('*');
    expect(plan.paths.filter((path) => path.includes('/queue/'))).toEqual([]);
    expect(plan.shellPatterns).toEqual([
      '/admin',
      '/admin/login',
      '/admin/password',
      '/doctors/:id',
      '/queue/doctor/:id',
      '/queue/department/:slug',
      '/hi/doctors/:id',
      '/hi/queue/doctor/:id',
      '/hi/queue/department/:slug',
    ]);
  });

  it('names the staff screens and the waiting hall boards apart, for a server that knows every doctor', () => {
    expect(plan.staffPatterns).toEqual(plan.shellPatterns.filter((pattern) => pattern.startsWith('/admin') || pattern.includes('/queue/')));
    expect(plan.staffPatterns).not.toContain('/doctors/:id');
  });

  it('names the pages whose route reads the query', () => {
    expect([...plan.queryPaths].sort()).toEqual(['/doctors', '/gallery', '/hi/doctors', '/hi/gallery', '/hi/news-events', '/news-events', '/projects']);
  });
});

describe('pageFileOf', () => {
  it.each([
    ['/', 'index.html'],
    ['/doctors', 'doctors/index.html'],
    ['/hi/departments/cardiology', 'hi/departments/cardiology/index.html'],
  ])('%s is written to %s', (path, file) => {
    expect(pageFileOf(path)).toBe(file);
  });
});
