// Story and test fixtures of the project widgets: the seed's first project (db.json, anchored at 2026-11-25).
import type { Milestone, Project, ProjectStats, Task } from '@hospital/contract';

/** The day the fixtures are drawn on, so stories and tests do not depend on the clock. */
export const fixtureTodayData = new Date(2026, 10, 25);

export const projectsData: Project[] = [
  {
    "id": 1,
    "name": "New 50-Bed ICU Wing (Block C)",
    "description": "A G+2 extension behind the main building adding 50 ICU beds (medical, surgical and cardiac), isolation rooms and a central nursing station, built to NABH critical-care norms.",
    "startDate": "2026-06-01",
    "endDate": "2027-06-30",
    "status": "in-progress",
    "progress": 33,
    "priority": "critical",
    "managerId": 1,
    "createdAt": "2026-05-20T05:30:00.000Z"
  },
  {
    "id": 2,
    "name": "Modular OT Complex Renovation",
    "description": "Converting the two conventional operation theatres on the second floor into four modular OTs with laminar airflow, a medical gas pipeline and isolated power, while surgery continues in a temporary OT.",
    "startDate": "2026-07-15",
    "endDate": "2027-03-31",
    "status": "active",
    "progress": 42,
    "priority": "high",
    "managerId": 1,
    "createdAt": "2026-07-01T05:00:00.000Z"
  },
  {
    "id": 3,
    "name": "Solar Rooftop and Water Recycling",
    "description": "A 250 kWp rooftop solar plant with net metering, and an upgrade of the sewage treatment plant so that treated water is reused for flushing and gardening.",
    "startDate": "2026-08-01",
    "endDate": "2027-05-31",
    "status": "on-hold",
    "progress": 41,
    "priority": "medium",
    "managerId": 1,
    "createdAt": "2026-07-20T09:30:00.000Z"
  }
];

export const projectStatsData: ProjectStats = { totalProjects: 3, activeProjects: 2, totalTasks: 42, completedTasks: 14 };

