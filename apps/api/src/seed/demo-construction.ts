import { PAYMENT_METHOD } from '@mijozlar/shared';
import { addMove, type DemoContext, type DemoMove, type Tx } from './demo-ledger';

/** The demo's construction projects (their ids, for supplier deliveries). */
export interface DemoConstruction {
  projectIds: number[];
}

const PROJECTS = [
  { name: 'Yunusobod Residence, 2-navbat', floor_count: 12, room_count: 96, entrance_count: 4, created: -110 },
  { name: 'Chilonzor 9-kvartal, A blok', floor_count: 9, room_count: 54, entrance_count: 3, created: -95 },
  { name: 'Sergeli Bogʻ shahri', floor_count: 16, room_count: 128, entrance_count: 4, created: -40 },
] as const;

/** [project index, wallet, amount, days ago, hour, method, comment] */
type Expense = [number, ...DemoMove];

const EXPENSES: Expense[] = [
  [0, 'uzs', '1250000', 76, 10, PAYMENT_METHOD.CASH, 'Poydevor uchun qum va shagʻal'],
  [0, 'uzs', '780000', 70, 15, PAYMENT_METHOD.CASH, 'Ekskavator ijarasi (2 kun)'],
  [0, 'usd', '180', 63, 11, PAYMENT_METHOD.CASH, 'Geodezik oʻlchov ishlari'],
  [0, 'uzs', '540000', 49, 9, PAYMENT_METHOD.CARD, 'Qurilish maydonchasi elektr taʼminoti'],
  [0, 'uzs', '920000', 35, 16, PAYMENT_METHOD.CASH, 'Brigada ish haqi avansi (betonchilar)'],
  [0, 'usd', '240', 21, 12, PAYMENT_METHOD.BANK_TRANSFER, 'Kran ijarasi, 3-qavat'],
  [0, 'uzs', '365000', 8, 10, PAYMENT_METHOD.CASH, 'Himoya toʻri va kaskalar'],
  [1, 'uzs', '610000', 66, 14, PAYMENT_METHOD.CASH, 'Eski devorlarni buzish va olib chiqish'],
  [1, 'uzs', '455000', 42, 11, PAYMENT_METHOD.TERMINAL, 'Suv quvurlari va fitinglar'],
  [1, 'usd', '120', 28, 15, PAYMENT_METHOD.CASH, 'Loyiha hujjatlari ekspertizasi'],
  [1, 'uzs', '290000', 13, 17, PAYMENT_METHOD.CASH, 'Qorovul xizmati, oktabr'],
  [2, 'uzs', '830000', 30, 10, PAYMENT_METHOD.BANK_TRANSFER, 'Yer uchastkasini tekislash'],
  [2, 'uzs', '310000', 4, 9, PAYMENT_METHOD.CASH, 'Vaqtinchalik toʻsiq (panel)'],
];

/**
 * Three construction projects; the first two with a few months of expenses from both demo wallets
 * (about 6.4 million soʻm and 540 dollars in all: well under a fifth of either wallet), the newest
 * with two. Supplier deliveries to them are added by the suppliers' demo.
 */
export async function seedDemoConstruction(tx: Tx, ctx: DemoContext): Promise<DemoConstruction> {
  const projectIds: number[] = [];
  for (const { created, ...fields } of PROJECTS) {
    const row = await tx.constructionProject.create({ data: { ...fields, created_at: ctx.at(created, 9) } });
    projectIds.push(row.id);
  }
  for (const [project, ...move] of EXPENSES) {
    await addMove(tx, ctx, move, { operation_type: 'withdraw', kind: 'construction', minute: 20, construction_id: projectIds[project] });
  }
  return { projectIds };
}
