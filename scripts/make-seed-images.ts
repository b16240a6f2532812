// Hand-made flat SVG illustrations for the seed data (gallery, news and task photos).
//
// They stand in for real photographs, which we may not ship. Each drawing is a few dozen
// flat shapes so the files stay small (< 4 KB), need no external fonts or images, and
// contain no text apart from <title> (read out by screen readers; text baked into an
// image can't be translated or resized). make-seed.ts writes them out and checks that
// every imageUrl in db.json points at one of them.

/** Calm teals and blues, white, and one warm accent; `skin` and `soil` are muted tints. */
const C = {
  sky: '#e8f5f4',
  mist: '#cfe8e4',
  ground: '#d6ece6',
  teal: '#0f766e',
  tealMid: '#2a9d8f',
  tealLight: '#8fd3c8',
  navy: '#1d3557',
  blue: '#457b9d',
  blueLight: '#a8dadc',
  white: '#ffffff',
  accent: '#f4a261',
  skin: '#f3dcc8',
  soil: '#9fb8b3',
} as const;

// --- primitives -------------------------------------------------------------------------

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"/>`;

const circle = (cx: number, cy: number, r: number, fill: string): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

const path = (d: string, fill: string): string => `<path d="${d}" fill="${fill}"/>`;

const stroke = (d: string, colour: string, width: number): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

const group = (x: number, y: number, body: string, scale = 1): string =>
  `<g transform="translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}">${body}</g>`;

/** The medical plus sign, centred on (cx, cy). */
const cross = (cx: number, cy: number, size: number, fill: string): string => {
  const t = size / 3;
  return rect(cx - t / 2, cy - size / 2, t, size, fill) + rect(cx - size / 2, cy - t / 2, size, t, fill);
};

/** Repeats a shape on a grid; used for windows and panels. */
const grid = (cols: number, rows: number, draw: (col: number, row: number) => string): string => {
  let out = '';
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) out += draw(col, row);
  return out;
};

// --- reusable pieces --------------------------------------------------------------------

const room = (wall: string = C.sky): string => rect(0, 0, 800, 430, wall) + rect(0, 430, 800, 170, C.mist) + rect(0, 424, 800, 8, C.white);

const outdoors = (sun = true): string =>
  rect(0, 0, 800, 600, C.sky) +
  (sun ? circle(670, 110, 44, C.accent) : '') +
  ellipse(180, 110, 70, 22, C.white) +
  ellipse(240, 96, 46, 20, C.white) +
  rect(0, 470, 800, 130, C.ground);

const tree = (x: number, y: number, s = 1): string =>
  group(x, y, rect(-5, -40, 10, 40, C.navy) + circle(0, -62, 34, C.tealMid) + circle(-18, -48, 22, C.teal), s);

interface PersonOptions {
  coat?: string;
  cap?: boolean;
  stethoscope?: boolean;
  armsUp?: boolean;
}

/** A faceless standing figure, feet at the origin, about 190 units tall. */
const person = (x: number, y: number, s: number, o: PersonOptions = {}): string => {
  const coat = o.coat ?? C.teal;
  const arms = o.armsUp
    ? stroke('M-26 -120 L-34 -200 M26 -120 L34 -200', coat, 14)
    : stroke('M-30 -125 L-36 -70 M30 -125 L36 -70', coat, 14);
  return group(
    x,
    y,
    rect(-20, -72, 15, 72, C.navy, 6) +
      rect(5, -72, 15, 72, C.navy, 6) +
      arms +
      path('M-32 -62 Q-34 -142 0 -144 Q34 -142 32 -62 Z', coat) +
      circle(0, -166, 21, C.skin) +
      (o.cap ? rect(-17, -192, 34, 11, C.white, 4) + cross(0, -186, 8, C.accent) : '') +
      (o.stethoscope ? stroke('M-12 -140 Q-16 -100 0 -98 Q16 -100 12 -140', C.navy, 3) + circle(0, -96, 5, C.blue) : ''),
    s,
  );
};

