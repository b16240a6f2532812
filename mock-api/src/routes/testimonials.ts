// Patients' testimonials on the home page: anyone reads them (in English and Hindi), admins add, change and delete
// them.
import type { Router } from 'express';
import { API_PATHS, insertTestimonialSchema, noQuerySchema, updateTestimonialSchema, type Testimonial } from '@hospital/contract';
import { ID, NOT_FOUND, parseBody, requireAdmin, sendError, validQuery, type MockData } from '../http.ts';

export function testimonialRoutes(api: Router, { state, persist, nextId, findById, removeById }: MockData): void {
  api.get(API_PATHS.testimonials, validQuery(noQuerySchema), (_req, res) => {
    res.json([...state().testimonials].sort((a, b) => a.id - b.id));
  });

  api.post(API_PATHS.testimonials, validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const input = parseBody(insertTestimonialSchema, req, res);
    if (!input) return;
    const { testimonials } = state();
    const testimonial: Testimonial = { id: nextId(testimonials), ...input };
    testimonials.push(testimonial);
    persist();
    res.status(201).json(testimonial);
  });

  api.patch(API_PATHS.testimonial(ID), validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const change = parseBody(updateTestimonialSchema, req, res);
    if (!change) return;
    const testimonial = findById('testimonials', req.params.id);
    if (!testimonial) return sendError(res, 404, NOT_FOUND);
    Object.assign(testimonial, change);
    persist();
    res.json(testimonial);
  });

  api.delete(API_PATHS.testimonial(ID), validQuery(noQuerySchema), requireAdmin, removeById('testimonials'));
}
