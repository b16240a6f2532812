import { describe, expect, it } from 'vitest';
import { FACILITIES } from '../routes.ts';
import { FACILITY_PAGES } from './facilities.ts';

const hoursOf = (blocks: readonly { rows: readonly { label: string; hours: string }[] }[] | undefined) =>
  Object.fromEntries((blocks ?? []).flatMap((block) => block.rows.map((row) => [row.label, row.hours])));

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
  it('has the specified opening hours', () => {
    expect(hoursOf(FACILITY_PAGES['x-ray'].hours)).toMatchObject({ 'Monday - Friday': '8:00 AM - 8:00 PM', Saturday: '9:00 AM - 6:00 PM', Sunday: 'Emergency only' });
    expect(hoursOf(FACILITY_PAGES['blood-bank'].hours)).toMatchObject({ Donation: '9:00 AM - 5:00 PM' });
    expect(hoursOf(FACILITY_PAGES.pathology.hours)).toMatchObject({ 'Sample Collection': '7:00 AM - 11:00 AM', 'Report Collection': '4:00 PM - 8:00 PM' });
    expect(hoursOf(FACILITY_PAGES.endoscopy.hours)).toMatchObject({ 'Diagnostic Procedures': '9:00 AM - 5:00 PM', 'Preparation (fasting)': '8-12 hours before' });
    expect(hoursOf(FACILITY_PAGES['echo-ultrasound'].hours)).toEqual({ 'Echo Services': '8:00 AM - 6:00 PM', 'General Ultrasound': '8:00 AM - 8:00 PM', 'Emergency Scans': '24/7', 'Obstetric Emergency Scans': '24/7' });
    expect(hoursOf(FACILITY_PAGES.physiotherapy.hours)).toMatchObject({ 'Morning Sessions': '8:00 AM - 12:00 PM', 'Evening Sessions': '2:00 PM - 7:00 PM' });
  });
});