/** A hospital bed seen from the side, top-left of the mattress at the origin. */
const bed = (x: number, y: number, s = 1, patient = false): string =>
  group(
    x,
    y,
    rect(-14, -46, 14, 120, C.blue, 5) +
      rect(0, 0, 230, 26, C.white, 8) +
      rect(0, 26, 230, 10, C.blue) +
      rect(10, 36, 8, 38, C.navy) +
      rect(212, 36, 8, 38, C.navy) +
      rect(8, -16, 56, 18, C.white, 9) +
      (patient ? circle(40, -24, 17, C.skin) : '') +
      rect(62, -10, 168, 20, C.tealLight, 8),
    s,
  );

const chair = (x: number, y: number, fill: string): string =>
  rect(x, y, 60, 14, fill, 5) + rect(x + 46, y - 56, 14, 66, fill, 5) + rect(x + 6, y + 14, 7, 40, C.navy) + rect(x + 47, y + 14, 7, 40, C.navy);

const plant = (x: number, y: number): string =>
  group(x, y, ellipse(-16, -66, 14, 34, C.tealMid) + ellipse(16, -70, 14, 36, C.teal) + ellipse(0, -84, 14, 40, C.tealMid) + path('M-24 -40 L24 -40 L18 0 L-18 0 Z', C.navy));

const ecg = (x: number, y: number, w: number, colour: string, width: number): string => {
  const u = w / 10;
  return stroke(
    `M${x} ${y} H${x + 3 * u} L${x + 3.6 * u} ${y - 30} L${x + 4.4 * u} ${y + 40} L${x + 5.2 * u} ${y - 70} L${x + 6 * u} ${y} H${x + w}`,
    colour,
    width,
  );
};

const heart = (cx: number, cy: number, s: number, fill: string): string =>
  group(cx, cy, path('M0 30 C-60 -10 -50 -70 0 -40 C50 -70 60 -10 0 30 Z', fill), s);

const hospitalBuilding = (x: number, y: number, s = 1): string =>
  group(
    x,
    y,
    rect(-300, -210, 110, 210, C.blueLight) +
      rect(190, -210, 110, 210, C.blueLight) +
      rect(-210, -300, 420, 300, C.white) +
      rect(-220, -312, 440, 20, C.teal, 4) +
      grid(7, 3, (col, row) => rect(-186 + col * 54, -272 + row * 62, 34, 34, row === 0 ? C.blueLight : C.blue, 4)) +
      grid(2, 3, (col, row) => rect(-282 + col * 50, -180 + row * 56, 30, 30, C.white, 4)) +
      grid(2, 3, (col, row) => rect(212 + col * 50, -180 + row * 56, 30, 30, C.white, 4)) +
      rect(-80, -92, 160, 16, C.teal, 6) +
      rect(-50, -76, 100, 76, C.blue) +
      rect(-2, -76, 4, 76, C.white) +
      rect(-30, -372, 60, 60, C.white, 10) +
      cross(0, -342, 40, C.accent),
    s,
  );

const tent = (x: number, y: number): string =>
  group(
    x,
    y,
    path('M-200 -160 L0 -250 L200 -160 Z', C.teal) +
      path('M-120 -196 L0 -250 L-40 -160 Z M40 -160 L0 -250 L120 -196 Z', C.tealMid) +
      grid(5, 1, (col) => path(`M${-200 + col * 80} -160 h80 q-40 34 -80 0 Z`, col % 2 ? C.white : C.tealLight)) +
      rect(-196, -160, 8, 160, C.navy) +
      rect(188, -160, 8, 160, C.navy),
  );

// --- scenes -----------------------------------------------------------------------------

