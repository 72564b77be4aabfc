import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DURATION } from '@kalaro/contract/constants';
import { useLongPress } from './use-long-press';

// jsdom has no PointerEvent: a mouse event with a pointer type stands in for it.
if (!('PointerEvent' in window)) {
  class PointerEvent extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent });
}

function Tile(props: { onLongPress: () => void; onClick: () => void }) {
  const longPress = useLongPress(props.onLongPress);
  return (
    <button type="button" onClick={props.onClick} {...longPress}>
      Lucky Koi
    </button>
  );
}

const touch = { pointerType: 'touch', clientX: 10, clientY: 10 };

describe('useLongPress', () => {
  let onLongPress: ReturnType<typeof vi.fn<() => void>>;
  let onClick: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    onLongPress = vi.fn<() => void>();
    onClick = vi.fn<() => void>();
    render(<Tile onLongPress={onLongPress} onClick={onClick} />);
  });
  afterEach(() => vi.useRealTimers());
  const button = () => screen.getByRole('button', { name: 'Lucky Koi' });

  it('fires after 370 ms held, and swallows the click that ends the press', () => {
    fireEvent.pointerDown(button(), touch);
    vi.advanceTimersByTime(DURATION.LONG_PRESS - 1);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button(), touch);
    fireEvent.click(button());
    expect(onClick).not.toHaveBeenCalled();
    // The next tap is a tap again.
    fireEvent.pointerDown(button(), touch);
    fireEvent.pointerUp(button(), touch);
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a tap when released sooner, and nothing when the finger scrolls away', () => {
    fireEvent.pointerDown(button(), touch);
    vi.advanceTimersByTime(200);
    fireEvent.pointerUp(button(), touch);
    fireEvent.click(button());
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(button(), touch);
    fireEvent.pointerMove(button(), { ...touch, clientY: 40 });
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('leaves a mouse its usual clicks', () => {
    fireEvent.pointerDown(button(), { ...touch, pointerType: 'mouse' });
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('the stylesheet’s press delay is the specification’s', () => {
    const theme = readFileSync(path.join(__dirname, '../styles/theme.css'), 'utf8');
    expect(theme).toContain(`--press-delay: ${DURATION.TOUCH_PRESS_DELAY}ms;`);
  });
});
