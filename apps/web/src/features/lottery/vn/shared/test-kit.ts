import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ValueOf } from '@lotus/contract/endpoints';
import type { Family } from '@lotus/games/lottery/types';
import { levelOdds, levelPrize } from '@lotus/games/lottery/pricing';
import { formatAmount } from '@lotus/contract/money';
import { storageKeys } from '../../../../lib/storage';
import { reloadSessionFromStorage } from '../../../session/stores/session-store';
import type { Reply } from '../../../../test/render-app';

/** Test helpers of the Vietnam and Thai pages: plain gateway answers, a play menu from the engine, a fake websocket. */
export const plain = (value: unknown, status = 200): Reply => ({ status, body: value });

/** Presses "Place bet" and answers the confirmation every lottery asks first; returns what it said. */
export async function placeAndAnswer(answer: 'Confirm' | 'Cancel' = 'Confirm'): Promise<string> {
  await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your bet' });
  const said = dialog.textContent ?? '';
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  return said;
}

export function storeSession() {
  window.localStorage.setItem(storageKeys.token, 'token-1');
  window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
  reloadSessionFromStorage();
}

/** The play menu the server builds from a family (English names, default series 1980). */
export function playMenuOf(family: Family<unknown, unknown>, prizeMode: string, prizeModeId: number): ValueOf<'lotteryPlayMenu'> {
  const groups = new Map<string, ValueOf<'lotteryPlayMenu'>[number]['playMenuGroups'][number]>();
  for (const play of family.plays) {
    let g = groups.get(play.group);
    if (!g) groups.set(play.group, (g = { playCode: play.group, playName: family.names[play.group]?.EN ?? play.group, playMenus: [] }));
    g.playMenus.push({
      playId: play.id,
      playCode: play.code,
      playName: family.names[play.code]?.EN ?? play.code,
      singleBetPrice: '2.0000',
      playSwitch: true,
      pricing: play.pricing,
      approaches: [...play.approaches],
      picker: { ...play.picker, rows: play.picker.rows.map((r) => ({ ...r, balls: [...r.balls], name: r.label })) },
      levels: play.levels(family.defaultRules).map((l) => ({ key: l.key, prize: formatAmount(levelPrize(l, 20_000n, 1980)), odds: levelOdds(l, 1980).toFixed(4) })),
    });
  }
  return [{ prizeModeId, prizeMode, playMenuGroups: [...groups.values()] }];
}

export function issue(numero: string, over: Partial<NonNullable<ValueOf<'lotteryNear'>['currentNumero']>> = {}) {
  return {
    numero,
    remainTime: 150_000,
    lockTime: 120,
    isSale: true,
    saleTime: '2026-11-22T21:05:00.000Z',
    lockAt: '2026-11-22T21:09:30.000Z',
    drawTime: '2026-11-22T21:10:00.000Z',
    seedHash: null,
    ...over,
  };
}

export function drawRow(gameId: number, gameCode: string, numero: string, winningNumber: string, drawTime = '2026-11-22T21:05:00.000Z') {
  return { gameId, gameCode, numero, winningNumber, positions: [], drawTime, seed: null, seedHash: null, status: 'settled' as const };
}

export const settingValue = (rules: Record<string, unknown> = {}) => ({
  bettingModes: [
    { code: 1, unit: '1', betAmountMax: '200000.0000', betMultipleMax: 10000, winAmountMax: '2000000.0000' },
    { code: 2, unit: '0.1', betAmountMax: '20000.0000', betMultipleMax: 10000, winAmountMax: '200000.0000' },
  ],
  lockSeconds: 30,
  maxChaseIssues: 120,
  winAmountMaxPerIssue: '2000000.0000',
  rules,
});

/** A stand-in for the browser WebSocket: tests push lottery events through `emit`. */
export class FakeSocket {
  static sockets: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.sockets.push(this);
  }
  close() {
    this.closed = true;
  }
  static emit(event: unknown) {
    for (const s of FakeSocket.sockets) if (!s.closed) s.onmessage?.({ data: JSON.stringify(event) });
  }
  static install() {
    FakeSocket.sockets = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  }
}
