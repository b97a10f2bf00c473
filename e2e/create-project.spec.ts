import { expect, test, type Page } from './test';
import { pngFile, wavFile } from '../server/test/sample-files';
import { expectNoSeriousA11yViolations } from './accessibility';
import { signUpThroughApi } from './fixtures';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function fillProject(page: Page, title: string): Promise<void> {
  await page.getByLabel('Project title').fill(title);
  await page
    .getByLabel('Description')
    .fill('Six songs recorded live in a greenhouse, with a string quartet and a choir. Fictional demo project.');
  await page.getByLabel('Project type').selectOption('album');
  await page.getByLabel('Music genre').selectOption('Indie');
  await page.getByLabel('Funding goal ($)').fill('25000');
  await page.getByLabel('Minimum investment ($)').fill('100');
  await page.getByLabel('Share price ($)').fill('25');
  await page.getByLabel('Total shares').fill('1000');
  await page.getByLabel('Start date').fill(day(1));
  await page.getByLabel('End date').fill(day(90));
  await page.getByLabel('Production ($)').fill('15000');
  await page.getByLabel('Marketing ($)').fill('10000');
}

test('a creator creates a project with a song and an image, sees the uploads progress, finds it in Explore and plays its song', async ({
  page,
}) => {
  // Sign-up, two uploads, the project, Explore and playback make a long journey.
  test.slow();
  await signUpThroughApi(page, 'musician');
  const title = `Greenhouse Sessions ${Date.now()}`;
  await page.goto('/create-project');
  await fillProject(page, title);
  await expect(page.getByText('Total budget: $25,000.00')).toBeVisible();
  await page.getByLabel('Demo song').setInputFiles({ name: 'greenhouse-demo.wav', mimeType: 'audio/wav', buffer: wavFile(3, 22_050) });
  await page.getByLabel('Project image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngFile(64, 64) });
  await expect(page.getByText('greenhouse-demo.wav')).toBeVisible();

  // The creation waits until both progress bars have been seen full, so the uploads' progress can be checked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/projects', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('progressbar', { name: 'Demo song upload progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('progressbar', { name: 'Project image upload progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('button', { name: 'Creating project…' })).toBeDisabled();
  release();

  await expect(page.getByText('Project Created!', { exact: true })).toBeVisible();
  // Every field is cleared (spec section 4), the project type too.
  await expect(page.getByLabel('Project title')).toHaveValue('');
  await expect(page.getByLabel('Project type')).toHaveValue('');
  await expect(page.getByLabel('Music genre')).toHaveValue('');
  await expect(page.getByLabel('Funding goal ($)')).toHaveValue('');
  await expect(page.getByLabel('Production ($)')).toHaveValue('0');
  await expect(page.getByText('Total budget: $0.00')).toBeVisible();
  await expect(page.getByText('greenhouse-demo.wav')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  const projects = (await (await page.request.get('/api/tours')).json()) as Array<{
    id: number;
    title: string;
    status: string;
    demoSongUrl: string;
  }>;
  const project = projects.find((candidate) => candidate.title === title);
  expect(project).toMatchObject({ status: 'active', demoSongUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/) });

  await page.goto('/explore');
  await page.getByLabel('Search projects or creators').fill(title);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goto(`/tour/${project?.id}`);
  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('src', project?.demoSongUrl ?? '');
  // Muted, so the browser's autoplay rule lets a script start it.
  await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(2);
});

test('the form shows the spec’s messages, alerts for bad files and asks for both files', async ({ page }) => {
  // An 11 MB file goes through the browser's file picker.
  test.slow();
  await signUpThroughApi(page, 'both');
  await page.goto('/create-project');
  await page.getByRole('button', { name: 'Create Project' }).click();
  for (const message of [
    'Project title is required',
    'Description must be at least 50 characters',
    'Music genre is required',
    'Start date is required',
    'End date is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Must be a positive number')).toHaveCount(3);
  await expect(page.getByText('Must be a positive integer')).toBeVisible();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page
    .getByLabel('Project image')
    .setInputFiles({ name: 'cover.png', mimeType: 'text/html', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await page
    .getByLabel('Project image')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
  await page.getByLabel('Demo song').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a song') });
  await expect
    .poll(() => alerts)
    .toEqual(['Please select a valid image file', 'File size must be less than 10MB', 'Please select a valid music file']);
  await expect(page.getByText('cover.png')).toHaveCount(0);

  await fillProject(page, 'Needs Files');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Demo Song Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload a demo song to showcase your music.', { exact: true })).toBeVisible();
  await page.getByLabel('Demo song').setInputFiles({ name: 'demo.wav', mimeType: 'audio/wav', buffer: wavFile(0.5) });
  await page.getByRole('button', { name: 'Remove demo song' }).click();
  await expect(page.getByText('demo.wav')).toHaveCount(0);
  await page.getByLabel('Demo song').setInputFiles({ name: 'demo.wav', mimeType: 'audio/wav', buffer: wavFile(0.5) });
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project Image Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload a project image or photo.', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a signed-out visitor is asked to sign in, and an investor is told a creator account is needed', async ({ page }) => {
  await page.goto('/create-project');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/login');
  await signUpThroughApi(page, 'investor');
  await page.goto('/create-project');
  await expect(page.getByRole('heading', { name: 'Creator Account Required' })).toBeVisible();
  await expect(page.getByLabel('Project title')).toHaveCount(0);
});

test('an emptied budget line counts as the default 0, not an invalid number', async ({ page }) => {
  await signUpThroughApi(page, 'musician');
  await page.goto('/create-project');
  await fillProject(page, `Empty Line ${Date.now()}`);
  await page.getByLabel('Equipment ($)').fill('');
  await page.getByLabel('Marketing ($)').fill('');
  await expect(page.getByText('Total budget: $15,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Create Project' }).click();
  // The files are missing, so the form stops there: past validation, with no message on the budget.
  await expect(page.getByText('Demo Song Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Must be a valid number')).toHaveCount(0);
  await expect(page.getByLabel('Equipment ($)')).not.toHaveAttribute('aria-invalid', 'true');
});
