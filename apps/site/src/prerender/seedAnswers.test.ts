import { describe, expect, it } from 'vitest';
import { answersFromSeed, doctorIdsOf } from './seedAnswers.ts';
import seed from '../../../../db.json' with { type: 'json' };

describe('answersFromSeed', () => {
  const answers = answersFromSeed(seed);

  it("answers as the API answers a visitor: visible pictures and published news only, in id order", () => {
    const gallery = answers['/api/gallery'] as { id: number; isVisible: boolean }[];
    const news = answers['/api/news-events'] as { id: number; isPublished: boolean }[];
    expect(gallery.length).toBe(seed.gallery_images.filter((image) => image.isVisible).length);
    expect(gallery.every((image) => image.isVisible)).toBe(true);
    expect(news.every((item) => item.isPublished)).toBe(true);
    expect(news.map((item) => item.id)).toEqual([...news.map((item) => item.id)].sort((a, b) => a - b));
  });

  it('answers each gallery category and news type a filter form can ask for, as the servers filter them', () => {
    const staff = answers['/api/gallery?category=staff'] as { category: string; isVisible: boolean }[];
    expect(staff.length).toBe(seed.gallery_images.filter((image) => image.isVisible && image.category === 'staff').length);
    expect(staff.every((image) => image.category === 'staff')).toBe(true);
    const events = answers['/api/news-events?type=event'] as { type: string; isPublished: boolean }[];
    expect(events.length).toBe(seed.news_events.filter((item) => item.isPublished && item.type === 'event').length);
    expect(events.every((item) => item.type === 'event' && item.isPublished)).toBe(true);
  });

  it('answers each doctor by id, and lists their ids', () => {
    expect(answers['/api/doctors/1']).toMatchObject({ id: 1, name: 'Dr. Rajesh Malhotra' });
    expect(doctorIdsOf(answers)).toEqual(seed.doctors.map((doctor) => doctor.id).sort((a, b) => a - b));
  });

  it("answers each doctor's timetable as a visitor reads it: the week in order, leave not over, no reason", () => {
    const early = answersFromSeed(seed, '2026-11-27');
    const visiting = early['/api/doctors/18/timetable'] as { weekly: { weekday: number }[]; leave: unknown[] };
    expect(visiting.weekly.map((session) => session.weekday)).toEqual([2, 4]);
    expect(early['/api/doctors/4/timetable']).toMatchObject({ leave: [{ id: 1, from: '2026-12-14', to: '2026-12-18' }] });
    expect((early['/api/doctors/4/timetable'] as { leave: object[] }).leave[0]).not.toHaveProperty('reason');
    // Once the leave is over, the page no longer lists it.
    expect(answersFromSeed(seed, '2026-12-19')['/api/doctors/4/timetable']).toMatchObject({ leave: [] });
  });

  it('draws no timetable from a source without the sessions (the profile then reads them itself)', () => {
    const { doctor_sessions: _sessions, doctor_leave: _leave, ...withoutTimetables } = seed;
    expect(answersFromSeed(withoutTimetables)['/api/doctors/1/timetable']).toBeUndefined();
  });

  it("answers the project dashboard's projects and its totals as the servers count them", () => {
    expect((answers['/api/projects'] as { id: number }[]).map((project) => project.id)).toEqual(seed.projects.map((project) => project.id).sort((a, b) => a - b));
    expect(answers['/api/project-stats']).toEqual({
      totalProjects: seed.projects.length,
      activeProjects: seed.projects.filter((project) => ['active', 'in-progress'].includes(project.status)).length,
      totalTasks: seed.tasks.length,
      completedTasks: seed.tasks.filter((task) => task.status === 'completed').length,
    });
  });

  it('answers the testimonials the home page shows, in id order, each text in English and Hindi', () => {
    expect(answers['/api/testimonials']).toEqual([...seed.testimonials].sort((a, b) => a.id - b.id));
  });

  it('names the collection when the seed does not match the contract', () => {
    expect(() => answersFromSeed({ ...seed, doctors: [{ id: 'one' }] })).toThrow(/"doctors"/);
  });
});
