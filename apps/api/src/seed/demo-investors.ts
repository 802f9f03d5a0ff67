import { PAYMENT_METHOD } from '@mijozlar/shared';
import { addMove, type DemoContext, type DemoMove, type Tx } from './demo-ledger';

/** Investor types of the reference data. */
const TYPE = { INDIVIDUAL: 1, LEGAL_ENTITY: 2, FOUNDER: 3, PARTNER: 4 } as const;

/** [direction, wallet, amount, days ago, hour, method, comment] */
type Move = ['in' | 'out', ...DemoMove];

interface DemoInvestor {
  first_name: string;
  last_name: string;
  phone_number: string;
  investor_type_id: number;
  created: number;
  moves: Move[];
}

const INVESTORS: DemoInvestor[] = [
  {
    first_name: 'Rustam',
    last_name: 'Xolmatov',
    phone_number: '+998907001122',
    investor_type_id: TYPE.FOUNDER,
    created: -100,
    moves: [
      ['in', 'usd', '20000', 95, 11, PAYMENT_METHOD.BANK_TRANSFER, 'Taʼsischi ulushi, 1-qism'],
      ['in', 'usd', '10000', 50, 10, PAYMENT_METHOD.CASH, 'Taʼsischi ulushi, 2-qism'],
      ['out', 'usd', '1500', 12, 16, PAYMENT_METHOD.CASH, 'Dividend, oktabr'],
    ],
  },
  {
    first_name: 'Farhod',
    last_name: 'Mirzayev',
    phone_number: '+998935402030',
    investor_type_id: TYPE.LEGAL_ENTITY,
    created: -90,
    moves: [
      ['in', 'uzs', '40000000', 85, 12, PAYMENT_METHOD.BANK_TRANSFER, '«Mirzo Invest» MChJ: shartnoma № 14/08'],
      ['in', 'uzs', '25000000', 40, 15, PAYMENT_METHOD.BANK_TRANSFER, '«Mirzo Invest» MChJ: qoʻshimcha kelishuv № 2'],
      ['out', 'uzs', '6000000', 7, 11, PAYMENT_METHOD.BANK_TRANSFER, 'Foyda ulushi, III chorak'],
    ],
  },
  {
    first_name: 'Nilufar',
    last_name: 'Abdullayeva',
    phone_number: '+998946118899',
    investor_type_id: TYPE.INDIVIDUAL,
    created: -75,
    moves: [
      ['in', 'usd', '8000', 70, 10, PAYMENT_METHOD.CASH, 'Sergeli loyihasiga sarmoya'],
      ['out', 'usd', '600', 15, 17, PAYMENT_METHOD.CASH, 'Foiz toʻlovi'],
      ['in', 'uzs', '15000000', 33, 14, PAYMENT_METHOD.CARD, 'Qoʻshimcha sarmoya (soʻmda)'],
    ],
  },
  {
    first_name: 'Sherzod',
    last_name: 'Qodirov',
    phone_number: '+998977305060',
    investor_type_id: TYPE.PARTNER,
    created: -30,
    moves: [
      ['in', 'usd', '5000', 25, 9, PAYMENT_METHOD.BANK_TRANSFER, 'Hamkorlik shartnomasi boʻyicha'],
      ['in', 'uzs', '12500000', 18, 13, PAYMENT_METHOD.CASH, 'Qurilish materiallari uchun'],
      ['out', 'uzs', '2000000', 3, 10, PAYMENT_METHOD.CASH, 'Qisman qaytarish'],
    ],
  },
  {
    first_name: 'Bahrom',
    last_name: 'Yoqubov',
    phone_number: '+998912224466',
    investor_type_id: TYPE.FOUNDER,
    created: -65,
    moves: [
      ['in', 'usd', '3000', 60, 11, PAYMENT_METHOD.CASH, 'Qisqa muddatli qarz sifatida'],
      ['out', 'usd', '3000', 5, 15, PAYMENT_METHOD.CASH, 'Toʻliq qaytarildi'],
    ],
  },
  { first_name: 'Kamola', last_name: 'Rasulova', phone_number: '+998901357911', investor_type_id: TYPE.INDIVIDUAL, created: -2, moves: [] },
];

/**
 * Six demo investors of every type with a few months of money in and out of both demo wallets:
 * about 92.5 million soʻm and 46 000 dollars in, 8 million soʻm and 5 100 dollars out, each
 * withdrawal after the money it returns (so no investor and no wallet ever dips below zero); one
 * investor has returned everything, one is new and has no operations yet.
 */
export async function seedDemoInvestors(tx: Tx, ctx: DemoContext): Promise<void> {
  for (const { created, moves, ...fields } of INVESTORS) {
    const row = await tx.investor.create({
      data: { ...fields, created_at: ctx.at(created, 9), updated_at: ctx.at(created, 9) },
      select: { id: true },
    });
    for (const [direction, ...move] of moves) {
      await addMove(tx, ctx, move, { operation_type: direction === 'in' ? 'replenish' : 'withdraw', kind: 'investments', investor_id: row.id });
    }
  }
}
