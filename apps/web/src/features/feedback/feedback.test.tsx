import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openDialog } from '../../components/ui/dialog-stack-store';
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
    const row = { id: 3, category: 'problem', content: 'Game froze twice', imageCount: 1, status: 'replied', reply: 'Fixed, thank you.', repliedAt: '2026-03-02T10:05:00Z', createdAt: '2026-03-01T09:00:00Z' };
    const fresh = { id: 4, category: 'suggestion', content: 'More cricket please', imageCount: 0, status: 'open', reply: null, repliedAt: null, createdAt: '2026-03-03T09:00:00Z' };
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
});
