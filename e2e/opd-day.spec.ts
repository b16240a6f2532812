// The OPD day, walked in the browser against a server whose clock starts at 08:30 on a working day
// (e2e/opdDay.ts): two patients booked for the morning, a receptionist checks them in (one by reference, one by phone)
// and registers a walk-in, each given the next token; Call next calls the walk-in, who came before the booked slots
// began; the waiting hall's board and the first patient's manage page follow by themselves.
import { API_PATHS, type Appointment } from '@hospital/contract';
import { OPD_DOCTOR, opdDayPort } from './opdDay.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';

const origin = `http://localhost:${opdDayPort(Number(process.env.E2E_PORT ?? 5417))}`;
test.use({ baseURL: origin });

async function book(request: APIRequestContext, patientName: string, phone: string, preferredTime: string): Promise<Appointment> {
  const response = await request.post(`${origin}${API_PATHS.appointments}`, {
    data: {
      patientName,
      email: `${patientName.toLowerCase().replaceAll(' ', '.')}@example.in`,
      phone,
      age: 58,
      gender: 'Female',
      department: OPD_DOCTOR.department,
      doctorId: OPD_DOCTOR.id,
      preferredDate: process.env.E2E_OPD_DAY,
      preferredTime,
      reasonForVisit: 'Breathless on climbing stairs.',
      consent: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Appointment;
}

async function signInAsReception(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('reception');
  await page.getByLabel('Password').fill('reception123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('a receptionist checks in two booked patients and a walk-in and calls next; the board and the patient’s page follow', async ({ page, request, context }) => {
  const first = await book(request, 'Kamla Devi Srivastava', '+91 98390 61001', '9:00 AM');
  const second = await book(request, 'Harish Chandra Pandey', '+91 98390 61002', '9:30 AM');

  // ---- the front desk: check in by reference and by phone, register a walk-in ----
  await signInAsReception(page);
  await page.getByRole('tab', { name: 'OPD day' }).click();
  await page.getByLabel('Doctor').selectOption(String(OPD_DOCTOR.id));
  const checkIn = page.getByRole('region', { name: 'Check in' });
  await checkIn.getByLabel('Find a booking').fill(first.reference);
  await checkIn.getByRole('button', { name: `Check in ${first.patientName}` }).click();
  await expect(checkIn.getByRole('strong')).toHaveText('Token 1');
  await checkIn.getByLabel('Find a booking').fill('98390 61002');
  await checkIn.getByRole('button', { name: `Check in ${second.patientName}` }).click();
  await expect(checkIn.getByRole('strong')).toHaveText('Token 2');

  const walkIn = page.getByRole('region', { name: 'Walk-in' });
  await walkIn.getByLabel("Patient's name").fill('Ramesh Kumar Yadav');
  await walkIn.getByLabel('Phone').fill('+91 98390 61003');
  await walkIn.getByLabel('Email').fill('ramesh.yadav@example.in');
  await walkIn.getByLabel('Age').fill('44');
  await walkIn.getByLabel('Gender').selectOption('Male');
  await walkIn.getByLabel('Reason for visit').fill('Chest pain since this morning.');
  await walkIn.getByRole('checkbox', { name: /agrees/ }).check();
  await walkIn.getByRole('button', { name: 'Register and give token' }).click();
  await expect(walkIn.getByRole('strong')).toHaveText('Token 3');

  // ---- Call next: the walk-in came before the booked slots began, so is called first ----
  const queue = page.getByRole('region', { name: 'Queue' });
  await queue.getByRole('button', { name: 'Call next' }).click();
  await expect(queue.getByText(/Now serving\s*Token 3/)).toBeVisible();

  // ---- the waiting hall's board: token 3 in the room, 1 and 2 next, no names ----
  const board = await context.newPage();
  await board.goto(`/queue/doctor/${OPD_DOCTOR.id}`);
  await expect(board.getByRole('heading', { name: new RegExp(OPD_DOCTOR.name) })).toBeVisible();
  await expect(board.getByRole('status').filter({ hasText: 'Token 3' })).toBeVisible();
  await expect(board.getByRole('listitem')).toHaveText([/Token 1/, /Token 2/]);
  await expect(board.getByText(first.patientName)).toHaveCount(0);

  // ---- the first patient's manage page: their token, and next in line ----
  const patient = await context.newPage();
  await patient.goto('/appointments/manage');
  const main = patient.getByRole('main');
  await main.getByLabel('Booking reference').fill(first.reference);
  await main.getByLabel('Phone number or email').fill('+91 98390 61001');
  await main.getByRole('button', { name: 'Find booking' }).click();
  await expect(main.getByText('Token 1', { exact: true })).toBeVisible();
  await expect(main.getByText('You are next. Please stay near the doctor’s room.')).toBeVisible();

  // ---- the front desk calls again: the board and the patient's page follow without a reload ----
  await queue.getByRole('button', { name: 'Call next' }).click();
  await expect(queue.getByText(/Now serving\s*Token 1/)).toBeVisible();
  await expect(board.getByRole('status').filter({ hasText: 'Token 1' })).toBeVisible({ timeout: 15_000 });
  await expect(board.getByRole('listitem')).toHaveText([/Token 2/], { timeout: 15_000 });
  await expect(main.getByText('It’s your turn — please go to the doctor’s room.')).toBeVisible({ timeout: 15_000 });
});