const scenes = {
  mainBuilding: (): string => outdoors() + hospitalBuilding(400, 470) + tree(70, 480) + tree(730, 480, 0.9) + path('M340 600 L370 470 L430 470 L460 600 Z', C.white),

  defaultHospital: (): string => rect(0, 0, 800, 600, C.sky) + circle(400, 320, 230, C.mist) + hospitalBuilding(400, 470, 0.8) + rect(120, 470, 560, 10, C.tealMid, 5),

  receptionLobby: (): string =>
    room() +
    rect(60, 90, 200, 250, C.white, 8) +
    rect(72, 102, 176, 226, C.blueLight, 4) +
    rect(157, 102, 6, 226, C.white) +
    stroke('M420 0 V60 M560 0 V60', C.navy, 3) +
    path('M390 60 A30 22 0 0 1 450 60 Z M530 60 A30 22 0 0 1 590 60 Z', C.accent) +
    person(490, 400, 0.75, { coat: C.tealMid }) +
    rect(340, 330, 300, 110, C.teal, 6) +
    rect(330, 318, 320, 18, C.white, 6) +
    rect(400, 270, 70, 48, C.navy, 6) +
    rect(430, 300, 10, 18, C.navy) +
    cross(490, 385, 40, C.white) +
    chair(660, 420, C.blue) +
    person(220, 520, 0.8, { coat: C.blue }) +
    plant(300, 470),

  patientWard: (): string =>
    room() +
    rect(300, 70, 200, 170, C.white, 8) +
    rect(312, 82, 176, 146, C.blueLight, 4) +
    rect(396, 82, 8, 146, C.white) +
    rect(40, 50, 720, 8, C.navy, 4) +
    path('M250 58 h70 v300 q-35 16 -70 0 Z', C.tealLight) +
    path('M600 58 h60 v300 q-30 16 -60 0 Z', C.tealLight) +
    bed(60, 400, 0.95, true) +
    bed(440, 400, 0.95, true) +
    stroke('M700 140 V470 M680 470 H720', C.navy, 5) +
    rect(686, 150, 28, 44, C.white, 8) +
    stroke('M700 194 Q690 280 620 380', C.blue, 3),

  nursingTeam: (): string =>
    rect(0, 0, 800, 600, C.sky) +
    circle(400, 300, 240, C.mist) +
    ellipse(400, 502, 300, 20, C.ground) +
    person(190, 500, 1.05, { coat: C.teal, cap: true }) +
    person(330, 500, 1.15, { coat: C.tealMid, cap: true }) +
    person(470, 500, 1.15, { coat: C.blue, cap: true }) +
    person(610, 500, 1.05, { coat: C.teal, cap: true }),

  doctorsRounds: (): string =>
    room() +
    bed(110, 400, 1.1, true) +
    person(520, 520, 1.15, { coat: C.white, stethoscope: true }) +
    person(650, 520, 1.05, { coat: C.white, stethoscope: true }) +
    rect(458, 360, 44, 58, C.blue, 4) +
    rect(466, 352, 28, 10, C.accent, 3) +
    rect(466, 372, 28, 34, C.white),

  emergencyTeam: (): string =>
    outdoors(false) +
    rect(0, 500, 800, 100, C.mist) +
    group(
      230,
      330,
      rect(0, 0, 330, 160, C.white, 18) +
        path('M330 40 H400 Q440 40 450 100 V160 H330 Z', C.white) +
        path('M342 54 H396 Q420 56 428 100 H342 Z', C.blueLight) +
        rect(0, 100, 450, 18, C.accent) +
        cross(150, 52, 56, C.tealMid) +
        rect(140, -22, 40, 22, C.accent, 6) +
        circle(90, 162, 34, C.navy) +
        circle(90, 162, 14, C.mist) +
        circle(370, 162, 34, C.navy) +
        circle(370, 162, 14, C.mist),
    ) +
    person(110, 540, 1, { coat: C.teal }) +
    person(730, 540, 0.95, { coat: C.blue }),

  ctScanner: (): string =>
    room() +
    rect(220, 440, 220, 40, C.blue, 8) +
    circle(330, 300, 160, C.white) +
    circle(330, 300, 112, C.tealLight) +
    circle(330, 300, 84, C.sky) +
    circle(430, 190, 8, C.accent) +
    rect(520, 360, 100, 110, C.blue, 8) +
    rect(300, 330, 420, 30, C.white, 15) +
    rect(330, 320, 360, 12, C.tealMid, 6),

  icuMonitor: (): string =>
    room(C.mist) +
    rect(0, 430, 800, 170, C.sky) +
    stroke('M400 0 V70', C.navy, 10) +
    rect(170, 70, 460, 300, C.white, 22) +
    rect(192, 92, 416, 256, C.navy, 12) +
    ecg(210, 170, 300, C.tealLight, 5) +
    ecg(210, 270, 300, C.accent, 4) +
    rect(530, 120, 60, 40, C.tealMid, 6) +
    rect(530, 180, 60, 40, C.blue, 6) +
    rect(530, 240, 60, 40, C.tealMid, 6) +
    grid(4, 1, (col) => circle(250 + col * 40, 395, 10, col === 0 ? C.accent : C.blue)) +
    rect(100, 470, 600, 24, C.white, 10),

  modularOt: (): string =>
    room(C.mist) +
    stroke('M300 0 V80 L240 150 M500 0 V80 L560 150', C.navy, 10) +
    ellipse(240, 170, 100, 34, C.white) +
    ellipse(240, 170, 66, 20, C.blueLight) +
    ellipse(560, 170, 100, 34, C.white) +
    ellipse(560, 170, 66, 20, C.blueLight) +
    path('M170 200 L120 420 H360 L310 200 Z M490 200 L440 420 H680 L630 200 Z', C.white + '55') +
    rect(230, 380, 340, 28, C.blue, 14) +
    rect(370, 408, 60, 80, C.navy) +
    rect(320, 488, 160, 18, C.navy, 6) +
    rect(640, 250, 110, 230, C.white, 12) +
    rect(656, 268, 78, 56, C.navy, 6) +
    ecg(660, 300, 70, C.accent, 3) +
    circle(676, 360, 10, C.tealMid) +
    circle(714, 360, 10, C.blue),

  healthCamp: (): string =>
    outdoors() +
    tent(400, 470) +
    person(400, 470, 0.8, { coat: C.white, stethoscope: true }) +
    rect(250, 400, 300, 16, C.white, 4) +
    rect(262, 416, 276, 54, C.blueLight) +
    person(600, 540, 0.85, { coat: C.blue }) +
    person(700, 540, 0.8, { coat: C.tealMid }) +
    rect(60, 300, 140, 60, C.accent, 6) +
    rect(76, 360, 8, 180, C.navy) +
    rect(176, 360, 8, 180, C.navy),

  bloodDonation: (): string =>
    rect(0, 0, 800, 600, C.sky) +
    circle(270, 300, 190, C.mist) +
    path('M270 120 C230 200 160 260 160 340 A110 110 0 0 0 380 340 C380 260 310 200 270 120 Z', C.accent) +
    cross(270, 345, 90, C.white) +
    stroke('M600 120 V500 M560 500 H640 M600 130 H660', C.navy, 6) +
    rect(624, 150, 72, 110, C.white, 14) +
    rect(634, 200, 52, 50, C.accent, 8) +
    stroke('M660 260 Q660 360 560 420', C.accent, 4) +
    rect(470, 420, 170, 26, C.blue, 12),

  yogaDay: (): string =>
    rect(0, 0, 800, 600, C.sky) +
    path('M220 460 A180 180 0 0 1 580 460 Z', C.accent) +
    rect(0, 460, 800, 140, C.ground) +
    rect(110, 500, 160, 16, C.tealLight, 8) +
    rect(320, 500, 160, 16, C.blueLight, 8) +
    rect(530, 500, 160, 16, C.tealLight, 8) +
    person(190, 500, 0.8, { coat: C.teal, armsUp: true }) +
    person(400, 500, 0.8, { coat: C.blue, armsUp: true }) +
    person(610, 500, 0.8, { coat: C.tealMid, armsUp: true }),

  accreditation: (): string => {
    let star = '';
    for (let i = 0; i < 48; i++) {
      const a = (i * Math.PI) / 24;
      const r = i % 2 ? 150 : 170;
      star += `${i ? 'L' : 'M'}${Math.round(400 + r * Math.sin(a))} ${Math.round(260 - r * Math.cos(a))}`;
    }
    return (
      rect(0, 0, 800, 600, C.sky) +
      path('M320 380 L270 560 L330 530 L360 580 L390 400 Z M480 380 L530 560 L470 530 L440 580 L410 400 Z', C.navy) +
      path(star + 'Z', C.teal) +
      circle(400, 260, 120, C.white) +
      circle(400, 260, 100, C.mist) +
      stroke('M350 262 L388 300 L456 222', C.accent, 22)
    );
  },

  cathLab: (): string =>
    rect(0, 0, 800, 600, C.sky) +
    rect(90, 110, 620, 380, C.white, 24) +
    rect(114, 134, 572, 332, C.navy, 14) +
    heart(400, 280, 2.4, C.accent) +
    ecg(140, 300, 520, C.tealLight, 6) +
    rect(330, 490, 140, 60, C.blue) +
    rect(260, 540, 280, 20, C.navy, 8),

  icuWing: (): string =>
    outdoors(false) +
    rect(200, 300, 300, 170, C.white) +
    grid(5, 2, (col, row) => rect(220 + col * 56, 320 + row * 74, 36, 40, C.blueLight, 4)) +
    stroke('M200 300 V170 H500 V300 M275 300 V170 M350 300 V170 M425 300 V170 M200 235 H500', C.blue, 8) +
    stroke('M620 470 V90 M600 470 V90 M600 90 H760 M600 90 H420 M620 90 L700 40 L760 90', C.accent, 8) +
    stroke('M480 90 V210', C.navy, 3) +
    rect(466, 210, 28, 20, C.navy, 3) +
    grid(3, 1, (col) => rect(560 + col * 70, 430, 60, 40, col === 1 ? C.tealMid : C.teal, 4)) +
    tree(100, 480, 0.9),

  heartWalk: (): string =>
    outdoors(false) +
    path('M0 560 Q300 470 420 500 T800 470 V600 H0 Z', C.mist) +
    stroke('M640 260 L620 470', C.navy, 3) +
    heart(640, 200, 1.3, C.accent) +
    person(220, 520, 0.85, { coat: C.teal }) +
    person(340, 510, 0.85, { coat: C.blue }) +
    person(460, 505, 0.85, { coat: C.tealMid }) +
    tree(80, 520) +
    tree(760, 490, 0.8),

  cprWorkshop: (): string =>
    room() +
    rect(100, 470, 600, 30, C.tealLight, 12) +
    circle(170, 446, 26, C.skin) +
    rect(196, 428, 260, 44, C.white, 20) +
    rect(456, 436, 200, 28, C.blue, 12) +
    group(
      330,
      430,
      rect(-20, -10, 80, 20, C.navy, 8) +
        path('M-28 -20 Q-30 -110 10 -130 Q44 -120 40 -20 Z', C.teal) +
        stroke('M0 -100 L-30 -10 M24 -100 L-10 -10', C.teal, 14) +
        circle(10, -152, 22, C.skin),
    ) +
    heart(560, 180, 1.5, C.accent) +
    ecg(420, 190, 280, C.tealMid, 5),

  excavation: (): string =>
    outdoors() +
    path('M60 470 L140 560 H480 L560 470 Z', C.soil) +
    path('M600 470 Q680 380 780 470 Z', C.soil) +
    group(
      260,
      330,
      rect(0, 110, 260, 40, C.navy, 20) +
        grid(5, 1, (col) => circle(30 + col * 50, 130, 12, C.blue)) +
        rect(30, 30, 190, 80, C.accent, 10) +
        rect(150, -30, 90, 70, C.accent, 10) +
        rect(166, -16, 58, 40, C.blueLight, 4) +
        stroke('M40 40 L-60 -60 L-150 40', C.accent, 26) +
        path('M-180 30 L-120 30 L-130 90 L-170 80 Z', C.navy),
    ),

  rccColumns: (): string =>
    outdoors(false) +
    rect(80, 440, 640, 30, C.white) +
    grid(4, 1, (col) => rect(130 + col * 170, 190, 50, 250, col === 3 ? C.blue : C.white) + stroke(`M${140 + col * 170} 190 V130 M${155 + col * 170} 190 V120 M${170 + col * 170} 190 V130`, C.navy, 4)) +
    rect(100, 170, 600, 24, C.blueLight) +
    stroke('M610 440 V120 M700 440 V120 M610 200 H700 M610 290 H700 M610 380 H700 M610 200 L700 290 L610 380', C.accent, 5),

  medicalGas: (): string =>
    room() +
    stroke('M0 120 H800 M0 150 H800 M0 180 H800', C.accent, 8) +
    grid(3, 1, (col) => stroke(`M${170 + col * 230} ${120 + col * 30} V270`, C.accent, 8) + rect(130 + col * 230, 270, 80, 56, C.white, 8) + circle(155 + col * 230, 298, 10, C.teal) + circle(185 + col * 230, 298, 10, C.blue)) +
    grid(3, 1, (col) => rect(180 + col * 90, 360, 60, 200, col === 1 ? C.blue : C.teal, 28) + rect(196 + col * 90, 340, 28, 26, C.navy, 4)) +
    rect(520, 470, 220, 90, C.white, 10),

  solarPanels: (): string =>
    outdoors() +
    rect(0, 420, 800, 180, C.white) +
    rect(0, 420, 800, 14, C.blue) +
    grid(3, 2, (col, row) => {
      const x = 70 + col * 230 + row * 40;
      const y = 250 + row * 120;
      return (
        path(`M${x} ${y + 70} L${x + 40} ${y} H${x + 220} L${x + 180} ${y + 70} Z`, C.navy) +
        stroke(`M${x + 60} ${y + 70} L${x + 100} ${y} M${x + 120} ${y + 70} L${x + 160} ${y} M${x + 20} ${y + 35} H${x + 200}`, C.blue, 3)
      );
    }),
} satisfies Record<string, () => string>;

