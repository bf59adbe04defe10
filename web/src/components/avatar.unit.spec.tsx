// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it("shows a decorative person's initials when there is no picture", () => {
    expect(renderToStaticMarkup(<Avatar name="Ada Lovelace" src={null} />)).toBe(
      '<span class="avatar avatar--small" aria-hidden="true">AL</span>',
    );
  });

  it('names the initials as an image when the avatar is content', () => {
    render(<Avatar name="Ada Lovelace" src={undefined} size="large" alt="Your picture" />);
    const image = screen.getByRole('img', { name: 'Your picture' });
    expect(image.textContent).toBe('AL');
    expect(image.className).toBe('avatar avatar--large');
  });

  it('shows the picture when there is one', () => {
    render(<Avatar name="Ada Lovelace" src="https://files.example/ada.png" alt="Ada Lovelace" />);
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'Ada Lovelace' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe('https://files.example/ada.png');
    expect(image.parentElement?.className).toBe('avatar avatar--small avatar--picture');
    expect(screen.queryByText('AL')).toBeNull();
  });

  it('falls back to the initials when the picture cannot be loaded, asking once per address for a fresh one', () => {
    const onImageError = vi.fn();
    const { container, rerender } = render(
      <Avatar name="Ada Lovelace" src="https://files.example/old.png" onImageError={onImageError} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(onImageError).toHaveBeenCalledTimes(1);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AL');
    rerender(<Avatar name="Ada Lovelace" src="https://files.example/new.png" onImageError={onImageError} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://files.example/new.png');
  });
});
