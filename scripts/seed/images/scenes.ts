import { C, bed, chair, circle, cross, ecg, ellipse, grid, group, heart, hospitalBuilding, outdoors, path, person, plant, rect, room, stroke, tent, tree } from './shapes.ts';

export const scenes = {
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
