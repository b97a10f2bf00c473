// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { CalibrationSection } from './calibration-section';

describe('How good are the forecasts?', () => {
  it('shows the share inside the band with the counts', async () => {
    stubApi({
      'GET /api/outlook/calibration': () => ({
        body: { insideBand: '78.0', quartersCounted: 41, inside: 32, below: 5, above: 4, projectsCounted: 6 },
      }),
    });
    renderWithApp(<CalibrationSection />);
    expect(screen.getByRole('heading', { name: 'How good are the forecasts?' })).toBeTruthy();
    expect(await screen.findByText('78.0%')).toBeTruthy();
    expect(screen.getByText(/Of the 41 project-quarters paid so far by 6 funded projects, 32 paid/)).toBeTruthy();
    expect(screen.getByText(/5 fell below it and 4 above it/)).toBeTruthy();
  });

  it('says so when nothing is paid yet', async () => {
    stubApi({
      'GET /api/outlook/calibration': () => ({
        body: { insideBand: null, quartersCounted: 0, inside: 0, below: 0, above: 0, projectsCounted: 0 },
      }),
    });
    renderWithApp(<CalibrationSection />);
    expect(await screen.findByText(/No funded project has paid a quarter yet/)).toBeTruthy();
  });
});
