import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openDialog } from '../../components/ui/dialog-stack-store';
import { i18n } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage';
import { accountApi, fail, ok } from '../../test/account-api';
import { renderApp } from '../../test/render-app';
import { reloadSessionFromStorage } from '../session/stores/session-store';
import { charCount } from './components/feedback-form';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function open(answers: Parameters<typeof accountApi>[0], member: boolean) {
  if (member) {
    window.localStorage.setItem(storageKeys.token, 'token-1');
    window.localStorage.setItem(storageKeys.merchantCode, 'lotus');
  }
  reloadSessionFromStorage();
  const api = accountApi(answers);
  renderApp('/index', { handler: api.handler });
  await screen.findByRole('banner');
  act(() => void openDialog('feedback'));
  const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
  return { api, dialog };
}

describe('feedback', () => {
  it('counts characters as a person does (an Urdu letter is one)', () => {
    expect(charCount('  رقم  ')).toBe(3);
    expect(charCount('a😀b')).toBe(3);
  });

  it('checks the form before sending, counts to 140 live, and sends a visitor’s feedback with images as one form', async () => {
    const { api, dialog } = await open({ feedback: () => ok({ id: 7 }) }, false);
    const user = userEvent.setup({ applyAccept: false });
    // A visitor: no history tab, a contact field.
    expect(within(dialog).queryByRole('tab')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByText('Please choose a category.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write at least 2 words.')).toBeInTheDocument();
    expect(api.calls('feedback')).toHaveLength(0);

    const text = within(dialog).getByRole('textbox', { name: 'Your feedback' });
    await user.type(text, 'x'.repeat(141));
    expect(within(dialog).getByText('141/140')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    // After a first try the errors follow the typing: too long now, not too short.
    expect(within(dialog).getByText('Please keep it to 140 characters.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please write at least 2 words.')).toBeNull();
    await user.clear(text);
    await user.type(text, 'Deposit not credited');
    expect(within(dialog).getByText('20/140')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'payment');
    await user.type(within(dialog).getByRole('textbox', { name: /^Contact/ }), 'me@example.com');
    const input = within(dialog).getByLabelText('Add image');
    await user.upload(input, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByText('notes.txt is not a PNG or JPG image.')).toBeInTheDocument();
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove b.png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await within(dialog).findByText('Thank you! Your feedback was sent.');
    const form = api.calls('feedback')[0]!.call.form!;
    expect(form.get('category')).toBe('payment');
    expect(form.get('content')).toBe('Deposit not credited');
    expect(form.get('contact')).toBe('me@example.com');
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'c.png']);
    expect(api.calls('feedback')[0]!.call.headers.Authorization).toBeUndefined();
  });

  it('shows the server’s refusal clearly and keeps what was typed', async () => {
    const { dialog } = await open({ feedback: () => fail(400, 'feedback.image.invalid') }, false);
    const user = userEvent.setup({ applyAccept: false });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'other');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your feedback' }), 'Two words');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Attach PNG or JPG images of at most 5 MB each.');
    expect(within(dialog).getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Two words');
  });

  it("gives a member their history with the operator's reply, and goes there after sending", async () => {
    let sent = false;
    const row = { id: 3, category: 'problem', content: 'Game froze twice', images: ['a'.repeat(32)], status: 'replied', reply: 'Fixed, thank you.', repliedAt: '2026-03-02T10:05:00Z', createdAt: '2026-03-01T09:00:00Z' };
    const fresh = { id: 4, category: 'suggestion', content: 'More cricket please', images: [], status: 'open', reply: null, repliedAt: null, createdAt: '2026-03-03T09:00:00Z' };
    const { api, dialog } = await open(
      {
        feedback: () => {
          sent = true;
          return ok({ id: 4 });
        },
        myFeedback: () => ok({ rows: sent ? [fresh, row] : [row], next: null }),
      },
      true,
    );
    const user = userEvent.setup();
    expect(within(dialog).queryByRole('textbox', { name: /^Contact/ })).toBeNull();
    await user.click(within(dialog).getByRole('tab', { name: 'My feedback' }));
    const item = await within(dialog).findByRole('listitem', { name: 'Feedback 3' });
    expect(within(item).getByText('Fixed, thank you.')).toBeInTheDocument();
    expect(within(item).getByText('Reply from support')).toBeInTheDocument();
    expect(within(item).getByText('Replied')).toBeInTheDocument();
    expect(within(item).getByText('1 image attached')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Open image 1 of 1 larger' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Send feedback' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'suggestion');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your feedback' }), 'More cricket please');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await within(dialog).findByRole('listitem', { name: 'Feedback 4' });
    expect(within(dialog).getByRole('tab', { name: 'My feedback' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('Awaiting reply')).toBeInTheDocument();
    expect(api.calls('feedback')[0]!.call.headers.Authorization).toBe('token-1');
    await waitFor(() => expect(api.calls('myFeedback').length).toBeGreaterThanOrEqual(2));
  });

  it("shows a member their feedback's images as thumbnails that open larger, by mouse or keyboard, in EN and UR", async () => {
    const [first, second] = ['1'.repeat(32), '2'.repeat(32)];
    const row = { id: 5, category: 'payment', content: 'Slip attached here', images: [first, second], status: 'open', reply: null, repliedAt: null, createdAt: '2026-03-01T09:00:00Z' };
    // jsdom makes no object URLs: these stand in, numbered in the order made.
    let made = 0;
    const revoke = vi.fn();
    URL.createObjectURL = vi.fn(() => `blob:site/${++made}`);
    URL.revokeObjectURL = revoke;
    const { api, dialog } = await open(
      {
        myFeedback: () => ok({ rows: [row], next: null }),
        myFeedbackImage: ({ call }) => (call.url.endsWith(second) ? fail(404, 'not.found') : { body: new Uint8Array([137, 80, 78, 71]), contentType: 'image/png' }),
      },
      true,
    );
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('tab', { name: 'My feedback' }));
    const item = await within(dialog).findByRole('listitem', { name: 'Feedback 5' });
    expect(within(item).getByText('2 images attached')).toBeInTheDocument();
    // The first image shows from its bytes; the second could not be read and says so.
    const thumb = await within(item).findByRole('img', { name: 'Image 1 of 2 attached to feedback 5' });
    expect(thumb).toHaveAttribute('src', 'blob:site/1');
    expect(await within(item).findByRole('img', { name: 'Image 2 of 2 attached to feedback 5: the image could not be loaded' })).toBeInTheDocument();
    // Each image is fetched with the member's session, by feedback and file id.
    const fetched = api.calls('myFeedbackImage').map((c) => [new URL(c.call.url, 'http://site.test').pathname, c.call.headers.Authorization]);
    expect(fetched).toContainEqual([`/wps/feedback/mine/5/images/${first}`, 'token-1']);

    // Mouse: the thumbnail opens the image larger above the feedback dialog; Close returns.
    const openFirst = within(item).getByRole('button', { name: 'Open image 1 of 2 larger' });
    await user.click(openFirst);
    const viewer = await screen.findByRole('dialog', { name: 'Image 1 of 2' });
    expect(within(viewer).getByRole('img', { name: 'Image 1 of 2 attached to feedback 5' })).toHaveAttribute('src', expect.stringMatching(/^blob:site\//));
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Image 1 of 2' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
    await waitFor(() => expect(openFirst).toHaveFocus());
    // The bytes were downloaded once; every object URL made was given back.
    expect(api.calls('myFeedbackImage').filter((c) => c.call.url.endsWith(first))).toHaveLength(1);
    expect(revoke).toHaveBeenCalledWith('blob:site/2');

    // Keyboard: Enter opens, Escape closes only the image.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Image 1 of 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Image 1 of 2' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();

    // In Urdu the names are Urdu.
    await act(() => i18n.changeLanguage('ur'));
    expect(await within(item).findByRole('button', { name: 'تصویر 1 از 2 بڑی کر کے دیکھیں' })).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'رائے 5 کے ساتھ منسلک تصویر 1 از 2' })).toBeInTheDocument();
  });
});
