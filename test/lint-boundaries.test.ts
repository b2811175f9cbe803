import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The client's import boundaries (docs/decisions/400-client-structure.md) are kept by lint: each
 * case lints a small file placed where the rule applies and expects the boundary error.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('client import boundaries', () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/client/features/content/lint-fixture.ts',
      "import { useStatsRange } from '@/features/statistics/stores/stats-range';\nexport const fixture = useStatsRange;\n",
    );
    expect(errors).toEqual([expect.stringContaining('a feature does not import another feature')]);
  });

  it('refuse a feature importing the app layer', async () => {
    const errors = await boundaryErrors('src/client/features/content/lint-fixture.ts', "import { App } from '@/app/app';\nexport const fixture = App;\n");
    expect(errors).toEqual([expect.stringContaining('features do not import the app layer')]);
  });

  it('refuse a shared layer importing a feature', async () => {
    const errors = await boundaryErrors(
      'src/client/lib/lint-fixture.ts',
      "import { useStatsRange } from '@/features/statistics/stores/stats-range';\nexport const fixture = useStatsRange;\n",
    );
    expect(errors).toEqual([expect.stringContaining('shared layers import neither features nor the app')]);
  });

  it('let a feature import itself and the shared layers, and the app import a feature', async () => {
    expect(
      await boundaryErrors(
        'src/client/features/statistics/lint-fixture.ts',
        "import { useStatsRange } from './stores/stats-range';\nimport { cn } from '@/lib/utils';\nexport const fixture = [useStatsRange, cn];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/client/app/lint-fixture.ts', "import { useStatsRange } from '@/features/statistics/stores/stats-range';\nexport const fixture = useStatsRange;\n"),
    ).toEqual([]);
  });
});
