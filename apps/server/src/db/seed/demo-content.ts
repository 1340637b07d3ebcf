import type { Db } from '../database.ts';

/**
 * The demo brand's notices and announcements (issue 15), in English and Urdu, so a fresh site shows every
 * placement: home carousel, login and register dialog banners, marquee and a promotion. The first-login popup is
 * written as a draft: a popup over every new member's first screen is the operator's choice (one tick in the
 * console's Content section publishes it), not something a fresh install imposes.
 */
type Lang = 'EN' | 'UR';
const notices: Record<Lang, [string, string][]> = {
  EN: [
    ['Welcome to Lotus', '<p>Thank you for joining. Deposits are credited within minutes; contact customer service any time.</p>'],
    ['Scheduled maintenance', '<p>Some games may be unavailable for up to <b>30 minutes</b> during weekly maintenance on Tuesdays at 03:00.</p>'],
    ['Play responsibly', '<p>Set deposit limits and take breaks. Help is available in the <a href="/help?article=responsibleGaming">help centre</a>.</p>'],
  ],
  UR: [
    ['لوٹس میں خوش آمدید', '<p>شامل ہونے کا شکریہ۔ جمع رقم چند منٹوں میں آ جاتی ہے؛ کسی بھی وقت کسٹمر سروس سے رابطہ کریں۔</p>'],
    ['طے شدہ دیکھ بھال', '<p>ہر منگل صبح 03:00 بجے ہفتہ وار دیکھ بھال کے دوران کچھ گیمز <b>30 منٹ</b> تک دستیاب نہیں ہو سکتیں۔</p>'],
    ['ذمہ داری سے کھیلیں', '<p>جمع کی حد مقرر کریں اور وقفہ لیں۔ مدد <a href="/help?article=responsibleGaming">ہیلپ سینٹر</a> میں موجود ہے۔</p>'],
  ],
};

interface Item {
  type: 'B' | 'PL' | 'PU' | 'PR';
  execution?: 'B' | 'A' | 'F';
  group_name?: 'w_home' | 'w_login' | 'w_register';
  title: Record<Lang, string>;
  content: Record<Lang, string>;
  linkage_type?: 'URL' | 'P' | 'G';
  link?: string;
}

const items: Item[] = [
  { type: 'B', group_name: 'w_home', title: { EN: 'Welcome bonus on your first deposit', UR: 'پہلی جمع پر خوش آمدید بونس' }, content: { EN: 'Join today and play slots, tables and lottery in one wallet.', UR: 'آج ہی شامل ہوں اور ایک ہی والٹ سے سلاٹس، ٹیبلز اور لاٹری کھیلیں۔' }, linkage_type: 'URL', link: '/promotions' },
  { type: 'B', group_name: 'w_home', title: { EN: 'Lottery draws every few minutes', UR: 'ہر چند منٹ بعد لاٹری ڈرا' }, content: { EN: 'Pick your numbers and follow the results live.', UR: 'اپنے نمبر چنیں اور نتائج براہ راست دیکھیں۔' }, linkage_type: 'URL', link: '/lottery' },
  { type: 'B', group_name: 'w_login', title: { EN: 'Welcome back', UR: 'دوبارہ خوش آمدید' }, content: { EN: 'Log in to pick up where you left off.', UR: 'وہیں سے شروع کرنے کے لیے لاگ ان کریں جہاں آپ نے چھوڑا تھا۔' } },
  { type: 'B', group_name: 'w_register', title: { EN: 'Create your account in a minute', UR: 'ایک منٹ میں اپنا اکاؤنٹ بنائیں' }, content: { EN: 'One wallet for every game, fast withdrawals.', UR: 'ہر گیم کے لیے ایک والٹ، تیز رقم نکلوانا۔' } },
  { type: 'PL', title: { EN: 'News', UR: 'خبریں' }, content: { EN: 'Weekly maintenance: Tuesdays 03:00-03:30. Play responsibly.', UR: 'ہفتہ وار دیکھ بھال: منگل 03:00 سے 03:30۔ ذمہ داری سے کھیلیں۔' } },
  { type: 'PU', execution: 'F', title: { EN: 'Welcome to Lotus!', UR: 'لوٹس میں خوش آمدید!' }, content: { EN: '<p>Your account is ready. Visit <b>Promotions</b> for this week\'s offers.</p>', UR: '<p>آپ کا اکاؤنٹ تیار ہے۔ اس ہفتے کی پیشکشوں کے لیے <b>پروموشنز</b> دیکھیں۔</p>' }, linkage_type: 'URL', link: '/promotions' },
  { type: 'PR', title: { EN: 'Daily cashback', UR: 'روزانہ کیش بیک' }, content: { EN: '<p>Get a share of your bets back every day.</p>', UR: '<p>ہر روز اپنی شرطوں کا ایک حصہ واپس حاصل کریں۔</p>' } },
];

/** Before login (B) and after (A) are separate audiences: the home banners and marquee are written for both. */
const everyone = (item: Item): Item[] => [item, { ...item, execution: 'A' }];

export async function seedDemoContent(db: Db, brandId: number): Promise<void> {
  const noticeRows = (['EN', 'UR'] as const).flatMap((language) => notices[language].map(([title, content], sort) => ({ brand_id: brandId, language, title, content, sort, published: true, publish_from: null, publish_until: null })));
  await db.insertInto('notices').values(noticeRows).execute();
  const rows = items.flatMap((i) => (i.group_name === 'w_home' || i.type === 'PL' ? everyone(i) : [i])).flatMap((item, sort) =>
    (['EN', 'UR'] as const).map((language) => ({
      brand_id: brandId,
      type: item.type,
      execution: item.execution ?? 'B',
      group_name: item.group_name ?? null,
      language,
      title: item.title[language],
      content: item.content[language],
      linkage_type: item.linkage_type ?? null,
      link: item.link ?? null,
      sort,
      published: item.type !== 'PU',
      device: 'all',
      image_url: null,
      publish_from: null,
      publish_until: null,
    })),
  );
  await db.insertInto('announcements').values(rows).execute();
}