const svg = (title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" role="img" aria-labelledby="title"><title id="title">${title}</title>${body}</svg>\n`;

interface SeedImage {
  /** Site-relative URL, as stored in db.json. */
  url: string;
  title: string;
  draw: () => string;
}

const IMAGES: SeedImage[] = [
  { url: '/images/gallery/default-hospital.svg', title: 'Hospital', draw: scenes.defaultHospital },
  { url: '/images/gallery/main-building.svg', title: 'Main hospital building', draw: scenes.mainBuilding },
  { url: '/images/gallery/reception-lobby.svg', title: 'Reception and patient lobby', draw: scenes.receptionLobby },
  { url: '/images/gallery/general-ward.svg', title: 'General ward', draw: scenes.patientWard },
  { url: '/images/gallery/nursing-team.svg', title: 'Our nursing team', draw: scenes.nursingTeam },
  { url: '/images/gallery/ward-rounds.svg', title: 'Doctors on ward rounds', draw: scenes.doctorsRounds },
  { url: '/images/gallery/emergency-team.svg', title: 'Emergency response team and ambulance', draw: scenes.emergencyTeam },
  { url: '/images/gallery/ct-scanner.svg', title: 'CT scanner', draw: scenes.ctScanner },
  { url: '/images/gallery/icu-monitor.svg', title: 'ICU bedside monitor', draw: scenes.icuMonitor },
  { url: '/images/gallery/modular-ot.svg', title: 'Modular operation theatre', draw: scenes.modularOt },
  { url: '/images/gallery/health-camp.svg', title: 'Free health check-up camp', draw: scenes.healthCamp },
  { url: '/images/gallery/blood-donation.svg', title: 'Blood donation drive', draw: scenes.bloodDonation },
  { url: '/images/gallery/yoga-day.svg', title: 'International Yoga Day session', draw: scenes.yogaDay },
  { url: '/images/news/accreditation.svg', title: 'Accreditation rosette', draw: scenes.accreditation },
  { url: '/images/news/cath-lab.svg', title: 'Heart and ECG trace on a cath lab monitor', draw: scenes.cathLab },
  { url: '/images/news/icu-wing.svg', title: 'New ICU wing under construction', draw: scenes.icuWing },
  { url: '/images/news/health-camp.svg', title: 'Health camp tent', draw: scenes.healthCamp },
  { url: '/images/news/heart-walk.svg', title: 'World Heart Day walk', draw: scenes.heartWalk },
  { url: '/images/news/blood-donation.svg', title: 'Blood donation drive', draw: scenes.bloodDonation },
  { url: '/images/news/cpr-workshop.svg', title: 'CPR training on a mannequin', draw: scenes.cprWorkshop },
  { url: '/images/tasks/excavation.svg', title: 'Excavator at the foundation pit', draw: scenes.excavation },
  { url: '/images/tasks/rcc-columns.svg', title: 'RCC columns with starter bars', draw: scenes.rccColumns },
  { url: '/images/tasks/medical-gas.svg', title: 'Medical gas pipeline and outlets', draw: scenes.medicalGas },
  { url: '/images/tasks/solar-panels.svg', title: 'Rooftop solar panels', draw: scenes.solarPanels },
];

/** Every seed image: site-relative URL to complete SVG document. */
export function seedImages(): Map<string, string> {
  return new Map(IMAGES.map((image) => [image.url, svg(image.title, image.draw())]));
}
