import { describe, expect, it } from 'vitest';
import { gameEdit, gamesQueryOf, gamesViewOf } from './games-model';

describe('games screen model', () => {
  it('reads the view from the address, ignoring what is not allowed', () => {
    const view = gamesViewOf(
      new URLSearchParams('q= dragon &vendor=PG&enabled=false&sort=x&page=-3'),
    );
    expect(view).toEqual({
      q: 'dragon',
      vendor: 'PG',
      enabled: 'false',
      hot: '',
      sort: 'order',
      page: 1,
    });
    expect(
      gamesViewOf(new URLSearchParams('vendor=%25%25&hot=true&sort=hot&page=4')),
    ).toMatchObject({
      vendor: '',
      hot: 'true',
      sort: 'hot',
      page: 4,
    });
  });

  it('sends only the filters that are set', () => {
    expect(gamesQueryOf(gamesViewOf(new URLSearchParams('')))).toEqual({
      sort: 'order',
      page: 1,
      pageSize: 25,
    });
    expect(gamesQueryOf(gamesViewOf(new URLSearchParams('q=a&enabled=true')))).toMatchObject({
      q: 'a',
      enabled: 'true',
    });
  });

  it('turns a row edit into the changed fields, an empty hot rank into "not hot"', () => {
    const game = { sortOrder: 10, hotRank: 3 };
    expect(gameEdit(game, { sortOrder: '10', hotRank: '3' })).toEqual({});
    expect(gameEdit(game, { sortOrder: '2', hotRank: '' })).toEqual({
      sortOrder: 2,
      hotRank: null,
    });
    expect(gameEdit({ sortOrder: 10, hotRank: null }, { sortOrder: '10', hotRank: '1' })).toEqual({
      hotRank: 1,
    });
    expect(gameEdit(game, { sortOrder: '-1', hotRank: '3' })).toBeNull();
    expect(gameEdit(game, { sortOrder: '1.5', hotRank: '3' })).toBeNull();
    expect(gameEdit(game, { sortOrder: '1', hotRank: '0' })).toBeNull();
    expect(gameEdit(game, { sortOrder: '1', hotRank: '1000' })).toBeNull();
  });
});
