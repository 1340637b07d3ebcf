import { useTranslation } from 'react-i18next';

const symbolKeys = {
  CHERRY: 'house.symbols.cherry',
  LEMON: 'house.symbols.lemon',
  ORANGE: 'house.symbols.orange',
  PLUM: 'house.symbols.plum',
  BELL: 'house.symbols.bell',
  BAR: 'house.symbols.bar',
  BAR2: 'house.symbols.bar2',
  BAR3: 'house.symbols.bar3',
  ANY_BAR: 'house.symbols.anyBar',
  SEVEN: 'house.symbols.seven',
  TEN: 'house.symbols.ten',
  JACK: 'house.symbols.jack',
  QUEEN: 'house.symbols.queen',
  KING: 'house.symbols.king',
  ACE: 'house.symbols.ace',
  LANTERN: 'house.symbols.lantern',
  FAN: 'house.symbols.fan',
  KOI: 'house.symbols.koi',
  EMPEROR: 'house.symbols.emperor',
  JADE: 'house.symbols.jade',
  INGOT: 'house.symbols.ingot',
  DRAGON: 'house.symbols.dragon',
  TIGER: 'house.symbols.tiger',
  CARP: 'house.symbols.carp',
  PEARL: 'house.symbols.pearl',
  WILD: 'house.symbols.wild',
  GONG: 'house.symbols.gong',
} as const;

/** A symbol's name in the player's language (the engine's id when it has none). */
export function useSymbolName(): (symbol: string) => string {
  const { t } = useTranslation();
  return (symbol) => {
    const key = symbolKeys[symbol as keyof typeof symbolKeys];
    return key ? t(key) : symbol;
  };
}
