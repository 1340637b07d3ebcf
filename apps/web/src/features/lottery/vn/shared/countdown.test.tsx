import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, i18n } from '../../../../lib/i18n';
import { Countdown } from './countdown';

describe('Countdown', () => {
  it('reads "7 دن" in Urdu in the page direction and keeps only the clock left-to-right', async () => {
    await act(async () => {
      await i18n.changeLanguage('ur');
      applyDocumentLanguage();
    });
    const sevenDaysAndAnHour = (7 * 86_400 + 3600 + 2) * 1000;
    render(<Countdown deadline={Date.now() + sevenDaysAndAnHour} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/^7 دن 01:00:0[0-2]$/);
    // Forcing the whole timer left-to-right put the Urdu word between the day count and the clock the wrong way round.
    expect(timer).not.toHaveAttribute('dir', 'ltr');
    const clock = timer.querySelector('bdi[dir="ltr"]');
    expect(clock).toHaveTextContent(/^01:00:0[0-2]$/);
  });
});
