import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoData } from '@/shared/ui/no-data';
import { renderWithProviders } from '@/shared/test/render';

describe('NoData', () => {
  it('shows the default text, or the one given, without a live region', async () => {
    await renderWithProviders(
      <>
        <NoData />
        <NoData text="No games yet" />
      </>,
    );
    expect(screen.getByText('No data')).toBeVisible();
    expect(screen.getByText('No games yet')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
