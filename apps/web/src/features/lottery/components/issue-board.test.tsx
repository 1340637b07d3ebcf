import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, i18n } from '../../../lib/i18n';
import type { LotteryGameInfo } from '../api/lottery-catalogue';
import type { NearValue } from '../api/lottery-draws';
import { IssueBoard } from './issue-board';

const game = {
  gameId: 1,
  code: 'ssc-1min',
  remark: '1-Minute SSC',
  displayName: '1-Minute SSC',
  family: 'SSC',
  prizeMode: 'Lott',
  prizeModeId: 1,
  cadenceSeconds: 60,
  drawSource: 'rng',
  station: null,
  region: null,
} as unknown as LotteryGameInfo;

function near(lockInMs: number): NearValue {
  const now = Date.now();
  return {
    currentNumero: {
      numero: '20261124-1019',
      remainTime: lockInMs + 10_000,
      lockTime: Math.ceil(lockInMs / 1000),
      isSale: true,
      saleTime: new Date(now - 10_000).toISOString(),
      lockAt: new Date(now + lockInMs).toISOString(),
      drawTime: new Date(now + lockInMs + 10_000).toISOString(),
      seedHash: 'a'.repeat(64),
    },
    previousNumero: null,
    receivedAt: now,
  } as unknown as NearValue;
}

async function inUrdu() {
  await act(async () => {
    await i18n.changeLanguage('ur');
    applyDocumentLanguage();
  });
}

describe('IssueBoard in Urdu', () => {
  it('keeps the issue number of the drawing line in one left-to-right piece', async () => {
    await inUrdu();
    render(<IssueBoard game={game} groupName="شی شی سائی" near={near(30_000)} awaiting="20261124-1018" onVerify={() => undefined} />);
    const line = screen.getByText(/نکالا جا رہا ہے/);
    // Unisolated, the digits after the Urdu word became Arabic numbers and the hyphen split them: "1018-20261124".
    expect(line.textContent).toBe('قرعہ \u206620261124-1018\u2069 نکالا جا رہا ہے…');
  });

  it('keeps the countdown in the page direction and lays out only its digits left to right', async () => {
    await inUrdu();
    render(<IssueBoard game={game} groupName="شی شی سائی" near={near(30_000)} awaiting={null} onVerify={() => undefined} />);
    const timers = screen.getAllByRole('timer');
    expect(timers).toHaveLength(2);
    for (const timer of timers) {
      // A left-to-right timer line aligned its digits to the left edge, away from its Urdu label's start.
      expect(timer).not.toHaveAttribute('dir');
      expect(timer.querySelector('bdi[dir="ltr"]')).toHaveTextContent(/^00:\d\d$/);
    }
  });
});

describe('IssueBoard clock', () => {
  it('turns red when it shows ten seconds or less, and says Drawing (not a frozen "draw in") once the draw time has passed', async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
      applyDocumentLanguage();
    });
    const { rerender } = render(<IssueBoard game={game} groupName="Shi Shi Cai" near={near(10_400)} awaiting={null} onVerify={() => undefined} />);
    expect(screen.getAllByRole('timer')[0]).toHaveAccessibleName('Betting closes in 00:11');
    expect(screen.getAllByRole('timer')[0]).toHaveClass('text-gold-200');
    rerender(<IssueBoard game={game} groupName="Shi Shi Cai" near={near(9_600)} awaiting={null} onVerify={() => undefined} />);
    expect(screen.getAllByRole('timer')[0]).toHaveAccessibleName('Betting closes in 00:10');
    expect(screen.getAllByRole('timer')[0]).toHaveClass('text-rose-300');
    // Locked 10 s before the draw; 11 s ago the lock was 1 s away, so the draw passed 1 s ago.
    rerender(<IssueBoard game={game} groupName="Shi Shi Cai" near={near(-11_000)} awaiting="20261124-1019" onVerify={() => undefined} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Drawing 00:00');
    expect(screen.getByRole('timer')).toHaveClass('text-ink-300');
  });
});

describe('IssueBoard while the issue loads', () => {
  it('holds the countdowns’ and the last result’s places instead of saying there is no issue or result', async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
      applyDocumentLanguage();
    });
    const { rerender } = render(<IssueBoard game={game} groupName="Shi Shi Cai" near={undefined} awaiting={null} onVerify={() => undefined} />);
    // Five ball-sized places for a five-ball game, and no "no result yet" that a result would then replace.
    expect(screen.getByTestId('previous-loading').children).toHaveLength(5);
    expect(screen.queryByText(i18n.t('lottery.cn.issue.noResult'))).toBeNull();
    // The countdowns' place is held (hidden), and no "no issue" is claimed before the answer.
    expect(screen.getByTestId('clock-loading')).toBeInTheDocument();
    expect(screen.queryAllByRole('timer')).toHaveLength(0);
    expect(screen.queryByText(i18n.t('lottery.cn.issue.noneText'))).toBeNull();
    rerender(<IssueBoard game={game} groupName="Shi Shi Cai" near={near(30_000)} awaiting={null} onVerify={() => undefined} />);
    expect(screen.queryByTestId('previous-loading')).toBeNull();
    expect(screen.queryByTestId('clock-loading')).toBeNull();
    expect(screen.getAllByRole('timer')).toHaveLength(2);
    expect(screen.getByText(i18n.t('lottery.cn.issue.noResult'))).toBeInTheDocument();
  });
});
