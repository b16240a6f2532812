import { describe, expect, it } from 'vitest';
import { routeFor } from '../routes.ts';
import { localeOfPath, localizePath, localizedRoutePattern, pageTwins, withoutLocale } from './locales.ts';

describe('the language of a path', () => {
  it('is Hindi under /hi only', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/doctors/3')).toBe('hi');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/doctors')).toBe('en');
    // A word that merely starts with "hi" is not the prefix.
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/hindi')).toBe('en');
  });
  it('drops the prefix for the English form', () => {
    expect(withoutLocale('/hi')).toBe('/');
    expect(withoutLocale('/hi/departments/cardiology')).toBe('/departments/cardiology');
    expect(withoutLocale('/doctors')).toBe('/doctors');
  });
});

describe('the link builder', () => {
  it('keeps English paths as they are on English pages', () => {
    expect(localizePath('/doctors', 'en')).toBe('/doctors');
    expect(localizePath('/', 'en')).toBe('/');
  });
  it('puts a Hindi page under /hi, with its query and hash', () => {
    expect(localizePath('/', 'hi')).toBe('/hi');
    expect(localizePath('/doctors', 'hi')).toBe('/hi/doctors');
    expect(localizePath('/doctors/3', 'hi')).toBe('/hi/doctors/3');
    expect(localizePath('/departments/cardiology', 'hi')).toBe('/hi/departments/cardiology');
    expect(localizePath('/#contact', 'hi')).toBe('/hi#contact');
    expect(localizePath('/gallery?category=staff', 'hi')).toBe('/hi/gallery?category=staff');
    expect(localizePath('/privacy', 'hi')).toBe('/hi/privacy');
    expect(localizePath('/appointments/manage', 'hi')).toBe('/hi/appointments/manage');
  });
  it('leaves the staff tools, Hindi paths and other schemes alone', () => {
    expect(localizePath('/projects', 'hi')).toBe('/projects');
    expect(localizePath('/admin', 'hi')).toBe('/admin');
    expect(localizePath('/admin/login', 'hi')).toBe('/admin/login');
    expect(localizePath('/hi/doctors', 'hi')).toBe('/hi/doctors');
    expect(localizePath('tel:+915224001010', 'hi')).toBe('tel:+915224001010');
    expect(localizePath('https://example.org/', 'hi')).toBe('https://example.org/');
    expect(localizePath('//example.org/x', 'hi')).toBe('//example.org/x');
  });
});

describe('routes in Hindi', () => {
  it('are the English routes under /hi', () => {
    expect(routeFor('/hi')).toBe('home');
    expect(routeFor('/hi/doctors')).toBe('doctors');
    expect(routeFor('/hi/doctors/3')).toBe('doctor');
    expect(routeFor('/hi/departments/cardiology')).toBe('department');
    expect(routeFor('/hi/privacy')).toBe('privacy');
    expect(routeFor('/hi/appointments/manage')).toBe('manageBooking');
    expect(routeFor('/hi/nowhere')).toBe('notFound');
    // The staff tools stay English: no Hindi twin.
    expect(routeFor('/hi/projects')).toBe('notFound');
    expect(routeFor('/hi/admin')).toBe('notFound');
    expect(routeFor('/projects')).toBe('projects');
  });
  it('give react-router the patterns under /hi', () => {
    expect(localizedRoutePattern('/', 'hi')).toBe('/hi');
    expect(localizedRoutePattern('/doctors/:id', 'hi')).toBe('/hi/doctors/:id');
    expect(localizedRoutePattern('*', 'hi')).toBe('/hi/*');
    expect(localizedRoutePattern('/doctors/:id', 'en')).toBe('/doctors/:id');
  });
});

describe('a page\'s twins', () => {
  it('are its addresses in both languages, from either language', () => {
    expect(pageTwins('/doctors/3')).toEqual({ en: '/doctors/3', hi: '/hi/doctors/3' });
    expect(pageTwins('/hi/doctors/3')).toEqual({ en: '/doctors/3', hi: '/hi/doctors/3' });
    expect(pageTwins('/hi')).toEqual({ en: '/', hi: '/hi' });
    expect(pageTwins('/')).toEqual({ en: '/', hi: '/hi' });
  });
  it('are none for a staff tool, which has only its English page', () => {
    expect(pageTwins('/projects')).toBeNull();
    expect(pageTwins('/admin')).toBeNull();
  });
});
