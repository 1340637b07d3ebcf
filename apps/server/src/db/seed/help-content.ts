/**
 * The demo brand's help centre, in English and Urdu. Content is HTML the operator writes; the web
 * sanitises it before showing it. Slugs are stable link targets (footer links use them).
 */
export interface HelpSeed {
  slug: string;
  title: { EN: string; UR: string };
  content: { EN: string; UR: string };
  children?: HelpSeed[];
}

export const helpContent: HelpSeed[] = [
  {
    slug: 'about',
    title: { EN: 'About Company', UR: 'کمپنی کے بارے میں' },
    content: {
      EN: '<p>Lotus is an online gaming site offering slots, live casino, fishing, player-versus-player games, sports and lotteries. We operate under a licence from a Caribbean gaming authority and hold ourselves to fair, transparent play.</p>',
      UR: '<p>لوٹس ایک آن لائن گیمنگ سائٹ ہے جہاں سلاٹس، لائیو کیسینو، فشنگ، کھلاڑی بمقابلہ کھلاڑی گیمز، کھیل اور لاٹریاں دستیاب ہیں۔ ہم کیریبین کی ایک گیمنگ اتھارٹی کے لائسنس کے تحت کام کرتے ہیں اور منصفانہ اور شفاف کھیل کے پابند ہیں۔</p>',
    },
  },
  {
    slug: 'getting-started',
    title: { EN: 'Getting started', UR: 'آغاز کیسے کریں' },
    content: {
      EN: '<p>Everything you need for your first visit: opening an account, adding funds and cashing out.</p>',
      UR: '<p>پہلی بار آنے والوں کے لیے ضروری معلومات: اکاؤنٹ کھولنا، رقم جمع کرانا اور رقم نکلوانا۔</p>',
    },
    children: [
      {
        slug: 'register',
        title: { EN: 'Creating an account', UR: 'اکاؤنٹ بنانا' },
        content: {
          EN: '<p>Choose <strong>Register</strong>, pick a username and password or use your mobile number, and confirm you are at least 18 years old. You are logged in as soon as registration succeeds.</p>',
          UR: '<p><strong>رجسٹر</strong> پر کلک کریں، صارف نام اور پاس ورڈ منتخب کریں یا اپنا موبائل نمبر استعمال کریں، اور تصدیق کریں کہ آپ کی عمر کم از کم 18 سال ہے۔ رجسٹریشن کامیاب ہوتے ہی آپ لاگ ان ہو جاتے ہیں۔</p>',
        },
      },
      {
        slug: 'deposit',
        title: { EN: 'Deposits', UR: 'رقم جمع کرانا' },
        content: {
          EN: '<p>Open <strong>Deposit</strong> from the side menu, choose a payment channel and follow its steps. Bank transfers are credited once our team confirms the payment; keep your transfer reference.</p>',
          UR: '<p>سائیڈ مینو سے <strong>رقم جمع کریں</strong> کھولیں، ادائیگی کا طریقہ منتخب کریں اور ہدایات پر عمل کریں۔ بینک ٹرانسفر ہماری ٹیم کی تصدیق کے بعد آپ کے اکاؤنٹ میں شامل ہوتا ہے؛ اپنا ٹرانسفر ریفرنس سنبھال کر رکھیں۔</p>',
        },
      },
      {
        slug: 'withdraw',
        title: { EN: 'Withdrawals', UR: 'رقم نکلوانا' },
        content: {
          EN: '<p>Bind a bank card and set a payment password, then request a withdrawal. The amount is held until the payment is sent; confirm receipt when the money arrives.</p>',
          UR: '<p>پہلے بینک کارڈ منسلک کریں اور ادائیگی کا پاس ورڈ بنائیں، پھر رقم نکلوانے کی درخواست دیں۔ ادائیگی بھیجے جانے تک رقم روکی جاتی ہے؛ رقم ملنے پر وصولی کی تصدیق کریں۔</p>',
        },
      },
    ],
  },
  {
    slug: 'responsibleGaming',
    title: { EN: 'Responsible Gaming', UR: 'ذمہ دارانہ گیمنگ' },
    content: {
      EN: '<p>Play for fun, never to recover losses. You can set deposit, loss and wager limits, take a break or exclude yourself at any time. Players must be 18 or older.</p>',
      UR: '<p>تفریح کے لیے کھیلیں، نقصان پورا کرنے کے لیے کبھی نہیں۔ آپ کسی بھی وقت جمع، نقصان اور شرط کی حد مقرر کر سکتے ہیں، وقفہ لے سکتے ہیں یا خود کو خارج کر سکتے ہیں۔ کھلاڑیوں کی عمر 18 سال یا اس سے زیادہ ہونی چاہیے۔</p>',
    },
  },
  {
    slug: 'terms',
    title: { EN: 'General Terms and Conditions', UR: 'عمومی شرائط و ضوابط' },
    content: {
      EN: '<p>By using this site you agree to play only with your own account, to provide true information, and to follow the rules of each game. Bets are final once accepted.</p>',
      UR: '<p>اس سائٹ کو استعمال کر کے آپ اتفاق کرتے ہیں کہ آپ صرف اپنے اکاؤنٹ سے کھیلیں گے، درست معلومات فراہم کریں گے اور ہر گیم کے قواعد پر عمل کریں گے۔ قبول ہونے کے بعد شرط حتمی ہوتی ہے۔</p>',
    },
  },
  {
    slug: 'privacy',
    title: { EN: 'Privacy Policy', UR: 'رازداری کی پالیسی' },
    content: {
      EN: '<p>We keep only the data needed to run your account and meet our licence duties, protect it with encryption, and never sell it.</p>',
      UR: '<p>ہم صرف وہی معلومات رکھتے ہیں جو آپ کا اکاؤنٹ چلانے اور لائسنس کی ذمہ داریاں پوری کرنے کے لیے ضروری ہیں، انہیں خفیہ کاری سے محفوظ رکھتے ہیں اور کبھی فروخت نہیں کرتے۔</p>',
    },
  },
  {
    slug: 'refund',
    title: { EN: 'Refund Policy', UR: 'رقم کی واپسی کی پالیسی' },
    content: {
      EN: '<p>A deposit credited in error or a bet voided by a game provider is returned to your wallet. Contact customer service with the transaction reference for any other request.</p>',
      UR: '<p>غلطی سے جمع ہونے والی رقم یا گیم فراہم کنندہ کی طرف سے منسوخ کی گئی شرط آپ کے والٹ میں واپس کر دی جاتی ہے۔ کسی اور درخواست کے لیے ٹرانزیکشن ریفرنس کے ساتھ کسٹمر سروس سے رابطہ کریں۔</p>',
    },
  },
  {
    slug: 'contact',
    title: { EN: 'Contact Us', UR: 'ہم سے رابطہ کریں' },
    content: {
      EN: '<p>Our customer service team answers around the clock. Use live chat from the right-hand bar or write to support@lotus.example.</p>',
      UR: '<p>ہماری کسٹمر سروس ٹیم چوبیس گھنٹے دستیاب ہے۔ دائیں بار سے لائیو چیٹ استعمال کریں یا support@lotus.example پر لکھیں۔</p>',
    },
  },
];
