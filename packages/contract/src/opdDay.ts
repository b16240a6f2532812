// The OPD day's settings, a module of their own: the site's first paint carries the constants module, and these
// are read only by the front desk, the waiting-hall board, the manage page and the servers.

/**
 * The OPD day: a booked patient who checks in no later than `checkInGraceMinutes` after their
 * slot begins keeps their place by slot time (CHECK_IN_GRACE_MINUTES on the server overrides it); a later one queues
 * from the moment they came, as a walk-in does. Each of a doctor's sessions takes `walkInsPerSession` walk-ins by
 * default (each doctor's own number is set with their timetable); the waiting-hall board shows the next
 * `boardNext` tokens; the OPD day tab, the board and the patient's page ask again every `refreshSeconds`.
 */
export const OPD_QUEUE = {
  checkInGraceMinutes: 15,
  walkInsPerSession: 10,
  walkInsMax: 200,
  boardNext: 6,
  refreshSeconds: 5,
} as const;
