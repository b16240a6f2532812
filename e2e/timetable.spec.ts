// The OPD timetable: the hospital says when a doctor sees patients, and the site and the API hold to it.
// An admin gives a doctor leave next Tuesday; the booking dialog then offers nothing that day; the patient already
// booked then finds the notice on the manage page and moves the visit. A Sunday booking is refused outright.
import { dayButton, chooseDay } from './dayPicker.ts';
import { nextWeekday, weekdayAfter } from './days.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { uniquePatientName } from './names.ts';

// Dr. Meenakshi Jain (16), Pathology, standard week; no other spec books her.
const DOCTOR = { id: 16, name: 'Dr. Meenakshi Jain', department: 'Pathology' };
const PHONE = '+91 98390 66120';

async function book(request: APIRequestContext, preferredDate: string, preferredTime: string, doctorId = DOCTOR.id, department = DOCTOR.department) {
  return request.post('/api/appointments', {
    data: {
      patientName: uniquePatientName('Timetable Patient'),
      email: 'timetable.patient@example.in',
      phone: PHONE,
      age: 44,
      gender: 'Male',
      department,
      doctorId,
      preferredDate,
      preferredTime,
      reasonForVisit: 'Blood tests before a review.',
      consent: true,
    },
  });
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('a Sunday booking through the API is a 400 naming the day', async ({ request }) => {
  const response = await book(request, nextWeekday(0), '10:00 AM', 3, 'Neurology');
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'validation_failed', codes: { preferredDate: 'doctor_not_working' } });
});

test('leave next Tuesday: the dialog offers nothing that day, and the patient booked then moves the visit', async ({ page, request }) => {
  // Next Tuesday, or the one after when the OPD is closed for a holiday anyway.
  const tuesday = nextWeekday(2, { open: true });
  const booked = await book(request, tuesday, '11:00 AM');
  expect(booked.status()).toBe(201);
  const { reference, id } = (await booked.json()) as { reference: string; id: number };

  // ---- the admin gives the doctor leave that day, and sees the booking it falls on before confirming ----
  await signInAsAdmin(page);
  await page.goto('/admin?tab=doctors');
  await page.getByRole('button', { name: `Timetable of ${DOCTOR.name}` }).click();
  const addLeave = page.getByRole('form', { name: 'Add leave' });
  await addLeave.getByLabel('From').fill(tuesday);
  await addLeave.getByLabel('To').fill(tuesday);
  await addLeave.getByLabel('Reason').fill('Pathology conference');
  await addLeave.getByRole('button', { name: 'Add leave' }).click();
  const confirm = page.getByRole('dialog', { name: `Add leave for ${DOCTOR.name}?` });
  await expect(confirm).toContainText(reference);
  await confirm.getByRole('button', { name: 'Add leave' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: `${DOCTOR.name}’s coming leave` })).toContainText('Pathology conference');

  // The admin's table finds the booking among those needing a new time.
  const marked = (await (await page.request.get('/api/appointments?needsNewTime=1&pageSize=100')).json()) as { items: { id: number; needsNewTime: string }[] };
  expect(marked.items.find((item) => item.id === id)).toMatchObject({ needsNewTime: 'doctor_leave' });

  // ---- a patient's booking dialog for the doctor offers no slot that day ----
  await page.goto(`/doctors/${DOCTOR.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Book Appointment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(dialog.getByLabel('Doctor')).toHaveValue(String(DOCTOR.id));
  const leaveDay = await dayButton(dialog, tuesday);
  await expect(leaveDay).toHaveAccessibleName(/Not available$/);
  await expect(leaveDay).toHaveAttribute('aria-disabled', 'true');
  // Clicked all the same, it is not chosen.
  await leaveDay.click({ force: true });
  await expect(dialog.getByRole('gridcell', { selected: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // ---- the booked patient finds the notice and moves the visit to the next working day ----
  await page.goto('/appointments/manage');
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByLabel('Phone number or email').fill(PHONE);
  await page.getByRole('button', { name: 'Find booking' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText('Your doctor is on leave that day; please choose another time.')).toBeVisible();
  const wednesday = weekdayAfter(tuesday);
  await chooseDay(main, wednesday);
  await main.getByRole('radio', { name: '11:00 AM' }).check();
  await main.getByRole('button', { name: 'Move appointment' }).click();
  await expect(main.getByText(/has been moved/)).toBeVisible();
  await expect(main.getByText('Your doctor is on leave that day; please choose another time.')).toHaveCount(0);

  const moved = (await (await page.request.get(`/api/appointments?q=${reference}`)).json()) as { items: { preferredDate: string; needsNewTime?: string | null }[] };
  expect(moved.items[0]).toMatchObject({ preferredDate: wednesday, preferredTime: '11:00 AM' });
  expect(moved.items[0]!.needsNewTime ?? null).toBeNull();
});
