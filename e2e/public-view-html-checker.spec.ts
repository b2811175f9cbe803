import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ownerApi, pageWithEveryBlock } from './support/fixtures';
import { IMAGE_BASE } from './support/external';
import { OwnerApi } from './support/api';
import { seedReferencePage } from './support/reference-page';

/** The Nu HTML Checker (vnu-jar, run with the machine's Java 17). */
const VNU = path.resolve(import.meta.dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');
/**
 * The checker's CSS validator predates two things Tailwind's stylesheet uses on purpose: @property
 * rules (Baseline 2024) and `margin-trim` inside an @supports test. Only those two messages are left
 * out; any other error, HTML or CSS, fails the test.
 */
const KNOWN_CSS_GAPS = '.*(Unrecognized at-rule “@property”|Property “margin-trim” doesn.t exist).*';

test('the public pages have no Nu HTML Checker errors (issue 35)', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const api = await ownerApi(baseURL as string);
  const fixture = await pageWithEveryBlock(api, 'Ana López');
  // Issue 38: the profile markup, the profiles' rel="me" (icons, a marked link, the head) and a language.
  await api.updatePage(fixture.page.id, { language: 'ca', profileKind: 'organization', bio: 'Estudi </script><b>x</b>', socialLinks: [{ network: 'instagram', url: '@ana.lopez' }, { network: 'email', url: 'ana@example.com' }] });
  await api.addItem(fixture.page.id, { type: 'link', content: { title: 'Mastodon', url: 'https://mastodon.example/@ana', relMe: true } });
  const reference = await seedReferencePage(await OwnerApi.signUp(baseURL as string), IMAGE_BASE);
  const dir = mkdtempSync(path.join(tmpdir(), 'linkhub-vnu-'));
  const addresses = [
    `/view/${fixture.page.slug}`,
    `/view/page/${fixture.subpageId}`,
    `/preview/page/${fixture.page.id}`,
    `/view/${reference.slug}`,
    '/view/no-existe-esta-pagina',
  ];
  const files = [];
  for (const [index, address] of addresses.entries()) {
    const file = path.join(dir, `page-${index}.html`);
    writeFileSync(file, await (await request.get(address)).text());
    files.push(file);
  }
  let output = '';
  try {
    output = execFileSync('java', ['-jar', VNU, '--errors-only', '--format', 'text', '--filterpattern', KNOWN_CSS_GAPS, ...files], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    // vnu exits 1 when it finds an error; its messages are on stderr.
    const failed = error as { stdout?: string; stderr?: string };
    output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
  expect(output.split('\n').filter((line) => line.startsWith('Error'))).toEqual([]);
});
