import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@hospital/contract';
import { contentOfAnswer, undeclaredContent } from './pageContent.ts';

describe('contentOfAnswer', () => {
  it('names the content an answer holds', () => {
    expect(contentOfAnswer(API_PATHS.doctor(7))).toBe('doctors');
    expect(contentOfAnswer(`${API_PATHS.gallery}?category=staff`)).toBe('gallery');
    expect(contentOfAnswer(API_PATHS.projectStats)).toBe('tasks');
    expect(contentOfAnswer(API_PATHS.contentUpdates)).toBeUndefined();
  });
});

describe('undeclaredContent', () => {
  it('is empty when a page reads only what its route declares', () => {
    expect(undeclaredContent('/gallery', { [API_PATHS.gallery]: [], [API_PATHS.contentUpdates]: {} })).toEqual([]);
    expect(undeclaredContent('/hi/doctors/3', { [API_PATHS.doctor(3)]: {}, [API_PATHS.departments]: [] })).toEqual([]);
  });

  it('names what a page reads beyond its declaration', () => {
    expect(undeclaredContent('/privacy', { [API_PATHS.doctors]: [], [API_PATHS.newsEvents]: [] })).toEqual(['doctors', 'newsEvents']);
  });
});
