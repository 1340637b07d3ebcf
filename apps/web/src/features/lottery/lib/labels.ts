import type { TFunction } from 'i18next';

/**
 * Names of slip tokens (big, small, dragon, zodiac animals ...) and prize levels (sum10, span3 ...)
 * in the interface language. Numbers stay numbers; an unknown token shows as written.
 */
const tokenKeys = new Set([
  'leopard', 'run', 'pair', 'big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie', 'all', 'sumodd', 'sumeven', 'sumbig', 'sumsmall',
  'tailbig', 'tailsmall', 'bigodd', 'bigeven', 'smallodd', 'smalleven', 'red', 'blue', 'green', 'rat', 'ox', 'rabbit', 'snake', 'horse',
  'goat', 'monkey', 'rooster', 'dog', 'pig', 'extremebig', 'extremesmall', 'triple',
]);

const numbered = new Set(['span', 'group', 'sum', 'mid', 'hit', 'perm']);
const levelWords = new Set(['win', 'first', 'second', 'third', 'year', 'other', 'hitspecial']);

export const isTokenWord = (token: string): boolean => tokenKeys.has(token) || /^odd\d$/.test(token);

export function tokenLabel(t: TFunction, token: string): string {
  const odd = /^odd(\d)$/.exec(token);
  if (odd) return t('lottery.cn.tokens.oddCount', { odd: Number(odd[1]), even: 5 - Number(odd[1]) });
  if (tokenKeys.has(token)) return t(`lottery.cn.tokens.${token}` as 'lottery.cn.tokens.big');
  return token;
}

export function levelLabel(t: TFunction, key: string): string {
  if (levelWords.has(key)) return t(`lottery.cn.levels.${key}` as 'lottery.cn.levels.win');
  const m = /^([a-z]+)(\d+)$/.exec(key);
  if (m && numbered.has(m[1]!)) return t(`lottery.cn.levels.${m[1]}` as 'lottery.cn.levels.sum', { n: Number(m[2]) });
  if (isTokenWord(key)) return tokenLabel(t, key);
  return key;
}
