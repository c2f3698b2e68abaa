import type { Database } from 'better-sqlite3';
import type { SeedPart } from '../../db/seed/seed-part';

interface SeedArticle {
  tag: string;
  title: string;
  content: string;
  bgColor?: string;
  children?: Array<{ title: string; content: string }>;
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;

const EN: SeedArticle[] = [
  {
    tag: 'aboutus',
    title: 'About Us',
    bgColor: '#1d3557',
    content: p(
      'We are a licensed online gaming and lottery operator offering slots, live casino, sports, fishing, card games and lottery draws from established game studios.',
      'Every game on the site is supplied by a certified provider whose random number generator is tested by an independent laboratory. Lottery results are drawn on a published schedule and kept in the draw history for every player to check.',
      'We only accept players aged 21 and over. Government officials, members of the armed forces and police, and holders of a gaming employment licence may not play.',
    ),
  },
  {
    tag: 'deposit',
    title: 'How to Deposit',
    bgColor: '#2a9d8f',
    content:
      p('Deposits are credited to your main wallet and can be used in every game.') +
      list(
        'Sign in and open Deposit from the header or the member centre.',
        'Choose a payment method and a channel, then enter the amount within the limits shown.',
        'Complete the payment in the window that opens (QR code or payment page) without closing it.',
        'The amount appears in your balance as soon as the payment provider confirms it, usually within a few minutes.',
      ) +
      p(
        'Always pay from an account in your own name. If a deposit has not arrived after 30 minutes, contact customer service with the transaction reference.',
      ),
  },
  {
    tag: 'withdraw',
    title: 'How to Withdraw',
    bgColor: '#e76f51',
    content:
      p('Withdrawals are paid to a bank card or e-wallet registered in your own name.') +
      list(
        'Bind a bank card or e-wallet in the member centre and set a withdrawal password.',
        'Open Withdraw, enter the amount and your withdrawal password, and confirm.',
        'Withdrawals are reviewed and paid in order; most are completed within 30 minutes.',
      ) +
      p(
        'Bonuses may carry a turnover requirement that must be met before withdrawing. For your security we may ask for identity verification before the first withdrawal.',
      ),
  },
  {
    tag: 'game',
    title: 'Game Guide',
    bgColor: '#264653',
    content: p(
      "Slots (RNG): choose a game, set your bet per line and spin. Winning combinations are shown in each game's paytable.",
      'Live casino: baccarat, roulette and other table games dealt by real dealers and streamed in real time.',
      'Lottery: pick numbers before a draw closes; results and prizes are settled automatically when the draw is published.',
      'Every game can be tried in trial mode before playing with real money, where the provider offers it.',
    ),
  },
  {
    tag: 'faqs',
    title: 'Frequently Asked Questions',
    bgColor: '#457b9d',
    content: p('Answers to the questions players ask most.'),
    children: [
      {
        title: 'I forgot my password. What should I do?',
        content: p(
          'Use "Forgot password" on the sign-in window. You can reset it with an SMS code sent to your registered mobile number or through the e-mail on your account.',
        ),
      },
      {
        title: 'Why has my deposit not arrived yet?',
        content: p(
          'Most deposits arrive within minutes. Banks can take longer at busy times. If it has not arrived after 30 minutes, send customer service the payment reference and the time you paid.',
        ),
      },
      {
        title: 'Can I open more than one account?',
        content: p('No. Each person may hold one account. Duplicate accounts are closed and their bonuses cancelled.'),
      },
      {
        title: 'How do I set a limit on my play?',
        content: p(
          'Contact customer service to set a deposit limit, take a break or exclude yourself. A limit takes effect at once and a self-exclusion cannot be reversed before its end date.',
        ),
      },
      {
        title: 'Is my personal information safe?',
        content: p(
          'Your data is sent over encrypted connections and used only to run your account, pay you and meet our legal duties. We never sell it.',
        ),
      },
    ],
  },
  {
    tag: 'term',
    title: 'Terms and Conditions',
    bgColor: '#6d597a',
    content: p(
      'By opening an account you confirm that you are at least 21 years old, that you play for yourself with your own money, and that online gaming is lawful where you are.',
      'We may suspend an account that breaks these terms, uses software to play, abuses promotions, or is linked to fraud or money laundering. Winnings obtained in breach of the terms may be withheld.',
      "Game results are decided by the game provider's certified systems. In case of a malfunction all bets and pays on the affected round are void.",
    ),
  },
  {
    tag: 'rules',
    title: 'Responsible Gaming Rules',
    bgColor: '#b56576',
    content:
      p('Gaming should be entertainment, not a way to make money. Please play responsibly:') +
      list(
        'Set a budget before you play and never chase losses.',
        'Take regular breaks and keep track of the time you spend playing.',
        'Never borrow money or use money meant for rent, bills or food to play.',
        'If gaming stops being fun, ask customer service for a limit, a break or self-exclusion.',
      ),
  },
];

const TL: SeedArticle[] = [
  {
    tag: 'aboutus',
    title: 'Tungkol sa Amin',
    bgColor: '#1d3557',
    content: p(
      'Kami ay isang lisensyadong operator ng online na laro at lottery na nag-aalok ng slots, live casino, sports, fishing, card games at lottery mula sa mga kilalang game studio.',
      'Ang bawat laro ay galing sa sertipikadong provider na ang random number generator ay sinusuri ng isang independiyenteng laboratoryo. Ang mga resulta ng lottery ay binubunot ayon sa nakatakdang iskedyul at nakatala sa kasaysayan ng draw.',
      'Tumatanggap lamang kami ng mga manlalarong 21 taong gulang pataas. Hindi maaaring maglaro ang mga opisyal ng gobyerno, miyembro ng sandatahang lakas at pulisya, at may hawak ng gaming employment licence.',
    ),
  },
  {
    tag: 'deposit',
    title: 'Paano Mag-deposito',
    bgColor: '#2a9d8f',
    content:
      p('Ang deposito ay pumapasok sa iyong main wallet at magagamit sa lahat ng laro.') +
      list(
        'Mag-sign in at buksan ang Deposit sa header o sa member centre.',
        'Pumili ng paraan ng pagbabayad at channel, saka ilagay ang halaga ayon sa limitasyong ipinapakita.',
        'Tapusin ang bayad sa bintanang bubukas (QR code o payment page) nang hindi ito isinasara.',
        'Lalabas ang halaga sa iyong balanse kapag nakumpirma ito ng payment provider, karaniwan sa loob ng ilang minuto.',
      ) +
      p(
        'Laging magbayad mula sa account na nakapangalan sa iyo. Kung hindi pa dumarating pagkalipas ng 30 minuto, makipag-ugnayan sa customer service dala ang reference ng transaksyon.',
      ),
  },
  {
    tag: 'withdraw',
    title: 'Paano Mag-withdraw',
    bgColor: '#e76f51',
    content:
      p('Ang withdrawal ay ibinabayad sa bank card o e-wallet na nakapangalan sa iyo.') +
      list(
        'Mag-link ng bank card o e-wallet sa member centre at magtakda ng withdrawal password.',
        'Buksan ang Withdraw, ilagay ang halaga at ang iyong withdrawal password, at kumpirmahin.',
        'Sinusuri at binabayaran ang mga withdrawal ayon sa pagkakasunod; karamihan ay tapos sa loob ng 30 minuto.',
      ) +
      p(
        'Maaaring may turnover requirement ang mga bonus bago makapag-withdraw. Para sa iyong seguridad, maaari kaming humingi ng beripikasyon ng pagkakakilanlan bago ang unang withdrawal.',
      ),
  },
  {
    tag: 'game',
    title: 'Gabay sa Laro',
    bgColor: '#264653',
    content: p(
      'Slots (RNG): pumili ng laro, itakda ang taya bawat linya at i-spin. Makikita sa paytable ng bawat laro ang mga panalong kombinasyon.',
      'Live casino: baccarat, roulette at iba pang table game na may totoong dealer at napapanood nang live.',
      'Lottery: pumili ng mga numero bago magsara ang draw; awtomatikong naaayos ang mga premyo kapag nailabas ang resulta.',
    ),
  },
  {
    tag: 'faqs',
    title: 'Mga Madalas Itanong',
    bgColor: '#457b9d',
    content: p('Mga sagot sa mga tanong na madalas itanong ng mga manlalaro.'),
    children: [
      {
        title: 'Nakalimutan ko ang aking password. Ano ang gagawin ko?',
        content: p(
          'Gamitin ang "Forgot password" sa sign-in window. Maaari itong i-reset gamit ang SMS code na ipapadala sa iyong nakarehistrong mobile number o sa e-mail ng iyong account.',
        ),
      },
      {
        title: 'Bakit hindi pa dumarating ang aking deposito?',
        content: p(
          'Karamihan ng deposito ay dumarating sa loob ng ilang minuto. Kung hindi pa dumarating pagkalipas ng 30 minuto, ipadala sa customer service ang reference ng bayad at ang oras ng pagbabayad.',
        ),
      },
      {
        title: 'Maaari ba akong magbukas ng higit sa isang account?',
        content: p('Hindi. Isang account lamang bawat tao. Isinasara ang mga dobleng account at kinakansela ang kanilang mga bonus.'),
      },
      {
        title: 'Paano ako magtatakda ng limitasyon sa paglalaro?',
        content: p(
          'Makipag-ugnayan sa customer service para magtakda ng deposit limit, magpahinga o i-exclude ang sarili. Agad itong magkakabisa.',
        ),
      },
    ],
  },
  {
    tag: 'term',
    title: 'Mga Tuntunin at Kundisyon',
    bgColor: '#6d597a',
    content: p(
      'Sa pagbubukas ng account, kinukumpirma mong ikaw ay hindi bababa sa 21 taong gulang, naglalaro para sa sarili gamit ang sariling pera, at legal ang online gaming kung nasaan ka.',
      'Maaari naming suspindihin ang account na lumalabag sa mga tuntunin, gumagamit ng software para maglaro, umaabuso sa promosyon, o sangkot sa panloloko. Maaaring hindi ibigay ang panalong nakuha nang labag sa mga tuntunin.',
    ),
  },
  {
    tag: 'rules',
    title: 'Mga Patakaran sa Responsableng Paglalaro',
    bgColor: '#b56576',
    content:
      p('Ang paglalaro ay dapat libangan, hindi paraan ng pagkita. Maglaro nang responsable:') +
      list(
        'Magtakda ng badyet bago maglaro at huwag habulin ang talo.',
        'Magpahinga nang regular at bantayan ang oras ng paglalaro.',
        'Huwag manghiram o gumamit ng perang pambayad sa upa, bayarin o pagkain.',
        'Kung hindi na masaya ang paglalaro, humingi sa customer service ng limitasyon, pahinga o self-exclusion.',
      ),
  },
];

export const HELP_LANGUAGES = { EN, TL } as const;

export function seedHelpCenter(db: Database): void {
  const insert = db.prepare(`INSERT INTO help_articles (parent_id, lang, tag, title, content, bg_color, display, sort)
    VALUES (?, ?, ?, ?, ?, ?, 1, ?)`);
  for (const [lang, articles] of Object.entries(HELP_LANGUAGES)) {
    articles.forEach((article, sort) => {
      const parent = insert.run(null, lang, article.tag, article.title, article.content, article.bgColor ?? null, sort);
      article.children?.forEach((child, childSort) =>
        insert.run(parent.lastInsertRowid, lang, article.tag, child.title, child.content, article.bgColor ?? null, childSort),
      );
    });
  }
}

export const helpCenterSeed: SeedPart = { name: 'help-center', seed: 0x5eed0005, run: (db) => seedHelpCenter(db) };
