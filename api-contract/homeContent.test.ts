// What the home page shows from the database: the patients' testimonials, which admins manage in English and
// Hindi, and the doctors an admin marks `featured` for it (the contract's homeDoctors chooses the cards).
import { describe, expect, it } from 'vitest';
import { API_PATHS, contentUpdatesSchema, type Doctor, type Testimonial } from '@hospital/contract';
import { ApiClient, readSeed, serverForThisFile, serverKind, type ApiResponse } from './harness.ts';

const api = serverForThisFile();
const DEMO_RECEPTION = { username: 'reception', password: 'reception123' };

const testimonial = {
  name: 'Farida Begum',
  nameHi: 'फ़रीदा बेगम',
  condition: 'Cataract surgery',
  conditionHi: 'मोतियाबिंद का ऑपरेशन',
  quote: 'I can read the newspaper again without my son’s help.',
  quoteHi: 'अब मैं बेटे की मदद के बिना फिर से अख़बार पढ़ लेती हूँ।',
  rating: 4,
};

/** A 400 naming each of `fields`. */
function expectFieldsNamed(response: ApiResponse, fields: readonly string[]) {
  expect(response.status, response.text).toBe(400);
  expect(Object.keys((response.json() as { fields: object }).fields)).toEqual(expect.arrayContaining([...fields]));
}

const auditEntries = async (action: string) =>
  ((await api.admin.get(`${API_PATHS.audit}?pageSize=200`)).json() as { items: Array<{ action: string; entityId: number | null; before: unknown; after: unknown }> }).items.filter(
    (item) => item.action === action,
  );

describe('testimonials', () => {
  it('are read by anyone, in id order, each text in English and Hindi', async () => {
    const response = await api.anonymous.get(API_PATHS.testimonials);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual(readSeed().testimonials);
    expect((response.json() as Testimonial[]).length).toBeGreaterThan(0);
    expect((await api.anonymous.get(`${API_PATHS.testimonials}?q=x`)).status).toBe(400);
  });

  it('are changed by admins only: nothing is stored for a visitor or the front desk', async () => {
    const reception = new ApiClient(api.server.baseUrl);
    await reception.signIn(DEMO_RECEPTION);
    const before = (await api.server.readData()).testimonials;
    for (const [method, path, body] of [
      ['POST', API_PATHS.testimonials, testimonial],
      ['PATCH', API_PATHS.testimonial(1), { quote: 'Changed' }],
      ['DELETE', API_PATHS.testimonial(1), undefined],
    ] as const) {
      expect((await api.anonymous.send(method, path, body)).status, `${method} ${path}`).toBe(401);
      const refused = await reception.send(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'admin_required' });
    }
    expect((await api.server.readData()).testimonials).toEqual(before);
  });

  it('are added by an admin, five stars unless said otherwise, stored and shown to visitors', async () => {
    const created = await api.admin.send('POST', API_PATHS.testimonials, testimonial);
    expect(created.status, created.text).toBe(201);
    const stored = created.json() as Testimonial;
    expect(stored).toEqual({ id: expect.any(Number), ...testimonial });
    expect((await api.anonymous.get(API_PATHS.testimonials)).json()).toContainEqual(stored);
    expect((await api.server.readData()).testimonials).toContainEqual(stored);

    const { rating: _rating, ...unrated } = testimonial;
    const fiveStars = await api.admin.send('POST', API_PATHS.testimonials, { ...unrated, name: 'Gopal Das' });
    expect(fiveStars.json()).toMatchObject({ name: 'Gopal Das', rating: 5 });
    if (serverKind !== 'mock') {
      expect(await auditEntries('testimonial.create')).toContainEqual(expect.objectContaining({ entityId: stored.id, after: stored }));
    }
  });

  it('name each field they refuse, and store nothing', async () => {
    const before = (await api.server.readData()).testimonials;
    const { nameHi: _name, conditionHi: _condition, quoteHi: _quote, ...englishOnly } = testimonial;
    expectFieldsNamed(await api.admin.send('POST', API_PATHS.testimonials, englishOnly), ['nameHi', 'conditionHi', 'quoteHi']);
    expectFieldsNamed(await api.admin.send('POST', API_PATHS.testimonials, { ...testimonial, quote: '   ' }), ['quote']);
    expectFieldsNamed(await api.admin.send('POST', API_PATHS.testimonials, { ...testimonial, rating: 6 }), ['rating']);
    expectFieldsNamed(await api.admin.send('POST', API_PATHS.testimonials, { ...testimonial, rating: 4.5 }), ['rating']);
    expectFieldsNamed(await api.admin.send('POST', API_PATHS.testimonials, { ...testimonial, quoteHi: 'x'.repeat(1001) }), ['quoteHi']);
    expectFieldsNamed(await api.admin.send('POST', API_PATHS.testimonials, { ...testimonial, isVisible: true }), ['isVisible']);
    expectFieldsNamed(await api.admin.send('PATCH', API_PATHS.testimonial(1), { rating: 0 }), ['rating']);
    expectFieldsNamed(await api.admin.send('PATCH', API_PATHS.testimonial(1), { conditionHi: '' }), ['conditionHi']);
    expect((await api.server.readData()).testimonials).toEqual(before);
  });

  it('are edited by an admin: only the fields sent change', async () => {
    const added = (await api.admin.send('POST', API_PATHS.testimonials, { ...testimonial, name: 'Harish Pandey' })).json() as Testimonial;
    const patched = await api.admin.send('PATCH', API_PATHS.testimonial(added.id), { quoteHi: 'नया अनुभव।', rating: 5 });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json()).toEqual({ ...added, quoteHi: 'नया अनुभव।', rating: 5 });
    expect((await api.server.readData()).testimonials.find((item) => item.id === added.id)).toEqual({ ...added, quoteHi: 'नया अनुभव।', rating: 5 });
    expect((await api.admin.send('PATCH', API_PATHS.testimonial(99_999), { rating: 5 })).status).toBe(404);
    if (serverKind !== 'mock') {
      expect(await auditEntries('testimonial.update')).toContainEqual(
        expect.objectContaining({ entityId: added.id, before: added, after: { ...added, quoteHi: 'नया अनुभव।', rating: 5 } }),
      );
    }
  });

  it('are deleted by an admin, and gone from what visitors read', async () => {
    const added = (await api.admin.send('POST', API_PATHS.testimonials, { ...testimonial, name: 'Ishaan Verma' })).json() as Testimonial;
    expect((await api.admin.send('DELETE', API_PATHS.testimonial(added.id))).status).toBe(204);
    expect((await api.anonymous.get(API_PATHS.testimonials)).json()).not.toContainEqual(added);
    expect((await api.server.readData()).testimonials.some((item) => item.id === added.id)).toBe(false);
    expect((await api.admin.send('DELETE', API_PATHS.testimonial(added.id))).status).toBe(404);
    if (serverKind !== 'mock') expect(await auditEntries('testimonial.delete')).toContainEqual(expect.objectContaining({ entityId: added.id, before: added }));
  });

  it('move the testimonials’ "last updated" when they change, and no other part’s', async () => {
    const updates = async () => contentUpdatesSchema.parse((await api.anonymous.get(API_PATHS.contentUpdates)).json());
    const before = await updates();
    const writtenAfter = Date.now();
    expect((await api.admin.send('PATCH', API_PATHS.testimonial(2), { rating: 4 })).status).toBe(200);
    const after = await updates();
    expect(Date.parse(after.testimonials!)).toBeGreaterThanOrEqual(writtenAfter - 1000);
    expect(after.doctors).toBe(before.doctors);
    expect(after.gallery).toBe(before.gallery);
  });
});

