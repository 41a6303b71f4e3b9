import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@/test/setup-i18n';
import { RichTextField } from './rich-text-field';
import { RichTextView } from './rich-text-view';

beforeAll(() => setupI18n());
afterEach(cleanup);

describe('RichTextField', () => {
  it('shows the value in an editing area named by its label, with a named control for each button', async () => {
    render(
      <RichTextField
        name="description"
        label="Description"
        value="<p>Five <strong>nights</strong></p>"
        onChange={vi.fn()}
        preset="minimal"
        error="Too long"
      />,
    );
    const area = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 5000 });
    expect(area.innerHTML).toContain('<strong>nights</strong>');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toBe(screen.getByText('Too long').id);
    for (const name of ['Bold', 'Italic', 'Numbered list', 'Bulleted list', 'Link', 'Remove formatting'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Underline' })).toBeNull();
  });

  it('offers the full toolbar with every control named', async () => {
    const { container } = render(<RichTextField name="body" label="Body" value="" onChange={vi.fn()} preset="full" />);
    await screen.findByRole('textbox', { name: 'Body' }, { timeout: 5000 });
    const unnamed = [...container.querySelectorAll('.ql-toolbar button, .ql-toolbar .ql-picker-label')].filter(
      (el) => !el.getAttribute('aria-label'),
    );
    expect(unnamed).toEqual([]);
    expect(screen.getByRole('button', { name: 'Increase indent' })).toBeTruthy();
  });
});

describe('RichTextView', () => {
  it('shows the stored HTML, and nothing for an empty text', () => {
    const { container, rerender } = render(<RichTextView html="<h2>Day 1</h2><p>Arrive</p>" />);
    expect(screen.getByRole('heading', { name: 'Day 1' })).toBeTruthy();
    rerender(<RichTextView html="" />);
    expect(container.innerHTML).toBe('');
  });
});
