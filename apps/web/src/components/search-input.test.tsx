import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@/test/setup-i18n';
import { SearchInput } from './search-input';

beforeAll(() => setupI18n());
afterEach(cleanup);

describe('SearchInput', () => {
  it('applies the search at once when the box loses focus, and not again after the pause', async () => {
    const onSearch = vi.fn();
    render(<SearchInput value="" onSearch={onSearch} label="Search users" delay={200} />);
    const box = screen.getByLabelText('Search users');
    fireEvent.change(box, { target: { value: ' amina ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('amina');
    await new Promise((r) => setTimeout(r, 300));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('applies the search after the pause while typing', async () => {
    const onSearch = vi.fn();
    render(<SearchInput value="" onSearch={onSearch} label="Search users" delay={50} />);
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'omar' } });
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledExactlyOnceWith('omar'), { timeout: 2000 });
  });
});
