// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { CompareCheckbox, CompareSelection, useCompareSelection } from './compare-selection';

function Picker() {
  const selection = useCompareSelection();
  return (
    <>
      {[1, 2, 3, 4, 5].map((id) => (
        <CompareCheckbox key={id} id={id} title={`Project ${id}`} selection={selection} />
      ))}
      <CompareSelection selection={selection} />
    </>
  );
}

describe("Explore's select to compare", () => {
  it('picks up to four projects, says so when a fifth is ticked, and links to the comparison', async () => {
    const { user } = renderWithApp(<Picker />);
    expect(screen.queryByRole('link', { name: /Compare \(/ })).toBeNull();
    for (const id of [2, 4, 1, 5]) await user.click(screen.getByLabelText(`Compare Project ${id}`));
    expect(screen.getByRole('link', { name: 'Compare (4)' }).getAttribute('href')).toBe('/compare?projects=2,4,1,5');
    await user.click(screen.getByLabelText('Compare Project 3'));
    expect((screen.getByLabelText('Compare Project 3') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/You can compare up to 4 projects at once/)).toBeTruthy();
    await user.click(screen.getByLabelText('Compare Project 4'));
    expect(screen.queryByText(/You can compare up to 4 projects at once/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Compare (3)' }).getAttribute('href')).toBe('/compare?projects=2,1,5');
  });
});