export const tasksData: Task[] = [
  {
    "id": 1,
    "projectId": 1,
    "parentId": null,
    "name": "Site survey and soil investigation",
    "description": "Topographical survey, three boreholes to 15 m and plate load tests to fix the safe bearing capacity.",
    "activity": "Civil Works",
    "subActivity": "Site Investigation",
    "startDate": "2026-06-01",
    "endDate": "2026-06-14",
    "actualStartDate": "2026-06-02",
    "actualEndDate": "2026-06-13",
    "duration": 14,
    "progress": 100,
    "status": "completed",
    "priority": "high",
    "assigneeId": 1,
    "contractor": "GeoTech Soil Investigations",
    "location": "Block C site",
    "hierarchy": {
      "level1": "Block C",
      "level2": "Site"
    },
    "materials": [],
    "photoUrl": null,
    "notes": "Safe bearing capacity 18 t/sqm at 2.5 m; raft foundation recommended.",
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:30:00.000Z",
    "updatedAt": "2026-06-13T13:00:00.000Z"
  },
  {
    "id": 2,
    "projectId": 1,
    "parentId": null,
    "name": "Excavation for raft foundation",
    "description": "Bulk excavation to 3 m with side shoring and dewatering; soil carted to the approved dumping yard.",
    "activity": "Civil Works",
    "subActivity": "Excavation",
    "startDate": "2026-06-15",
    "endDate": "2026-07-10",
    "actualStartDate": "2026-06-16",
    "actualEndDate": "2026-07-14",
    "duration": 26,
    "progress": 100,
    "status": "completed",
    "priority": "high",
    "assigneeId": 1,
    "contractor": "Shivalik Infracon Pvt. Ltd.",
    "location": "Block C, foundation pit",
    "hierarchy": {
      "level1": "Block C",
      "level2": "Basement",
      "level3": "Foundation pit"
    },
    "materials": [
      {
        "name": "Diesel (excavators and pumps)",
        "plannedQty": 2400,
        "actualQty": 2400,
        "unit": "litres"
      },
      {
        "name": "Timber for shoring",
        "plannedQty": 18,
        "actualQty": 19,
        "unit": "cum"
      }
    ],
    "photoUrl": "/images/tasks/excavation.svg",
    "notes": "Four days lost to heavy monsoon rain from 2 July; pit dewatered before resuming.",
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:31:00.000Z",
    "updatedAt": "2026-07-14T13:00:00.000Z"
  },
  {
    "id": 3,
    "projectId": 1,
    "parentId": null,
    "name": "PCC and raft foundation",
    "description": "M10 PCC bed, waterproofing membrane and a 1.2 m thick M30 RCC raft cast in three pours.",
    "activity": "Civil Works",
    "subActivity": "Foundation",
    "startDate": "2026-07-11",
    "endDate": "2026-08-08",
    "actualStartDate": "2026-07-15",
    "actualEndDate": "2026-08-07",
    "duration": 29,
    "progress": 100,
    "status": "completed",
    "priority": "critical",
    "assigneeId": 1,
    "contractor": "Shivalik Infracon Pvt. Ltd.",
    "location": "Block C, foundation",
    "hierarchy": {
      "level1": "Block C",
      "level2": "Basement",
      "level3": "Raft"
    },
    "materials": [
      {
        "name": "Cement (OPC 53)",
        "plannedQty": 1450,
        "actualQty": 1392,
        "unit": "bags"
      },
      {
        "name": "TMT steel Fe500D",
        "plannedQty": 62,
        "actualQty": 64.5,
        "unit": "MT"
      },
      {
        "name": "Coarse aggregate 20 mm",
        "plannedQty": 310,
        "actualQty": 307,
        "unit": "cum"
      },
      {
        "name": "River sand",
        "plannedQty": 180,
        "actualQty": 173,
        "unit": "cum"
      },
      {
        "name": "Waterproofing membrane",
        "plannedQty": 1250,
        "actualQty": 1200,
        "unit": "sqm"
      }
    ],
    "photoUrl": null,
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:32:00.000Z",
    "updatedAt": "2026-08-07T13:00:00.000Z"
  },
  {
    "id": 4,
    "projectId": 1,
    "parentId": null,
    "name": "RCC superstructure (G+2)",
    "description": "Columns, beams and slabs for the ground, first and second floors.",
    "activity": "Structural",
    "subActivity": "RCC frame",
    "startDate": "2026-08-09",
    "endDate": "2026-12-15",
    "actualStartDate": "2026-08-10",
    "actualEndDate": null,
    "duration": 129,
    "progress": 82,
    "status": "in-progress",
    "priority": "critical",
    "assigneeId": 1,
    "contractor": "Shivalik Infracon Pvt. Ltd.",
    "location": "Block C",
    "hierarchy": {
      "level1": "Block C",
      "level2": "All floors"
    },
    "materials": [],
    "photoUrl": null,
    "notes": "Summary task: progress rolls up from the floor-wise tasks below it.",
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:33:00.000Z",
    "updatedAt": "2026-11-22T10:10:00.000Z"
  },
  {
    "id": 5,
    "projectId": 1,
    "parentId": 4,
    "name": "RCC columns – ground floor",
    "description": "32 columns in M30 concrete, with starter bars left for the first-floor columns.",
    "activity": "Structural",
    "subActivity": "RCC columns",
    "startDate": "2026-08-09",
    "endDate": "2026-09-02",
    "actualStartDate": "2026-08-10",
    "actualEndDate": "2026-09-04",
    "duration": 25,
    "progress": 100,
    "status": "completed",
    "priority": "high",
    "assigneeId": 1,
    "contractor": "Shivalik Infracon Pvt. Ltd.",
    "location": "Block C, Ground Floor",
    "hierarchy": {
      "level1": "Block C",
      "level2": "Ground Floor",
      "level3": "Grid A–F"
    },
    "materials": [
      {
        "name": "Cement (OPC 53)",
        "plannedQty": 620,
        "actualQty": 620,
        "unit": "bags"
      },
      {
        "name": "TMT steel Fe500D",
        "plannedQty": 18.5,
        "actualQty": 18.1,
        "unit": "MT"
      },
      {
        "name": "Shuttering plywood",
        "plannedQty": 340,
        "actualQty": 347,
        "unit": "sqm"
      },
      {
        "name": "Binding wire",
        "plannedQty": 450,
        "actualQty": 468,
        "unit": "kg"
      }
    ],
    "photoUrl": "/images/tasks/rcc-columns.svg",
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:34:00.000Z",
    "updatedAt": "2026-09-04T13:00:00.000Z"
  },
  {
    "id": 6,
    "projectId": 1,
    "parentId": 4,
    "name": "First-floor slab and beams",
    "description": "Beam and slab casting over the ground floor, with sleeves for MEP services left in place.",
    "activity": "Structural",
    "subActivity": "RCC slab",
    "startDate": "2026-09-03",
    "endDate": "2026-09-30",
    "actualStartDate": "2026-09-05",
    "actualEndDate": "2026-10-01",
    "duration": 28,
    "progress": 100,
    "status": "completed",
    "priority": "high",
    "assigneeId": 1,
    "contractor": "Shivalik Infracon Pvt. Ltd.",
    "location": "Block C, First Floor",
    "hierarchy": {
      "level1": "Block C",
      "level2": "First Floor",
      "level3": "Slab"
    },
    "materials": "[{\"name\":\"Ready-mix concrete M30\",\"plannedQty\":210,\"actualQty\":221,\"unit\":\"cum\"},{\"name\":\"TMT steel Fe500D\",\"plannedQty\":24,\"actualQty\":23.3,\"unit\":\"MT\"},{\"name\":\"Shuttering plywood\",\"plannedQty\":900,\"actualQty\":891,\"unit\":\"sqm\"}]",
    "photoUrl": null,
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:35:00.000Z",
    "updatedAt": "2026-10-01T13:00:00.000Z"
  },
  {
    "id": 7,
    "projectId": 1,
    "parentId": 4,
    "name": "RCC columns – first floor",
    "description": "First-floor columns, cast once the slab below reached 70% of its design strength.",
    "activity": "Structural",
    "subActivity": "RCC columns",
    "startDate": "2026-10-01",
    "endDate": "2026-10-24",
    "actualStartDate": "2026-10-02",
    "actualEndDate": "2026-10-29",
    "duration": 24,
    "progress": 100,
    "status": "completed",
    "priority": "high",
    "assigneeId": null,
    "contractor": "Shivalik Infracon Pvt. Ltd.",
    "location": "Block C, First Floor",
    "hierarchy": {
      "level1": "Block C",
      "level2": "First Floor",
      "level3": "Grid A–F"
    },
    "materials": [
      {
        "name": "Cement (OPC 53)",
        "plannedQty": 600,
        "actualQty": 600,
        "unit": "bags"
      },
      {
        "name": "TMT steel Fe500D",
        "plannedQty": 17.8,
        "actualQty": 17.8,
        "unit": "MT"
      }
    ],
    "photoUrl": null,
    "notes": "Finished five days late: labour shortage over the Dussehra holidays.",
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:36:00.000Z",
    "updatedAt": "2026-10-29T13:00:00.000Z"
  },
  {
    "id": 8,
    "projectId": 1,
    "parentId": 4,
    "name": "Second-floor and roof slabs",
    "description": "Slab casting for the second floor and roof, including plinths for the AHUs in the roof plant room.",
    "activity": "Structural",
    "subActivity": "RCC slab",
    "startDate": "2026-10-25",
    "endDate": "2026-12-15",
    "actualStartDate": "2026-10-30",
    "actualEndDate": null,
    "duration": 52,
    "progress": 55,
    "status": "in-progress",
    "priority": "critical",
    "assigneeId": 1,
    "contractor": "Shivalik Infracon Pvt. Ltd.",
    "location": "Block C, Second Floor",
    "hierarchy": {
      "level1": "Block C",
      "level2": "Second Floor",
      "level3": "Roof"
    },
    "materials": [
      {
        "name": "Ready-mix concrete M30",
        "plannedQty": 420,
        "actualQty": 252,
        "unit": "cum"
      },
      {
        "name": "TMT steel Fe500D",
        "plannedQty": 46,
        "actualQty": 23,
        "unit": "MT"
      },
      {
        "name": "Shuttering plywood",
        "plannedQty": 1800,
        "actualQty": 1010,
        "unit": "sqm"
      }
    ],
    "photoUrl": null,
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:37:00.000Z",
    "updatedAt": "2026-11-24T08:29:00.000Z"
  },
  {
    "id": 9,
    "projectId": 1,
    "parentId": null,
    "name": "AAC block masonry – ground floor",
    "description": "200 mm AAC block walls for the ICU bays, isolation rooms and nursing station.",
    "activity": "Civil Works",
    "subActivity": "Masonry",
    "startDate": "2026-10-05",
    "endDate": "2026-11-20",
    "actualStartDate": "2026-10-08",
    "actualEndDate": null,
    "duration": 47,
    "progress": 80,
    "status": "in-progress",
    "priority": "medium",
    "assigneeId": 1,
    "contractor": "Shivalik Infracon Pvt. Ltd.",
    "location": "Block C, Ground Floor",
    "hierarchy": "[\"Block C\",\"Ground Floor\"]",
    "materials": "[{\"name\":\"AAC blocks 600x200x200\",\"plannedQty\":14500,\"actualQty\":10440,\"unit\":\"nos\"},{\"name\":\"Block jointing mortar\",\"plannedQty\":320,\"actualQty\":251,\"unit\":\"bags\"}]",
    "photoUrl": null,
    "notes": "Behind schedule; a second masonry gang joined on 18 Nov.",
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:38:00.000Z",
    "updatedAt": "2026-11-24T10:41:00.000Z"
  },
  {
    "id": 10,
    "projectId": 1,
    "parentId": null,
    "name": "Electrical conduits and DB boxes – ground floor",
    "description": "Concealed PVC conduits, DB boxes and earthing strips for the ICU bed-head panels.",
    "activity": "MEP",
    "subActivity": "Electrical conduits",
    "startDate": "2026-11-01",
    "endDate": "2026-12-10",
    "actualStartDate": "2026-11-03",
    "actualEndDate": null,
    "duration": 40,
    "progress": 30,
    "status": "in-progress",
    "priority": "high",
    "assigneeId": 1,
    "contractor": "Doon Electro Projects",
    "location": "Block C, Ground Floor",
    "hierarchy": {
      "level1": "Block C",
      "level2": "Ground Floor",
      "level3": "ICU Bay 1"
    },
    "materials": [
      {
        "name": "PVC conduit 25 mm",
        "plannedQty": 3200,
        "actualQty": 922,
        "unit": "m"
      },
      {
        "name": "Modular DB boxes",
        "plannedQty": 48,
        "actualQty": 14,
        "unit": "nos"
      },
      {
        "name": "Copper earthing strip",
        "plannedQty": 420,
        "actualQty": 131,
        "unit": "m"
      }
    ],
    "photoUrl": null,
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:39:00.000Z",
    "updatedAt": "2026-11-25T10:50:00.000Z"
  },
  {
    "id": 11,
    "projectId": 1,
    "parentId": null,
    "name": "Medical gas pipeline – copper mains and outlets",
    "description": "Oxygen, medical air and vacuum lines in degreased copper, with two outlets of each gas at every bed.",
    "activity": "MEP",
    "subActivity": "Medical Gas Pipeline",
    "startDate": "2026-12-01",
    "endDate": "2027-02-15",
    "actualStartDate": null,
    "actualEndDate": null,
    "duration": 77,
    "progress": 0,
    "status": "pending",
    "priority": "critical",
    "assigneeId": 1,
    "contractor": "Medisys Gas Pipeline Systems",
    "location": "Block C, all floors",
    "hierarchy": {
      "level1": "Block C",
      "level2": "All floors",
      "level3": "ICU bays"
    },
    "materials": [
      {
        "name": "Medical-grade copper pipe",
        "plannedQty": 2800,
        "actualQty": 0,
        "unit": "m"
      },
      {
        "name": "Gas outlets (O2, air, vacuum)",
        "plannedQty": 300,
        "actualQty": 0,
        "unit": "nos"
      },
      {
        "name": "Zone valve boxes",
        "plannedQty": 12,
        "actualQty": 0,
        "unit": "nos"
      }
    ],
    "photoUrl": null,
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:40:00.000Z",
    "updatedAt": "2026-05-20T05:40:00.000Z"
  },
  {
    "id": 12,
    "projectId": 1,
    "parentId": null,
    "name": "HVAC ducting with HEPA filtration",
    "description": "GI ducting and AHUs with HEPA filters, plus pressure control for the isolation rooms.",
    "activity": "MEP",
    "subActivity": "HVAC",
    "startDate": "2026-12-16",
    "endDate": "2027-03-10",
    "actualStartDate": null,
    "actualEndDate": null,
    "duration": 85,
    "progress": 0,
    "status": "pending",
    "priority": "high",
    "assigneeId": null,
    "contractor": "AirTech Climate Engineers",
    "location": "Block C, roof plant room",
    "hierarchy": "[\"Block C\",\"Roof\",\"Plant room\"]",
    "materials": [
      {
        "name": "GI sheet ducting",
        "plannedQty": 5200,
        "actualQty": 0,
        "unit": "sqm"
      },
      {
        "name": "Air handling units",
        "plannedQty": 4,
        "actualQty": 0,
        "unit": "nos"
      },
      {
        "name": "HEPA filters",
        "plannedQty": 60,
        "actualQty": 0,
        "unit": "nos"
      }
    ],
    "photoUrl": null,
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:41:00.000Z",
    "updatedAt": "2026-05-20T05:41:00.000Z"
  },
  {
    "id": 13,
    "projectId": 1,
    "parentId": null,
    "name": "Fire detection and sprinkler system",
    "description": "Addressable fire alarm, sprinklers and hydrant points as per the fire NOC drawings.",
    "activity": "MEP",
    "subActivity": "Fire Fighting",
    "startDate": "2027-01-10",
    "endDate": "2027-03-31",
    "actualStartDate": null,
    "actualEndDate": null,
    "duration": 81,
    "progress": 0,
    "status": "pending",
    "priority": "high",
    "assigneeId": null,
    "contractor": "Firesafe Engineers",
    "location": "Block C, all floors",
    "hierarchy": {
      "level1": "Block C",
      "level2": "All floors"
    },
    "materials": [
      {
        "name": "MS pipe for sprinklers",
        "plannedQty": 1900,
        "actualQty": 0,
        "unit": "m"
      },
      {
        "name": "Sprinkler heads",
        "plannedQty": 420,
        "actualQty": 0,
        "unit": "nos"
      },
      {
        "name": "Smoke detectors",
        "plannedQty": 160,
        "actualQty": 0,
        "unit": "nos"
      }
    ],
    "photoUrl": null,
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:42:00.000Z",
    "updatedAt": "2026-05-20T05:42:00.000Z"
  },
  {
    "id": 14,
    "projectId": 1,
    "parentId": null,
    "name": "Antibacterial vinyl flooring",
    "description": "Seamless homogeneous vinyl with coved skirting in the ICU bays and corridors.",
    "activity": "Finishing",
    "subActivity": "Flooring",
    "startDate": "2027-03-15",
    "endDate": "2027-05-10",
    "actualStartDate": null,
    "actualEndDate": null,
    "duration": 57,
    "progress": 0,
    "status": "pending",
    "priority": "medium",
    "assigneeId": null,
    "contractor": "Prakash Interiors",
    "location": "Block C, all floors",
    "hierarchy": {
      "level1": "Block C",
      "level2": "All floors",
      "level3": "ICU bays and corridors"
    },
    "materials": [
      {
        "name": "Homogeneous vinyl 2 mm",
        "plannedQty": 3600,
        "actualQty": 0,
        "unit": "sqm"
      },
      {
        "name": "Self-levelling compound",
        "plannedQty": 240,
        "actualQty": 0,
        "unit": "bags"
      }
    ],
    "photoUrl": null,
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:43:00.000Z",
    "updatedAt": "2026-05-20T05:43:00.000Z"
  },
  {
    "id": 15,
    "projectId": 1,
    "parentId": null,
    "name": "False ceiling and wall panelling",
    "description": "Clean-room grade ceiling tiles and antimicrobial wall panels.",
    "activity": "Finishing",
    "subActivity": "False ceiling",
    "startDate": "2027-04-01",
    "endDate": "2027-05-31",
    "actualStartDate": null,
    "actualEndDate": null,
    "duration": 61,
    "progress": 0,
    "status": "pending",
    "priority": "medium",
    "assigneeId": null,
    "contractor": "Prakash Interiors",
    "location": "Block C, all floors",
    "hierarchy": {
      "level1": "Block C",
      "level2": "All floors"
    },
    "materials": [
      {
        "name": "Clean-room ceiling tiles",
        "plannedQty": 3400,
        "actualQty": 0,
        "unit": "sqm"
      },
      {
        "name": "HPL wall panels",
        "plannedQty": 2100,
        "actualQty": 0,
        "unit": "sqm"
      }
    ],
    "photoUrl": null,
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:44:00.000Z",
    "updatedAt": "2026-05-20T05:44:00.000Z"
  },
  {
    "id": 16,
    "projectId": 1,
    "parentId": null,
    "name": "Testing, commissioning and handover",
    "description": "Integrated testing of all services, fire NOC inspection, deep cleaning and handover to the ICU team.",
    "activity": "Commissioning",
    "subActivity": "Testing and handover",
    "startDate": "2027-06-01",
    "endDate": "2027-06-30",
    "actualStartDate": null,
    "actualEndDate": null,
    "duration": 30,
    "progress": 0,
    "status": "pending",
    "priority": "critical",
    "assigneeId": 1,
    "contractor": "Shivalik Infracon Pvt. Ltd.",
    "location": "Block C",
    "hierarchy": {
      "level1": "Block C"
    },
    "materials": [
      {
        "name": "Testing instruments (hired)",
        "plannedQty": 1,
        "actualQty": 0,
        "unit": "lot"
      }
    ],
    "photoUrl": null,
    "notes": null,
    "updatedBy": "Er. Sandeep Rawat",
    "createdAt": "2026-05-20T05:45:00.000Z",
    "updatedAt": "2026-05-20T05:45:00.000Z"
  }
];

