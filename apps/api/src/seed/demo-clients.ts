import { LID_STATUS } from '@mijozlar/shared';
import { at, day } from './demo-clock';
import type { Tx } from './demo-ledger';

interface DemoClient {
  key: string;
  name: string;
  phone_number: string;
  company_name?: string;
  region_id: number;
  city_id: number;
  status_id: number;
  extra_phones?: string[];
  created_days_ago: number;
  /** What a contract prints about the buyer (address, passport, PINFL, birth date). */
  documents?: {
    address: string;
    passport_series: string;
    passport_number: string;
    passport_issued_by: string;
    passport_issued_date: Date;
    pinfl: string;
    birth_date: Date;
  };
}

const date = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

const CLIENTS: DemoClient[] = [
  {
    key: 'aziz',
    name: 'Aziz Rahimov',
    phone_number: '+998901234001',
    region_id: 1,
    city_id: 111,
    status_id: 2,
    created_days_ago: 80,
    documents: {
      address: 'Toshkent shahri, Yunusobod tumani, 4-mavze, 17-uy, 42-xonadon',
      passport_series: 'AB',
      passport_number: '4417290',
      passport_issued_by: 'Toshkent shahri Yunusobod tumani IIB',
      passport_issued_date: date(2016, 8, 23),
      pinfl: '31207840270018',
      birth_date: date(1984, 7, 12),
    },
  },
  {
    key: 'malika',
    name: 'Malika Yusupova',
    phone_number: '+998935550202',
    region_id: 1,
    city_id: 102,
    status_id: 3,
    extra_phones: ['+998971112233'],
    created_days_ago: 35,
    documents: {
      address: 'Toshkent shahri, Mirobod tumani, Taras Shevchenko koʻchasi, 21-uy, 8-xonadon',
      passport_series: 'AD',
      passport_number: '1062418',
      passport_issued_by: 'Toshkent shahri Mirobod tumani IIB',
      passport_issued_date: date(2021, 3, 15),
      pinfl: '42502900260153',
      birth_date: date(1990, 2, 25),
    },
  },
  {
    key: 'sherzod',
    name: 'Sherzod Qodirov',
    phone_number: '+998946667788',
    company_name: 'Qodirov Savdo MChJ',
    region_id: 2,
    city_id: 205,
    status_id: 1,
    created_days_ago: 3,
    documents: {
      address: 'Toshkent viloyati, Chirchiq shahri, Amir Temur koʻchasi, 5-uy, 31-xonadon',
      passport_series: 'AA',
      passport_number: '7781354',
      passport_issued_by: 'Toshkent viloyati Chirchiq shahri IIB',
      passport_issued_date: date(2014, 11, 4),
      pinfl: '30311790280046',
      birth_date: date(1979, 11, 3),
    },
  },
  { key: 'gulnora', name: 'Gulnora Ismoilova', phone_number: '+998977001122', region_id: 11, city_id: 1101, status_id: 1, created_days_ago: 2 },
  { key: 'bekzod', name: 'Bekzod Nematov', phone_number: '+998909998877', region_id: 1, city_id: 109, status_id: 2, created_days_ago: 1 },
];

interface DemoLid {
  key: string;
  name: string;
  phone_number: string;
  company_name?: string;
  status_id: number;
  source_code: string;
  region_id?: number;
  city_id?: number;
  call_date: number;
  next_call_date?: number;
  note?: string;
  archived?: boolean;
  created_days_ago: number;
  converted_to?: string;
  talks: { days_ago: number; hh: number; result: string }[];
}

