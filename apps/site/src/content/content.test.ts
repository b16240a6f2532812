import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, FACILITIES } from '../routes.ts';
import { DEPARTMENT_PAGES } from './departments.ts';
import { FACILITY_PAGES } from './facilities.ts';

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
  it('has the hours of section 9', () => {
    expect(hoursOf(DEPARTMENT_PAGES['general-medicine'].content.hours)).toMatchObject({ 'Monday - Friday': '8:00 AM - 8:00 PM', Saturday: '8:00 AM - 6:00 PM', Sunday: '10:00 AM - 4:00 PM', Emergency: '24/7' });
    expect(hoursOf(DEPARTMENT_PAGES['general-surgery'].content.hours)).toMatchObject({ 'Monday - Friday': '7:00 AM - 10:00 PM', Saturday: '8:00 AM - 8:00 PM', Sunday: '9:00 AM - 6:00 PM' });
    expect(hoursOf(DEPARTMENT_PAGES.gastroenterology.content.hours)).toMatchObject({ 'Monday - Friday': '8:00 AM - 7:00 PM', Saturday: '9:00 AM - 5:00 PM', Sunday: '10:00 AM - 3:00 PM' });
    expect(hoursOf(DEPARTMENT_PAGES.pathology.content.hours)).toMatchObject({ 'Monday - Friday': '6:00 AM - 10:00 PM', Saturday: '7:00 AM - 8:00 PM', Sunday: '8:00 AM - 6:00 PM' });
    expect(hoursOf(DEPARTMENT_PAGES.anesthesiology.content.hours)).toMatchObject({ 'Pre-operative Assessment': '8:00 AM - 6:00 PM', 'Pain Management Clinic': '9:00 AM - 5:00 PM', 'Surgery Support': '7:00 AM - 11:00 PM' });
  });
});

describe('facility pages', () => {
  it('has content for every facility route, titled with its name', () => {
    for (const { slug, name } of FACILITIES) expect(FACILITY_PAGES[slug].name).toBe(name);
  });
  it('labels the contact buttons as the spec does', () => {
    expect(FACILITIES.map(({ slug }) => FACILITY_PAGES[slug].contact.actionLabel)).toEqual([
      'Schedule X-Ray Appointment',
      'Emergency Contact',
      'Book Lab Test',
      'Donate Blood',
      'Schedule Procedure',
      'Schedule Scan',
      'Book Therapy Session',
    ]);
  });
  it('gives the critical care beds and nurse ratio', () => {
    expect(FACILITY_PAGES.icu.highlights).toEqual([
      { value: '24', label: 'ICU Beds' },
      { value: '16', label: 'NICU Beds' },
      { value: '12', label: 'PICU Beds' },
      { value: '1:2', label: 'ICU Nurse Ratio' },
    ]);
  });
  it('lists the echo and physiotherapy services exactly as the spec names them', () => {
    const titles = (slug: keyof typeof FACILITY_PAGES, group: number) => FACILITY_PAGES[slug].serviceGroups[group]!.items.map((item) => item.title);
    expect(titles('echo-ultrasound', 0)).toEqual(['2D Echocardiography', 'Doppler Studies', 'Stress Echocardiography', 'TEE (Transesophageal)', 'Fetal Echocardiography', '3D/4D Echo']);
    expect(titles('echo-ultrasound', 1)).toEqual(['Abdominal', 'Pelvic', 'Obstetric', 'Thyroid', 'Breast', 'Scrotal', 'Renal', 'Carotid Doppler', 'Venous Doppler', 'Arterial Doppler']);
    expect(titles('physiotherapy', 0)).toEqual(['Orthopedic Rehabilitation', 'Neurological Therapy', 'Sports Physiotherapy', 'Pediatric Therapy', 'Cardiopulmonary Rehab', 'Pain Management']);
    expect(titles('physiotherapy', 1)).toEqual(['Manual Therapy', 'Electrotherapy', 'Ultrasound Therapy', 'TENS', 'Hot/Cold Therapy', 'Exercise Therapy', 'Hydrotherapy', 'Laser Therapy', 'Traction Therapy', 'Balance Training']);
  });
  it('has the hours of section 9', () => {
    expect(hoursOf(FACILITY_PAGES['x-ray'].hours)).toMatchObject({ 'Monday - Friday': '8:00 AM - 8:00 PM', Saturday: '9:00 AM - 6:00 PM', Sunday: 'Emergency only' });
    expect(hoursOf(FACILITY_PAGES['blood-bank'].hours)).toMatchObject({ Donation: '9:00 AM - 5:00 PM' });
    expect(hoursOf(FACILITY_PAGES.pathology.hours)).toMatchObject({ 'Sample Collection': '7:00 AM - 11:00 AM', 'Report Collection': '4:00 PM - 8:00 PM' });
    expect(hoursOf(FACILITY_PAGES.endoscopy.hours)).toMatchObject({ 'Diagnostic Procedures': '9:00 AM - 5:00 PM', 'Preparation (fasting)': '8-12 hours before' });
    expect(hoursOf(FACILITY_PAGES['echo-ultrasound'].hours)).toEqual({ 'Echo Services': '8:00 AM - 6:00 PM', 'General Ultrasound': '8:00 AM - 8:00 PM', 'Emergency Scans': '24/7', 'Obstetric Emergency Scans': '24/7' });
    expect(hoursOf(FACILITY_PAGES.physiotherapy.hours)).toMatchObject({ 'Morning Sessions': '8:00 AM - 12:00 PM', 'Evening Sessions': '2:00 PM - 7:00 PM' });
  });
});
