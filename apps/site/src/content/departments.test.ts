import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../routes.ts';
import { DEPARTMENT_PAGES } from './departments.ts';

const hoursOf = (blocks: readonly { rows: readonly { label: string; hours: string }[] }[] | undefined) =>
  Object.fromEntries((blocks ?? []).flatMap((block) => block.rows.map((row) => [row.label, row.hours])));

describe('department pages', () => {
  it('has content for every department route, titled with its name', () => {
    for (const { slug, name } of DEPARTMENTS) expect(DEPARTMENT_PAGES[slug].content.name).toBe(name);
  });
  it('gives cardiology, neurology and pediatrics six services and the doctor rules of the spec', () => {
    const rules = { cardiology: [['cardiology'], 1], neurology: [['neurology'], 2], pediatrics: [['pediatric', 'paediatrician'], 5] } as const;
    for (const [slug, [words, departmentId]] of Object.entries(rules)) {
      const page = DEPARTMENT_PAGES[slug as keyof typeof rules];
      expect(page.kind).toBe('specialty');
      expect(page.content.services).toHaveLength(6);
      if (page.kind === 'specialty') expect(page.doctorRule).toEqual({ words, departmentId });
    }
  });
  it('counts services and doctors as the spec does', () => {
    const counts = {
      gynecology: [3, 3],
      'general-medicine': [8, 2],
      'general-surgery': [8, 2],
      gastroenterology: [8, 2],
      urology: [3, 3],
      pathology: [8, 1],
      anesthesiology: [8, 2],
    } as const;
    for (const [slug, [services, doctors]] of Object.entries(counts)) {
      const { content } = DEPARTMENT_PAGES[slug as keyof typeof counts];
      expect(content.services, slug).toHaveLength(services);
      expect(content.doctors, slug).toHaveLength(doctors);
    }
  });
  it('has the specified opening hours', () => {
    expect(hoursOf(DEPARTMENT_PAGES['general-medicine'].content.hours)).toMatchObject({ 'Monday - Friday': '8:00 AM - 8:00 PM', Saturday: '8:00 AM - 6:00 PM', Sunday: '10:00 AM - 4:00 PM', Emergency: '24/7' });
    expect(hoursOf(DEPARTMENT_PAGES['general-surgery'].content.hours)).toMatchObject({ 'Monday - Friday': '7:00 AM - 10:00 PM', Saturday: '8:00 AM - 8:00 PM', Sunday: '9:00 AM - 6:00 PM' });
    expect(hoursOf(DEPARTMENT_PAGES.gastroenterology.content.hours)).toMatchObject({ 'Monday - Friday': '8:00 AM - 7:00 PM', Saturday: '9:00 AM - 5:00 PM', Sunday: '10:00 AM - 3:00 PM' });
    expect(hoursOf(DEPARTMENT_PAGES.pathology.content.hours)).toMatchObject({ 'Monday - Friday': '6:00 AM - 10:00 PM', Saturday: '7:00 AM - 8:00 PM', Sunday: '8:00 AM - 6:00 PM' });
    expect(hoursOf(DEPARTMENT_PAGES.anesthesiology.content.hours)).toMatchObject({ 'Pre-operative Assessment': '8:00 AM - 6:00 PM', 'Pain Management Clinic': '9:00 AM - 5:00 PM', 'Surgery Support': '7:00 AM - 11:00 PM' });
  });
});