/** One task with every section filled: materials as a JSON string, the hierarchy as an object. */
export const taskData: Task = tasksData.find((task) => task.id === 6)!;

export const milestonesData: Milestone[] = [
  {
    "id": 1,
    "projectId": 1,
    "name": "Foundation complete",
    "description": "Raft cast and cured; the structure can go up.",
    "targetDate": "2026-08-10",
    "actualDate": "2026-08-07",
    "status": "completed",
    "ownerId": 1,
    "createdAt": "2026-05-20T05:30:00.000Z"
  },
  {
    "id": 2,
    "projectId": 1,
    "name": "Ground-floor masonry complete",
    "description": "All ICU bay and isolation room walls built on the ground floor.",
    "targetDate": "2026-11-20",
    "actualDate": null,
    "status": "overdue",
    "ownerId": 1,
    "createdAt": "2026-05-20T05:30:00.000Z"
  },
  {
    "id": 3,
    "projectId": 1,
    "name": "Structure topped out",
    "description": "Roof slab of Block C cast.",
    "targetDate": "2026-12-15",
    "actualDate": null,
    "status": "in-progress",
    "ownerId": 1,
    "createdAt": "2026-05-20T05:30:00.000Z"
  },
  {
    "id": 4,
    "projectId": 1,
    "name": "MEP rough-in complete",
    "description": "Medical gas, HVAC, electrical and fire lines installed and tested before finishes begin.",
    "targetDate": "2027-03-31",
    "actualDate": null,
    "status": "pending",
    "ownerId": 1,
    "createdAt": "2026-05-20T05:30:00.000Z"
  },
  {
    "id": 5,
    "projectId": 1,
    "name": "ICU wing handed over",
    "description": "Commissioned wing handed over to the critical care team.",
    "targetDate": "2027-06-30",
    "actualDate": null,
    "status": "pending",
    "ownerId": 1,
    "createdAt": "2026-05-20T05:30:00.000Z"
  }
];
