import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SHOWN_MARK, useAppReady, useHoldFirstPaint } from '@/shared/first-paint';

function Screen({ holding }: { holding: boolean }) {
  useHoldFirstPaint(holding);
  return <p>screen</p>;
}
function Ready({ holding }: { holding: boolean }) {
  useAppReady();
  return <Screen holding={holding} />;
}

const shell = () => document.getElementById('static-shell');

describe('static first paint (in the app)', () => {
  beforeEach(() => {
    const element = document.createElement('div');
    element.id = 'static-shell';
    document.body.prepend(element);
    performance.clearMarks();
  });
  afterEach(() => {
    shell()?.remove();
    vi.useRealTimers();
  });

  it('goes when the first screen has rendered, and marks the moment', () => {
    render(<Ready holding={false} />);
    expect(shell()).toBeNull();
    expect(performance.getEntriesByName(APP_SHOWN_MARK)).toHaveLength(1);
  });

  it('stays while the screen holds it, and goes when it lets go', () => {
    const { rerender } = render(<Ready holding />);
    expect(shell()).not.toBeNull();
    rerender(<Ready holding={false} />);
    expect(shell()).toBeNull();
  });

  it('is held three seconds at most', () => {
    vi.useFakeTimers();
    render(<Ready holding />);
    act(() => vi.advanceTimersByTime(2_900));
    expect(shell()).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(shell()).toBeNull();
  });
});
