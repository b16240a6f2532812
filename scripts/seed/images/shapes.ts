/** Calm teals and blues, white, and one warm accent; `skin` and `soil` are muted tints. */
export const C = {
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

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

export const path = (d: string, fill: string): string => `<path d="${d}" fill="${fill}"/>`;

export const stroke = (d: string, colour: string, width: number): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const group = (x: number, y: number, body: string, scale = 1): string =>
  `<g transform="translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}">${body}</g>`;

/** The medical plus sign, centred on (cx, cy). */
export const cross = (cx: number, cy: number, size: number, fill: string): string => {
  const t = size / 3;
  return rect(cx - t / 2, cy - size / 2, t, size, fill) + rect(cx - size / 2, cy - t / 2, size, t, fill);
};

/** Repeats a shape on a grid; used for windows and panels. */
export const grid = (cols: number, rows: number, draw: (col: number, row: number) => string): string => {
  let out = '';
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) out += draw(col, row);
  return out;
};

// --- reusable pieces --------------------------------------------------------------------

export const room = (wall: string = C.sky): string => rect(0, 0, 800, 430, wall) + rect(0, 430, 800, 170, C.mist) + rect(0, 424, 800, 8, C.white);

export const outdoors = (sun = true): string =>
  rect(0, 0, 800, 600, C.sky) +
  (sun ? circle(670, 110, 44, C.accent) : '') +
  ellipse(180, 110, 70, 22, C.white) +
  ellipse(240, 96, 46, 20, C.white) +
  rect(0, 470, 800, 130, C.ground);

export const tree = (x: number, y: number, s = 1): string =>
  group(x, y, rect(-5, -40, 10, 40, C.navy) + circle(0, -62, 34, C.tealMid) + circle(-18, -48, 22, C.teal), s);

interface PersonOptions {
  coat?: string;
  cap?: boolean;
  stethoscope?: boolean;
  armsUp?: boolean;
}

/** A faceless standing figure, feet at the origin, about 190 units tall. */
export const person = (x: number, y: number, s: number, o: PersonOptions = {}): string => {
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
export const bed = (x: number, y: number, s = 1, patient = false): string =>
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

export const chair = (x: number, y: number, fill: string): string =>
  rect(x, y, 60, 14, fill, 5) + rect(x + 46, y - 56, 14, 66, fill, 5) + rect(x + 6, y + 14, 7, 40, C.navy) + rect(x + 47, y + 14, 7, 40, C.navy);

export const plant = (x: number, y: number): string =>
  group(x, y, ellipse(-16, -66, 14, 34, C.tealMid) + ellipse(16, -70, 14, 36, C.teal) + ellipse(0, -84, 14, 40, C.tealMid) + path('M-24 -40 L24 -40 L18 0 L-18 0 Z', C.navy));

export const ecg = (x: number, y: number, w: number, colour: string, width: number): string => {
  const u = w / 10;
  return stroke(
    `M${x} ${y} H${x + 3 * u} L${x + 3.6 * u} ${y - 30} L${x + 4.4 * u} ${y + 40} L${x + 5.2 * u} ${y - 70} L${x + 6 * u} ${y} H${x + w}`,
    colour,
    width,
  );
};

export const heart = (cx: number, cy: number, s: number, fill: string): string =>
  group(cx, cy, path('M0 30 C-60 -10 -50 -70 0 -40 C50 -70 60 -10 0 30 Z', fill), s);

export const hospitalBuilding = (x: number, y: number, s = 1): string =>
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

export const tent = (x: number, y: number): string =>
  group(
    x,
    y,
    path('M-200 -160 L0 -250 L200 -160 Z', C.teal) +
      path('M-120 -196 L0 -250 L-40 -160 Z M40 -160 L0 -250 L120 -196 Z', C.tealMid) +
      grid(5, 1, (col) => path(`M${-200 + col * 80} -160 h80 q-40 34 -80 0 Z`, col % 2 ? C.white : C.tealLight)) +
      rect(-196, -160, 8, 160, C.navy) +
      rect(188, -160, 8, 160, C.navy),
  );