const LIDS: DemoLid[] = [
  {
    key: 'nodira',
    name: 'Nodira Azimova',
    phone_number: '+998901112233',
    status_id: LID_STATUS.NEW,
    source_code: 'instagram',
    region_id: 1,
    city_id: 104,
    call_date: 0,
    next_call_date: 0,
    created_days_ago: 0,
    talks: [],
  },
  {
    key: 'otabek',
    name: 'Otabek Saidov',
    phone_number: '+998933334455',
    status_id: LID_STATUS.IN_PROCESS,
    source_code: 'telegram',
    region_id: 1,
    city_id: 111,
    call_date: -5,
    next_call_date: 2,
    note: "3 xonali, 3-4 qavat. Oilasi bilan ko'rishga keladi.",
    created_days_ago: 5,
    talks: [
      { days_ago: 5, hh: 11, result: "Narxlar va bo'lib to'lash shartlari bilan qiziqdi." },
      { days_ago: 1, hh: 16, result: "Ofisga keldi, 12-xonadonni bron qildi (7 kun)." },
    ],
  },
  {
    key: 'dilshod',
    name: 'Dilshod Ergashev',
    phone_number: '+998945556677',
    company_name: 'Ergashev Group',
    status_id: LID_STATUS.IN_PROCESS,
    source_code: 'recommendation',
    region_id: 2,
    city_id: 212,
    call_date: -4,
    next_call_date: -2,
    created_days_ago: 4,
    talks: [{ days_ago: 4, hh: 10, result: "Ofis uchun 1-qavatdagi xonadonlar so'radi, qayta qo'ng'iroq qilishni so'radi." }],
  },
  {
    key: 'kamola',
    name: 'Kamola Tursunova',
    phone_number: '+998977778899',
    status_id: LID_STATUS.CANCELLED,
    source_code: 'billboard',
    call_date: -3,
    note: "Narx to'g'ri kelmadi.",
    created_days_ago: 3,
    talks: [{ days_ago: 3, hh: 15, result: 'Boshqa loyihadan sotib olishga qaror qildi.' }],
  },
  {
    key: 'rustam',
    name: 'Rustam Xolmatov',
    phone_number: '+998909990011',
    status_id: LID_STATUS.NEW,
    source_code: 'website',
    call_date: -6,
    archived: true,
    created_days_ago: 6,
    talks: [],
  },
  {
    key: 'bekzod',
    name: 'Bekzod Nematov',
    phone_number: '+998909998877',
    status_id: LID_STATUS.IN_PROCESS,
    source_code: 'visit',
    region_id: 1,
    city_id: 109,
    call_date: -2,
    created_days_ago: 2,
    converted_to: 'bekzod',
    talks: [
      { days_ago: 2, hh: 12, result: 'Ofisga tashrif buyurdi, shartnoma tuzishga tayyor.' },
      { days_ago: 1, hh: 9, result: "Mijozlar ro'yxatiga o'tkazildi." },
    ],
  },
];

/**
 * The demo's clients (one with an extra phone, one of a company) and leads in every status, with
 * their talks; one lead became the client "bekzod". Answers the clients and the leads by key.
 */
export async function seedDemoClients(tx: Tx, people: { operator: number; manager: number }) {
  const clients = new Map<string, { id: number }>();
  for (const { key, extra_phones, created_days_ago, documents, ...fields } of CLIENTS) {
    const row = await tx.client.create({
      data: {
        ...fields,
        ...documents,
        created_by_id: key === 'bekzod' ? people.operator : people.manager,
        created_at: at(-created_days_ago, 11),
        additional_numbers: extra_phones ? { create: extra_phones.map((phone_number) => ({ phone_number })) } : undefined,
      },
    });
    clients.set(key, row);
  }
  const client = (key: string) => clients.get(key)!;

  const sources = await tx.lidSource.findMany({ select: { id: true, code: true } });
  const lids = new Map<string, { id: number }>();
  for (const l of LIDS) {
    const converted = l.converted_to ? client(l.converted_to) : undefined;
    const row = await tx.lid.create({
      data: {
        name: l.name,
        phone_number: l.phone_number,
        company_name: l.company_name,
        status_id: l.status_id,
        region_id: l.region_id,
        city_id: l.city_id,
        seller_id: people.manager,
        operator_id: people.operator,
        note: l.note,
        source_of_interest_id: sources.find((s) => s.code === l.source_code)?.id,
        call_date: day(l.call_date),
        next_call_date: l.next_call_date === undefined ? null : day(l.next_call_date),
        archived: l.archived ?? false,
        converted_client_id: converted?.id,
        converted_at: converted ? at(-1, 9, 30) : null,
        created_by_id: people.operator,
        created_at: at(-l.created_days_ago, 9 + (l.created_days_ago % 5)),
        talks: {
          create: l.talks.map((t) => ({
            talk_date: at(-t.days_ago, t.hh),
            result: t.result,
            created_by_id: people.operator,
            created_at: at(-t.days_ago, t.hh),
          })),
        },
      },
    });
    lids.set(l.key, row);
  }
  return { client, lid: (key: string) => lids.get(key)! };
}
export type DemoClients = Awaited<ReturnType<typeof seedDemoClients>>;
