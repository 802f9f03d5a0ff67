import { CURRENCY_UZS, CURRENCY_USD } from '@mijozlar/shared';
import { Decimal } from '../common/money/money';
import { at } from './demo-clock';
import type { Tx } from './demo-ledger';

export const DEMO_BUILDING_NAMES = ["Navro'z Residence", 'Yashil Vodiy'] as const;

interface DemoRoom {
  number: string;
  floor: number;
  entrance: number;
  block_id: number | null;
  area: Decimal;
  rooms_count: number;
  price: Decimal;
  currency_id: number;
}

/** Building 1: 5 floors × 2 entrances × 4 flats, in USD; block A = entrance 1, block B = entrance 2. */
function roomsOfBuilding1(blockA: number, blockB: number): DemoRoom[] {
  const plan = [
    { area: '48.50', rooms: 1 },
    { area: '62.30', rooms: 2 },
    { area: '75.80', rooms: 3 },
    { area: '94.20', rooms: 4 },
  ];
  const rooms: DemoRoom[] = [];
  for (let entrance = 1; entrance <= 2; entrance++) {
    for (let floor = 1; floor <= 5; floor++) {
      plan.forEach((p, k) => {
        const area = new Decimal(p.area);
        rooms.push({
          number: String((entrance - 1) * 20 + (floor - 1) * 4 + k + 1),
          floor,
          entrance,
          block_id: entrance === 1 ? blockA : blockB,
          area,
          rooms_count: p.rooms,
          price: area.mul(850 + floor * 15).toDecimalPlaces(0, Decimal.ROUND_HALF_UP),
          currency_id: CURRENCY_USD,
        });
      });
    }
  }
  return rooms;
}

/** Building 2: 4 floors × 1 entrance × 3 flats, in UZS. */
function roomsOfBuilding2(block: number): DemoRoom[] {
  const plan = [
    { area: '41.00', rooms: 1 },
    { area: '58.60', rooms: 2 },
    { area: '71.40', rooms: 3 },
  ];
  const rooms: DemoRoom[] = [];
  for (let floor = 1; floor <= 4; floor++) {
    plan.forEach((p, k) => {
      const area = new Decimal(p.area);
      rooms.push({
        number: String((floor - 1) * 3 + k + 1),
        floor,
        entrance: 1,
        block_id: block,
        area,
        rooms_count: p.rooms,
        // 11.5 million so'm per m², rounded to 100 000 so'm.
        price: area.mul(115).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).mul(100_000),
        currency_id: CURRENCY_UZS,
      });
    });
  }
  return rooms;
}

/** The two demo buildings (1 in USD, 2 in UZS), their blocks and rooms (all free), in one group. */
export async function seedDemoBuildings(tx: Tx, createdById: number) {
  const b1 = await tx.building.create({
    data: {
      name: DEMO_BUILDING_NAMES[0],
      floor_count: 5,
      room_count: 40,
      entrance_count: 2,
      address: "Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 107",
      created_by_id: createdById,
      created_at: at(-120, 10),
      blocks: { create: [{ name: 'A' }, { name: 'B' }] },
    },
    include: { blocks: true },
  });
  const b2 = await tx.building.create({
    data: {
      name: DEMO_BUILDING_NAMES[1],
      floor_count: 4,
      room_count: 12,
      entrance_count: 1,
      address: "Toshkent viloyati, Chirchiq shahri, Navoiy ko'chasi, 12",
      created_by_id: createdById,
      created_at: at(-90, 10),
      blocks: { create: [{ name: '1-blok' }] },
    },
    include: { blocks: true },
  });
  await tx.buildingGroup.create({
    data: {
      name: 'Toshkent loyihalari',
      buildings: { create: [{ building_id: b1.id }, { building_id: b2.id }] },
    },
  });
  const blockId = (b: typeof b1, name: string) => b.blocks.find((x) => x.name === name)!.id;
  await tx.room.createMany({
    data: [
      ...roomsOfBuilding1(blockId(b1, 'A'), blockId(b1, 'B')).map((r) => ({ ...r, building_id: b1.id })),
      ...roomsOfBuilding2(blockId(b2, '1-blok')).map((r) => ({ ...r, building_id: b2.id })),
    ],
  });
  const rooms = await tx.room.findMany({ where: { building_id: { in: [b1.id, b2.id] } } });
  const room = (b: { id: number }, number: string) => rooms.find((r) => r.building_id === b.id && r.number === number)!;
  return { b1, b2, room };
}

export type DemoBuildings = Awaited<ReturnType<typeof seedDemoBuildings>>;
