import { describe, expect, it, vi } from 'vitest';
import { obfuscateLink } from '@lotus/contract/customer-service';
import { openCustomerService, pickCustomerService } from './open-customer-service';

function fakeWindow() {
  return { location: { href: '' }, close: vi.fn() };
}

describe('customer service', () => {
  it('opens a type 1 URL in a popup window', async () => {
    const open = vi.fn(() => fakeWindow() as unknown as Window);
    await expect(openCustomerService({ type: 1, path: 'https://chat.example.test/', label: '' }, open)).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('https://chat.example.test/', expect.any(String), expect.stringContaining('popup'));
  });

  it('reveals a type 3 link into the popup', async () => {
    const win = fakeWindow();
    const path = await obfuscateLink('https://desk.example.test/room?id=7');
    await expect(openCustomerService({ type: 3, path, label: '' }, () => win as unknown as Window)).resolves.toBe(true);
    expect(win.location.href).toBe('https://desk.example.test/room?id=7');
  });

  it('closes the popup when a type 3 link cannot be revealed', async () => {
    const win = fakeWindow();
    await expect(openCustomerService({ type: 3, path: 'x'.repeat(40), label: '' }, () => win as unknown as Window)).resolves.toBe(false);
    expect(win.close).toHaveBeenCalled();
  });

  it('serves VIP members from the VIP desk', () => {
    const entries = [
      { type: 1, path: 'https://chat.example.test/', label: '' },
      { type: 2, path: 'https://vip.example.test/', label: '' },
    ];
    expect(pickCustomerService(entries, 0)?.type).toBe(1);
    expect(pickCustomerService(entries, 5)?.type).toBe(2);
  });
});