describe("the doctors' featured flag", () => {
  const newDoctor = {
    name: 'Dr. Naveen Chandra',
    specialization: 'Dermatology',
    departmentId: null,
    qualifications: 'MBBS, MD (Dermatology)',
    experience: 14,
    languages: ['Hindi', 'English'],
  };

  it('is on the doctors the seed chose for the home page, and on no other', async () => {
    const doctors = (await api.anonymous.get(API_PATHS.doctors)).json() as Doctor[];
    const seeded = readSeed().doctors;
    expect(doctors.filter((doctor) => doctor.featured).map((doctor) => doctor.id)).toEqual(seeded.filter((doctor) => doctor.featured).map((doctor) => doctor.id));
    // Only when set, as the seed writes it.
    expect(doctors.every((doctor) => doctor.featured === true || !('featured' in doctor))).toBe(true);
  });

  it('is set by an admin on a new doctor or a doctor’s edit, shown to visitors and stored; cleared, it is gone', async () => {
    const created = await api.admin.send('POST', API_PATHS.doctors, { ...newDoctor, featured: true });
    expect(created.status, created.text).toBe(201);
    const doctor = created.json() as Doctor;
    expect(doctor).toMatchObject({ ...newDoctor, featured: true });
    expect((await api.anonymous.get(API_PATHS.doctor(doctor.id))).json()).toEqual(doctor);
    expect((await api.server.readData()).doctors.find((candidate) => candidate.id === doctor.id)).toMatchObject({ featured: true });

    const cleared = await api.admin.send('PATCH', API_PATHS.doctor(doctor.id), { featured: false });
    expect(cleared.status, cleared.text).toBe(200);
    const { featured: _featured, ...notFeatured } = doctor;
    expect(cleared.json()).toEqual(notFeatured);
    expect((await api.anonymous.get(API_PATHS.doctors)).json()).toContainEqual(notFeatured);
    expect((await api.admin.send('PATCH', API_PATHS.doctor(doctor.id), { featured: true })).json()).toEqual(doctor);
    // A new doctor not marked is not featured.
    const plain = (await api.admin.send('POST', API_PATHS.doctors, { ...newDoctor, name: 'Dr. Owais Rahman', featured: false })).json() as Doctor;
    expect(plain).not.toHaveProperty('featured');
  });

  it('is true or false: anything else is a 400 naming it, and nothing changes', async () => {
    const before = (await api.server.readData()).doctors;
    expectFieldsNamed(await api.admin.send('POST', API_PATHS.doctors, { ...newDoctor, featured: 'yes' }), ['featured']);
    expectFieldsNamed(await api.admin.send('PATCH', API_PATHS.doctor(2), { featured: 1 }), ['featured']);
    expect((await api.server.readData()).doctors).toEqual(before);
  });
});
