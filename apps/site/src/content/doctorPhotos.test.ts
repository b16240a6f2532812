import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCTOR_PHOTOS, DOCTOR_PHOTO_TABLE, doctorPhotoOf } from './doctorPhotos.ts';

describe('doctorPhotoOf', () => {
  it('finds a name of the fixed table', () => {
    expect(doctorPhotoOf({ id: 99, name: 'Dr. Anjali Saxena', image: null })).toBe(DOCTOR_PHOTOS.womanOne);
  });
  it('ignores case and extra spaces in the name', () => {
    expect(doctorPhotoOf({ id: 99, name: '  dr. vikram  singh rathore ', image: null })).toBe(DOCTOR_PHOTOS.manTwo);
  });
  it("uses the record's own image for a name outside the table", () => {
    expect(doctorPhotoOf({ id: 3, name: 'Dr. New Joiner', image: '/uploads/new-joiner.jpg' })).toBe('/uploads/new-joiner.jpg');
  });
  it('cycles four portraits by id for anyone else', () => {
    const photo = (id: number) => doctorPhotoOf({ id, name: `Dr. Unlisted ${id}`, image: null });
    expect([1, 2, 3, 4].map(photo)).toEqual([DOCTOR_PHOTOS.manOne, DOCTOR_PHOTOS.womanOne, DOCTOR_PHOTOS.manTwo, DOCTOR_PHOTOS.womanTwo]);
    expect(photo(5)).toBe(photo(1));
    expect(photo(18)).toBe(photo(2));
  });
  it('has about twelve names, several sharing the generic photo, every file present', () => {
    const photos = Object.values(DOCTOR_PHOTO_TABLE);
    expect(photos.length).toBeGreaterThanOrEqual(10);
    expect(photos.filter((photo) => photo === DOCTOR_PHOTOS.generic).length).toBeGreaterThan(1);
    for (const photo of Object.values(DOCTOR_PHOTOS)) {
      expect(existsSync(new URL(`../../public${photo}`, import.meta.url)), photo).toBe(true);
    }
  });
});
