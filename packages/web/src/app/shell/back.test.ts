import { describe, expect, it } from 'vitest';
import { decideBack } from '@/app/shell/back';

describe('decideBack', () => {
  it('goes home from routes with the home rule, whatever the history', () => {
    expect(decideBack({ rule: 'home', historyIndex: 5 })).toEqual({ kind: 'path', to: '/m/home' });
    expect(decideBack({ rule: 'home', historyIndex: 0 })).toEqual({ kind: 'path', to: '/m/home' });
  });

  it('goes back in history when the app has an earlier entry', () => {
    expect(decideBack({ rule: 'history', historyIndex: 1 })).toEqual({ kind: 'history' });
    expect(decideBack({ rule: 'history', historyIndex: 7 })).toEqual({ kind: 'history' });
  });

  it('goes home when the page was opened directly', () => {
    expect(decideBack({ rule: 'history', historyIndex: 0 })).toEqual({
      kind: 'path',
      to: '/m/home',
    });
    expect(decideBack({ rule: 'history', historyIndex: null })).toEqual({
      kind: 'path',
      to: '/m/home',
    });
    expect(decideBack({ rule: 'history', historyIndex: undefined })).toEqual({
      kind: 'path',
      to: '/m/home',
    });
  });

  it('uses an explicit target first', () => {
    expect(decideBack({ rule: 'history', historyIndex: 3, to: '/m/mine' })).toEqual({
      kind: 'path',
      to: '/m/mine',
    });
  });
});
